/**
 * Gifts given in a store (decision 028): the clerk finds a list at 'Presente na loja' and registers a
 * gift; the guest page shows it given, the owner gets the mail, and the owner's tracker shows it,
 * saves 'Agradecimento enviado' and downloads the CSV (read back here). Two clerks registering the
 * same gift at once: one wins, the other is told. Staff without the permission are sent to
 * /forbidden and refused by the API.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { API_URL, createList, demo, expect, latestMail, signInCustomer, signInStaff, test, xsrfHeader } from './support';

/** Adds product `codigo` (without variants) to list `listaId` through the API as the signed-in staff of `page`; returns its name. */
async function addProduct(page: Page, listaId: number, codigo: string): Promise<string> {
  const lookup = await page.request.get(`${API_URL}/produtos/${codigo}`);
  expect(lookup.status()).toBe(200);
  const product = (await lookup.json()) as { ordem: number; nome: string };
  const res = await page.request.post(`${API_URL}/lista-produtos`, { headers: await xsrfHeader(page), data: { listaId, ordemProdServ: product.ordem, quantidade: 1 } });
  expect(res.status()).toBe(201);
  return product.nome;
}

/** Opens list `id` at the till of `page` (staff signed in). */
async function openAtTill(page: Page, id: number, titulo: string): Promise<void> {
  await page.goto('/funcionario/presente-na-loja');
  await expect(page.getByRole('heading', { name: 'Presente na loja', level: 1 })).toBeVisible();
  await page.getByLabel('Código da lista').fill(String(id));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
}

/** The gift card of the guest page named `name`. */
const guestCard = (page: Page, name: string) => page.getByTestId('gift-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a clerk registers a gift bought in a store; the guest page, the mail and the owner\'s tracker show it; the CSV reads back', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signInStaff(page, demo.staffFull);
  const titulo = `Lista da loja ${Date.now()}`;
  const list = await createList(page, titulo);
  const cups = await addProduct(page, list.id, '900005');

  // from the dashboard to the till
  await page.goto('/funcionario/dashboard');
  await page.getByRole('link', { name: 'Presente na loja' }).click();
  await expect(page).toHaveURL(/\/funcionario\/presente-na-loja/);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Informe o código ou o título da lista')).toBeVisible();
  await page.getByLabel('Código da lista').fill('987654321');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Nenhuma lista encontrada com este código ou título.')).toBeVisible();
  await page.getByLabel('Código da lista').fill(String(list.id));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
  await expect(page.getByText('Maria Silva')).toBeVisible();

  const before = Date.now();
  await page.getByRole('button', { name: `Registrar presente: ${cups}` }).click();
  const dialog = page.getByRole('dialog', { name: /Registrar presente/ });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Nome de quem presenteou é obrigatório')).toBeVisible();
  await expect(dialog.getByLabel(/Nome de quem presenteou/)).toBeFocused();
  await dialog.getByLabel(/Nome de quem presenteou/).fill('Tia Rosa; "da loja"');
  await dialog.getByLabel('E-mail').fill('tia.rosa@example.com');
  await dialog.getByLabel(/Mensagem/).fill('Felicidades!\nCom carinho');
  await expect(dialog.getByLabel('Filial')).toHaveValue('1');
  await dialog.getByLabel('Filial').selectOption({ label: 'Visual Fashion Santana' });
  await dialog.getByLabel('Número da venda').fill('000123');
  await page.screenshot({ path: '../.stack/screens/presente-na-loja-dialogo.png' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Presente registrado.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Registrar presente: ${cups}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Registros de hoje' }).getByText('Tia Rosa; "da loja"')).toBeVisible();
  await page.screenshot({ path: '../.stack/screens/presente-na-loja.png', fullPage: true });

  // the guest page shows it given at once
  const guest = await browser.newPage();
  await guest.goto(`/lista/${list.slug}`);
  await expect(guestCard(guest, cups).getByText('Adquirido')).toBeVisible();
  await guest.close();

  // the owner's mail names the store
  const mail = await latestMail(demo.cliente.email, before, (m) => m.subject === `Você ganhou um presente: ${cups}`);
  expect(mail.text).toContain('na loja Visual Fashion Santana');
  expect(mail.text).toContain('Venda 000123.');

  // the owner's tracker: the row, the thanks saved on the server, the filter, the CSV
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInCustomer(owner);
  await owner.goto(`/cliente/lista/${list.id}`);
  const tracker = owner.getByRole('region', { name: 'Presentes recebidos' });
  await expect(tracker.getByText('Tia Rosa; "da loja"').first()).toBeVisible();
  await expect(tracker.getByText('Visual Fashion Santana').first()).toBeVisible();
  const thanked = tracker.getByRole('checkbox', { name: /Agradecimento enviado: .*Tia Rosa/ });
  await expect(thanked).not.toBeChecked();
  const saved = owner.waitForResponse((r) => r.url().includes('/presentes-recebidos/agradecimento') && r.request().method() === 'PATCH');
  await thanked.check();
  expect((await saved).status()).toBe(200);
  await expect(thanked).toBeChecked();
  await owner.reload();
  await expect(owner.getByRole('region', { name: 'Presentes recebidos' }).getByRole('checkbox', { name: /Agradecimento enviado: .*Tia Rosa/ })).toBeChecked();
  await owner.getByLabel('Mostrar apenas não agradecidos').check();
  await expect(owner.getByText('Todos os presentes já foram agradecidos.')).toBeVisible();
  await owner.getByLabel('Mostrar apenas não agradecidos').uncheck();
  await owner.screenshot({ path: '../.stack/screens/presentes-recebidos.png', fullPage: true });

  const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: 'Baixar planilha (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe(`presentes-recebidos-lista-${list.id}.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n').filter((l) => l !== '');
  expect(lines[0]).toBe('Presente;Quantidade;Valor (R$);Quem presenteou;E-mail;Mensagem;Canal;Pedido;Data;Agradecimento enviado');
  // records end in CRLF; the message's own line break stays inside its quoted field
  expect(lines).toHaveLength(2);
  const row = lines[1]!;
  expect(row.startsWith(`${cups};1;129,90;"Tia Rosa; ""da loja""";tia.rosa@example.com;"Felicidades!\nCom carinho";`)).toBe(true);
  expect(row).toMatch(/;Visual Fashion Santana;000123;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Sim$/);
  await ownerContext.close();

  // the staff view of the list shows the same table, read-only
  await page.goto(`/funcionario/lista/${list.id}/visualizar`);
  const staffTracker = page.getByRole('region', { name: 'Presentes recebidos' });
  await expect(staffTracker.getByText('Tia Rosa; "da loja"').first()).toBeVisible();
  // read-only: the thanks as text, no checkbox to change it (the filter is the only checkbox)
  await expect(staffTracker.getByRole('checkbox', { name: /Agradecimento enviado/ })).toHaveCount(0);
  await expect(staffTracker.getByRole('checkbox')).toHaveCount(1);
  await page.screenshot({ path: '../.stack/screens/presentes-recebidos-funcionario.png', fullPage: true });

  // 'Desfazer' gives it back, after a confirmation
  await openAtTill(page, list.id, titulo);
  await page.getByRole('button', { name: /Desfazer registro: .*Tia Rosa/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desfazer' }).or(page.getByRole('dialog', { name: 'Desfazer registro?' }).getByRole('button', { name: 'Desfazer' })).click();
  await expect(page.getByText('Registro desfeito: o presente está disponível novamente.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Registrar presente: ${cups}` })).toBeVisible();
});

test("an undone registration reads at WCAG AA contrast, and the till shows one outcome toast at a time", async ({ page }) => {
  test.setTimeout(90_000);
  await signInStaff(page, demo.staffFull);
  const titulo = `Lista da loja desfeita ${Date.now()}`;
  const list = await createList(page, titulo);
  const cups = await addProduct(page, list.id, '900005');
  await openAtTill(page, list.id, titulo);
  await page.getByRole('button', { name: `Registrar presente: ${cups}` }).click();
  const dialog = page.getByRole('dialog', { name: /Registrar presente/ });
  await dialog.getByLabel(/Nome de quem presenteou/).fill('Ana da Silva');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Presente registrado.')).toBeVisible();
  await page.getByRole('button', { name: /Desfazer registro: .*Ana da Silva/ }).click();
  await page.getByRole('alertdialog', { name: 'Desfazer registro?' }).getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Registro desfeito: o presente está disponível novamente.')).toBeVisible();
  // the undo's toast replaced the registration's (still within its 6 s): they do not pile up.
  // Counted once, not retried: a retried count would pass when the first toast times out.
  expect(await page.locator('[data-scope="toast"][data-part="root"]').allInnerTexts()).toEqual(['Registro desfeito: o presente está disponível novamente.']);

  const record = page.getByTestId('till-record').filter({ hasText: /Desfeito por/ });
  await expect(record).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await record.scrollIntoViewIfNeeded();
    const contrast = await new AxeBuilder({ page }).include('[data-testid="till-record"]').withRules(['color-contrast']).analyze();
    expect(contrast.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`))).toEqual([]);
    await page.screenshot({ path: `../.stack/screens/presente-na-loja-desfeito-${width}.png`, fullPage: true });
  }
});

test('two clerks register the same gift at the same moment: one is recorded, the other is told', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInStaff(page, demo.staffFull);
  const titulo = `Lista da loja dupla ${Date.now()}`;
  const list = await createList(page, titulo);
  const cups = await addProduct(page, list.id, '900005');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInStaff(other, demo.superUser);

  const dialogs = [];
  for (const [clerk, nome] of [[page, 'Ana da Silva'], [other, 'Bia Souza']] as const) {
    await openAtTill(clerk, list.id, titulo);
    await clerk.getByRole('button', { name: `Registrar presente: ${cups}` }).click();
    const dialog = clerk.getByRole('dialog', { name: /Registrar presente/ });
    await dialog.getByLabel(/Nome de quem presenteou/).fill(nome);
    dialogs.push(dialog);
  }
  await Promise.all(dialogs.map((d) => d.getByRole('button', { name: 'Confirmar' }).click()));
  const outcome = async (clerk: Page) => {
    const ok = clerk.getByText('Presente registrado.');
    const refused = clerk.getByText('Este presente já foi dado. Atualize a lista.');
    await expect(ok.or(refused)).toBeVisible();
    return (await ok.count()) > 0 ? 'registered' : 'refused';
  };
  expect([await outcome(page), await outcome(other)].sort()).toEqual(['refused', 'registered']);
  const res = await page.request.get(`${API_URL}/presentes-loja/listas/${list.id}`);
  const body = (await res.json()) as { registros: Array<{ nome: string }> };
  expect(body.registros).toHaveLength(1);
  await otherContext.close();
});

test('staff without the permission are sent to /forbidden and refused by the API', async ({ page }) => {
  await signInStaff(page, demo.staffViewOnly);
  await expect(page.getByRole('link', { name: 'Presente na loja' })).toHaveCount(0);
  await page.goto('/funcionario/presente-na-loja');
  await expect(page).toHaveURL(/\/forbidden$/);
  expect((await page.request.get(`${API_URL}/presentes-loja/listas?busca=1`)).status()).toBe(403);
  const post = await page.request.post(`${API_URL}/presentes-loja/listas/1`, { headers: await xsrfHeader(page), data: { listaProdutoId: 1, nome: 'X', filialId: 1 } });
  expect(post.status()).toBe(403);
});
