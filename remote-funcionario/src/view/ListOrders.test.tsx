import 'shared-contracts/testing/polyfills';
import { makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, PERMISSIONS } from 'shared-contracts';
import type { PedidoConferir } from 'shared-contracts/area-api';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { signedIn, staffWith } from '../testing/users';
import { StaffListViewPage } from './StaffListViewPage';

afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const shortOrder: PedidoConferir = {
  id: 31,
  nome: '#1031',
  situacao: 'pago',
  conferencia: 'a_conferir',
  motivo: 'O pedido tem 1 unidade de Jogo de Toalhas; a lista pede 2. Nada foi dado.',
  compradorNome: 'Carlos Lima',
  compradorEmail: 'carlos@exemplo.com',
  total: 89.9,
  moeda: 'BRL',
  teste: false,
  criadoEm: '2027-02-10T14:30:00.000Z',
  itens: [{ titulo: 'Jogo de Toalhas', quantidade: 1, preco: 89.9 }],
  pedidoOriginal: null,
};
const duplicate: PedidoConferir = {
  id: 32,
  nome: '#1032',
  situacao: 'pago',
  conferencia: 'pagamento_em_duplicidade',
  motivo: 'O presente já tinha sido dado por outro pedido. Estorne este pagamento.',
  compradorNome: 'Beatriz Rocha',
  compradorEmail: 'bia@exemplo.com',
  total: 1273.8,
  moeda: 'BRL',
  teste: true,
  criadoEm: '2027-02-11T09:00:00.000Z',
  itens: [{ titulo: 'Aparelho de Jantar', quantidade: 2, preco: 636.9 }],
  pedidoOriginal: { nome: '#1020', compradorNome: 'Daniel Souza' },
};

const render = () =>
  renderScreen(<StaffListViewPage />, {
    route: '/funcionario/lista/7/visualizar',
    path: '/funcionario/lista/:id/visualizar',
    session: signedIn(staffWith(PERMISSIONS.verListaPorId)),
  });

describe("'Pedidos online a conferir' of the staff view", () => {
  beforeEach(() => {
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue(makeLista({ id: 7 }));
    jest.spyOn(areaApi, 'fetchStaffReceivedGifts').mockResolvedValue({ presentes: [] });
  });

  it('shows an order to review and a duplicate payment: who, what, amount, date, reason, badges and the original order', async () => {
    const fetchOrders = jest.spyOn(areaApi, 'fetchListOrders').mockResolvedValue({ pedidos: [duplicate, shortOrder] });
    render();
    const section = await screen.findByRole('region', { name: 'Pedidos online a conferir' });
    expect(fetchOrders).toHaveBeenCalledWith(7);
    const cards = await within(section).findAllByTestId('staff-order');
    expect(cards).toHaveLength(2);

    const dup = within(screen.getByRole('article', { name: 'Pedido #1032' }));
    expect(dup.getByText('Pagamento em duplicidade')).toBeInTheDocument();
    expect(dup.getByText('Pago')).toBeInTheDocument();
    expect(dup.getByText('Pedido de teste')).toBeInTheDocument();
    expect(dup.getByText('O presente já tinha sido dado por outro pedido. Estorne este pagamento.')).toBeInTheDocument();
    expect(dup.getByText('Pedido original: #1020 (Daniel Souza)')).toBeInTheDocument();
    expect(dup.getByText('Comprador').parentElement).toHaveTextContent('Beatriz Rocha · bia@exemplo.com');
    expect(dup.getByText('Data').parentElement).toHaveTextContent('11/02/2027');
    expect(dup.getByText('Total').parentElement).toHaveTextContent(/R\$\s1\.273,80/);
    expect(within(dup.getByRole('list', { name: 'Itens' })).getByRole('listitem')).toHaveTextContent(/^Aparelho de Jantar × 2R\$\s636,90 cada$/);

    const toReview = within(screen.getByRole('article', { name: 'Pedido #1031' }));
    expect(toReview.getByText('A conferir')).toBeInTheDocument();
    expect(toReview.queryByText('Pagamento em duplicidade')).not.toBeInTheDocument();
    expect(toReview.queryByText(/^Pedido original/)).not.toBeInTheDocument();
    expect(toReview.queryByText('Pedido de teste')).not.toBeInTheDocument();
    expect(toReview.getByText('O pedido tem 1 unidade de Jogo de Toalhas; a lista pede 2. Nada foi dado.')).toBeInTheDocument();
    expect(toReview.getByText('Comprador').parentElement).toHaveTextContent('Carlos Lima · carlos@exemplo.com');
    expect(toReview.getByText('Data').parentElement).toHaveTextContent('10/02/2027');
    expect(toReview.getByRole('listitem')).toHaveTextContent(/^Jogo de Toalhas × 1R\$\s89,90 cada$/);
  });

  it("names an unknown buyer 'Não informado' and a pending order 'Aguardando pagamento'", async () => {
    jest.spyOn(areaApi, 'fetchListOrders').mockResolvedValue({
      pedidos: [{ ...shortOrder, situacao: 'pendente', compradorNome: null, compradorEmail: null, itens: [], pedidoOriginal: null }],
    });
    render();
    const order = within(await screen.findByRole('article', { name: 'Pedido #1031' }));
    expect(order.getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(order.getByText('Comprador').parentElement).toHaveTextContent('Não informado');
    expect(order.getByText('Nenhum item da lista neste pedido.')).toBeInTheDocument();
  });

  it("says 'Nenhum pedido online a conferir.' when there is none, after 'Carregando pedidos...'", async () => {
    let answer!: (v: { pedidos: PedidoConferir[] }) => void;
    jest.spyOn(areaApi, 'fetchListOrders').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render();
    const section = await screen.findByRole('region', { name: 'Pedidos online a conferir' });
    expect(within(section).getByText('Carregando pedidos...')).toBeInTheDocument();
    await act(async () => answer({ pedidos: [] }));
    expect(within(section).getByText('Nenhum pedido online a conferir.')).toBeInTheDocument();
    expect(within(section).queryByTestId('staff-order')).not.toBeInTheDocument();
  });

  it('shows a failed load with the server message and retries', async () => {
    const user = userEvent.setup();
    const fetchOrders = jest
      .spyOn(areaApi, 'fetchListOrders')
      .mockRejectedValueOnce(new ApiError('HTTP_ERROR', 403, 'Erro 403', { message: 'Você não tem permissão para acessar este recurso.' }))
      .mockResolvedValue({ pedidos: [shortOrder] });
    render();
    const section = await screen.findByRole('region', { name: 'Pedidos online a conferir' });
    expect(await within(section).findByText('Não foi possível carregar os pedidos online.')).toBeInTheDocument();
    expect(within(section).getByText('Você não tem permissão para acessar este recurso.')).toBeInTheDocument();
    // The rest of the screen stays.
    expect(screen.getByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(fetchOrders).toHaveBeenCalledTimes(2));
    expect(await within(section).findByRole('article', { name: 'Pedido #1031' })).toBeInTheDocument();
  });
});
