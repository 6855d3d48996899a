import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, useSession, type AuthUser } from 'shared-contracts';
import { testConfig } from '../testing/renderScreen';
import { SessionProvider } from './SessionProvider';

const maria: AuthUser = { id: 7, usuarioTipo: 'cliente', su: false, nome: 'Maria Silva', email: 'maria@x.com', codigoCliente: 5001 };

/** The session as a screen sees it, and a sign-in as the magic-link page makes it. */
function Probe() {
  const { status, user, setUser } = useSession();
  return (
    <>
      <p data-testid="session">{`${status}:${user?.nome ?? '-'}`}</p>
      <button type="button" onClick={() => setUser(maria)}>
        entrar
      </button>
    </>
  );
}

/** GET /auth/me held until the test answers it. */
function heldFetchMe() {
  let answer!: { resolve: (user: AuthUser) => void; reject: (error: unknown) => void };
  jest.spyOn(api, 'fetchMe').mockImplementation(
    () => new Promise((resolve, reject) => (answer = { resolve: (usuario) => resolve({ usuario }), reject })),
  );
  return () => answer;
}

afterEach(() => jest.restoreAllMocks());

describe('the session asked at start (§4 Session)', () => {
  it('an anonymous answer makes the visitor unauthenticated, a signed-in one sets the user', async () => {
    const first = heldFetchMe();
    const { unmount } = render(<SessionProvider config={testConfig}><Probe /></SessionProvider>);
    expect(screen.getByTestId('session')).toHaveTextContent('loading:-');
    await act(async () => first().reject(new ApiError('HTTP_ERROR', 401, 'Erro 401')));
    expect(screen.getByTestId('session')).toHaveTextContent('unauthenticated:-');
    unmount();

    const second = heldFetchMe();
    render(<SessionProvider config={testConfig}><Probe /></SessionProvider>);
    await act(async () => second().resolve(maria));
    expect(screen.getByTestId('session')).toHaveTextContent('authenticated:Maria Silva');
  });

  it('a sign-in made while the question is on its way wins over its older anonymous answer', async () => {
    const answer = heldFetchMe();
    render(<SessionProvider config={testConfig}><Probe /></SessionProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'entrar' }));
    expect(screen.getByTestId('session')).toHaveTextContent('authenticated:Maria Silva');
    // asked without the new session's cookie, answered after the magic link's verification
    await act(async () => answer().reject(new ApiError('HTTP_ERROR', 401, 'Erro 401')));
    expect(screen.getByTestId('session')).toHaveTextContent('authenticated:Maria Silva');
  });
});
