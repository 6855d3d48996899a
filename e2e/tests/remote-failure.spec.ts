/**
 * A remote that is down or hangs leaves the header, the session and the other areas working; the
 * area shows the retry message, and 'Tentar novamente' recovers once it is back.
 */
import net from 'node:net';
import { demo, expect, restartRemote, signInStaff, stopServer, test } from './support';

test.describe.configure({ mode: 'serial' });

const RETRY_TEXT = 'Não foi possível carregar esta área.';

test('a stopped remote fails alone and recovers after a restart', async ({ page }) => {
  await signInStaff(page, demo.superUser);
  await stopServer('funcionario', 3103);

  await page.goto('/funcionario/dashboard');
  await expect(page.getByText(RETRY_TEXT)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('button', { name: new RegExp(demo.superUser.nome) })).toBeVisible();

  await nav.getByRole('link', { name: 'Todas as Listas' }).click();
  await expect(page.getByRole('heading', { name: 'Todas as Listas de Presentes' })).toBeVisible();

  await page.goto('/funcionario/dashboard');
  await expect(page.getByText(RETRY_TEXT)).toBeVisible();
  await restartRemote('funcionario', 3103);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText(RETRY_TEXT)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dashboard Administrativo' })).toBeVisible();
});

test('a remote that accepts connections but never answers fails within seconds', async ({ page }) => {
  // the add-product screen is a staff screen (decision 010)
  await signInStaff(page, demo.staffFull);
  await stopServer('kits', 3104);
  const sockets = new Set<net.Socket>();
  const hanging = net.createServer((socket) => sockets.add(socket)); // accepts, never answers
  await new Promise<void>((resolve) => hanging.listen(3104, 'localhost', resolve));
  try {
    await page.goto('/listas/1/produtos/novo');
    const started = Date.now();
    await expect(page.getByText(RETRY_TEXT)).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(page.getByRole('link', { name: 'Todas as Listas' }).first()).toBeVisible();
  } finally {
    sockets.forEach((s) => s.destroy());
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
  }
  await restartRemote('kits', 3104);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText(RETRY_TEXT)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Adicionar produto à lista' })).toBeVisible();
});
