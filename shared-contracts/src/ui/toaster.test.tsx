/**
 * The toast view loads on demand (issue 11): nothing of it is mounted before the first toast, and
 * a toast created before the view exists is shown when it arrives.
 */
import { act, render, screen } from '@testing-library/react';
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
});
