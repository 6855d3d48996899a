/**
 * The sandbox store keeps its own copies of what it shares with the API (as an outside system
 * would): the webhook routes it posts to, the cart attribute it reads the list's address from, the
 * gift card recipient properties, and
 * its default API version. This checks that the copies agree with the API.
 */
import { DEFAULT_SHOPIFY_API_VERSION } from '../config';
import { CART_KEYS } from '../shop/orderFacts';
import { WEBHOOK_PATHS as API_WEBHOOK_PATHS } from '../shop/webhook';
import { DEFAULT_API_VERSION } from './admin';
import { LIST_URL_ATTRIBUTE } from './app';
import { GIFT_CARD_PROPERTIES } from '../shop/orderFacts';
import { RECIPIENT_PROPERTIES } from './giftCards';
import { WEBHOOK_PATHS } from './orders';

describe("the sandbox store's copies of the API's constants", () => {
  it('posts each webhook topic to the route the API registers', () => {
    expect(WEBHOOK_PATHS).toEqual(API_WEBHOOK_PATHS);
  });
  it("reads the list's address from the cart attribute the checkout sets", () => {
    expect(LIST_URL_ATTRIBUTE).toBe(CART_KEYS.listUrl);
  });
  it("reads a gift card's recipient from the line properties the API's vale-presente cart sets", () => {
    expect(RECIPIENT_PROPERTIES).toEqual({
      email: GIFT_CARD_PROPERTIES.recipientEmail,
      name: GIFT_CARD_PROPERTIES.recipientName,
      message: GIFT_CARD_PROPERTIES.message,
      send: GIFT_CARD_PROPERTIES.send,
    });
  });
  it("signs webhooks with the API's default Shopify API version", () => {
    expect(DEFAULT_API_VERSION).toBe(DEFAULT_SHOPIFY_API_VERSION);
  });
});
