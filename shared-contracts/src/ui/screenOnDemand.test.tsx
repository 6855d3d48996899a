/**
 * A screen whose code is its own chunk (decision 013): a spinner until it arrives, `preload` starts it
 * early, and a failed download is asked for again on the next try (not remembered).
 */
import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { AppProviders } from './AppProviders';
import { screenOnDemand } from './screenOnDemand';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>falhou</p> : this.props.children;
  }
}

const Page = () => <h1>Minhas Listas</h1>;

describe('screenOnDemand', () => {
  it('shows a spinner, then the screen; preload starts the same download once', async () => {
    let resolve!: (m: { default: typeof Page }) => void;
    const load = jest.fn(() => new Promise<{ default: typeof Page }>((r) => (resolve = r)));
    const Screen = screenOnDemand(load);
    void Screen.preload!();
    // a render that suspends is awaited inside act
    await act(async () => {
      render(
        <AppProviders>
          <Screen />
        </AppProviders>,
      );
    });
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    await act(async () => resolve({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Minhas Listas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download reaches the error boundary and is tried again on the next mount', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce({ default: Page });
    const Screen = screenOnDemand(load);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    let first!: ReturnType<typeof render>;
    await act(async () => {
      first = render(
        <AppProviders>
          <Boundary>
            <Screen />
          </Boundary>
        </AppProviders>,
      );
    });
    expect(await screen.findByText('falhou')).toBeInTheDocument();
    first.unmount();
    await act(async () => {
      render(
        <AppProviders>
          <Boundary>
            <Screen />
          </Boundary>
        </AppProviders>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Minhas Listas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
