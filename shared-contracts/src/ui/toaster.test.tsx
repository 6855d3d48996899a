/**
 * The toast view loads on demand (decision 013): nothing of it is mounted before the first toast, and
 * a toast created before the view exists is shown when it arrives.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from './AppProviders';
import { toaster, toastError, toastSuccess } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
});

describe('Toaster on demand', () => {
  it('mounts no toast region until a toast exists, then shows it', async () => {
    render(<AppProviders>página</AppProviders>);
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    act(() => toastSuccess('Lista criada com sucesso!'));
    expect(await screen.findByText('Lista criada com sucesso!')).toBeInTheDocument();
  });

  it('shows a toast that was created before the providers mounted', async () => {
    toastError('Erro ao gerar o checkout', 'Tente de novo.');
    render(<AppProviders>página</AppProviders>);
    expect(await screen.findByText('Erro ao gerar o checkout')).toBeInTheDocument();
    expect(screen.getByText('Tente de novo.')).toBeInTheDocument();
  });

  it('replaces the shown toast of the same id, and keeps toasts without one apart', async () => {
    render(<AppProviders>página</AppProviders>);
    act(() => toastSuccess('Presente registrado.', undefined, 'caixa'));
    expect(await screen.findByText('Presente registrado.')).toBeInTheDocument();
    act(() => toastError('Não foi possível desfazer.', undefined, 'caixa'));
    expect(await screen.findByText('Não foi possível desfazer.')).toBeInTheDocument();
    expect(screen.queryByText('Presente registrado.')).not.toBeInTheDocument();
    act(() => toastSuccess('Outro aviso'));
    act(() => toastSuccess('Mais um aviso'));
    expect(await screen.findByText('Mais um aviso')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(3);
  });
});

describe('how long toasts stay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Shows the view (loaded on demand) with its first toast, then lets `ms` pass. */
  async function showThen(create: () => void, text: string, ms: number) {
    render(<AppProviders>página</AppProviders>);
    act(() => create());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText(text)).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  }

  it('keeps an error until it is closed', async () => {
    await showThen(() => toastError('Erro ao salvar kit', 'Tente de novo.'), 'Erro ao salvar kit', 60_000);
    expect(screen.getByText('Erro ao salvar kit')).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button', { name: 'Fechar' }).click();
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Erro ao salvar kit')).not.toBeInTheDocument();
  });

  it('keeps a success for at least 5 s, then removes it', async () => {
    await showThen(() => toastSuccess('Kit salvo com sucesso'), 'Kit salvo com sucesso', 5000);
    expect(screen.getByText('Kit salvo com sucesso')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByText('Kit salvo com sucesso')).not.toBeInTheDocument();
  });

  it('pauses a success while the pointer is over the toasts or focus is in them', async () => {
    await showThen(() => toastSuccess('Item removido com sucesso'), 'Item removido com sucesso', 1000);
    const region = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]')!;
    fireEvent.mouseEnter(region);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20_000);
    });
    expect(screen.getByText('Item removido com sucesso')).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    fireEvent.focus(region);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20_000);
    });
    expect(screen.getByText('Item removido com sucesso')).toBeInTheDocument();
  });
});
