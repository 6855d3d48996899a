/**
 * Guest pages arrive rendered (docs/decisions/029): the HTML as sent holds the page
 * (titles, gifts, prices, the head's sharing tags), the browser takes it over without asking the
 * API for the page's data again, a release of remote-public changes what the server renders and
 * what the browser runs together (and `pnpm rollback` both back) without touching the shell, and a
 * remote whose server code fails leaves the page to the browser instead of failing the guest.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_URL, FIXTURE_SLUG, expect, liveRemoteVersion, pidsFile, pnpm, remoteHostDir, root, screenshotBothWidths, test } from './support';

test.describe.configure({ mode: 'serial' });

interface ListaJson {
  titulo: string;
  localEvento?: string | null;
  imagemCapa?: string | null;
  itens?: { produto?: { descricao?: string }; nome?: string }[];
}

const stateOf = (html: string) => {
  const json = /<script type="application\/json" id="lp-ssr">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as { version: string; manifest: string; path: string; hydrate: boolean; fallback: Record<string, unknown> }) : null;
};
const textOf = (html: string) => html.replace(/<style[^>]*>.*?<\/style>/gs, '').replace(/<script.*?<\/script>/gs, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

test('the HTML as sent holds the guest pages, their sharing tags and the right status', async ({ request }) => {
  const index = (await (await request.get(`${API_URL}/lista/publica/index?page=1&limit=30`)).json()) as { items: { titulo: string }[] };
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=10');
  const homeHtml = await home.text();
  for (const { titulo } of index.items.slice(0, 3)) expect(textOf(homeHtml)).toContain(titulo);
  expect(homeHtml).toContain('<meta property="og:title" content="Início - Lista de Presentes - Visual Fashion"/>');
  expect(homeHtml).toMatch(/<style data-emotion="css[ -]/);

  const lists = await (await request.get('/listas?page=2')).text();
  const page2 = (await (await request.get(`${API_URL}/lista/publica?page=2`)).json()) as { items: { titulo: string }[] };
  expect(textOf(lists)).toContain(page2.items[0]!.titulo);

  const lista = (await (await request.get(`${API_URL}/lista/publica/slug/${FIXTURE_SLUG}`)).json()) as ListaJson & { itens: unknown[] };
  const listHtml = await (await request.get(`/lista/${FIXTURE_SLUG}`)).text();
  const listText = textOf(listHtml);
  expect(listText).toContain(lista.titulo);
  if (lista.localEvento) expect(listText).toContain(lista.localEvento);
  expect(listText).toMatch(/R\$\s?\d/);
  expect(listHtml.match(/data-testid="gift-card"/g)?.length ?? 0).toBeGreaterThan(0);
  expect(listHtml).toContain(`<link rel="canonical" href="http://localhost:8080/lista/${FIXTURE_SLUG}"/>`);
  expect(listHtml).toContain(`<meta property="og:title" content="${lista.titulo} - Lista de Presentes - Visual Fashion"/>`);
  expect(listHtml).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/[^"]+"\/>/);
  expect(listHtml).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(stateOf(listHtml)).toMatchObject({ hydrate: true, path: `/lista/${FIXTURE_SLUG}` });

  const missing = await request.get('/lista/nao-existe-esta-lista');
  expect(missing.status()).toBe(404);
  const missingHtml = await missing.text();
  // the list page's own words (docs/decisions/031), hydrated as they are
  expect(textOf(missingHtml)).toContain('Lista não encontrada');
  expect(stateOf(missingHtml)).toMatchObject({ hydrate: true, path: '/lista/nao-existe-esta-lista' });
  expect(missingHtml).toContain('<meta name="robots" content="noindex, nofollow"/>');

  // a share link is answered with its list, at the list's address
  const shared = await (await request.get('/share/lista/1')).text();
  expect(stateOf(shared)?.path).toMatch(/^\/lista\//);
  expect(shared).toMatch(/<meta property="og:image" content="http/);
});

test('without JavaScript the list page is already there; with it, the browser takes over without asking again', async ({ browser, page, cspViolations }) => {
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await bare.newPage();
  await noScript.goto(`/lista/${FIXTURE_SLUG}`);
  await expect(noScript.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(noScript.getByTestId('gift-card').first()).toBeVisible();
  await screenshotBothWidths(noScript, 'ssr-lista-sem-javascript', { fullPage: false });
  await bare.close();

  const errors: string[] = [];
  const dataCalls: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('request', (r) => r.url().startsWith(`${API_URL}/lista/`) && dataCalls.push(r.url()));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/lista/${FIXTURE_SLUG}`);
  // nothing moved while the app took the page over (CLS 0)
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  // hydrated: 'Presentear' opens its dialog
  await page.getByRole('button', { name: /^Presentear: / }).first().click();
  await expect(page.getByRole('dialog', { name: 'Revise o seu presente' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(dataCalls).toEqual([]);
  expect(errors).toEqual([]);
  expect(cspViolations).toEqual([]);

  // a share link shows the list's own address once in the browser
  await page.goto('/share/lista/1');
  await expect(page).toHaveURL(/\/lista\/[a-z0-9-]+$/);
  await expect(page.getByTestId('gift-card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("the app starts when the guest shows intent; a tap on 'Presentear' before that is held and given again", async ({ browser }) => {
  // a page of its own (not the fixture's, which moves the pointer to start the app)
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  const errors: string[] = [];
  guest.on('pageerror', (error) => errors.push(error.message));
  const apiCalls: string[] = [];
  guest.on('request', (r) => r.url().startsWith(API_URL) && ['fetch', 'xhr'].includes(r.resourceType()) && apiCalls.push(r.url()));
  await guest.goto(`/lista/${FIXTURE_SLUG}`, { waitUntil: 'load' });
  await guest.waitForTimeout(1000);
  // painted; the app's scripts ran once the page had loaded (decision 050), and it waits for the
  // guest: the page is not taken over (no app mark, no React root), nothing asked of the API
  await expect(guest.getByTestId('gift-card').first()).toBeVisible();
  await expect(guest.locator('html')).toHaveAttribute('data-lp-waiting', '');
  expect(
    await guest.evaluate(() => [
      document.documentElement.hasAttribute('data-ready'),
      typeof (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__,
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')),
    ]),
  ).toEqual([false, 'object', false]);
  expect(apiCalls).toEqual([]);
  await guest.getByRole('button', { name: /^Presentear: / }).first().click();
  await expect(guest.getByRole('dialog', { name: 'Revise o seu presente' })).toBeVisible();
  await expect(guest.locator('html')).toHaveAttribute('data-ready', '');
  // signing in starts from a rendered page too: 'Minhas Listas' pressed before the app runs
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 800 }); // the header's items, not the phone menu
  await other.goto('/', { waitUntil: 'load' });
  await other.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Minhas Listas' }).click();
  await expect(other).toHaveURL(/\/login\//);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a release of remote-public moves what the server renders and what the browser runs; rollback moves both back', async ({ page, request }) => {
  test.setTimeout(240_000);
  const original = liveRemoteVersion('public');
  const shell = [fs.readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8'), fs.readFileSync(pidsFile, 'utf8')];
  const rendered = async () => {
    const response = await request.get(`/lista/${FIXTURE_SLUG}`);
    return { header: response.headers()['x-remote-version'], state: stateOf(await response.text()) };
  };
  const remoteScripts: string[] = [];
  page.on('request', (r) => r.url().startsWith('http://localhost:3101/') && r.resourceType() === 'script' && remoteScripts.push(r.url()));
  try {
    expect((await rendered()).header).toBe(original);

    expect(pnpm(['release', 'remote-public'], { BUILD_LABEL: `ssr-${Date.now()}` })).toMatch(/remote-public: versão [0-9a-f]{10} publicada/);
    const released = liveRemoteVersion('public');
    expect(released).not.toBe(original);
    await expect.poll(async () => (await rendered()).header, { timeout: 10_000 }).toBe(released);
    const { state } = await rendered();
    expect(state?.version).toBe(released);
    expect(state?.manifest).toBe(`http://localhost:3101/${released}/mf-manifest.json`);
    await page.goto(`/lista/${FIXTURE_SLUG}`);
    await page.getByRole('button', { name: /^Presentear: / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Revise o seu presente' })).toBeVisible();
    // the browser ran the very version the server rendered, and no other
    expect(remoteScripts.length).toBeGreaterThan(0);
    expect(remoteScripts.every((url) => url.startsWith(`http://localhost:3101/${released}/`))).toBe(true);

    expect(pnpm(['rollback', 'remote-public'])).toContain(`ponteiro de ${released} para ${original}`);
    await expect.poll(async () => (await rendered()).header, { timeout: 10_000 }).toBe(original);
    // the shell was neither rebuilt nor restarted
    expect([fs.readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8'), fs.readFileSync(pidsFile, 'utf8')]).toEqual(shell);
  } finally {
    if (liveRemoteVersion('public') !== original) pnpm(['rollback', 'remote-public', original]);
  }
});

test('a remote whose server code fails leaves the page to the browser, never an error', async ({ page, request }) => {
  test.setTimeout(120_000);
  const original = liveRemoteVersion('public');
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-broken-public-'));
  try {
    fs.cpSync(path.join(remoteHostDir('public'), original), broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'server/remote_public.cjs'), "throw new Error('servidor quebrado de propósito');\n");
    pnpm(['release', 'remote-public', '--from', broken]);
    const brokenVersion = liveRemoteVersion('public');
    expect(brokenVersion).not.toBe(original);
    await expect.poll(async () => (await request.get(`/lista/${FIXTURE_SLUG}`)).headers()['x-remote-version'] ?? 'none', { timeout: 10_000 }).toBe('none');
    const response = await request.get(`/lista/${FIXTURE_SLUG}`);
    expect(response.status()).toBe(200);
    expect(stateOf(await response.text())).toBeNull();
    await page.goto(`/lista/${FIXTURE_SLUG}`);
    await expect(page.getByTestId('gift-card').first()).toBeVisible();
  } finally {
    pnpm(['rollback', 'remote-public', original]);
    fs.rmSync(broken, { recursive: true, force: true });
  }
  await expect.poll(async () => (await request.get(`/lista/${FIXTURE_SLUG}`)).headers()['x-remote-version'], { timeout: 10_000 }).toBe(original);
});
