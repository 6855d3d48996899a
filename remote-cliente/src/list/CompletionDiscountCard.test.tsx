import 'shared-contracts/testing/polyfills';
import { makeItem, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { areaApi, type CompletionDiscount } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { customerSession } from '../common/testSession';

import { ListViewPage } from './ListViewPage';

const route = { route: '/cliente/lista/7', path: '/cliente/lista/:id', session: customerSession() };
const base: CompletionDiscount = { situacao: 'disponivel', percentual: 10, dias: 90, disponivelEm: '2026-11-02', codigo: null, validoAte: null, itensRestantes: 3, compra: null };
const active: CompletionDiscount = { ...base, situacao: 'ativo', codigo: 'LISTA-AB23CD45', validoAte: '2027-02-25T15:00:00.000Z' };

let fetchDiscount: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(areaApi, 'fetchCustomerList').mockResolvedValue(makeLista({ id: 7 }));
  jest.spyOn(areaApi, 'fetchReceivedGifts').mockResolvedValue({ presentes: [] });
  fetchDiscount = jest.spyOn(areaApi, 'fetchCompletionDiscount').mockResolvedValue(base);
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const card = async () => within(await screen.findByRole('region', { name: 'Desconto de conclusão' }));

describe("'Desconto de conclusão' of the customer list view", () => {
  it('offers the discount after the event and shows the code the API made', async () => {
    const user = userEvent.setup();
    const ask = jest.spyOn(areaApi, 'requestCompletionDiscount').mockResolvedValue(active);
    renderScreen(<ListViewPage />, route);
    const c = await card();
    expect(fetchDiscount).toHaveBeenCalledWith(7);
    expect(c.getByText('Seu evento já passou: ganhe 10% de desconto nos 3 itens que ficaram na lista, em uma compra na loja online, por 90 dias.')).toBeInTheDocument();
    await user.click(c.getByRole('button', { name: 'Gerar meu código' }));
    expect(ask).toHaveBeenCalledWith(7);
    expect(await c.findByTestId('completion-discount-code')).toHaveTextContent('LISTA-AB23CD45');
    expect(c.getByText('Válido até 25/02/2027')).toBeInTheDocument();
    expect(c.queryByRole('button', { name: 'Gerar meu código' })).not.toBeInTheDocument();
    expect(c.getByRole('button', { name: 'Comprar os itens restantes' })).toBeInTheDocument();
  });

  it("says why when the code could not be made, and keeps the offer", async () => {
    const user = userEvent.setup();
    let refuse!: (e: unknown) => void;
    jest.spyOn(areaApi, 'requestCompletionDiscount').mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    renderScreen(<ListViewPage />, route);
    const c = await card();
    await user.click(c.getByRole('button', { name: 'Gerar meu código' }));
    await act(async () => refuse(new ApiError('HTTP_ERROR', 503, 'Erro 503', { message: 'O desconto de conclusão não está disponível no momento. Tente novamente mais tarde.' })));
    expect(await screen.findByText('Não foi possível gerar o código.')).toBeInTheDocument();
    expect(screen.getByText('O desconto de conclusão não está disponível no momento. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(c.getByRole('button', { name: 'Gerar meu código' })).toBeEnabled();
  });

  it("asks for the cart of the remaining gifts with the code and reports a store that fails", async () => {
    const user = userEvent.setup();
    fetchDiscount.mockResolvedValue(active);
    let refuse!: (e: unknown) => void;
    const buy = jest.spyOn(areaApi, 'completionDiscountCart').mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    renderScreen(<ListViewPage />, route);
    const c = await card();
    await user.click(c.getByRole('button', { name: 'Comprar os itens restantes' }));
    await act(async () => refuse(new ApiError('HTTP_ERROR', 503, 'Erro 503', { message: 'A loja online está fora do ar no momento. Tente novamente em instantes.' })));
    expect(buy).toHaveBeenCalledWith(7);
    expect(await screen.findByText('Não foi possível abrir a compra.')).toBeInTheDocument();
    expect(c.getByRole('button', { name: 'Comprar os itens restantes' })).toBeEnabled();
  });

  it('tells what the owner bought with the code, with no button', async () => {
    fetchDiscount.mockResolvedValue({ ...active, situacao: 'usado', itensRestantes: 0, compra: { pedido: '#1042', data: '2026-11-20T13:00:00.000Z', itens: 2, valor: 353.7 } });
    renderScreen(<ListViewPage />, route);
    const c = await card();
    expect(c.getByText(/^Você comprou 2 itens da lista com o código \(R\$\s353,70 antes do desconto\), no pedido #1042 de 20\/11\/2026\.$/)).toBeInTheDocument();
    expect(c.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the purchase with the code was given back, with no button', async () => {
    fetchDiscount.mockResolvedValue({ ...active, situacao: 'usado', compra: { pedido: '#1042', data: '2026-11-20T13:00:00.000Z', itens: 0, valor: 0 } });
    renderScreen(<ListViewPage />, route);
    const c = await card();
    expect(c.getByText('O código foi usado no pedido #1042 de 20/11/2026, que foi devolvido.')).toBeInTheDocument();
    expect(c.queryByRole('button')).not.toBeInTheDocument();
  });

  it("marks the items the owner bought with the code as such, not as a guest's gift", async () => {
    const bought = makeItem(31, { vendido: true, presenteadoPor: { nome: 'Maria Silva', email: 'maria@exemplo.com', pedido: '#1042', pagoEm: '2026-11-20T13:00:00.000Z', descontoConclusao: true } }, { nome: 'Manta Soft' });
    const given = makeItem(32, { vendido: true, presenteadoPor: { nome: 'Ana Souza', pedido: '#1001', pagoEm: '2026-10-02T13:00:00.000Z' } }, { nome: 'Toalha' });
    jest.spyOn(areaApi, 'fetchCustomerList').mockResolvedValue(makeLista({ id: 7, produtos: [bought, given], produtosAvulsos: [bought, given] }));
    renderScreen(<ListViewPage />, route);
    const mine = await screen.findByRole('complementary', { name: 'Comprado com desconto de conclusão' });
    expect(mine).toHaveTextContent('Pedido #1042 · pago em 20/11/2026');
    expect(mine).not.toHaveTextContent('Maria Silva');
    expect(screen.getByRole('complementary', { name: 'Quem presenteou' })).toHaveTextContent('Presenteado por Ana Souza');
  });

  it('says when the code expired, and shows nothing before the event or without remaining gifts', async () => {
    fetchDiscount.mockResolvedValue({ ...active, situacao: 'expirado' });
    const { unmount } = renderScreen(<ListViewPage />, route);
    expect((await card()).getByText('O código LISTA-AB23CD45 expirou em 25/02/2027.')).toBeInTheDocument();
    unmount();
    for (const situacao of ['antes_do_evento', 'sem_itens', 'indisponivel'] as const) {
      fetchDiscount.mockResolvedValue({ ...base, situacao });
      const view = renderScreen(<ListViewPage />, route);
      await screen.findByRole('heading', { name: /Presentes Disponíveis/ });
      await act(async () => undefined);
      expect(screen.queryByRole('region', { name: 'Desconto de conclusão' })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
