import { assertSafeConfig, drainDelay, loadConfig } from './config';

describe('drainDelay (docs/decisions/032)', () => {
  it('defaults to 5 s in production and none in demo mode, and takes DRAIN_MS when set', () => {
    expect(drainDelay(undefined, 'production')).toBe(5000);
    expect(drainDelay(undefined, 'demo')).toBe(0);
    expect(drainDelay('', 'production')).toBe(5000);
    expect(drainDelay('1500', 'demo')).toBe(1500);
    expect(drainDelay('0', 'production')).toBe(0);
  });

  it('refuses a value that is not a whole number of milliseconds up to two minutes', () => {
    for (const value of ['-1', '1.5', 'abc', '120001', '5s']) expect(() => drainDelay(value, 'production')).toThrow('DRAIN_MS');
  });
});

describe('SHOPIFY_STORE_PLAIN_HTTP', () => {
  it('is taken for the sandbox store on a container network and refused for a Shopify store', () => {
    const config = (domain: string) => loadConfig({ SHOPIFY_STORE_DOMAIN: domain, SHOPIFY_STORE_PLAIN_HTTP: '1' });
    expect(config('store:3200').shopify.plainHttp).toBe(true);
    expect(() => assertSafeConfig(config('store:3200'))).not.toThrow();
    expect(() => assertSafeConfig(config('loja-visual.myshopify.com'))).toThrow(/SHOPIFY_STORE_PLAIN_HTTP/);
    expect(loadConfig({ SHOPIFY_STORE_DOMAIN: 'loja-visual.myshopify.com' }).shopify.plainHttp).toBe(false);
  });
});
