/**
 * The completion discount end to end (decision 042): a customer's list whose event was ten days ago
 * with two gifts the online store sells; the owner asks for the code on the list view, buys the
 * remaining gifts through the sandbox store with it (the discount on the checkout, the order at the
 * discounted total), and the list then shows her purchase, not gifts; the staff's view shows the
 * code used.
 */
import { API_URL, demo, expect, FIXTURE_SLUG, screenshotBothWidths, signInCustomer, signInStaff, test, xsrfHeader } from './support';

const STORE = /^http:\/\/localhost:3200\/cart\/c\//;
/** The list's owner: a generated demo customer with an e-mail (not Maria, whose lists other specs count). */
const OWNER = 5040;

test("after the event the owner gets the code and buys the remaining gifts with it at the store's checkout", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signInStaff(page, demo.superUser);
  // two products the online store sells, from the demo list (its favourite gift and its kit's anchor)
  type Item = { ordemProdServ: number; descricao?: string | null; produto: { nome: string } };
  const fixture = (await (await page.request.get(`${API_URL}/lista/publica/slug/${FIXTURE_SLUG}`)).json()) as { produtosAvulsos: Item[]; kits: Array<{ anchor: Item; online: boolean }> };
  const favourite = fixture.produtosAvulsos.find((i) => i.descricao === 'Nosso presente favorito!')!;
  const kitAnchor = fixture.kits.find((k) => k.online)!.anchor;
  const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const headers = await xsrfHeader(page);
  // a demo customer of the generated ones: Maria's lists and counters are what other specs read
  const owner = (await (await page.request.get(`${API_URL}/cli_for/${OWNER}`)).json()) as { Email: string | null };
  const ownerEmail = owner.Email!;
  expect(ownerEmail).toMatch(/@example\.com$/);
  const created = await page.request.post(`${API_URL}/lista`, {
    headers,
    data: { codigoCliFor: OWNER, vendedorId: 201, titulo: `Casa nova ${Date.now()}`, categoriaId: 1, filialId: 6, dataEvento: tenDaysAgo, localEvento: 'Salão Aurora, Macapá - AP' },
  });
  expect(created.status()).toBe(201);
  const { lista } = (await created.json()) as { lista: { id: number } };
  for (const item of [favourite, kitAnchor]) {
    const added = await page.request.post(`${API_URL}/lista-produtos`, { headers, data: { listaId: lista.id, ordemProdServ: item.ordemProdServ, quantidade: 1 } });
    expect(added.status()).toBe(201);
  }

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInCustomer(ownerPage, ownerEmail);
  await ownerPage.goto(`/cliente/lista/${lista.id}`);
  const card = ownerPage.getByRole('region', { name: 'Desconto de conclusão' });
  await expect(card).toContainText('ganhe 10% de desconto nos 2 itens que ficaram na lista');
  await card.getByRole('button', { name: 'Gerar meu código' }).click();
  const code = card.getByTestId('completion-discount-code');
  await expect(code).toHaveText(/^LISTA-[A-HJ-NP-Z2-9]{8}$/);
  const codigo = (await code.textContent())!;
  await expect(card.getByText(/^Válido até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await screenshotBothWidths(ownerPage, 'desconto-de-conclusao', { fullPage: false, show: card });

  await card.getByRole('button', { name: 'Comprar os itens restantes' }).click();
  await ownerPage.waitForURL(STORE);
  await expect(ownerPage.getByTestId('checkout-line')).toHaveCount(2);
  const discount = ownerPage.getByTestId('checkout-discount');
  await expect(discount).toContainText(`Desconto (${codigo}): -R$`);
  await ownerPage.screenshot({ path: '../.stack/screens/loja-sandbox-desconto-de-conclusao.png', fullPage: true });
  // the total is the lines' sum less 10 % (each line's discount rounded to the cent)
  const reais = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  const lineTotals = (await ownerPage.locator('[data-testid="checkout-line"] .line-total').allTextContents()).map(reais);
  const expectedOff = lineTotals.reduce((sum, v) => sum + Math.round(v * 100 * 0.1), 0) / 100;
  expect(reais((await discount.textContent())!.split('-R$')[1]!)).toBeCloseTo(expectedOff, 2);
  expect(reais((await ownerPage.getByTestId('checkout-total').textContent())!)).toBeCloseTo(lineTotals.reduce((a, b) => a + b, 0) - expectedOff, 2);
  await ownerPage.getByLabel('Nome completo').fill('Dona da Lista');
  await ownerPage.getByLabel('E-mail').fill(ownerEmail);
  await ownerPage.getByRole('button', { name: 'Pagar' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
  const orderName = /O pedido (#\d+) foi pago/.exec(await ownerPage.locator('main').innerText())![1]!;

  // the list: both items bought by the owner, no gift received
  await expect(async () => {
    await ownerPage.goto(`/cliente/lista/${lista.id}`);
    await expect(ownerPage.getByRole('region', { name: 'Desconto de conclusão' })).toContainText(`Você comprou 2 itens da lista com o código`, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(ownerPage.getByRole('region', { name: 'Desconto de conclusão' })).toContainText(`no pedido ${orderName}`);
  await expect(ownerPage.getByRole('heading', { name: 'Presentes Disponíveis (0)' })).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: 'Presentes recebidos' }).getByTestId('received-gift')).toHaveCount(0);
  await expect(ownerPage.getByRole('complementary', { name: 'Comprado com desconto de conclusão' })).toHaveCount(2);
  await ownerPage.screenshot({ path: '../.stack/screens/desconto-de-conclusao-usado.png', fullPage: true });
  await ownerContext.close();

  // the staff's view of the list
  await page.goto(`/funcionario/lista/${lista.id}/visualizar`);
  const staffCard = page.getByRole('region', { name: 'Desconto de conclusão' });
  await expect(staffCard).toContainText(codigo);
  await expect(staffCard).toContainText(`Usado no pedido ${orderName}`);
});
