/**
 * Vale-presente end to end (decision 030): the staff's 'Aceitar vale-presente' on a new list, a guest
 * choosing R$ 100,00 × 2 in the 'Vale-presente' dialog, the sandbox store's checkout (the owner
 * named, never the owner's e-mail) and payment, the gift cards the sandbox issued, the owner's
 * mail, tracker and dashboard, the staff's view, and the owner switching it off.
 */
import { API_URL, demo, expect, FIXTURE_SLUG, latestMail, screenshotBothWidths, signInCustomer, signInStaff, test, createList } from './support';

const STORE = /^http:\/\/localhost:3200\/cart\/c\//;
const brl = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s').replace(/([(),])/g, '\\$1'));

test('a guest gives a vale-presente; the sandbox pays and issues the cards; the owner and the staff see it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signInStaff(page, demo.superUser);
  const list = await createList(page, `Vale-presente ${Date.now()}`);
  // the staff's edit screen has it ticked (default on)
  await page.goto(`/funcionario/lista/${list.id}/editar`);
  await expect(page.getByRole('checkbox', { name: 'Aceitar vale-presente' })).toBeChecked();

  const before = Date.now();
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/lista/${list.slug}`);
  const card = guest.getByTestId('vale-presente-card');
  await expect(card.getByRole('heading', { name: 'Vale-presente' })).toBeVisible();
  await card.getByRole('button', { name: 'Presentear com vale-presente' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Vale-presente' });
  for (const value of ['R$ 50,00', 'R$ 100,00', 'R$ 200,00', 'R$ 500,00']) await expect(dialog.getByRole('radio', { name: brl(value) })).toBeVisible();
  // nothing chosen: the form says what is missing
  await dialog.getByRole('button', { name: 'Comprar na loja online' }).click();
  await expect(dialog.getByText('Escolha o valor do vale-presente')).toBeVisible();
  await expect(dialog.getByText('Seu nome é obrigatório')).toBeVisible();
  await dialog.getByRole('radio', { name: brl('R$ 100,00') }).check();
  await dialog.getByLabel('Quantidade').fill('2');
  await dialog.getByLabel(/Seu nome/).fill('Ana');
  await dialog.getByLabel(/Mensagem/).fill('Para a casa nova, com carinho');
  await expect(dialog.getByText(brl('Total: R$ 200,00'))).toBeVisible();
  await screenshotBothWidths(guest, 'vale-presente-dialogo', { fullPage: false });
  await dialog.getByRole('button', { name: 'Comprar na loja online' }).click();

  // the store's checkout: two cards of R$ 100,00 for Maria; her address is not on the guest's page
  await guest.waitForURL(STORE);
  const line = guest.getByTestId('checkout-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Vale-presente');
  await expect(line).toContainText('Quantidade: 2');
  await expect(line).toContainText('Para: Maria Silva');
  await expect(guest.getByTestId('checkout-total')).toHaveText(brl('R$ 200,00'));
  expect(await guest.content()).not.toContain(demo.cliente.email);
  await guest.getByLabel('Nome completo').fill('Ana Souza');
  await guest.getByLabel('E-mail').fill('ana.souza@example.com');
  await guest.getByRole('button', { name: 'Pagar' }).click();
  await expect(guest.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
  const orderName = /O pedido (#\d+) foi pago/.exec(await guest.locator('main').innerText())![1]!;

  // the sandbox issued two cards to Maria (what Shopify would e-mail her)
  await guest.goto('http://localhost:3200/sandbox/vale-presentes');
  const issued = guest.getByTestId('gift-card').filter({ hasText: `Pedido ${orderName}` });
  await expect(issued).toHaveCount(2);
  await expect(issued.first()).toContainText('Maria Silva');
  await expect(issued.first().getByTestId('gift-card-code')).toHaveText(/^[A-Z2-9]{4} [A-Z2-9]{4} [A-Z2-9]{4} [A-Z2-9]{4}$/);
  await guest.screenshot({ path: '../.stack/screens/loja-sandbox-vale-presentes.png', fullPage: true });
  await guestContext.close();

  // the owner's mail
  const mail = await latestMail(demo.cliente.email, before, (m) => m.subject.startsWith('Você recebeu um vale-presente'));
  expect(mail.subject).toMatch(brl('Você recebeu um vale-presente de R$ 200,00 de Ana'));
  expect(mail.text).toContain('Para a casa nova, com carinho');

  // the owner's tracker and dashboard
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInCustomer(owner);
  await owner.goto(`/cliente/lista/${list.id}`);
  const tracker = owner.getByRole('region', { name: 'Presentes recebidos' });
  const row = tracker.getByTestId('received-gift').filter({ hasText: 'Vale-presente' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ana');
  await expect(row).toContainText('Para a casa nova, com carinho');
  await expect(row).toContainText('Vale-presente online');
  await expect(tracker.getByTestId('vale-presente-total')).toHaveText(brl('Vale-presente recebido: R$ 200,00 (2 vales)'));
  await owner.screenshot({ path: '../.stack/screens/vale-presente-acompanhamento.png', fullPage: true });
  await owner.goto('/cliente/dashboard');
  await expect(owner.getByText('Vale-presente recebido')).toBeVisible();

  // the staff's view of the list shows it too
  await page.goto(`/funcionario/lista/${list.id}/visualizar`);
  await expect(page.getByRole('region', { name: 'Presentes recebidos' }).getByTestId('vale-presente-total')).toHaveText(brl('Vale-presente recebido: R$ 200,00 (2 vales)'));

  // the owner switches it off: guests no longer get the card
  await owner.goto(`/cliente/lista/${list.id}/editar`);
  const accept = owner.getByRole('checkbox', { name: 'Aceitar vale-presente' });
  await expect(accept).toBeChecked();
  // a click on its label, as a person does (the control draws over the native input)
  await owner.getByText('Aceitar vale-presente', { exact: true }).click();
  await expect(accept).not.toBeChecked();
  const saved = owner.waitForResponse((r) => r.url().startsWith(`${API_URL}/cliente/listas/${list.id}`) && r.request().method() === 'PATCH');
  await owner.getByRole('button', { name: 'Salvar Alterações' }).click();
  expect((await saved).status()).toBe(200);
  await ownerContext.close();
  const later = await browser.newPage();
  // the page server may reuse a render for 2 s (SSR_REUSE_MS): the answer after that has no card
  await expect(async () => {
    await later.goto(`/lista/${list.slug}`);
    await expect(later.getByTestId('vale-presente-card')).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await later.close();
});

test("the dialog's Total sits beside 'Comprar na loja online', seen without scrolling at 390 and 1280 px; the four values in even rows", async ({ page }) => {
  await page.goto(`/lista/${FIXTURE_SLUG}`);
  await page.getByTestId('vale-presente-card').getByRole('button', { name: 'Presentear com vale-presente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vale-presente' });
  await dialog.getByRole('radio', { name: brl('R$ 200,00') }).check();
  await dialog.getByLabel('Quantidade').fill('3');
  const total = dialog.getByTestId('vale-presente-total');
  await expect(total).toHaveText(brl('Total: R$ 600,00'));
  const buy = dialog.getByRole('button', { name: 'Comprar na loja online' });
  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    // what the guest sees with the dialog's body where it opened, not scrolled
    await dialog.evaluate((el) => el.querySelectorAll('*').forEach((child) => ((child as HTMLElement).scrollTop = 0)));
    const t = (await total.boundingBox())!;
    const b = (await buy.boundingBox())!;
    expect(t.y + t.height, `Total inside the screen at ${width} px`).toBeLessThanOrEqual(height);
    expect(b.y + b.height, `button inside the screen at ${width} px`).toBeLessThanOrEqual(height);
    // inside the dialog's visible part: not hidden under a scrolled-away body
    expect(await total.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.left + 4, r.top + r.height / 2)?.closest('[data-testid="vale-presente-total"]') != null;
    })).toBe(true);
    // beside the button: on its row, or just above it on a phone
    const apart = width === 1280 ? Math.abs(t.y + t.height / 2 - (b.y + b.height / 2)) : b.y - (t.y + t.height);
    expect(apart, `Total beside the button at ${width} px`).toBeLessThanOrEqual(24);
    expect(apart).toBeGreaterThanOrEqual(width === 1280 ? 0 : -1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const rows = await dialog.getByRole('radio').evaluateAll((radios) => {
    const tops = radios.map((r) => Math.round(r.getBoundingClientRect().top));
    return [...new Set(tops)].map((top) => tops.filter((x) => x === top).length);
  });
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows).size, `values per row: ${rows.join(' + ')}`).toBe(1);
});
