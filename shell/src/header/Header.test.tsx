/**
 * The header's menus load on demand (decision 013): the signed-in user's menu shows a stand-in button
 * until its code is there, and a press before then still opens the menu; the phone menu loads
 * when its button is pressed.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell, staffWith } from '../test/renderWithShell';
import { Header } from './Header';

describe('Header menus on demand', () => {
  it('a press on the user menu before its code arrives opens it when the code arrives', async () => {
    renderWithShell(<Header />, { user: staffWith('Visualizar listas') });
    // the stand-in is there at once, with the same name as the real trigger
    fireEvent.click(screen.getByRole('button', { name: /Menu do usuário/, hidden: true })); // jsdom lays out for phones: the desktop bar is hidden
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
  });

  it('the phone menu opens with the navigation items once pressed', async () => {
    renderWithShell(<Header />);
    expect(screen.queryByRole('navigation', { name: 'Menu móvel' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    });
    const nav = await screen.findByRole('navigation', { name: 'Menu móvel' });
    expect(within(nav).getByRole('link', { name: 'Todas as Listas' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Minhas Listas' })).toBeInTheDocument();
  });
});
