import 'shared-contracts/testing/polyfills';
import { localInstant as at, makeLista, receivedInStore as inStore, receivedOnline as online, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, PERMISSIONS } from 'shared-contracts';
import type { ReceivedGift } from 'shared-contracts/area-api';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { signedIn, staffWith } from '../testing/users';
import { StaffListViewPage } from './StaffListViewPage';


let fetchGifts: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(areaApi, 'fetchList').mockResolvedValue(makeLista({ id: 7 }));
  jest.spyOn(areaApi, 'fetchListOrders').mockResolvedValue({ pedidos: [] });
  fetchGifts = jest.spyOn(areaApi, 'fetchStaffReceivedGifts').mockResolvedValue({ presentes: [online, inStore] });
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const render = () =>
  renderScreen(<StaffListViewPage />, {
    route: '/funcionario/lista/7/visualizar',
    path: '/funcionario/lista/:id/visualizar',
    session: signedIn(staffWith(PERMISSIONS.verListaPorId)),
  });

describe("'Presentes recebidos' of the staff view", () => {
  it("shows the list's gifts read-only, after 'Pedidos online a conferir'", async () => {
    render();
    const section = await screen.findByRole('region', { name: 'Presentes recebidos' });
    expect(fetchGifts).toHaveBeenCalledWith(7);
    const rows = await within(section).findAllByTestId('received-gift');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Online')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Não')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Visual Fashion Shop')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sim')).toBeInTheDocument();
    // read-only: the filter is the only checkbox, and there is no download
    expect(within(section).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(section).getByRole('checkbox', { name: 'Mostrar apenas não agradecidos' })).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Pedidos online a conferir' });
    expect(orders.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows a vale-presente read-only, channel 'Vale-presente online', and the vale-presente total", async () => {
    const vale: ReceivedGift = { ...online, canal: 'vale_presente', id: 31, listaProdutoId: null, presente: 'Vale-presente', quantidade: 2, valor: 200, nome: 'Tia Rosa', data: at(2026, 12, 5, 18, 0) };
    fetchGifts.mockResolvedValue({ presentes: [online, vale] });
    render();
    const section = within(await screen.findByRole('region', { name: 'Presentes recebidos' }));
    const rows = await section.findAllByTestId('received-gift');
    expect(within(rows[1]!).getByText('Vale-presente online')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Não')).toBeInTheDocument();
    expect(section.getByTestId('vale-presente-total')).toHaveTextContent(/^Vale-presente recebido: R\$\s200,00 \(2 vales\)$/);
    // the list's gifts in the summary (as its cards count them), the vale-presente apart
    expect(section.getByText(/^1 presente recebido · R\$\s250,00$/)).toBeInTheDocument();
  });

  it("shows 'Carregando presentes recebidos...', then 'Nenhum presente recebido ainda.'", async () => {
    let answer!: (v: { presentes: ReceivedGift[] }) => void;
    fetchGifts.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render();
    const section = within(await screen.findByRole('region', { name: 'Presentes recebidos' }));
    expect(section.getByText('Carregando presentes recebidos...')).toBeInTheDocument();
    await act(async () => answer({ presentes: [] }));
    expect(section.getByText('Nenhum presente recebido ainda.')).toBeInTheDocument();
  });

  it('shows a failed load with the server message and retries, the rest of the view staying', async () => {
    const user = userEvent.setup();
    fetchGifts.mockRejectedValueOnce(new ApiError('HTTP_ERROR', 403, 'Erro 403', { message: 'Você não tem permissão para acessar este recurso.' }));
    render();
    const section = within(await screen.findByRole('region', { name: 'Presentes recebidos' }));
    expect(await section.findByText('Não foi possível carregar os presentes recebidos.')).toBeInTheDocument();
    expect(section.getByText('Você não tem permissão para acessar este recurso.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(fetchGifts).toHaveBeenCalledTimes(2));
    expect(await section.findAllByTestId('received-gift')).toHaveLength(2);
  });
});
