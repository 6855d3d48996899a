/**
 * Sharing a list against the real API (§2 share link, Public share, Customer share screen; §8
 * sharing toasts): /share/lista/{id} opens a public list and answers the not-found page for any
 * other id; WhatsApp links carry 55 and the share link, and say 'Abrindo WhatsApp…'; on the
 * customer share screen at 390 px the QR code buttons keep their size, 'Copiar link' says 'Link
 * copiado!', and the invitation's link line stays on one line. Screenshots at 1280, 800 and 390 px.
 */
import type { Page } from '@playwright/test';
import { API_URL, demo, expect, FIXTURE_SLUG, GUESTS_ONLY_SLUG, PRIVATE_SLUG, signInCustomer, signInStaff, test } from './support';

const SITE_URL = 'http://localhost:8080';
const SCREENS = '../.stack/screens';
const FIXTURE_ID = 1;

/** The id of the seeded list `slug` (as staff would see it: the public call knows no ids). */
async function idOfSlug(page: Page, slug: string): Promise<number> {
  const res = await page.request.get(`${API_URL}/lista/publica/slug/${slug}`);
  if (res.status() === 200) return ((await res.json()) as { id: number }).id;
  throw new Error(`lista ${slug} não encontrada`);
}

test('/share/lista/{id} replaces the address with /lista/{slug} of a public list', async ({ page }) => {
  await page.goto(`/share/lista/${FIXTURE_ID}?origem=whatsapp`);
  await expect(page).toHaveURL(`${SITE_URL}/lista/${FIXTURE_SLUG}?origem=whatsapp`);
  await expect(page.getByRole('heading', { level: 1, name: 'Casamento Maria e João' })).toBeVisible();
  // the address was replaced: going back leaves the site (to the blank page the test began on)
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});

test('/share/lista/{id} answers the not-found page for a private, guests-only, archived, missing or malformed id', async ({ page }) => {
  const privateId = await idOfSlug(page, PRIVATE_SLUG);
  const guestsOnlyId = await idOfSlug(page, GUESTS_ONLY_SLUG);
  // an archived list's id, as staff see it
  await signInStaff(page, demo.superUser);
  const archived = await page.request.get(`${API_URL}/lista?status=arquivado&limit=1`);
  const archivedId = ((await archived.json()) as { items: Array<{ id: number }> }).items[0]!.id;
  const addresses = [privateId, guestsOnlyId, archivedId, 2147483647, '1e3', '0', 'abc'].map((id) => `/share/lista/${id}`);
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina não encontrada!' })).toBeVisible();
    await expect(page).toHaveURL(`${SITE_URL}${address}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/share-nao-encontrada-390.png` });
});

test("the public list's WhatsApp links carry the share link and 55, and say 'Abrindo WhatsApp…'", async ({ page, context }) => {
  await page.goto(`/lista/${FIXTURE_SLUG}`);
  const share = page.getByTestId('whatsapp-share');
  const href = decodeURIComponent((await share.getAttribute('href'))!);
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(href).toContain(`Confira a lista de presentes: ${SITE_URL}/share/lista/${FIXTURE_ID}`);
  expect(href).toContain(`Apresente este código e ganhe descontos na compra: ${FIXTURE_ID}`);

  // the store's phone number: WhatsApp and calls with the country code 55
  const store = page.getByRole('link', { name: /^WhatsApp da loja Visual Fashion Shop/ });
  expect(await store.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/559632221001\?text=/);
  await expect(page.getByRole('link', { name: /^Ligar para a loja Visual Fashion Shop/ })).toHaveAttribute('href', 'tel:+559632221001');

  // following a WhatsApp link opens a tab (blocked here) and tells so under 'Compartilhar'
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  const [tab] = await Promise.all([context.waitForEvent('page'), share.click()]);
  await tab.close();
  const toast = page.getByRole('status').filter({ hasText: 'Abrindo WhatsApp…' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Compartilhar');
});

test('the customer share screen at 390 px: full-size QR buttons, Link copiado!, the invitation link on one line', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL });
  await signInCustomer(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cliente/lista/${FIXTURE_ID}/compartilhar`);
  const download = page.getByRole('button', { name: 'Baixar QR Code' });
  const copy = page.getByRole('button', { name: 'Copiar link' });
  await expect(copy).toBeVisible();
  for (const button of [download, copy]) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.width).toBeGreaterThan(300);
  }
  await copy.click();
  const toast = page.getByRole('status').filter({ hasText: 'Link copiado!' });
  await expect(toast).toContainText('Compartilhar');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}/lista/${FIXTURE_SLUG}`);

  // the invitation's share-link line: the share link, on one line (26 px text, 1.2 line height)
  const line = page.getByTestId('convite-link');
  await expect(line).toHaveText(`Acesse: localhost:8080/share/lista/${FIXTURE_ID}`);
  const lines = await line.evaluate((el) => {
    const style = getComputedStyle(el);
    const lineHeight = style.lineHeight.endsWith('px') ? parseFloat(style.lineHeight) : parseFloat(style.fontSize) * 1.2;
    return Math.round((el as HTMLElement).offsetHeight / lineHeight);
  });
  expect(lines).toBe(1);
  await page.getByTestId('qrcode').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/cliente-compartilhar-qr-390.png` });
  await page.screenshot({ path: `${SCREENS}/cliente-compartilhar-390.png`, fullPage: true });
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/cliente-compartilhar-${width}.png`, fullPage: true });
  }
  // at every width both buttons show their whole text at full height
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const button of [download, copy]) {
      const size = await button.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, height: el.getBoundingClientRect().height }));
      expect(size, `${width} px`).toEqual({ cut: false, height: expect.any(Number) });
      expect(size.height).toBeGreaterThanOrEqual(40);
    }
  }
});
