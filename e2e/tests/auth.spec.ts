/** Sign-in flows against the real API (§2 sign-in screens, §4 Session). */
import type { Page } from '@playwright/test';
import { demo, expect, latestMagicLink, signInStaff, test } from './support';

/** The demo customer asks for a sign-in link on /login/cliente; the link, read from the outbox. */
async function requestLink(page: Page): Promise<string> {
  const before = Date.now();
  await page.goto('/login/cliente');
  await page.getByLabel('E-mail').fill(demo.cliente.email);
  await page.getByRole('button', { name: 'Enviar link de acesso' }).click();
  await expect(page.getByText('Link enviado!')).toBeVisible();
  return latestMagicLink(demo.cliente.email, before);
}

test('a demo staff user signs in and the header shows Dashboard', async ({ page }) => {
  await signInStaff(page, demo.staffFull);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Criar Lista' })).toBeVisible();
  await expect(nav.getByRole('button', { name: new RegExp(demo.staffFull.nome) })).toBeVisible();
});

test('wrong password shows Erro no login', async ({ page }) => {
  await page.goto('/login/funcionario');
  await page.getByLabel('Codigo').fill('1001');
  await page.getByLabel('Senha', { exact: true }).fill('errada123');
  await page.getByRole('button', { name: 'Acessar Sistema' }).click();
  await expect(page.getByText('Erro no login')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/funcionario$/);
});

test('a customer signs in by magic link from the outbox, then logs out', async ({ page }) => {
  const before = Date.now();
  await page.goto('/login/cliente');
  await page.getByLabel('E-mail').fill(demo.cliente.email);
  await page.getByRole('button', { name: 'Enviar link de acesso' }).click();
  await expect(page.getByText('Link enviado!')).toBeVisible();
  await expect(page.getByText(demo.cliente.email)).toBeVisible();

  const link = await latestMagicLink(demo.cliente.email, before);
  await page.goto(link);
  await expect(page).toHaveURL(/\/cliente\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Minhas Listas' })).toBeVisible();

  // the link is single-use
  await page.goto(link);
  await expect(page.getByText('Não foi possível entrar')).toBeVisible();

  await nav.getByRole('button', { name: new RegExp(demo.cliente.nome) }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(nav.getByRole('button', { name: 'Minhas Listas' })).toBeVisible();
  await page.goto('/cliente/dashboard');
  await expect(page).toHaveURL(/\/listas$/);
});

test('a sign-in link opened in a new browser signs in even when its check goes out before the first answer brings the XSRF cookie', async ({ page, browser }) => {
  const link = await requestLink(page);

  // a fresh browser whose session check answers late: the link's check is sent with no cookie yet
  const fresh = await browser.newContext();
  const guest = await fresh.newPage();
  const verifications: number[] = [];
  guest.on('response', (response) => {
    if (response.url().includes('/auth/verify-magic-link')) verifications.push(response.status());
  });
  await guest.route('**/auth/me?optional=1', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await guest.goto(link);
  await expect(guest).toHaveURL(/\/cliente\/dashboard$/, { timeout: 15_000 });
  await expect(guest.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  // the first check was refused for want of the cookie, and the second (with it) signed in
  expect(verifications).toEqual([403, 200]);
  await fresh.close();
});

test("a sign-in link wins over the session's first answer when that answer, asked before the link's check, arrives after it", async ({ page, browser }) => {
  const link = await requestLink(page);

  // the start's GET /auth/me is held until the link's check has signed the customer in, then
  // answered as it was asked: anonymous (a slower replica, or a phone's network reordering them).
  // The answer is made here: one from the API would also hand the browser an XSRF cookie, racing
  // the one the link's check gets with its first refusal.
  const fresh = await browser.newContext();
  const guest = await fresh.newPage();
  const signedIn = guest.waitForResponse((response) => response.url().includes('/auth/verify-magic-link') && response.ok());
  let held = true;
  await guest.route('**/auth/me?optional=1', async (route) => {
    if (!held) return route.continue();
    held = false;
    await signedIn;
    const origin = route.request().headers()['origin'] ?? new URL(link).origin;
    await route.fulfill({ json: { usuario: null }, headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' } });
  });
  const lateAnswer = guest.waitForResponse((response) => response.url().includes('/auth/me?optional=1'));
  await guest.goto(link);
  await lateAnswer;
  // two frames after the late answer: what it changed is rendered, and the guard has run
  await guest.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(guest).toHaveURL(/\/cliente\/dashboard$/);
  await expect(guest.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  await fresh.close();
});
