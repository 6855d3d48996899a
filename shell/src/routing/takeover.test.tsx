/**
 * What the first render of the app keeps of the page as the guest had it (docs/decisions/031): the scroll
 * position (the scroll to the top is for later navigations) and the title the screen declared
 * (the route's own title, declared by its parent in the same commit, does not win).
 */
import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { usePageMeta } from 'shared-contracts/ui';
import { renderWithShell } from '../test/renderWithShell';
import { ScrollToTop } from './ScrollToTop';

function Screen() {
  usePageMeta({ title: 'Casamento Maria e João' });
  return <Link to="/listas">Todas as listas</Link>;
}

function RouteWithScreen() {
  usePageMeta({ title: 'Lista' }, { routeDefault: true });
  return (
    <>
      <ScrollToTop />
      <Screen />
    </>
  );
}

describe('the takeover of a rendered page', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it("keeps the screen's title over its route's, when both commit together", () => {
    renderWithShell(<RouteWithScreen />, { path: '/lista/casamento' });
    expect(document.title).toBe('Casamento Maria e João - Lista de Presentes - Loja Teste');
  });

  it('keeps the scroll position on the first render and scrolls to the top on a later navigation', () => {
    renderWithShell(<RouteWithScreen />, { path: '/lista/casamento', route: '*' });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => screen.getByRole('link', { name: 'Todas as listas' }).click());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
