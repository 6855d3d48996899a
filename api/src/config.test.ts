import { drainDelay } from './config';

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
