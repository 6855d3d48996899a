import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, ApiError, routeDef, type RouteId, SessionContext, useSession, type AuthUser, type SessionValue } from 'shared-contracts';
import { AppProviders } from 'shared-contracts/ui';
import { Guard } from '../routing/Guard';
import { demoCliente, LocationProbe, staffWith, testConfig } from '../test/renderWithShell';
import { SessionCheck } from './SessionCheck';
import { SessionExpiredSlot } from './SessionExpiredSlot';

/** The shell's session as the SessionProvider keeps it (state that changes), without the first /auth/me. */
function StatefulSession({ initial, children }: { initial: AuthUser; children: ReactNode }) {
  const [state, setState] = useState<{ user: AuthUser | null; expired: boolean }>({ user: initial, expired: false });
  const value: SessionValue = {
    status: state.user ? 'authenticated' : 'unauthenticated',
    user: state.user,
    sessionExpired: state.expired,
    setUser: (user, opts) => setState({ user, expired: !user && !!opts?.expired }),
    logout: async () => setState({ user: null, expired: false }),
    config: testConfig,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** A sign-in as another customer, as the magic-link page makes it. */
function SignInAnother() {
  const { setUser } = useSession();
  return (
    <button type="button" onClick={() => setUser({ ...demoCliente, id: 8, nome: 'Ana Souza', codigoCliente: 5002 })}>
      entrar como outra cliente
    </button>
  );
}

/** The frame of the shell: the session check, the notice, a guarded area and the login redirect target. */
function renderShell(user: AuthUser, start: string, area: RouteId, next: string) {
  return render(
    <AppProviders>
      <StatefulSession initial={user}>
        <MemoryRouter initialEntries={[start]}>
          <SessionCheck />
          <SessionExpiredSlot />
          <Routes>
            <Route path="/listas" element={<LocationProbe />} />
            <Route
              path="*"
              element={
                <Guard requirement={routeDef(area)}>
                  <Link to={next}>abrir</Link>
                  <SignInAnother />
                </Guard>
              }
            />
          </Routes>
        </MemoryRouter>
      </StatefulSession>
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('a session that ends on the server (§2 Route guard, §8; decision 016)', () => {
  it('the next navigation lands on /listas?reason=session_expired, which says so with a link to sign in again', async () => {
    jest.spyOn(api, 'fetchMe').mockRejectedValue(new ApiError('HTTP_ERROR', 401, 'Erro 401', { message: 'Sessão não encontrada ou expirada.' }));
    renderShell(demoCliente, '/cliente/dashboard', 'clienteList', '/cliente/lista/1');
    await userEvent.click(screen.getByRole('link', { name: 'abrir' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/listas?reason=session_expired'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ from: '/cliente/lista/1', reason: 'session_expired' });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Sua sessão expirou. Entre novamente para continuar.');
    expect(screen.getByRole('link', { name: 'Entrar novamente' })).toHaveAttribute('href', '/login/cliente');
  });

  it('a staff session that ends leads staff back to the employee login', async () => {
    jest.spyOn(api, 'fetchMe').mockRejectedValue(new ApiError('HTTP_ERROR', 401, 'Erro 401'));
    renderShell(staffWith('Visualizar listas', 'Visualizar listas por id'), '/funcionario/dashboard', 'staffListView', '/funcionario/lista/3/visualizar');
    await userEvent.click(screen.getByRole('link', { name: 'abrir' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/listas?reason=session_expired'));
    expect(await screen.findByRole('link', { name: 'Entrar novamente' })).toHaveAttribute('href', '/login/funcionario');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText('Sua sessão expirou. Entre novamente para continuar.')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/listas$/);
  });

  it('a 401 asked before another sign-in does not end the new session', async () => {
    let answer!: (error: unknown) => void;
    jest.spyOn(api, 'fetchMe').mockImplementation(() => new Promise((_resolve, reject) => (answer = reject)));
    renderShell(demoCliente, '/cliente/dashboard', 'clienteList', '/cliente/lista/1');
    await userEvent.click(screen.getByRole('link', { name: 'abrir' }));
    await waitFor(() => expect(api.fetchMe).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'entrar como outra cliente' }));
    await act(async () => answer(new ApiError('HTTP_ERROR', 401, 'Erro 401')));
    expect(screen.getByRole('link', { name: 'abrir' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a network failure leaves the session as it is', async () => {
    jest.spyOn(api, 'fetchMe').mockRejectedValue(new ApiError('NETWORK_ERROR', 0, 'sem rede'));
    renderShell(demoCliente, '/cliente/dashboard', 'clienteList', '/cliente/lista/1');
    await userEvent.click(screen.getByRole('link', { name: 'abrir' }));
    await waitFor(() => expect(api.fetchMe).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'abrir' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
