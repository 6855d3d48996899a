/**
 * The spec's last rows and the rough edges a new user hits (decision 017), against the real API: a
 * clean console for signed-out visitors, singular counts, footer links that lead somewhere, the
 * date input's calendar by keyboard (guests and staff), the progress on staff list cards, branch
 * stock with 'Nenhum registro de estoque', whole product pictures, pt-BR file pickers with the
 * chosen file's name. Screenshots at 1280, 800 and 390 px under .stack/screens.
 */
import type { Page } from '@playwright/test';
import { API_URL, createList, demo, expect, FIXTURE_SLUG, makePng, signInCustomer, signInStaff, test } from './support';

const SCREENS = '../.stack/screens';
/** The seed's product without any stock record (api/src/seed/fixtures.ts DEMO_PRODUCTS.pictureFrame). */
const NO_STOCK_PRODUCT = { codigo: '900008', nome: 'Porta-Retrato Madeira Rústica' };

async function shoot(page: Page, name: string, widths: number[] = [1280, 800, 390], show?: () => Promise<void>) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await show?.();
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: !show });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** yyyy-MM-dd of today + `days` in UTC, and its DD/MM/AAAA form. */
function dayFromToday(days: number): { day: string; masked: string } {
  const d = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, dd] = d.split('-');
  return { day: d, masked: `${dd}/${m}/${y}` };
}

test('signed-out pages log nothing in the console: an anonymous visitor is no error', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  const sessionChecks: number[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${API_URL}/auth/me`)) sessionChecks.push(response.status());
  });

  for (const path of ['/', '/listas', `/lista/${FIXTURE_SLUG}`, '/login/cliente', '/login/funcionario']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // an unknown address is sent with status 404 (its not-found page): Chromium logs that the
  // document itself answered 404, and nothing else may be logged
  const unknown = await page.goto('/caminho/que/nao/existe');
  await page.waitForLoadState('networkidle');
  expect(unknown?.status()).toBe(404);
  const notFoundDocument = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(logged.filter((line) => line === notFoundDocument)).toHaveLength(1);
  logged.splice(logged.indexOf(notFoundDocument), 1);
  // route changes inside the site check the session too (§7: at start and on every route change)
  await page.goto('/');
  await page.getByRole('link', { name: 'Ver Mais Listas' }).click();
  await expect(page.getByRole('heading', { name: 'Todas as Listas de Presentes' })).toBeVisible();
  await page.getByRole('link', { name: 'Todas as Listas' }).first().click();
  await page.waitForLoadState('networkidle');

  expect(sessionChecks.length).toBeGreaterThanOrEqual(8);
  expect(sessionChecks.every((status) => status === 200)).toBe(true);
  expect(logged).toEqual([]);
});

test("/listas says 'Mostrando 1 lista' and '1 lista ativa' in the singular", async ({ page }) => {
  const search = 'Casamento Maria e João';
  const res = await page.request.get(`${API_URL}/lista/publica?search=${encodeURIComponent(search)}`);
  expect(((await res.json()) as { meta: { totalItems: number } }).meta.totalItems).toBe(1);
  await page.goto(`/listas?search=${encodeURIComponent(search)}`);
  await expect(page.getByText(`Mostrando 1 lista para "${search}"`, { exact: true })).toBeVisible();
  await expect(page.getByText('1 lista ativa', { exact: true })).toBeVisible();
});

test('every footer link of the home leads somewhere: help sections, filtered /listas, the login, the stores on the map', async ({ page }) => {
  await page.goto('/');
  // the home's footer (inside the shell's <main>, so not a 'contentinfo' landmark)
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Casamento', exact: true })).toBeVisible();
  for (const href of await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toBeTruthy();
    expect(href).not.toBe('#');
  }
  await expect(footer.getByRole('link', { name: /^Abrir no Mapa: / })).toHaveCount(4);
  await expect(footer.getByRole('link', { name: 'Abrir no Mapa: Dular Free Shop (abre em nova aba)' })).toHaveAttribute('href', /google\.com\/maps\/search\/.*Dular%20Free%20Shop/);

  await footer.getByRole('link', { name: 'Dúvidas frequentes' }).click();
  await expect(page).toHaveURL(/\/#ajuda$/);
  const help = page.getByRole('region', { name: 'Dúvidas frequentes' });
  await expect(help).toBeInViewport();
  await help.getByText('Como ganho o desconto na loja?').click();
  await expect(help.getByText(/10% de desconto no Pix à vista/)).toBeVisible();
  await shoot(page, 'home-ajuda', [1280, 390], async () => {
    await help.scrollIntoViewIfNeeded();
  });
  await shoot(page, 'home-rodape', [1280, 800, 390], async () => {
    await footer.scrollIntoViewIfNeeded();
  });

  await footer.getByRole('link', { name: 'Chá de Bebê' }).click();
  await expect(page).toHaveURL(/\/listas\?categoria=\d+$/);
  await expect(page.getByRole('combobox', { name: 'Tipo de Evento' })).toHaveValue(/\d+/);
  await expect(page.getByTestId('list-card').first()).toContainText('Chá de Bebê');
});

test('the date filter of /listas: typed, or chosen in the pt-BR calendar with the keyboard', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/listas');
  await page.waitForLoadState('networkidle');
  const loadedBefore = scripts.length;
  const input = page.getByRole('textbox', { name: 'Data do evento' });
  const trigger = page.getByRole('button', { name: 'Abrir calendário: Data do evento' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('application', { name: 'Calendário' });
  await expect(calendar).toBeVisible();
  // the calendar's code came with the first opening, not with the page
  expect(scripts.length).toBeGreaterThan(loadedBefore);
  // the focus is on today's day: one day right, then Enter chooses tomorrow
  const today = dayFromToday(0);
  await expect(calendar.getByRole('button', { name: /^Escolher / }).and(page.locator(':focus'))).toHaveCount(1);
  await shoot(page, 'listas-calendario', [1280, 390], async () => {
    await calendar.scrollIntoViewIfNeeded();
  });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const tomorrow = dayFromToday(1);
  await expect(calendar).toBeHidden();
  await expect(input).toHaveValue(tomorrow.masked);
  await expect(page).toHaveURL(new RegExp(`data=${tomorrow.day}`));
  // the focus is back on the calendar button; Escape closes a calendar opened again
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  expect(today.day < tomorrow.day).toBe(true);

  // the typed mask still works, and 'Limpar Filtros' empties it
  await input.fill('05032027');
  await expect(input).toHaveValue('05/03/2027');
  await expect(page).toHaveURL(/data=2027-03-05/);
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect(input).toHaveValue('');
});

test('staff choose the event date in the calendar on the list form and filter by date on the dashboard', async ({ page }) => {
  await signInStaff(page, demo.staffFull);
  await page.goto('/funcionario/lista/criar');
  await page.getByRole('button', { name: 'Abrir calendário: Data do evento' }).click();
  const calendar = page.getByRole('application', { name: 'Calendário' });
  await calendar.getByRole('button', { name: 'Próximo mês' }).click();
  await calendar.getByRole('button', { name: /^Escolher [^,]+, 15 de / }).click();
  const next = new Date();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const expected = `15/${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
  await expect(page.getByRole('textbox', { name: /Data do evento/ })).toHaveValue(expected);
  await shoot(page, 'funcionario-criar-data', [1280, 390], async () => {
    await page.getByRole('textbox', { name: /Data do evento/ }).scrollIntoViewIfNeeded();
  });

  await page.goto('/funcionario/dashboard');
  await page.getByRole('button', { name: 'Abrir calendário: Data do evento' }).click();
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: /^Escolher / }).first().click();
  await expect(page).toHaveURL(/data=\d{4}-\d{2}-\d{2}/);
});

test("staff list cards show the progress: 'N itens' (or 'Completa') with a bar", async ({ page }) => {
  await signInStaff(page, demo.superUser);
  const cards = page.getByTestId('staff-list-card');
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  await expect(first.getByTestId('list-progress')).toContainText(/^(Completa|\d+ (item|itens))\d+%$/);
  await expect(first.getByRole('progressbar')).toBeVisible();
  await shoot(page, 'funcionario-dashboard-cartoes', [1280, 800, 390], async () => {
    await first.scrollIntoViewIfNeeded();
  });
});

test("branch stock: 'Nenhum registro de estoque' for staff, 'Sem disponibilidade no momento' for guests", async ({ page }) => {
  test.setTimeout(120_000);
  await signInStaff(page, demo.staffFull);
  const lista = await createList(page, `Casa Nova ${Date.now()}`);

  // the product without stock records, added the way staff add any product
  await page.goto(`/listas/${lista.id}/produtos/novo`);
  const code = page.getByRole('textbox', { name: /Código do produto/ });
  await code.fill(NO_STOCK_PRODUCT.codigo);
  await code.press('Enter');
  await expect(page.getByRole('group', { name: 'Produto selecionado' })).toContainText(NO_STOCK_PRODUCT.nome);
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Item adicionado com sucesso!')).toBeVisible();

  await page.goto(`/funcionario/lista/${lista.id}/visualizar`);
  const card = page.getByTestId('view-product').filter({ hasText: NO_STOCK_PRODUCT.nome });
  await expect(card.getByText('Nenhum registro de estoque')).toBeVisible();
  await shoot(page, 'funcionario-visualizar-estoque', [1280, 390], async () => {
    await card.scrollIntoViewIfNeeded();
  });
  // a product with records lists every branch with its badge (the fixture list)
  await page.goto('/funcionario/lista/1/visualizar');
  const stocked = page.getByRole('list', { name: 'Estoque por loja' }).first();
  await expect(stocked.getByRole('listitem').first()).toContainText(/Em estoque|Esgotado/);
  await shoot(page, 'funcionario-visualizar-estoque-lista1', [1280, 800], async () => {
    await stocked.scrollIntoViewIfNeeded();
  });

  await page.goto(`/lista/${lista.slug}`);
  const gift = page.getByTestId('gift-card').filter({ hasText: NO_STOCK_PRODUCT.nome });
  await expect(gift.getByText('Sem disponibilidade no momento')).toBeVisible();
  await expect(gift.getByText('Esgotado')).toBeVisible();
  await expect(gift.getByTestId('presentear')).toHaveCount(0);
});

test('product pictures are whole (never cropped) in the customer list view and on the public page', async ({ page }) => {
  const fits = (p: Page) => p.getByTestId('gift-card').locator('img').evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).objectFit));
  await page.goto(`/lista/${FIXTURE_SLUG}`);
  await expect(page.getByTestId('gift-card').first()).toBeVisible();
  const publicFits = await fits(page);
  expect(publicFits.length).toBeGreaterThan(3);
  expect(new Set(publicFits)).toEqual(new Set(['contain']));

  await signInCustomer(page);
  await page.goto('/cliente/lista/1');
  await expect(page.getByTestId('gift-card').first()).toBeVisible();
  const customerFits = await fits(page);
  expect(customerFits.length).toBeGreaterThan(3);
  expect(new Set(customerFits)).toEqual(new Set(['contain']));
  await shoot(page, 'cliente-lista-fotos', [1280, 390], async () => {
    await page.getByTestId('gift-card').first().scrollIntoViewIfNeeded();
  });
});

test("staff file pickers are pt-BR buttons that open the file dialog and show the chosen file's name", async ({ page }) => {
  await signInStaff(page, demo.staffFull);
  const lista = await createList(page, `Bodas de Cristal ${Date.now()}`);
  await page.goto(`/funcionario/lista/${lista.id}/editar`);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText('Enviar capa', { exact: true }).click()]);
  await chooser.setFiles({ name: 'capa-nova.png', mimeType: 'image/png', buffer: makePng(800, 300, 5) });
  await expect(page.getByText('Capa enviada!')).toBeVisible();
  await expect(page.getByText('capa-nova.png', { exact: true })).toBeVisible();
  // keyboard: Tab reaches the picker's own file input (which the browser opens with Space)
  const photoInput = page.getByLabel('Enviar foto de perfil');
  await expect(photoInput).toHaveAttribute('type', 'file');
  await page.getByText('capa-nova.png', { exact: true }).click();
  for (let i = 0; i < 10 && !(await photoInput.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(photoInput).toBeFocused();
  const [photoChooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText('Enviar foto de perfil', { exact: true }).click()]);
  await photoChooser.setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: makePng(300, 300, 2) });
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Aplicar corte' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shoot(page, 'funcionario-editar-arquivos', [1280, 390], async () => {
    await page.getByText('capa-nova.png', { exact: true }).scrollIntoViewIfNeeded();
  });
});
