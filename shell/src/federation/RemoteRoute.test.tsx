import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoute, REMOTE_ERROR_TEXT, REMOTE_ERROR_TITLE, REMOTE_VERSION_TEXT } from './RemoteRoute';
import { SharedVersionError } from './compatibility';
import { renderWithShell } from '../test/renderWithShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock; registerRemotes: jest.Mock };
import { resetArea, setupRemotes } from './remotes';
import { testConfig } from '../test/renderWithShell';

beforeAll(() => setupRemotes(testConfig));

describe('RemoteRoute', () => {
  it('shows the retry message when a remote fails, and recovers on Tentar novamente', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'));
    renderWithShell(<RemoteRoute routeId="staffDashboard" />);
    expect(await screen.findByText(REMOTE_ERROR_TITLE)).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_funcionario/routes');

    runtime.loadRemote.mockResolvedValueOnce({ default: { staffDashboard: () => <p>Painel carregado</p> } });
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Painel carregado')).toBeInTheDocument();
    // the retry registered the remote again (force) so the runtime fetches it anew
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'remote_funcionario', entry: testConfig.remotes.funcionario }], { force: true });
  });

  it('shows the load failure code', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'));
    renderWithShell(<RemoteRoute routeId="clienteDashboard" />);
    expect(await screen.findByText('Código: MF-CARGA')).toBeInTheDocument();
    expect(screen.getByText(REMOTE_ERROR_TEXT)).toBeInTheDocument();
  });

  it.each([
    ['the manifest check', new SharedVersionError('remote_funcionario precisa de shared-contracts ^2.0.0; a página usa 1.0.0')],
    [
      "the federation runtime's strict check",
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module shared-contracts does not satisfy the requirement of remote_funcionario which needs ^2.0.0)',
      ),
    ],
  ])('shows MF-VERSAO when %s refuses the remote, with Tentar novamente', async (_, error) => {
    runtime.loadRemote.mockRejectedValueOnce(error);
    renderWithShell(<RemoteRoute routeId="kitBuilder" />);
    expect(await screen.findByText('Código: MF-VERSAO')).toBeInTheDocument();
    expect(screen.getByText(REMOTE_VERSION_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('button', { name: 'Tentar novamente' }));
  });

  it('fails within the timeout when the remote never answers', async () => {
    jest.useFakeTimers();
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => {}));
    renderWithShell(<RemoteRoute routeId="kitBuilder" />);
    await act(async () => {
      jest.advanceTimersByTime(2 * testConfig.remoteTimeoutMs + 10);
    });
    jest.useRealTimers();
    await waitFor(() => expect(screen.getByText(REMOTE_ERROR_TITLE)).toBeInTheDocument());
  });

  it('catches a render error of a remote screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    runtime.loadRemote.mockResolvedValueOnce({ default: { clienteDashboard: Broken } });
    renderWithShell(<RemoteRoute routeId="clienteDashboard" />);
    expect(await screen.findByText(REMOTE_ERROR_TITLE)).toBeInTheDocument();
  });
});

describe('RemoteRoute between areas (no error card while a remote merely loads)', () => {
  beforeEach(() => {
    resetArea('funcionario');
    resetArea('kits');
  });
  /** Every `role="alert"` card the DOM ever held, even for a single frame. */
  function recordAlerts() {
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          const alerts = node.matches('[role="alert"]') ? [node] : Array.from(node.querySelectorAll('[role="alert"]'));
          alerts.forEach((alert) => seen.push(alert.textContent ?? ''));
        });
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return { seen, stop: () => observer.disconnect() };
  }

  /** One RemoteRoute whose route changes in place, as the router does between two routes. */
  function Switcher({ from, to }: { from: 'staffListProducts' | 'kitBuilder'; to: 'staffListProducts' | 'kitBuilder' }) {
    const [routeId, setRouteId] = useState<'staffListProducts' | 'kitBuilder'>(from);
    return (
      <>
        <button onClick={() => setRouteId(to)}>ir</button>
        <RemoteRoute routeId={routeId} />
      </>
    );
  }

  const funcionario = { default: { staffListProducts: () => <p>Produtos carregados</p> } };
  const kits = { default: { kitBuilder: () => <p>Montador carregado</p> } };

  it('entering the kits area while it loads shows only the spinner; the card comes only after a real failure', async () => {
    let failKits: (error: Error) => void = () => {};
    runtime.loadRemote.mockImplementation((id: string) =>
      id.startsWith('remote_kits') ? new Promise((_, reject) => (failKits = reject)) : Promise.resolve(funcionario),
    );
    renderWithShell(<Switcher from="staffListProducts" to="kitBuilder" />);
    expect(await screen.findByText('Produtos carregados')).toBeInTheDocument();

    const alerts = recordAlerts();
    await userEvent.click(screen.getByRole('button', { name: 'ir' }));
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(alerts.seen).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => failKits(new Error('ERR_CONNECTION_REFUSED')));
    expect(await screen.findByText(REMOTE_ERROR_TITLE)).toBeInTheDocument();
    alerts.stop();
    runtime.loadRemote.mockReset();
  });

  it('leaving the kits area for a loaded area never shows the error card', async () => {
    runtime.loadRemote.mockImplementation((id: string) => Promise.resolve(id.startsWith('remote_kits') ? kits : funcionario));
    renderWithShell(<Switcher from="kitBuilder" to="staffListProducts" />);
    expect(await screen.findByText('Montador carregado')).toBeInTheDocument();

    const alerts = recordAlerts();
    await userEvent.click(screen.getByRole('button', { name: 'ir' }));
    expect(await screen.findByText('Produtos carregados')).toBeInTheDocument();
    alerts.stop();
    expect(alerts.seen).toEqual([]);
    runtime.loadRemote.mockReset();
  });
});
