import 'shared-contracts/testing/polyfills';
import { currentLocation, renderScreen } from 'shared-contracts/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListNotFound } from './ListNotFound';

describe('ListNotFound', () => {
  it("shows 'Lista não encontrada' as the page heading, the spec's text and the area's link", async () => {
    renderScreen(<ListNotFound to="/listas" linkLabel="Ver todas as listas" />, { route: '/lista/sumiu' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lista não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('A lista que você está procurando não existe ou foi removida.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ver todas as listas' }));
    expect(currentLocation()).toBe('/listas');
  });
});
