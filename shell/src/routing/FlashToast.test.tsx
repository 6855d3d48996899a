import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { successFlash } from 'shared-contracts';
import { AppProviders, toaster } from 'shared-contracts/ui';
import { LocationProbe } from '../test/renderWithShell';
import { FlashToast } from './FlashToast';

afterEach(() => {
  act(() => toaster.remove());
});

function Saving() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/funcionario/lista/7/produtos', { replace: true, state: successFlash('Kit criado com sucesso!') })}>
      Salvar kit
    </button>
  );
}

describe('FlashToast (messages carried between areas)', () => {
  it('shows the message of the navigation state once with the shell toaster and removes it from the entry', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/funcionario/lista/7/kit/3']}>
          <FlashToast />
          <Routes>
            <Route path="/funcionario/lista/:id/kit/:anchor" element={<Saving />} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.queryByText('Kit criado com sucesso!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar kit' }));
    expect(await screen.findByText('Kit criado com sucesso!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/funcionario/lista/7/produtos');
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', 'null');
    expect(screen.getAllByText('Kit criado com sucesso!')).toHaveLength(1);
  });
});
