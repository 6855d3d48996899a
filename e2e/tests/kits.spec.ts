/**
 * The kit and product builder against the real API (§2 Kit builder, Add product to list, Edit
 * variable product; §4, §5 Kit, §6, §7): staff 1001 builds a list of their own (so that the
 * seeded lists other tests read stay as they are) with a variant product, a kit with a variant
 * member, an item added to the kit, a size change and a picture replacement; a product of the
 * online store cannot have its picture replaced; view-only staff are refused on screen and on the
 * server; axe on the three screens. Screenshots at 1280 and 390 px (800 px for the products page).
 */
import type { Page } from '@playwright/test';
import { API_URL, createList, demo, expect, expectNoBlockingViolations, makePng, signInStaff, test, xsrfHeader } from './support';

/** Codes of the seed's demo products (api/src/seed/fixtures.ts DEMO_PRODUCTS). */
const CODES = { kidsTee: '900001', sneaker: '900002', sandal: '900003', bathTowel: '900004', cups: '900005' };
const SCREENS = '../.stack/screens';

async function shoot(page: Page, name: string, widths: number[] = [1280, 390]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Looks a product up by code in the builder's code search. */
async function chooseProduct(page: Page, code: string) {
  const input = page.getByRole('textbox', { name: /Código do produto/ });
  await input.fill(code);
  await input.press('Enter');
  await expect(page.getByRole('group', { name: 'Produto selecionado' })).toBeVisible();
}

/** Picks `option` in the size or colour list `label`, typing `search` first. */
async function pick(page: Page, label: 'Tamanho' | 'Cor', search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

const row = (page: Page, name: string) => page.locator('[data-testid^="item-row-"]').filter({ hasText: name });

test('staff add a variant product, build a kit, add to it, edit a variable item and replace its picture', async ({ page }) => {
  test.setTimeout(180_000);
  await signInStaff(page, demo.staffFull);
  const lista = await createList(page, `Chá de Bebê do Theo ${Date.now()}`);

  // the products page first (its data is cached), then 'Novo Produto'
  await page.goto(`/funcionario/lista/${lista.id}/produtos`);
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  await page.getByRole('link', { name: 'Novo Produto' }).click();
  await expect(page).toHaveURL(new RegExp(`/listas/${lista.id}/produtos/novo$`));
  await expect(page.getByRole('heading', { name: 'Adicionar produto à lista' })).toBeVisible();

  // §5 messages, then a product with a size and a colour
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Selecione um produto')).toBeVisible();
  await page.getByRole('textbox', { name: /Código do produto/ }).fill('000000');
  await page.getByRole('textbox', { name: /Código do produto/ }).press('Enter');
  await expect(page.getByText('Produto não encontrado ou inativo.')).toBeVisible();
  await chooseProduct(page, CODES.kidsTee);
  await page.getByRole('spinbutton', { name: /Quantidade/ }).fill('2');
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Tamanho para o inverno');
  await page.getByText('Possui variantes?').click();
  await pick(page, 'Tamanho', '4', '4 anos');
  await pick(page, 'Cor', 'mari', 'Azul Marinho');
  await shoot(page, 'kits-adicionar-produto');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Item adicionado com sucesso!')).toBeVisible();

  // back on the products page (client-side): the cached data was refreshed
  await expect(page).toHaveURL(new RegExp(`/funcionario/lista/${lista.id}/produtos$`));
  const tee = row(page, 'Camiseta Infantil Estampada');
  await expect(tee).toContainText('Cor: Azul Marinho');
  await expect(tee).toContainText('Tamanho: 4 anos');
  await expect(tee).toContainText('Tamanho para o inverno');

  // and on the public page
  await page.goto(`/lista/${lista.slug}`);
  await expect(page.getByTestId('gift-card').filter({ hasText: 'Camiseta Infantil Estampada' })).toBeVisible();

  // Criar Kit around it: a member with a colour variant and a plain one
  await page.goto(`/funcionario/lista/${lista.id}/produtos`);
  await row(page, 'Camiseta Infantil Estampada').getByRole('link', { name: 'Criar Kit' }).click();
  await expect(page.getByRole('heading', { name: 'Criar Kit' })).toBeVisible();
  await expect(page.getByText(/^Item âncora #\d+$/)).toBeVisible();
  await expect(page.getByText('Nenhum item adicionado ainda.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar kit' })).toBeDisabled();
  const add = page.getByRole('button', { name: 'Adicionar ao kit' });
  await expect(add).toBeDisabled();
  await chooseProduct(page, CODES.bathTowel);
  await page.getByText('Possui variantes?').click();
  await expect(add).toBeDisabled();
  await pick(page, 'Cor', 'bege', 'Bege');
  await add.click();
  await chooseProduct(page, CODES.cups);
  await page.getByRole('spinbutton', { name: 'Quantidade', exact: true }).fill('2');
  await add.click();
  const draft = page.getByRole('table', { name: 'Itens a adicionar ao kit' });
  await expect(draft.getByText('Toalha de Banho Gigante')).toBeVisible();
  await expect(draft.getByText('Cor: Bege')).toBeVisible();
  await expect(page.getByTestId('summary-quantity')).toHaveText('3');
  // the anchor (2 × R$ 59,90) counts, as in the public kit price below
  await expect(page.getByTestId('summary-total')).toHaveText('R$ 449,50');
  await shoot(page, 'kits-montar-kit');
  await page.getByRole('button', { name: 'Salvar kit' }).click();
  await expect(page.getByText('Kit criado com sucesso!')).toBeVisible();

  // 'KIT', 'Âncora' and 'Membro' rows
  await expect(page).toHaveURL(new RegExp(`/funcionario/lista/${lista.id}/produtos$`));
  const kitHeader = page.locator('[data-testid^="kit-header-"]');
  await expect(kitHeader).toContainText('KIT');
  await expect(kitHeader).toContainText('Kit Camiseta Infantil Estampada');
  await expect(row(page, 'Camiseta Infantil Estampada')).toContainText('Âncora');
  await expect(row(page, 'Toalha de Banho Gigante')).toContainText('Membro');
  await expect(row(page, 'Jogo de Xícaras Porcelana')).toContainText('Membro');

  // the public page's kit card with its thumbnails
  await page.goto(`/lista/${lista.slug}`);
  const kitCard = page.getByTestId('gift-card').filter({ hasText: 'Kit Camiseta Infantil Estampada' });
  await expect(kitCard).toBeVisible();
  await expect(kitCard).toContainText('R$ 449,50');
  for (const name of ['Camiseta Infantil Estampada', 'Toalha de Banho Gigante', 'Jogo de Xícaras Porcelana']) {
    const thumb = kitCard.getByRole('img', { name });
    await expect(thumb).toBeVisible();
    expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  // 'Adicionar Item' on the anchor: a sandal of size 37
  await page.goto(`/funcionario/lista/${lista.id}/produtos`);
  await row(page, 'Camiseta Infantil Estampada').getByRole('link', { name: 'Adicionar Item' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar Item' })).toBeVisible();
  await expect(page.getByText(/Kit Camiseta Infantil Estampada · 2 itens no kit/)).toBeVisible();
  await chooseProduct(page, CODES.sandal);
  await page.getByText('Possui variantes?').click();
  await pick(page, 'Tamanho', '37', '37');
  await page.getByRole('button', { name: 'Adicionar ao kit' }).click();
  await page.getByRole('button', { name: 'Salvar kit' }).click();
  await expect(page.getByText('Item adicionado ao kit!')).toBeVisible();
  await expect(row(page, 'Sandália Papete')).toContainText('Membro');
  await expect(row(page, 'Sandália Papete')).toContainText('Tamanho: 37');
  await shoot(page, 'kits-produtos-com-kit', [1280, 800, 390]);

  // edit the variable item's size
  await row(page, 'Camiseta Infantil Estampada').getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar produto (variável)' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tamanho' })).toHaveValue('4 anos');
  await expect(page.getByRole('combobox', { name: 'Cor' })).toHaveValue('Azul Marinho');
  await pick(page, 'Tamanho', '6', '6 anos');
  await shoot(page, 'kits-editar-variavel');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Item atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/funcionario/lista/${lista.id}/produtos$`));
  await expect(row(page, 'Camiseta Infantil Estampada')).toContainText('Tamanho: 6 anos');

  // and replace its picture (the picture of its variant): the table shows the new one
  await row(page, 'Camiseta Infantil Estampada').getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByText('Imagem da variação 6 anos · Azul Marinho')).toBeVisible();
  await page.getByLabel('Trocar imagem').setInputFiles({ name: 'camiseta.png', mimeType: 'image/png', buffer: makePng(600, 600, 2) });
  await expect(page.getByText('Imagem atualizada com sucesso!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Imagem de Camiseta Infantil Estampada' })).toHaveAttribute('src', /\/static\/uploads\/produto\//);
  // the chosen file's name beside the pt-BR button, whole also on a phone
  await expect(page.getByText('camiseta.png', { exact: true })).toBeVisible();
  await shoot(page, 'kits-trocar-imagem', [1280, 390]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.getByText('camiseta.png', { exact: true }).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(new RegExp(`/funcionario/lista/${lista.id}/produtos$`));
  await expect(row(page, 'Camiseta Infantil Estampada').getByRole('img')).toHaveAttribute('src', /\/static\/uploads\/produto\//);

  // a product of the online store: 'Imagem não editável'
  await page.getByRole('link', { name: 'Novo Produto' }).click();
  await chooseProduct(page, CODES.sneaker);
  await page.getByText('Possui variantes?').click();
  await pick(page, 'Tamanho', '40', '40');
  await pick(page, 'Cor', 'pre', 'Preto');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Item adicionado com sucesso!')).toBeVisible();
  await row(page, 'Tênis Casual Couro').getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByText('Imagem não editável')).toBeVisible();
  await expect(page.getByText('Este produto está vinculado ao Shopify. A imagem deve ser gerenciada no Shopify.')).toBeVisible();
  await expect(page.getByLabel('Trocar imagem')).toHaveCount(0);
});

test('no serious or critical axe violation on the kit builder, add product and edit variable screens', async ({ page }) => {
  await signInStaff(page, demo.staffFull);
  const lista = await createList(page, `Lista de acessibilidade ${Date.now()}`);
  await page.goto(`/listas/${lista.id}/produtos/novo`);
  await chooseProduct(page, CODES.kidsTee);
  await page.getByText('Possui variantes?').click();
  await pick(page, 'Tamanho', '2', '2 anos');
  await pick(page, 'Cor', 'bra', 'Branco');
  await expectNoBlockingViolations(page);
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Item adicionado com sucesso!')).toBeVisible();

  await row(page, 'Camiseta Infantil Estampada').getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar produto (variável)' })).toBeVisible();
  await expectNoBlockingViolations(page);

  await page.goBack();
  await row(page, 'Camiseta Infantil Estampada').getByRole('link', { name: 'Criar Kit' }).click();
  await chooseProduct(page, CODES.cups);
  await page.getByRole('button', { name: 'Adicionar ao kit' }).click();
  await expect(page.getByRole('table', { name: 'Itens a adicionar ao kit' })).toBeVisible();
  await expectNoBlockingViolations(page);
});

test('view-only staff are sent to /forbidden on the three screens and refused by the API', async ({ page }) => {
  await signInStaff(page, demo.staffViewOnly);
  for (const path of ['/funcionario/lista/5/kit/1', '/listas/5/produtos/novo', '/listas/5/itens/1/editar-variavel']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  }
  const headers = await xsrfHeader(page);
  const calls = [
    page.request.post(`${API_URL}/lista-produtos`, { headers, data: { listaId: 5, ordemProdServ: 1, quantidade: 1 } }),
    page.request.post(`${API_URL}/lista-produtos/add`, { headers, data: { listaId: 5, ordemProdServ: 1, quantidade: 1, variavel: true, tamanhoCodigo: 2 } }),
    page.request.patch(`${API_URL}/lista-produtos/variante/1`, { headers, data: { variavel: true, quantidade: 1, tamanhoCodigo: 2 } }),
    page.request.post(`${API_URL}/lista-produtos/kit`, { headers, data: { anchorItemId: 1, items: [{ ordemProdServ: 1, quantidade: 1 }] } }),
    page.request.get(`${API_URL}/tamanhos`),
    page.request.get(`${API_URL}/cores`),
  ];
  for (const res of await Promise.all(calls)) {
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe('Você não tem permissão para esta ação.');
  }
});
