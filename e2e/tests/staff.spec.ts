/**
 * Staff list administration against the real API (§2 Staff dashboard, create, edit, view, product
 * management; §6 permissions): one full-permission staff user walks the whole flow; a view-only
 * user is refused on the screen and on the server.
 */
import type { Locator } from '@playwright/test';
import { API_URL, demo, expect, latestMagicLink, makePng, signInStaff, test, xsrfHeader } from './support';

const PRODUCTS_LIST_ID = 5; // 'Bodas de Prata João e Clara' (seeded, not used by other browser tests)

test('staff filter the dashboard, create a list, set its images, send the access and archive it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInStaff(page, demo.staffFull);
  await expect(page.getByRole('heading', { name: 'Dashboard Administrativo' })).toBeVisible();
  for (const label of ['Total de Listas', 'Listas Ativas', 'Presentes Totais', 'Presentes Vendidos']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/Página 1 de \d+/)).toBeVisible();

  // filters: search (debounced), status, clear
  await page.getByLabel('Buscar').fill('Casamento Maria e João');
  await expect(page.getByTestId('staff-list-card')).toHaveCount(1);
  await expect(page.getByTestId('staff-list-card').first()).toContainText('Casamento Maria e João');
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect(page.getByLabel('Buscar')).toHaveValue('');
  await page.getByLabel('Status').selectOption('arquivado');
  await expect(page.getByTestId('staff-list-card').filter({ hasText: 'Aniversário de 30 anos da Maria' })).toContainText('Arquivada');
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await page.screenshot({ path: '../.stack/screens/funcionario-dashboard.png', fullPage: false });

  // create: customer and seller lookups on blur, then the form
  await page.getByRole('link', { name: 'Nova Lista' }).click();
  await expect(page).toHaveURL(/\/funcionario\/lista\/criar$/);
  await page.getByRole('button', { name: 'Criar Lista' }).click();
  await expect(page.getByText('Título é obrigatório')).toBeVisible();
  await expect(page.getByText('Código do cliente é obrigatório')).toBeVisible();

  await page.getByLabel(/Código do cliente/).fill('5002');
  await page.getByLabel(/Código do cliente/).blur();
  await expect(page.getByText('Cliente encontrado')).toBeVisible();
  await expect(page.getByLabel(/Nome do cliente/)).toHaveValue('João Santos');
  await page.getByLabel(/Código do vendedor/).fill('201');
  await page.getByLabel(/Código do vendedor/).blur();
  await expect(page.getByText('Vendedor encontrado')).toBeVisible();
  await expect(page.getByLabel(/Nome do vendedor/)).toHaveValue('Rita Fernandes');
  const titulo = `Noivado de teste ${Date.now()}`;
  await page.getByLabel(/Título/).fill(titulo);
  await page.getByLabel(/Categoria/).selectOption({ label: 'Chá de Bebê' });
  await expect(page.getByLabel('Mãe')).toBeVisible();
  await page.getByLabel(/Categoria/).selectOption({ label: 'Casamento' });
  await expect(page.getByLabel('Mãe')).toHaveCount(0);
  await page.getByLabel(/Filial/).selectOption({ label: 'Visual Fashion Shop' });
  await page.getByRole('textbox', { name: /Data do evento/ }).fill('20052027');
  await page.getByLabel(/Local do evento/).fill('Salão Estrela, Macapá - AP');
  await page.getByRole('button', { name: 'Criar Lista' }).click();
  await expect(page.getByText('Lista criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/funcionario\/lista\/\d+\/editar$/);
  const id = Number(/lista\/(\d+)\/editar/.exec(page.url())![1]);

  // images: a cover from the library, a cropped profile photo
  await page.getByRole('button', { name: 'Escolher da biblioteca' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Usar a capa/ }).first().click();
  await expect(page.getByText('Capa atualizada!')).toBeVisible();
  await page.getByLabel('Enviar foto de perfil').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: makePng(400, 300, 1) });
  const crop = page.getByRole('dialog');
  await expect(crop.getByRole('button', { name: 'Aplicar corte' })).toBeVisible();
  await crop.getByRole('button', { name: 'Aplicar corte' }).click();
  await expect(page.getByText('Foto de perfil atualizada!')).toBeVisible();
  const saved = await (await page.request.get(`${API_URL}/lista/${id}`)).json();
  expect(saved.imagemCapa).toBeTruthy();
  expect(saved.fotoLista).toMatch(/uploads\/profile\//);
  await page.screenshot({ path: '../.stack/screens/funcionario-editar.png', fullPage: true });
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Lista atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/funcionario\/dashboard$/);

  // staff view: send the customer access; the customer signs in with the mailed link
  await page.goto(`/funcionario/lista/${id}/visualizar`);
  await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
  await expect(page.getByText('Rita Fernandes')).toBeVisible();
  const before = Date.now();
  await page.getByRole('button', { name: 'Enviar Acesso do Cliente' }).click();
  await expect(page.getByText('Acesso enviado ao cliente')).toBeVisible();
  const link = await latestMagicLink('joao.santos@example.com', before);
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await customerPage.goto(link);
  await expect(customerPage).toHaveURL(/\/cliente\/dashboard$/);
  await expect(customerPage.getByText(titulo)).toBeVisible();
  await customer.close();

  // archive and restore from the dashboard, each with its confirmation
  await page.goto('/funcionario/dashboard');
  await page.getByLabel('Buscar').fill(String(id));
  const card = page.getByTestId('staff-list-card').filter({ hasText: titulo });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Arquivar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Arquivar' }).click();
  await expect(card).toHaveCount(0);
  await page.getByLabel('Status').selectOption('arquivado');
  await expect(card).toContainText('Arquivada');
  await card.getByRole('button', { name: 'Restaurar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restaurar' }).click();
  await expect(card).toHaveCount(0);
  await page.getByLabel('Status').selectOption('ativo');
  await expect(card).toHaveCount(1);
});

test('staff manage the products of a list: mark sold, mark available, remove with confirmation', async ({ page }) => {
  await signInStaff(page, demo.staffFull);
  await page.goto(`/funcionario/lista/${PRODUCTS_LIST_ID}/produtos`);
  for (const column of ['Imagem', 'Nome', 'Preço', 'Quantidade', 'Status', 'Ações']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const rows = page.locator('[data-testid^="item-row-"]');
  const row = rows.filter({ has: page.getByRole('button', { name: 'Vendido', exact: true }) }).first();
  const rowId = (await row.getAttribute('data-testid'))!;
  const byName = page.getByTestId(rowId);
  await byName.getByRole('button', { name: 'Vendido', exact: true }).click();
  await expect(page.getByText('Marcado como vendido')).toBeVisible();
  await expect(byName.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await byName.getByRole('button', { name: 'Marcar como disponível' }).click();
  await expect(page.getByText('Marcado como disponível')).toBeVisible();
  await expect(byName.getByRole('button', { name: 'Remover' })).toBeVisible();
  await page.screenshot({ path: '../.stack/screens/funcionario-produtos.png', fullPage: true });

  await byName.getByRole('button', { name: 'Remover' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Item removido com sucesso')).toBeVisible();
  await expect(page.getByTestId(rowId)).toHaveCount(0);
});

/**
 * The text of `locator` line by line as the browser laid it out (each character's box, grouped by
 * its top); elements matching `skip` are left out.
 */
function textLines(locator: Locator, skip = ''): Promise<string[]> {
  return locator.evaluate((root, skipSelector) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (skipSelector && node.parentElement?.closest(skipSelector)) continue;
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box || !box.width) continue;
        const top = Math.round(box.top + box.height / 2);
        const line = [...lines.keys()].find((k) => Math.abs(k - top) < 4) ?? top;
        lines.set(line, (lines.get(line) ?? '') + text[i]);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text.trim());
  }, skip);
}

test("at 1280 px the staff view wraps the e-mail at its '@', keeps each stock badge beside its branch, and the product table lists the available first", async ({ page }) => {
  await signInStaff(page, demo.staffFull);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/funcionario/lista/1/visualizar');
  const email = page.getByRole('region', { name: 'Detalhes do Evento' }).getByText('maria.silva@example.com');
  await expect(email).toBeVisible();
  // on one line, or broken only before the '@'
  expect([['maria.silva@example.com'], ['maria.silva', '@example.com']]).toContainEqual(await textLines(email));

  const stockRows = page.getByRole('list', { name: 'Estoque por loja' }).getByRole('listitem');
  await expect(stockRows.first()).toBeVisible();
  expect(await stockRows.count()).toBeGreaterThan(10);
  for (const row of await stockRows.all()) {
    const badge = row.locator('.chakra-badge');
    const name = await textLines(row, '.chakra-badge');
    // the units stay with the branch's name: no line of a lone '(n)'
    expect(name.filter((line) => /^\(\d+\)$/.test(line))).toEqual([]);
    // the badge is beside the name, at the right of the row, not under it
    const [rowBox, badgeBox] = [await row.boundingBox(), await badge.boundingBox()];
    const nameRight = await row.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el.querySelector('span')!);
      return Math.max(...[...range.getClientRects()].map((r) => r.right));
    });
    expect(badgeBox!.x).toBeGreaterThanOrEqual(nameRight);
    expect(Math.round(badgeBox!.x + badgeBox!.width)).toBe(Math.round(rowBox!.x + rowBox!.width));
    expect(badgeBox!.y).toBeLessThan(rowBox!.y + rowBox!.height / 2);
  }
  await page.screenshot({ path: '../.stack/screens/funcionario-visualizar-1280.png', fullPage: true });

  await page.goto('/funcionario/lista/1/produtos');
  await expect(page.locator('[data-testid^="item-row-"]').first()).toBeVisible();
  // the loose items' Status cells (a kit's order, as a whole, is in the jest suite of the page)
  const statuses = await page
    .locator('[data-testid^="item-row-"]')
    .evaluateAll((rows) => rows.filter((r) => !/Âncora|Membro/.test(r.textContent ?? '')).map((r) => r.querySelector('td:nth-child(5)')?.textContent ?? ''));
  expect(statuses.length).toBeGreaterThan(3);
  const firstSold = statuses.indexOf('Vendido');
  expect(firstSold).toBeGreaterThan(0);
  expect(statuses.slice(firstSold).every((s) => s === 'Vendido')).toBe(true);
});

test('view-only staff see the dashboard without Criar Lista, get /forbidden and a 403 from the API', async ({ page }) => {
  await signInStaff(page, demo.staffViewOnly);
  await expect(page.getByRole('heading', { name: 'Dashboard Administrativo' })).toBeVisible();
  await expect(page.getByTestId('staff-list-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar Lista' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nova Lista' })).toHaveCount(0);
  await page.goto('/funcionario/lista/criar');
  await expect(page).toHaveURL(/\/forbidden$/);
  const res = await page.request.post(`${API_URL}/lista`, {
    headers: await xsrfHeader(page),
    data: { codigoCliFor: 5002, vendedorId: 201, titulo: 'Não deve existir', categoriaId: 1, filialId: 1, dataEvento: '2027-01-01', localEvento: 'X' },
  });
  expect(res.status()).toBe(403);
});
