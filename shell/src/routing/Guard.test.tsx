import { screen } from '@testing-library/react';
import { routeTable } from 'shared-contracts';
import { Guard } from './Guard';
import { demoCliente, renderWithShell, staffWith } from '../test/renderWithShell';

const protectedScreen = (requirement: Parameters<typeof Guard>[0]['requirement']) => (
  <Guard requirement={requirement}>
    <p>conteúdo protegido</p>
  </Guard>
);

describe('route guard (§2)', () => {
  it('sends an anonymous visitor to /listas keeping from', () => {
    renderWithShell(protectedScreen(routeTable.clienteDashboard), { path: '/cliente/dashboard?x=1', route: '/cliente/dashboard' });
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/listas');
    expect(JSON.parse(location.dataset.state!)).toEqual({ from: '/cliente/dashboard?x=1' });
    expect(screen.queryByText('conteúdo protegido')).not.toBeInTheDocument();
  });

  it('shows a full-screen spinner while the session loads', () => {
    renderWithShell(protectedScreen(routeTable.staffDashboard), { path: '/funcionario/dashboard', route: '/funcionario/dashboard', status: 'loading' });
    expect(screen.getByLabelText('Carregando sessão')).toBeInTheDocument();
  });

  it('sends a wrong user type or a missing permission to /forbidden', () => {
    renderWithShell(protectedScreen(routeTable.clienteDashboard), { path: '/cliente/dashboard', route: '/cliente/dashboard', user: staffWith('Visualizar listas') });
    expect(screen.getByTestId('location')).toHaveTextContent('/forbidden');
  });

  it('staff without Criar listas cannot open the create route; with it they can', () => {
    const { unmount } = renderWithShell(protectedScreen(routeTable.staffListCreate), { path: '/c', route: '/c', user: staffWith('Visualizar listas') });
    expect(screen.getByTestId('location')).toHaveTextContent('/forbidden');
    unmount();
    renderWithShell(protectedScreen(routeTable.staffListCreate), { path: '/c', route: '/c', user: staffWith('Criar listas') });
    expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
  });

  it('lets a customer into the customer area and anyone into public routes', () => {
    renderWithShell(protectedScreen(routeTable.clienteDashboard), { path: '/d', route: '/d', user: demoCliente });
    expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
  });
});
