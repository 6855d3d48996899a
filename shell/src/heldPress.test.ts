import { guestIntent, WAITING_ATTRIBUTE } from './heldPress';

describe('guestIntent (docs/decisions/050)', () => {
  afterEach(() => document.documentElement.removeAttribute(WAITING_ATTRIBUTE));

  it('resolves at once when the page loader holds nothing back', async () => {
    await expect(guestIntent()).resolves.toBeUndefined();
  });

  it('waits while the app runs ahead of the guest, and resolves when the page loader takes its mark off', async () => {
    document.documentElement.setAttribute(WAITING_ATTRIBUTE, '');
    let resolved = false;
    const intent = guestIntent().then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resolved).toBe(false);
    document.documentElement.setAttribute('data-other', ''); // another change does not count
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resolved).toBe(false);
    document.documentElement.removeAttribute(WAITING_ATTRIBUTE);
    await intent;
    expect(resolved).toBe(true);
    document.documentElement.removeAttribute('data-other');
  });
});
