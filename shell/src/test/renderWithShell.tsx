/** Renders shell UI with the real providers, a memory router and a given session. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RuntimeConfigContext, SessionContext, type AuthUser, type RuntimeConfig, type SessionValue } from 'shared-contracts';
import { AppProviders } from 'shared-contracts/ui';

export const testConfig: RuntimeConfig = {
  apiUrl: 'http://api.test',
  assetsUrl: 'http://api.test',
  brandName: 'Loja Teste',
  remotes: {
    public: 'http://r.test/p/mf-manifest.json',
    cliente: 'http://r.test/c/mf-manifest.json',
    funcionario: 'http://r.test/f/mf-manifest.json',
    kits: 'http://r.test/k/mf-manifest.json',
  },
  remoteTimeoutMs: 1000,
};

/** Shows where the router went (path and navigation state) for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

export function renderWithShell(
  ui: ReactElement,
  { path = '/', route = '*', user = null, status, session }: { path?: string; route?: string; user?: AuthUser | null; status?: SessionValue['status']; session?: Partial<SessionValue> } = {},
) {
  const value: SessionValue = {
    status: status ?? (user ? 'authenticated' : 'unauthenticated'),
    user,
    setUser: jest.fn(),
    logout: jest.fn(async () => {}),
    config: testConfig,
    ...session,
  };
  const result = render(
    <AppProviders>
      <RuntimeConfigContext.Provider value={value.config}>
        <SessionContext.Provider value={value}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </RuntimeConfigContext.Provider>
    </AppProviders>,
  );
  return { ...result, session: value };
}

export const demoCliente: AuthUser = { id: 7, usuarioTipo: 'cliente', su: false, nome: 'Maria Silva', email: 'maria@x.com', codigoCliente: 5001 };
export const staffWith = (...permissoes: string[]): AuthUser => ({
  id: 1001,
  usuarioTipo: 'usuario',
  su: false,
  nome: 'Bruno Gestor',
  permissaoGrupo: { permissoes: permissoes.map((permissao) => ({ permissao: { modulo: 'Lista de Presentes', permissao } })) },
});
