/** Route guards applied from the route table (§2 Route guard, §6). */
import { API_URL, demo, expect, signInStaff, test } from './support';

test('an anonymous visit to /cliente/dashboard lands on /listas', async ({ page }) => {
  await page.goto('/cliente/dashboard');
  await expect(page).toHaveURL(/\/listas$/);
  await expect(page.getByRole('heading', { name: 'Todas as Listas de Presentes' })).toBeVisible();
});

test('staff without Criar listas see no Criar Lista link and are sent to /forbidden', async ({ page }) => {
  await signInStaff(page, demo.staffViewOnly);
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Criar Lista' })).toHaveCount(0);
  await page.goto('/funcionario/lista/criar');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
});

test('the API refuses an unsafe call without the XSRF header', async ({ request }) => {
  const res = await request.post(`${API_URL}/auth/logout`);
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toMatch(/XSRF/);
});
