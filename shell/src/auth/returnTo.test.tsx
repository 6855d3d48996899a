import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { SessionContext, api, routeTable, type AuthUser, type SessionValue } from 'shared-contracts';
import { AppProviders } from 'shared-contracts/ui';
import { Guard } from '../routing/Guard';
import { LocationProbe, demoCliente, staffWith, testConfig } from '../test/renderWithShell';
import CustomerLoginPage from './CustomerLoginPage';
import EmployeeLoginPage from './EmployeeLoginPage';
import MagicLinkPage from './MagicLinkPage';
import { pendingReturnPath, safeReturnPath } from './returnTo';

const EVIL = ['//evil.com', 'https://evil.com', '/\\evil.com', '/\\/evil.com', 'javascript:alert(1)', '/cliente/lista/1\n', `/${'a'.repeat(200)}`];

/** Renders `routes` at `entry` (a path, or a path with navigation state) with a signed-out session. */
function renderRoutes(routes: ReactElement, entry: string | { pathname: string; search?: string; state?: unknown }, user: AuthUser | null = null) {
  const session: SessionValue = {
    status: user ? 'authenticated' : 'unauthenticated',
    user,
    setUser: jest.fn(),
    logout: jest.fn(async () => {}),
    config: testConfig,
  };
  render(
    <AppProviders>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            {routes}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </AppProviders>,
  );
  return session;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('safeReturnPath', () => {
  it('keeps a same-site relative path', () => {
    expect(safeReturnPath('/cliente/lista/42?aba=itens')).toBe('/cliente/lista/42?aba=itens');
  });
  it.each(EVIL)('drops %j (never an open redirect)', (from) => {
    expect(safeReturnPath(from)).toBeUndefined();
  });
});

describe('sign-in keeps where the visitor was going', () => {
  it('a customer stopped by the guard, reaching the sign-in through /listas, sends from with the magic-link request', async () => {
    const request = jest.spyOn(api, 'requestMagicLink').mockResolvedValue({ message: 'ok' });
    renderRoutes(
      <>
        <Route
          path="/cliente/lista/:id"
          element={
            <Guard requirement={routeTable.clienteList}>
              <p>lista</p>
            </Guard>
          }
        />
        {/* the header's 'Minhas Listas' button navigates without state */}
        <Route path="/listas" element={<Link to="/login/cliente">Minhas Listas</Link>} />
        <Route path="/login/cliente" element={<CustomerLoginPage />} />
      </>,
      '/cliente/lista/42',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Minhas Listas' }));
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'maria@x.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText('Link enviado!')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith({ email: 'maria@x.com', from: '/cliente/lista/42' });
  });

  it('the customer sign-in page sends the from of its navigation state', async () => {
    const request = jest.spyOn(api, 'requestMagicLink').mockResolvedValue({ message: 'ok' });
    renderRoutes(<Route path="/login/cliente" element={<CustomerLoginPage />} />, { pathname: '/login/cliente', state: { from: '/cliente/dashboard?x=1' } });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'maria@x.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith({ email: 'maria@x.com', from: '/cliente/dashboard?x=1' }));
  });

  it.each(EVIL)('the customer sign-in page does not send an unsafe from %j', async (from) => {
    const request = jest.spyOn(api, 'requestMagicLink').mockResolvedValue({ message: 'ok' });
    renderRoutes(<Route path="/login/cliente" element={<CustomerLoginPage />} />, { pathname: '/login/cliente', state: { from } });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'maria@x.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith({ email: 'maria@x.com' }));
  });

  it('the magic link brings the customer back to its from', async () => {
    jest.spyOn(api, 'verifyMagicLink').mockResolvedValue({ usuario: demoCliente });
    renderRoutes(<Route path="/auth/magic" element={<MagicLinkPage />} />, `/auth/magic?email=maria%40x.com&token=abc&from=${encodeURIComponent('/cliente/lista/42?aba=itens')}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cliente/lista/42?aba=itens'));
  });

  it.each(EVIL)('the magic link ignores an unsafe from %j and goes to the dashboard', async (from) => {
    jest.spyOn(api, 'verifyMagicLink').mockResolvedValue({ usuario: demoCliente });
    renderRoutes(<Route path="/auth/magic" element={<MagicLinkPage />} />, `/auth/magic?email=maria%40x.com&token=abc&from=${encodeURIComponent(from)}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cliente/dashboard'));
  });

  it('the magic link ignores a from the customer may not open (a staff page)', async () => {
    jest.spyOn(api, 'verifyMagicLink').mockResolvedValue({ usuario: demoCliente });
    renderRoutes(<Route path="/auth/magic" element={<MagicLinkPage />} />, '/auth/magic?email=maria%40x.com&token=abc&from=%2Ffuncionario%2Fdashboard');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cliente/dashboard'));
  });

  it('the staff sign-in goes back to from, and forgets it', async () => {
    jest.spyOn(api, 'login').mockResolvedValue({ usuario: staffWith('Visualizar listas', 'Criar listas') });
    window.sessionStorage.setItem('lista-presentes:from', '/funcionario/lista/criar');
    renderRoutes(<Route path="/login/funcionario" element={<EmployeeLoginPage />} />, { pathname: '/login/funcionario', state: { from: '/funcionario/lista/criar' } });
    await userEvent.type(screen.getByLabelText(/Codigo/), '1001');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'gestor123');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar Sistema' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/funcionario/lista/criar'));
    expect(pendingReturnPath(null)).toBeUndefined();
  });

  it.each(EVIL)('the staff sign-in ignores an unsafe from %j', async (from) => {
    jest.spyOn(api, 'login').mockResolvedValue({ usuario: staffWith('Visualizar listas') });
    renderRoutes(<Route path="/login/funcionario" element={<EmployeeLoginPage />} />, { pathname: '/login/funcionario', state: { from } });
    await userEvent.type(screen.getByLabelText(/Codigo/), '1001');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'gestor123');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar Sistema' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/funcionario/dashboard'));
  });
});

describe('a submit with errors focuses the first invalid field, its error announced', () => {
  it('customer sign-in: the e-mail field', async () => {
    renderRoutes(<Route path="/login/cliente" element={<CustomerLoginPage />} />, '/login/cliente');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    const email = screen.getByLabelText(/E-mail/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email é obrigatório'));
  });

  it('staff sign-in: Codigo first, then Senha when only it is wrong', async () => {
    renderRoutes(<Route path="/login/funcionario" element={<EmployeeLoginPage />} />, '/login/funcionario');
    await userEvent.type(screen.getByLabelText(/^Senha/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar Sistema' }));
    const codigo = screen.getByLabelText(/Codigo/);
    await waitFor(() => expect(codigo).toHaveFocus());
    expect(codigo).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(codigo).toHaveAccessibleDescription('Codigo é obrigatório'));

    await userEvent.type(codigo, '1001');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar Sistema' }));
    const senha = screen.getByLabelText(/^Senha/);
    await waitFor(() => expect(senha).toHaveFocus());
    expect(senha).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(senha).toHaveAccessibleDescription('Senha deve ter pelo menos 6 caracteres'));
  });
});
