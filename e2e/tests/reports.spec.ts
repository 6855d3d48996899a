/**
 * The chain's report (decision 040): a manager opens 'Relatórios' from the dashboard, reads the
 * current month, shares a link of the past year, filters by branch and by seller (each kept in
 * the address), sees the chart, and downloads a table's spreadsheet (read back here); the figures
 * on screen are the API's. The view-only staff are sent to /forbidden and refused by the API.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { API_URL, demo, expect, screenshotBothWidths, signInStaff, test } from './support';

type Report = {
  resumo: { presentes: { quantidade: number; valor: number }; valePresente: number };
  filiais: Array<{ filialId: number; nome: string }>;
  vendedores: Array<{ vendedorId: number | null; nome: string; valor: number }>;
};

/** A São Paulo day 'YYYY-MM-DD', `days` from today. */
const spDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const brl = (n: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\u00a0/g, ' ');
/** The text of `el` with non-breaking spaces made plain (Intl puts one after 'R$'). */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

test('a manager reads the report, filters it by branch and seller, sees the chart and downloads a table', async ({ page }) => {
  test.setTimeout(120_000);
  await signInStaff(page, demo.staffFull);
  await page.getByRole('link', { name: 'Relatórios' }).click();
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
  // the current São Paulo month, written into the address so that the link can be shared
  const month = spDay().slice(0, 7);
  await expect(page).toHaveURL(new RegExp(`de=${month}-01&ate=${month}-\\d{2}`));

  // a link of the past year: the figures are the API's
  const [de, ate] = [spDay(-364), spDay()];
  await page.goto(`/funcionario/relatorios?de=${de}&ate=${ate}`);
  const answer = await page.request.get(`${API_URL}/relatorios?de=${de}&ate=${ate}`);
  expect(answer.status()).toBe(200);
  const year = (await answer.json()) as Report;
  expect(year.resumo.presentes.quantidade).toBeGreaterThan(0);
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect.poll(async () => plain(await summary.textContent())).toContain(brl(year.resumo.presentes.valor));
  await expect.poll(async () => plain(await summary.textContent())).toContain(brl(year.resumo.valePresente));
  for (const filial of year.filiais) await expect(page.getByRole('table', { name: /Por filial/ })).toContainText(filial.nome);
  // the chart of 'Por mês', loaded after the first paint
  await expect(page.getByRole('application', { name: 'Valor em R$ por canal em cada mês' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vale-presente legend icon' })).toBeVisible();
  await screenshotBothWidths(page, 'reports-year');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);

  // one branch: kept in the address, the branch table down to it
  const santana = year.filiais.find((f) => f.nome === 'Visual Fashion Santana')!;
  await page.getByLabel('Filial', { exact: true }).selectOption({ label: santana.nome });
  await expect(page).toHaveURL(new RegExp(`filial=${santana.filialId}`));
  const branchTable = page.getByRole('table', { name: /Por filial/ });
  await expect(branchTable).toContainText(santana.nome);
  await expect(branchTable).not.toContainText('Visual Fashion Shop');

  // one seller, on top of it
  const seller = ((await (await page.request.get(`${API_URL}/relatorios?de=${de}&ate=${ate}&filialId=${santana.filialId}`)).json()) as Report).vendedores.find((v) => v.vendedorId !== null)!;
  await page.getByLabel('Código do vendedor', { exact: true }).fill(String(seller.vendedorId));
  await expect(page).toHaveURL(new RegExp(`vendedor=${seller.vendedorId}`));
  const sellers = page.getByRole('table', { name: /Por vendedor/ });
  await expect(sellers.getByRole('row')).toHaveCount(2);
  await expect(sellers).toContainText(seller.nome);
  await expect.poll(async () => plain(await sellers.textContent())).toContain(brl(seller.valor));

  // the seller table's spreadsheet
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar planilha (CSV): Por vendedor' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, row] = csv.slice(1).split('\r\n');
  expect(header).toContain(';');
  expect(row).toContain(seller.nome);
  expect(row).toContain(new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(seller.valor));
  await screenshotBothWidths(page, 'reports-branch-seller');

  // a reversed period: the contract's message, no call
  await page.goto(`/funcionario/relatorios?de=${ate}&ate=${de}`);
  await expect(page.getByText('A data final deve ser igual ou posterior à inicial')).toBeVisible();
});

test('staff without the permission have no link, are sent to /forbidden and refused by the API', async ({ page }) => {
  await signInStaff(page, demo.staffViewOnly);
  await expect(page.getByRole('link', { name: 'Relatórios' })).toHaveCount(0);
  await page.goto('/funcionario/relatorios');
  await expect(page).toHaveURL(/\/forbidden$/);
  const refused = await page.request.get(`${API_URL}/relatorios?de=${spDay(-30)}&ate=${spDay()}`);
  expect(refused.status()).toBe(403);
});
