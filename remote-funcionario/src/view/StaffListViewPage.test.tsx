import 'shared-contracts/testing/polyfills';
import { makeItem, makeKit, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, PERMISSIONS } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { signedIn, staffWith, superUser } from '../testing/users';
import { StaffListViewPage } from './StaffListViewPage';

// The orders section has its own test file (ListOrders.test.tsx); here it has nothing to show.
beforeEach(() => {
  jest.spyOn(areaApi, 'fetchListOrders').mockResolvedValue({ pedidos: [] });
  jest.spyOn(areaApi, 'fetchStaffReceivedGifts').mockResolvedValue({ presentes: [] });
  jest.spyOn(areaApi, 'fetchStaffCompletionDiscount').mockResolvedValue({ ...noDiscount });
});

const noDiscount = { situacao: 'antes_do_evento', percentual: 10, dias: 90, disponivelEm: '2027-01-02', codigo: null, validoAte: null, itensRestantes: 3, compra: null } as const;
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const lista = makeLista({
  id: 7,
  categorias: { id: 2, nome: 'Chá de Bebê' },
  mae: 'Joana',
  pai: null,
  privacidade: 'apenas_convidados',
  cli_for: { Codigo: 12, Nome: 'Maria Silva', Email: 'maria@exemplo.com' },
  progress: { vendidos: 2, total: 5, percentageLabel: '40%', ratio: 0.4, disponiveis: 3 },
  produtosAvulsos: [makeItem(1, {}, { nome: 'Jogo de Toalhas', precos: [{ Preco: 89.9 }] }), makeItem(2, { vendido: true }, { nome: 'Liquidificador' })],
  kits: [makeKit(50, makeItem(3), [makeItem(4)], 'Kit Banho')],
});

const render = (user = superUser) =>
  renderScreen(<StaffListViewPage />, { route: '/funcionario/lista/7/visualizar', path: '/funcionario/lista/:id/visualizar', session: signedIn(user) });

describe('StaffListViewPage (§2 Staff view)', () => {
  it('shows the list read-only with its details, store, progress and products', async () => {
    const fetchList = jest.spyOn(areaApi, 'fetchList').mockResolvedValue(lista);
    render();
    expect(screen.getByText('Carregando lista...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
    expect(fetchList).toHaveBeenCalledWith(7);
    expect(screen.getByAltText('Capa da lista Casamento Ana e Bruno')).toHaveAttribute('src', 'http://assets.test/uploads/capa.jpg');
    expect(screen.getByText('Celebre conosco nosso casamento.')).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Detalhes do Evento' });
    for (const text of ['Chá de Bebê', '5 de março de 2027', 'Salão Azul, Macapá', 'Apenas Convidados', 'Carla Souza', 'Maria Silva', 'Joana']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(within(details).getByText('Mãe')).toBeInTheDocument();
    expect(within(details).queryByText('Pai')).not.toBeInTheDocument();

    const store = screen.getByRole('region', { name: 'Loja' });
    expect(within(store).getByText('Visual Fashion Shop')).toBeInTheDocument();
    expect(within(store).getByText('Av. FAB, 100 - Centro, Macapá')).toBeInTheDocument();
    expect(within(store).getByText('(96) 3222-0000')).toBeInTheDocument();

    const progress = screen.getByRole('region', { name: 'Progresso' });
    expect(within(progress).getByText('40%')).toBeInTheDocument();
    expect(within(progress).getByText('2 de 5 presentes vendidos')).toBeInTheDocument();

    expect(screen.getAllByTestId('view-product')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Jogo de Toalhas' })).toBeInTheDocument();
    expect(screen.getByText('R$ 89,90')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kit Banho' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Ver Página Pública/ })).toHaveAttribute('href', '/lista/casamento-ana-e-bruno');
    expect(screen.getByRole('link', { name: /Ver Página Pública/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Editar Lista' })).toHaveAttribute('href', '/funcionario/lista/7/editar');
  });

  it('breaks the e-mail only where a line must break: before its @, and within a part only before a dot', async () => {
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue(lista);
    render();
    const details = await screen.findByRole('region', { name: 'Detalhes do Evento' });
    const email = within(details).getByText((_, el) => el?.tagName === 'DD' && el.textContent === 'maria@exemplo.com');
    // 'word-break: break-word' lets the column shrink to one letter, so the address broke mid-word
    expect(getComputedStyle(email).wordBreak).not.toBe('break-word');
    expect(email).toHaveStyle({ overflowWrap: 'break-word' });
    // the local part and the domain are kept whole while they fit ('maria' / '@exemplo.com'); a
    // domain too wide breaks before its dots ('@exemplo' / '.com'); the browser check is in e2e staff.spec
    const parts = Array.from(email.firstElementChild!.children).filter((el) => el.tagName === 'SPAN');
    expect(parts.map((el) => [el.textContent, getComputedStyle(el).display])).toEqual([
      ['maria', 'inline-block'],
      ['@exemplo.com', 'inline-block'],
    ]);
    expect(email.querySelectorAll('wbr')).toHaveLength(2);
  });

  it("shows each branch's stock (§4): 'Em estoque' / 'Esgotado', 'Nenhum registro de estoque' without records", async () => {
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue({
      ...lista,
      produtosAvulsos: [
        makeItem(1, { estoquePorFilial: [{ ordemFilial: 1, quantidade: 3 }, { ordemFilial: 4, quantidade: 0 }] }, { nome: 'Jogo de Toalhas' }),
        makeItem(2, { estoquePorFilial: [] }, { nome: 'Porta-Retrato', estoque: [] }),
      ],
      kits: [makeKit(50, makeItem(3, { estoquePorFilial: [{ ordemFilial: 6, quantidade: 2 }] }), [makeItem(4, { estoquePorFilial: [{ ordemFilial: 6, quantidade: 5 }] })], 'Kit Banho')],
    });
    render();
    const towels = within((await screen.findByRole('heading', { name: 'Jogo de Toalhas' })).closest('article')!);
    const rows = within(towels.getByRole('list', { name: 'Estoque por loja' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Visual Fashion Shop\u00a0(3)Em estoque', 'Visual Fashion SantanaEsgotado']);
    const frame = within(screen.getByRole('heading', { name: 'Porta-Retrato' }).closest('article')!);
    expect(frame.getByText('Nenhum registro de estoque')).toBeInTheDocument();
    expect(frame.queryByText('Sem disponibilidade no momento')).not.toBeInTheDocument();
    const kit = within(screen.getByRole('heading', { name: 'Kit Banho' }).closest('article')!);
    expect(kit.getByRole('listitem')).toHaveTextContent('Dular Baby Teen (2)Em estoque');
  });

  it("shows an unknown privacy as 'Privada' and hides 'Editar Lista' without the permission", async () => {
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue({ ...lista, privacidade: 'outra' as never });
    render(staffWith(PERMISSIONS.verListaPorId));
    const details = await screen.findByRole('region', { name: 'Detalhes do Evento' });
    expect(within(details).getByText('Privada')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar Lista' })).not.toBeInTheDocument();
  });

  it("'Enviar Acesso do Cliente' mails the customer, disabled while sending, and toasts the server message", async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue(lista);
    let finish: (v: { message: string }) => void = () => {};
    const send = jest.spyOn(areaApi, 'sendWelcomeMail').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render();
    await user.click(await screen.findByRole('button', { name: 'Enviar Acesso do Cliente' }));
    expect(send).toHaveBeenCalledWith({ to: 'maria@exemplo.com', name: 'Maria Silva' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Enviando/ })).toBeDisabled());
    await act(async () => finish({ message: 'Acesso enviado para maria@exemplo.com' }));
    expect(await screen.findByText('Acesso enviado para maria@exemplo.com')).toBeInTheDocument();
    expect(screen.getByText('Acesso enviado ao cliente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar Acesso do Cliente' })).toBeEnabled();
  });

  it('toasts a failure to send the access', async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue(lista);
    jest.spyOn(areaApi, 'sendWelcomeMail').mockRejectedValue(new ApiError('HTTP_ERROR', 502, 'Erro 502', { message: 'Servidor de e-mail indisponível' }));
    render();
    await user.click(await screen.findByRole('button', { name: 'Enviar Acesso do Cliente' }));
    expect(await screen.findByText('Erro ao enviar o acesso do cliente')).toBeInTheDocument();
    expect(screen.getByText('Servidor de e-mail indisponível')).toBeInTheDocument();
  });

  it('disables the access button when the customer has no e-mail', async () => {
    const send = jest.spyOn(areaApi, 'sendWelcomeMail');
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue({ ...lista, cli_for: { Codigo: 12, Nome: 'Maria Silva', Email: null } });
    render();
    expect(await screen.findByRole('button', { name: 'Enviar Acesso do Cliente' })).toBeDisabled();
    expect(screen.getByText('O cliente não tem e-mail cadastrado.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('counts the progress from the products when the API sends none', async () => {
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue({ ...lista, progress: undefined });
    render();
    const progress = await screen.findByRole('region', { name: 'Progresso' });
    // 4 products (2 loose + anchor + member), 1 sold.
    expect(within(progress).getByText('1 de 4 presentes vendidos')).toBeInTheDocument();
    expect(within(progress).getByText('25%')).toBeInTheDocument();
  });
});
