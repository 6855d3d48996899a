import { navItems } from './navItems';
import { demoCliente, staffWith } from '../test/renderWithShell';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('header items (§2 Header)', () => {
  it('visitor sees only Todas as Listas (the Minhas Listas button is separate)', () => {
    expect(labels(navItems(null))).toEqual(['Todas as Listas']);
  });
  it('customer gets Minhas Listas to the customer dashboard', () => {
    expect(navItems(demoCliente)).toEqual([
      { label: 'Todas as Listas', to: '/listas' },
      { label: 'Minhas Listas', to: '/cliente/dashboard' },
    ]);
  });
  it('staff get Dashboard, and Criar Lista only with the permission', () => {
    expect(labels(navItems(staffWith('Visualizar listas')))).toEqual(['Todas as Listas', 'Dashboard']);
    expect(navItems(staffWith('Visualizar listas', 'Criar listas')).at(-1)).toEqual({ label: 'Criar Lista', to: '/funcionario/lista/criar' });
    expect(labels(navItems({ ...staffWith(), su: true }))).toContain('Criar Lista');
  });
});
