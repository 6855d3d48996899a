/**
 * Cotas end to end (decision 043): the owner marks a gift 'Aceita cotas' on her list view; three
 * guests, each in their own browser, give cotas through the dialog (a value offered, then 'Outro
 * valor') and pay them at the sandbox store, until the gift is complete. The guest page then says
 * 'Presenteado em cotas', the owner's tracker has a row per cota and the line of the gift, and the
 * owner was mailed once that it was completed.
 */
import type { Browser, Page } from '@playwright/test';
import { API_URL, demo, expect, latestMail, screenshotBothWidths, signInCustomer, signInStaff, test, xsrfHeader } from './support';

const STORE = /^http:\/\/localhost:3200\/cart\/c\//;
/** A pt-BR amount as the page writes it ('R$' and a no-break space). */
const brl = (text: string) => new RegExp(text.replaceAll('R$ ', 'R\\$\\s').replace(/([(),.])/g, '\\$1'));
const CUPS = '900005';
/** A demo customer of the generated ones: Maria's lists and counters are what other specs read. */
const OWNER = 5039;

/** A new active public list of OWNER, made by the staff of `page`; with the owner's name and e-mail. */
async function ownerList(page: Page) {
  const owner = (await (await page.request.get(`${API_URL}/cli_for/${OWNER}`)).json()) as { Nome: string; Email: string | null };
  expect(owner.Email).toMatch(/@example\.com$/);
  const res = await page.request.post(`${API_URL}/lista`, {
    headers: await xsrfHeader(page),
    data: { codigoCliFor: OWNER, vendedorId: 201, titulo: `Cotas ${Date.now()}`, categoriaId: 1, filialId: 6, dataEvento: '2027-08-14', localEvento: 'Buffet Encanto, Santana - AP' },
  });
  expect(res.status()).toBe(201);
  const { lista } = (await res.json()) as { lista: { id: number; slug: string } };
  return { id: lista.id, slug: lista.slug, ownerName: owner.Nome, ownerEmail: owner.Email! };
}

/** Adds 3 of product `codigo` to list `listaId` as the staff (3 × R$ 129,90 = R$ 389,70); answers the product's name. */
async function addGift(page: Page, listaId: number, codigo: string): Promise<string> {
  const lookup = await page.request.get(`${API_URL}/produtos/${codigo}`);
  expect(lookup.status()).toBe(200);
  const product = (await lookup.json()) as { ordem: number; nome: string };
  const res = await page.request.post(`${API_URL}/lista-produtos`, { headers: await xsrfHeader(page), data: { listaId, ordemProdServ: product.ordem, quantidade: 3 } });
  expect(res.status()).toBe(201);
  return product.nome;
}

/** A guest in a browser of their own gives a cota of `valor` (one of the values, or typed as 'Outro valor') and pays it at the sandbox. */
async function giveCota(browser: Browser, list: { slug: string; ownerName: string; ownerEmail: string }, gift: string, who: { nome: string; valor: number; other?: boolean; mensagem?: string; shots?: string }) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(`/lista/${list.slug}`);
  const card = guest.getByTestId('gift-card').filter({ hasText: gift });
  await card.getByRole('button', { name: `Dar uma cota: ${gift}` }).click();
  const dialog = guest.getByRole('dialog', { name: 'Dar uma cota' });
  await expect(dialog).toBeVisible();
  const reais = `R$ ${who.valor},00`;
  if (who.other) {
    await dialog.getByRole('radio', { name: 'Outro valor' }).check();
    await dialog.getByLabel(/Outro valor \(em reais\)/).fill(String(who.valor));
  } else {
    await dialog.getByRole('radio', { name: brl(reais) }).check();
  }
  await dialog.getByLabel(/Seu nome/).fill(who.nome);
  if (who.mensagem) await dialog.getByLabel(/Mensagem/).fill(who.mensagem);
  await expect(dialog.getByTestId('cota-total')).toHaveText(brl(`Total: ${reais}`));
  if (who.shots) await screenshotBothWidths(guest, who.shots, { fullPage: false });
  await dialog.getByRole('button', { name: 'Comprar na loja online' }).click();
  await guest.waitForURL(STORE);
  await expect(guest.getByTestId('checkout-total')).toHaveText(brl(reais));
  await expect(guest.getByTestId('checkout-line').first()).toContainText(`Para: ${list.ownerName}`);
  expect(await guest.content()).not.toContain(list.ownerEmail);
  await guest.getByLabel('Nome completo').fill(`${who.nome} Souza`);
  await guest.getByLabel('E-mail').fill(`${who.nome.toLowerCase()}@example.com`);
  await guest.getByRole('button', { name: 'Pagar' }).click();
  await expect(guest.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
  await context.close();
}

test('three guests give cotas until the gift is complete; the guest page, the owner’s tracker and mail show it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInStaff(page, demo.superUser);
  const list = await ownerList(page);
  const gift = await addGift(page, list.id, CUPS);
  const before = Date.now();

  // the owner marks it on her list view
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInCustomer(owner, list.ownerEmail);
  await owner.goto(`/cliente/lista/${list.id}`);
  const toggle = owner.getByRole('checkbox', { name: `Aceita cotas: ${gift}` });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(owner.getByText('O presente agora aceita cotas.')).toBeVisible();
  await expect(toggle).toBeChecked();

  // a guest sees the progress and 'Dar uma cota'
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/lista/${list.slug}`);
  const card = guest.getByTestId('gift-card').filter({ hasText: gift });
  await expect(card.getByText(brl('R$ 0,00 de R$ 389,70 em cotas'))).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Cotas do presente: 0%' })).toBeVisible();
  await screenshotBothWidths(guest, 'cotas-cartao', { show: card });

  await giveCota(browser, list, gift, { nome: 'Ana', valor: 200, mensagem: 'Com carinho, dos padrinhos', shots: 'cotas-dialogo' });
  await guest.reload();
  await expect(card.getByText(brl('R$ 200,00 de R$ 389,70 em cotas'))).toBeVisible();
  await expect(card.getByText('1 cota', { exact: true })).toBeVisible();
  await giveCota(browser, list, gift, { nome: 'Bia', valor: 100 });
  // R$ 89,70 open: with R$ 50 cards the last cota may be R$ 100 ('Outro valor')
  await giveCota(browser, list, gift, { nome: 'Caio', valor: 100, other: true });

  await guest.reload();
  await expect(card.getByText('Presenteado em cotas')).toBeVisible();
  await expect(card.getByText(brl('R$ 400,00 de R$ 389,70 em cotas'))).toBeVisible();
  await expect(card.getByRole('button', { name: `Dar uma cota: ${gift}` })).toHaveCount(0);
  await screenshotBothWidths(guest, 'cotas-completo', { show: card });
  await guestContext.close();

  // the owner's tracker: one row per cota, and the gift's line
  await owner.reload();
  const tracker = owner.getByRole('region', { name: 'Presentes recebidos' });
  const rows = tracker.getByTestId('received-gift').filter({ hasText: `Cota: ${gift}` });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'ana@example.com' })).toContainText('Com carinho, dos padrinhos');
  await expect(tracker.getByText(brl(`Cotas para ${gift}: R$ 400,00 (3 cotas)`))).toBeVisible();
  await owner.screenshot({ path: '../.stack/screens/cotas-acompanhamento.png', fullPage: true });
  await ownerContext.close();

  // the owner's mail, once
  const mail = await latestMail(list.ownerEmail, before, (m) => m.subject.includes('completado em cotas'));
  expect(mail.subject).toBe(`O presente ${gift} foi completado em cotas`);
  expect(mail.text).toMatch(brl('em 3 cotas, somando R$ 400,00'));
});

test('the demo list shows a gift in cotas with part of it given', async ({ page }) => {
  await page.goto('/lista/casamento-maria-e-joao');
  const progress = page.getByTestId('cota-progress');
  await expect(progress).toHaveCount(1);
  await expect(progress).toContainText(brl('R$ 300,00 de'));
  await expect(progress).toContainText('2 cotas');
});
