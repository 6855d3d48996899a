/** axe finds no serious or critical violation on the guest and sign-in pages. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demo, FIXTURE_SLUG, signInCustomer, signInStaff } from './support';

/** Runs axe on the settled page; fails listing every serious or critical violation. */
async function expectNoBlockingViolations(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

const pages: Array<[string, string, RegExp | string]> = [
  ['home', '/', 'Ver Mais Listas'],
  ['listas', '/listas', 'Todas as Listas de Presentes'],
  ['lista', `/lista/${FIXTURE_SLUG}`, 'Detalhes do Evento'],
  ['login cliente', '/login/cliente', 'Acompanhar Minha Lista'],
  ['login funcionario', '/login/funcionario', 'Acessar Sistema'],
];

for (const [name, path, ready] of pages) {
  test(`no serious or critical axe violation: ${name}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectNoBlockingViolations(page);
  });
}

/** Signed-in screens: the customer area and the staff area (issues 3 and 4). */
const signedIn: Array<[string, 'cliente' | 'staff', string, RegExp | string]> = [
  ['cliente dashboard', 'cliente', '/cliente/dashboard', 'Minhas Listas'],
  ['cliente lista', 'cliente', '/cliente/lista/1', /Presentes Disponíveis/],
  ['cliente editar', 'cliente', '/cliente/lista/1/editar', 'Salvar Alterações'],
  ['cliente compartilhar', 'cliente', '/cliente/lista/1/compartilhar', 'Apresente e Ganhe até 10% de Desconto'],
  ['funcionario dashboard', 'staff', '/funcionario/dashboard', 'Dashboard Administrativo'],
  ['funcionario criar', 'staff', '/funcionario/lista/criar', 'Criar Lista'],
  ['funcionario editar', 'staff', '/funcionario/lista/1/editar', 'Salvar Alterações'],
  ['funcionario visualizar', 'staff', '/funcionario/lista/1/visualizar', 'Enviar Acesso do Cliente'],
  ['funcionario produtos', 'staff', '/funcionario/lista/1/produtos', 'Novo Produto'],
];

for (const [name, who, path, ready] of signedIn) {
  test(`no serious or critical axe violation: ${name}`, async ({ page }) => {
    if (who === 'cliente') await signInCustomer(page);
    else await signInStaff(page, demo.superUser);
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectNoBlockingViolations(page);
  });
}
