/** Sign-in flows against the real API (§2 sign-in screens, §4 Session). */
import { demo, expect, latestMagicLink, signInStaff, test } from './support';

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
