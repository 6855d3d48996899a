/**
 * Decisions 014 to 016, seen from the browser: the security headers of the API and of the static
 * servers (the shell's page with a CSP built from its runtime configuration, which every test of
 * the suite runs under: support.ts fails a test on any violation), the demo outbox behind its key,
 * and a session that ends on the server (§2 Route guard, §8).
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_URL, expect, expectNoBlockingViolations, root, screenshotBothWidths, signInCustomer, test, xsrfHeader } from './support';

const SHELL_URL = 'http://localhost:8080';
const REMOTES = ['http://localhost:3101', 'http://localhost:3102', 'http://localhost:3103', 'http://localhost:3104'];

test('the shell page carries a CSP built from its runtime configuration; every app sends the security headers', async ({ request }) => {
  const page = await request.get(`${SHELL_URL}/listas`);
  const csp = page.headers()['content-security-policy'] ?? '';
  const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('script-src')).toBe(`script-src 'self' ${REMOTES.join(' ')}`);
  expect(directive('connect-src')).toBe(`connect-src 'self' ${API_URL} ${REMOTES.join(' ')}`);
  expect(directive('img-src')).toContain(API_URL);
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('base-uri')).toBe("base-uri 'self'");
  for (const res of [page, ...(await Promise.all(REMOTES.map((r) => request.get(`${r}/mf-manifest.json`))))]) {
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['x-frame-options']).toBe('DENY');
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
  const api = await request.get(`${API_URL}/health`);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('every spec runs under the CSP check: its `test` and `expect` come from support.ts', () => {
  const specs = fs.readdirSync(__dirname).filter((f) => f.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(10);
  const direct = specs.filter((f) => /import\s*\{[^}]*\b(test|expect)\b[^}]*\}\s*from\s*'@playwright\/test'/.test(fs.readFileSync(path.join(__dirname, f), 'utf8')));
  expect(direct).toEqual([]);
});

test('the demo outbox answers only with the key of this start', async ({ request }) => {
  const key = fs.readFileSync(path.join(root, '.stack/outbox-key'), 'utf8').trim();
  expect(key.length).toBeGreaterThanOrEqual(32);
  expect((await request.get(`${API_URL}/dev/outbox.json`)).status()).toBe(404);
  expect((await request.get(`${API_URL}/dev/outbox?key=nao-e-a-chave`)).status()).toBe(404);
  expect((await request.get(`${API_URL}/dev/outbox?key=${key}`)).status()).toBe(200);
});

test('a session that ends on the server: the next navigation says so and offers to sign in again', async ({ page }) => {
  await signInCustomer(page);
  const view = page.getByRole('link', { name: 'Visualizar' }).first();
  await expect(view).toBeVisible();
  // the server ends the session behind the page's back (as when it expires)
  expect((await page.request.post(`${API_URL}/auth/logout`, { headers: await xsrfHeader(page) })).status()).toBe(200);
  await view.click();
  await expect(page).toHaveURL(/\/listas\?reason=session_expired$/);
  const notice = page.getByRole('status').filter({ hasText: 'Sua sessão expirou. Entre novamente para continuar.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Todas as Listas de Presentes' })).toBeVisible();
  await expectNoBlockingViolations(page);
  await screenshotBothWidths(page, 'session-expired', { fullPage: false });
  // the reason is in the address: it survives a reload
  await page.reload();
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Entrar novamente' }).click();
  await expect(page).toHaveURL(/\/login\/(cliente|select)$/);
});
