/**
 * Staff list administration against the real API (§2 Staff dashboard, create, edit, view, product
 * management; §6 permissions): one full-permission staff user walks the whole flow; a view-only
 * user is refused on the screen and on the server.
 */
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
  await page.getByLabel('Buscar').fill('Casamento Maria');
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
