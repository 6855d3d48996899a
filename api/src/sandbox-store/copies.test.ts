/**
 * The sandbox store keeps its own copies of what it shares with the API (as an outside system
 * would): the webhook routes it posts to, the cart attribute it reads the list's address from, and
 * its default API version. This checks that the copies agree with the API.
 */
import { DEFAULT_SHOPIFY_API_VERSION } from '../config';
import { CART_KEYS } from '../shop/orderFacts';
import { WEBHOOK_PATHS as API_WEBHOOK_PATHS } from '../shop/webhook';
import { DEFAULT_API_VERSION } from './admin';
import { LIST_URL_ATTRIBUTE } from './app';
import { WEBHOOK_PATHS } from './orders';

describe("the sandbox store's copies of the API's constants", () => {
  it('posts each webhook topic to the route the API registers', () => {
    expect(WEBHOOK_PATHS).toEqual(API_WEBHOOK_PATHS);
  });
  it("reads the list's address from the cart attribute the checkout sets", () => {
    expect(LIST_URL_ATTRIBUTE).toBe(CART_KEYS.listUrl);
  });
  it("signs webhooks with the API's default Shopify API version", () => {
    expect(DEFAULT_API_VERSION).toBe(DEFAULT_SHOPIFY_API_VERSION);
  });
});
