/** axe finds no serious or critical violation on the guest and sign-in pages. */
import { demo, expect, expectNoBlockingViolations, FIXTURE_SLUG, signInCustomer, signInStaff, test } from './support';

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

/** Signed-in screens: the customer area and the staff area (§2). */
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

/** The giving path (decision 009): the purchase review dialog and /lista/kit. */
test('no serious or critical axe violation: purchase review dialog', async ({ page }) => {
  await page.goto(`/lista/${FIXTURE_SLUG}`);
  await page.getByTestId('presentear').first().click();
  await expect(page.getByRole('dialog', { name: 'Revise o seu presente' })).toBeVisible();
  await expectNoBlockingViolations(page);
});

test('no serious or critical axe violation: /lista/kit', async ({ page }) => {
  await page.goto(`/lista/${FIXTURE_SLUG}`);
  await page.getByRole('button', { name: /^Presentear: Kit/ }).first().click();
  await expect(page).toHaveURL(/\/lista\/kit$/);
  await expect(page.getByText('Compre na Loja Física')).toBeVisible();
  await expectNoBlockingViolations(page);
});
