/**
 * The customer area against the real API (§2 Customer dashboard, list view, edit, share screen):
 * sign-in by magic link, own lists only, counters, edit with §5 messages, cover upload, the
 * invitation and QR code downloads (the QR code is decoded from the PNG).
 */
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { API_URL, demo, distinctColours, expect, FIXTURE_SLUG, makePng, readPng, signInCustomer, test } from './support';

const SITE_URL = 'http://localhost:8080';
const EDITED_LIST = { id: 4, titulo: 'Chá de Panela da Maria' };
const SHARED_LIST = { id: 1, slug: FIXTURE_SLUG, titulo: 'Casamento Maria e João' };

/** The customer's own data as the API gives it to this browser session (same cookies). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${API_URL}${path}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

test('a customer sees only their own lists and the right counters', async ({ page }) => {
  await signInCustomer(page);
  await expect(page.getByRole('heading', { name: `Olá, ${demo.cliente.nome}!` })).toBeVisible();

  const q = `codigo=5001&email=${encodeURIComponent(demo.cliente.email)}`;
  const counters = await apiGet<{ listasAtivas: number; listasPublicas: number; presentesRecebidos: number }>(page, `/cliente/listas/dashboard?${q}`);
  const lists = await apiGet<Array<{ titulo: string; status: string }>>(page, `/cliente/listas?${q}`);
  expect(lists.length).toBe(4);
  for (const [key, label] of [
    ['listasAtivas', 'Listas Ativas'],
    ['listasPublicas', 'Listas Públicas (visualizações)'],
    ['presentesRecebidos', 'Presentes Recebidos'],
  ] as const) {
    const counter = page.getByTestId(`counter-${key}`);
    await expect(counter).toContainText(label);
    await expect(counter).toContainText(String(counters[key]));
  }
  const cards = page.getByTestId('customer-list-card');
  await expect(cards).toHaveCount(lists.length);
  for (const l of lists) await expect(cards.filter({ hasText: l.titulo })).toHaveCount(1);
  // João's lists never show up
  await expect(page.getByText('Bodas de Prata João e Clara')).toHaveCount(0);
  // 'Editar' only on active lists
  const archived = cards.filter({ hasText: 'Aniversário de 30 anos da Maria' });
  await expect(archived.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(cards.filter({ hasText: SHARED_LIST.titulo }).getByRole('link', { name: 'Editar' })).toBeVisible();

  // another customer's list is refused by the server
  const other = await page.request.get(`${API_URL}/cliente/listas/5/5001/${encodeURIComponent(demo.cliente.email)}`);
  expect(other.status()).toBe(403);
  await page.screenshot({ path: '../.stack/screens/cliente-dashboard.png', fullPage: true });
});

test('a customer opens a list, edits its title with the §5 messages and uploads a cover', async ({ page }) => {
  await signInCustomer(page);
  await page.getByTestId('customer-list-card').filter({ hasText: EDITED_LIST.titulo }).getByRole('link', { name: 'Visualizar' }).click();
  await expect(page).toHaveURL(new RegExp(`/cliente/lista/${EDITED_LIST.id}$`));
  await expect(page.getByRole('heading', { name: EDITED_LIST.titulo })).toBeVisible();
  await expect(page.getByText(/Presentes Disponíveis \(\d+\)/)).toBeVisible();
  await expect(page.getByText(/Presentes Já Adquiridos \(\d+\)/)).toBeVisible();

  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/cliente/lista/${EDITED_LIST.id}/editar$`));
  const title = page.getByLabel(/^Título/);
  await title.fill('');
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Título é obrigatório')).toBeVisible();
  await title.fill('x'.repeat(101));
  await title.blur();
  await expect(page.getByText('Título muito longo')).toBeVisible();

  // cover upload through the pt-BR button, which opens the file dialog: the chosen file's name
  // shows beside it, and the list gets the uploaded file, served from the API's static host
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText('Escolher imagem').first().click()]);
  await chooser.setFiles({ name: 'capa.png', mimeType: 'image/png', buffer: makePng(640, 240, 3) });
  await expect(page.getByText('Capa atualizada!')).toBeVisible();
  await expect(page.getByText('capa.png', { exact: true })).toBeVisible();
  const after = await apiGet<{ imagemCapa: string | null }>(page, `/cliente/listas/${EDITED_LIST.id}/5001/${encodeURIComponent(demo.cliente.email)}`);
  expect(after.imagemCapa).toMatch(/uploads\/banner\//);

  const newTitle = 'Chá de Panela da Maria e do João';
  await title.fill(newTitle);
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Lista atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cliente/lista/${EDITED_LIST.id}$`));
  await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();
  await page.screenshot({ path: '../.stack/screens/cliente-lista.png', fullPage: true });
});

test('a customer downloads the invitation and the QR code of the list link', async ({ page }) => {
  await signInCustomer(page);
  await page.goto(`/cliente/lista/${SHARED_LIST.id}/compartilhar`);
  const convite = page.getByTestId('convite');
  await expect(convite).toBeVisible();
  await expect(convite.getByText('Apresente e Ganhe até 10% de Desconto')).toBeVisible();
  await expect(convite.getByText(SHARED_LIST.titulo)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '../.stack/screens/cliente-compartilhar.png', fullPage: true });

  const [invitation] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar Convite' }).click()]);
  expect(invitation.suggestedFilename()).toBe(`convite-${SHARED_LIST.slug}.png`);
  await invitation.saveAs('../.stack/screens/convite-baixado.png');
  const invitationPng = readPng((await invitation.path())!);
  // 1080 x 1350 (4:5 portrait, remote-cliente/src/share/invitationSize.ts), whatever the screen
  expect([invitationPng.width, invitationPng.height]).toEqual([1080, 1350]);
  expect(distinctColours(invitationPng.data)).toBeGreaterThan(50);
  await expect(page.getByText('O download do seu convite foi iniciado.')).toBeVisible();

  const [qr] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar QR Code' }).click()]);
  expect(qr.suggestedFilename()).toBe(`qrcode-${SHARED_LIST.titulo}.png`);
  const qrPng = readPng((await qr.path())!);
  expect(qrPng.width).toBe(128);
  const decoded = jsQR(new Uint8ClampedArray(qrPng.data), qrPng.width, qrPng.height);
  expect(decoded?.data).toBe(`${SITE_URL}/lista/${SHARED_LIST.slug}`);
});

test("the owner's numbers agree: each section's (n) counts its cards, the tracker lists every acquired gift, the dashboard says what it counts", async ({ page }) => {
  await signInCustomer(page);
  await expect(page.getByTestId('counter-presentesRecebidos')).toContainText(/Cada item ou kit conta 1/);
  await page.goto(`/cliente/lista/${SHARED_LIST.id}`);
  const tracker = page.getByRole('region', { name: 'Presentes recebidos' });
  const rows = tracker.getByTestId('received-gift');
  await expect(rows.first()).toBeVisible();
  for (const [id, title] of [
    ['presentes-disponiveis', /^Presentes Disponíveis \((\d+)\)$/],
    ['presentes-adquiridos', /^Presentes Já Adquiridos \((\d+)\)$/],
  ] as const) {
    const section = page.getByTestId(id);
    const n = Number(title.exec((await section.getByRole('heading', { level: 2 }).textContent()) ?? '')![1]);
    await expect(section.getByTestId('gift-card')).toHaveCount(n);
  }
  // the seed's two items sold by hand (no order, no till registration) are in the tracker
  const acquired = await page.getByTestId('presentes-adquiridos').getByTestId('gift-card').count();
  expect(acquired).toBeGreaterThan(0);
  await expect(rows.filter({ hasText: 'Marcado pela loja' }).first()).toBeVisible();
  // store credit is no acquired gift: the vale-presente, and the cotas toward a gift still open (the demo's, decision 043)
  await expect(rows.filter({ hasNotText: /Vale-presente online|Cota online/ })).toHaveCount(acquired);
  await expect(tracker.getByText('Nenhum presente recebido ainda.')).toHaveCount(0);
});

test("on a phone (390 px) the dashboard's card actions are 44 px tall with their text inside, and the counters a 2 × 2 grid", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInCustomer(page);
  const card = page.getByTestId('customer-list-card').filter({ hasText: SHARED_LIST.titulo });
  for (const name of ['Visualizar', 'Editar']) {
    const action = card.getByRole('link', { name });
    const box = (await action.boundingBox())!;
    expect(box.height, `'${name}' tall enough to tap`).toBeGreaterThanOrEqual(44);
    // the label sits inside the button: the text's own box (a Range over it) within the button's
    const text = await action.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
    expect(text.left).toBeGreaterThanOrEqual(box.x);
    expect(text.right).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(text.top).toBeGreaterThanOrEqual(box.y);
    expect(text.bottom).toBeLessThanOrEqual(box.y + box.height + 0.5);
  }
  const boxes = [];
  for (const key of ['listasAtivas', 'listasPublicas', 'presentesRecebidos', 'valePresente']) boxes.push((await page.getByTestId(`counter-${key}`).boundingBox())!);
  const [a, b, c, d] = boxes as [NonNullable<(typeof boxes)[number]>, NonNullable<(typeof boxes)[number]>, NonNullable<(typeof boxes)[number]>, NonNullable<(typeof boxes)[number]>];
  // two per row, the second row under the first, each about half the width
  expect(Math.abs(a.y - b.y)).toBeLessThan(1);
  expect(Math.abs(c.y - d.y)).toBeLessThan(1);
  expect(c.y).toBeGreaterThanOrEqual(a.y + a.height);
  expect(b.x).toBeGreaterThan(a.x + a.width - 1);
  expect(Math.abs(a.x - c.x)).toBeLessThan(1);
  expect(a.width).toBeLessThan(390 / 2);
  await page.screenshot({ path: '../.stack/screens/cliente-dashboard-390.png', fullPage: true });
});
