import 'shared-contracts/testing/polyfills';
import { renderScreen } from 'shared-contracts/testing';
import { act, screen, within } from '@testing-library/react';
import { areaApi, type CompletionDiscount } from 'shared-contracts/area-api';
import { StaffCompletionDiscount } from './StaffCompletionDiscount';

const base: CompletionDiscount = { situacao: 'disponivel', percentual: 10, dias: 90, disponivelEm: '2026-11-02', codigo: null, validoAte: null, itensRestantes: 3, compra: null };
const active: CompletionDiscount = { ...base, situacao: 'ativo', codigo: 'LISTA-AB23CD45', validoAte: '2027-02-25T15:00:00.000Z' };
afterEach(() => jest.restoreAllMocks());

const card = async () => within(await screen.findByRole('region', { name: 'Desconto de conclusão' }));

describe("the staff's 'Desconto de conclusão'", () => {
  it.each([
    [base, null, 'Disponível para o cliente (10%), ainda não pedido.'],
    [active, 'LISTA-AB23CD45', 'Ativo: 10% até 25/02/2027.'],
    [{ ...active, situacao: 'usado', compra: { pedido: '#1042', data: '2026-11-20T13:00:00.000Z', itens: 2, valor: 100 } }, 'LISTA-AB23CD45', 'Usado no pedido #1042 de 20/11/2026 (2 itens).'],
    [{ ...active, situacao: 'expirado' }, 'LISTA-AB23CD45', 'Expirado em 25/02/2027, sem uso.'],
    [{ ...active, situacao: 'usado', compra: { pedido: '#1042', data: '2026-11-20T13:00:00.000Z', itens: 0, valor: 0 } }, 'LISTA-AB23CD45', 'Usado no pedido #1042 de 20/11/2026 (compra devolvida).'],
  ] as Array<[CompletionDiscount, string | null, string]>)('shows the code and the state %#', async (answer, code, text) => {
    const fetch = jest.spyOn(areaApi, 'fetchStaffCompletionDiscount').mockResolvedValue(answer);
    renderScreen(<StaffCompletionDiscount listId={7} />);
    const c = await card();
    expect(fetch).toHaveBeenCalledWith(7);
    expect(c.getByText(text)).toBeInTheDocument();
    if (code) expect(c.getByText(code)).toBeInTheDocument();
    else expect(c.queryByText('Código')).not.toBeInTheDocument();
  });

  it('shows nothing before the event or when the call fails', async () => {
    jest.spyOn(areaApi, 'fetchStaffCompletionDiscount').mockResolvedValue({ ...base, situacao: 'antes_do_evento' });
    const view = renderScreen(<StaffCompletionDiscount listId={7} />);
    await act(async () => undefined);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    view.unmount();
    jest.spyOn(areaApi, 'fetchStaffCompletionDiscount').mockRejectedValue(new Error('falhou'));
    renderScreen(<StaffCompletionDiscount listId={7} />);
    await act(async () => undefined);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
