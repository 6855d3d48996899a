/** axe finds no serious or critical violation on the guest and sign-in pages. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { FIXTURE_SLUG } from './support';

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
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}
