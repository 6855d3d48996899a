import 'shared-contracts/testing/polyfills';
import { renderScreen, makeItem, makeKit, makeLista } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { customerCreds, customerSession } from '../common/testSession';

import { ListViewPage } from './ListViewPage';
import { giftSections } from './giftSections';

const route = { route: '/cliente/lista/7', path: '/cliente/lista/:id', session: customerSession() };

const sold = makeItem(1, { vendido: true }, { nome: 'Jogo de panelas' });
const soldOut = makeItem(2, { estoquePorFilial: [{ ordemFilial: 1, quantidade: 0 }] }, { nome: 'Liquidificador' });
const inStock = makeItem(3, { quantidade: 2 }, { nome: 'Toalha de banho', precos: [{ Preco: 89.9 }] });
const kitSold = makeKit(50, makeItem(10, { vendido: true }), [makeItem(11, { vendido: true })], 'Kit Café da manhã');
const kitOpen = makeKit(60, makeItem(20, {}, { nome: 'Cafeteira' }), [makeItem(21, { vendido: true }, { nome: 'Xícara' }), makeItem(22, {}, { nome: 'Pires' })], 'Kit Chá da tarde');
const kitUnavailable = makeKit(70, makeItem(30), [makeItem(31, { vendido: true })], 'Kit Jantar');

const fullList = makeLista({
  produtosAvulsos: [sold, soldOut, inStock],
  kits: [kitSold, kitOpen, kitUnavailable],
  progresso: { vendidos: 5, total: 10, percent: 50, label: '5 de 10 itens presenteados' },
});

let fetchList: jest.SpyInstance;
beforeEach(() => {
  fetchList = jest.spyOn(areaApi, 'fetchCustomerList').mockResolvedValue(fullList);
  // 'Presentes recebidos' has its own test file (ReceivedGiftsSection.test.tsx); here it is empty.
  jest.spyOn(areaApi, 'fetchReceivedGifts').mockResolvedValue({ presentes: [] });
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const section = (name: RegExp) => within(screen.getByRole('region', { name }));
const giftNames = (name: RegExp) => section(name).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('ListViewPage (§2 Customer list view)', () => {
  it('shows the list: cover, photo, title, description, date, category, item count and progress', async () => {
    renderScreen(<ListViewPage />, route);
    expect(screen.getByText('Carregando lista...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
    expect(fetchList).toHaveBeenCalledWith(7, customerCreds);
    expect(screen.getByRole('link', { name: 'Minhas Listas' })).toHaveAttribute('href', '/cliente/dashboard');
    expect(screen.getByAltText('Capa da lista Casamento Ana e Bruno')).toHaveAttribute('src', 'http://assets.test/uploads/capa.jpg');
    expect(screen.getByAltText('Foto de perfil da lista Casamento Ana e Bruno')).toHaveAttribute('src', 'http://assets.test/uploads/foto.jpg');
    expect(screen.getByText('Celebre conosco nosso casamento.')).toBeInTheDocument();
    expect(screen.getByText('5 de março de 2027')).toBeInTheDocument();
    expect(screen.getAllByText('Casamento').length).toBeGreaterThan(0);
    expect(screen.getByText('10 itens')).toBeInTheDocument();
    expect(screen.getByText('5 de 10 itens presenteados')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
  });

  it("splits the gifts into 'Presentes Disponíveis (n)' and 'Presentes Já Adquiridos (n)', kits counting once", async () => {
    renderScreen(<ListViewPage />, route);
    // n counts the cards shown under it: the sold-out 'Liquidificador' and the 'Indisponível' kit too
    expect(await screen.findByRole('heading', { level: 2, name: 'Presentes Disponíveis (4)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Presentes Já Adquiridos (2)' })).toBeInTheDocument();
    expect(giftNames(/Presentes Disponíveis/)).toEqual(['Liquidificador', 'Toalha de banho', 'Kit Chá da tarde', 'Kit Jantar']);
    expect(giftNames(/Presentes Já Adquiridos/)).toEqual(['Jogo de panelas', 'Kit Café da manhã']);
    const available = section(/Presentes Disponíveis/);
    expect(available.getByText('Esgotado')).toBeInTheDocument();
    expect(available.getByText('Indisponível')).toBeInTheDocument();
    expect(available.queryByText('Adquirido')).not.toBeInTheDocument();
    expect(section(/Presentes Já Adquiridos/).getAllByText('Adquirido')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Presentear/ })).not.toBeInTheDocument();
  });

  it("counts every card of 'Presentes Disponíveis (n)', and says how many of them can be given now", async () => {
    const held = makeItem(4, { reservadoAte: '2999-01-01T00:00:00.000Z' }, { nome: 'Batedeira' });
    const kitNoStock = makeKit(80, makeItem(40, { estoquePorFilial: [{ ordemFilial: 1, quantidade: 0 }] }), [makeItem(41)], 'Kit Sobremesa');
    fetchList.mockResolvedValue(makeLista({ produtosAvulsos: [soldOut, inStock, held, sold], kits: [kitOpen, kitUnavailable, kitNoStock] }));
    renderScreen(<ListViewPage />, route);
    expect(await screen.findByRole('heading', { level: 2, name: 'Presentes Disponíveis (6)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Presentes Já Adquiridos (1)' })).toBeInTheDocument();
    const names = giftNames(/Presentes Disponíveis/);
    expect(names).toEqual(['Liquidificador', 'Toalha de banho', 'Batedeira', 'Kit Chá da tarde', 'Kit Jantar', 'Kit Sobremesa']);
    expect(section(/Presentes Disponíveis/).getAllByTestId('gift-card')).toHaveLength(6);
    // a sold-out item, a held gift, an 'Indisponível' or out-of-stock kit: listed and counted, and told apart
    expect(section(/Presentes Disponíveis/).getByText('Podem ser presenteados agora: 2 de 6 (os outros estão esgotados, reservados ou indisponíveis).')).toBeInTheDocument();
  });

  it("counts a lone sold-out item beside one gift to give", async () => {
    fetchList.mockResolvedValue(makeLista({ produtosAvulsos: [soldOut, inStock], kits: [] }));
    renderScreen(<ListViewPage />, route);
    expect(await screen.findByRole('heading', { level: 2, name: 'Presentes Disponíveis (2)' })).toBeInTheDocument();
    expect(section(/Presentes Disponíveis/).getByText('Esgotado')).toBeInTheDocument();
    expect(section(/Presentes Disponíveis/).getByText('Podem ser presenteados agora: 1 de 2 (os outros estão esgotados, reservados ou indisponíveis).')).toBeInTheDocument();
  });

  it('adds no line when every card of the section can be given', async () => {
    fetchList.mockResolvedValue(makeLista({ produtosAvulsos: [inStock, sold], kits: [] }));
    renderScreen(<ListViewPage />, route);
    expect(await screen.findByRole('heading', { level: 2, name: 'Presentes Disponíveis (1)' })).toBeInTheDocument();
    expect(screen.queryByText(/Podem ser presenteados agora/)).not.toBeInTheDocument();
  });

  it('names who gave each gift bought online, in the acquired section only', async () => {
    const giver = { nome: 'Beatriz Lima', email: 'bia@example.com', mensagem: 'Felicidades!', pedido: '#1001', pagoEm: '2026-11-20T18:00:00.000Z' };
    const given = { ...sold, presenteadoPor: giver };
    const kitGiven = makeKit(51, makeItem(12, { vendido: true, presenteadoPor: { ...giver, nome: null, email: null, mensagem: null, pedido: '#1002' } }), [makeItem(13, { vendido: true })], 'Kit Banho');
    const inStore = makeItem(14, { vendido: true }, { nome: 'Edredom' });
    fetchList.mockResolvedValue(makeLista({ produtosAvulsos: [given, inStore, inStock], kits: [kitGiven] }));
    renderScreen(<ListViewPage />, route);
    await screen.findByRole('heading', { level: 2, name: 'Presentes Já Adquiridos (3)' });
    const acquired = section(/Presentes Já Adquiridos/);
    const pans = within(acquired.getByRole('heading', { name: 'Jogo de panelas' }).closest('article')!);
    expect(pans.getByTestId('giver')).toHaveTextContent('Presenteado por Beatriz Lima');
    expect(pans.getByRole('link', { name: 'bia@example.com' })).toHaveAttribute('href', 'mailto:bia@example.com');
    expect(pans.getByText('“Felicidades!”')).toBeInTheDocument();
    expect(pans.getByText('Pedido #1001 · pago em 20/11/2026')).toBeInTheDocument();
    const kit = within(acquired.getByRole('heading', { name: 'Kit Banho' }).closest('article')!);
    expect(kit.getByTestId('giver')).toHaveTextContent('Presenteado por um convidado');
    // marked sold in a store: nobody to name
    expect(within(acquired.getByRole('heading', { name: 'Edredom' }).closest('article')!).queryByTestId('giver')).not.toBeInTheDocument();
    expect(section(/Presentes Disponíveis/).queryByTestId('giver')).not.toBeInTheDocument();
  });

  it('names who gave a gift registered at a store\'s till, with the store and the sale number', async () => {
    const giver = { nome: 'Tia Rosa', email: null, mensagem: null, pedido: '000123', pagoEm: '2026-11-20T18:00:00.000Z', loja: 'Visual Fashion Santana' };
    fetchList.mockResolvedValue(makeLista({ produtosAvulsos: [{ ...sold, presenteadoPor: giver }, inStock], kits: [] }));
    renderScreen(<ListViewPage />, route);
    await screen.findByRole('heading', { level: 2, name: 'Presentes Já Adquiridos (1)' });
    const pans = within(section(/Presentes Já Adquiridos/).getByRole('heading', { name: 'Jogo de panelas' }).closest('article')!);
    expect(pans.getByTestId('giver')).toHaveTextContent('Presenteado por Tia Rosa');
    expect(pans.getByText('Na loja Visual Fashion Santana · venda 000123 · em 20/11/2026')).toBeInTheDocument();
    expect(pans.queryByText(/Pedido/)).not.toBeInTheDocument();
  });

  it('never puts an e-mail with a query or odd characters into a mailto: link (shown as text)', async () => {
    const giver = { nome: 'Eva', email: 'eva@example.com?bcc=spy@evil.test', mensagem: null, pedido: '#1003', pagoEm: '2026-11-20T18:00:00.000Z' };
    fetchList.mockResolvedValue(makeLista({ produtosAvulsos: [{ ...sold, presenteadoPor: giver }, inStock], kits: [] }));
    renderScreen(<ListViewPage />, route);
    await screen.findByRole('heading', { level: 2, name: 'Presentes Já Adquiridos (1)' });
    const box = within(section(/Presentes Já Adquiridos/).getByTestId('giver'));
    expect(box.getByText(giver.email)).toBeInTheDocument();
    expect(box.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'Editar' and the share button for an active public list", async () => {
    renderScreen(<ListViewPage />, route);
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/cliente/lista/7/editar');
    expect(screen.getByRole('link', { name: 'Compartilhar com meus convidados' })).toHaveAttribute('href', '/cliente/lista/7/compartilhar');
  });

  it("hides 'Editar' when the list is not ativo and the share button when it is privado", async () => {
    fetchList.mockResolvedValue(makeLista({ status: 'arquivado', privacidade: 'privado' }));
    renderScreen(<ListViewPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
    expect(screen.getByText('Arquivada')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compartilhar com meus convidados' })).not.toBeInTheDocument();
  });

  it("keeps the share button for 'apenas_convidados'", async () => {
    fetchList.mockResolvedValue(makeLista({ privacidade: 'apenas_convidados' }));
    renderScreen(<ListViewPage />, route);
    expect(await screen.findByRole('link', { name: 'Compartilhar com meus convidados' })).toBeInTheDocument();
  });

  it("shows 'Lista não encontrada' with 'Voltar ao Dashboard' on a 404", async () => {
    fetchList.mockRejectedValue(new ApiError('HTTP_ERROR', 404, 'Erro 404', { message: 'Lista não encontrada' }));
    renderScreen(<ListViewPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute('href', '/cliente/dashboard');
  });

  it("treats an id that is not a number as not found, without a call", async () => {
    renderScreen(<ListViewPage />, { ...route, route: '/cliente/lista/abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lista não encontrada' })).toBeInTheDocument();
    await act(async () => {});
    expect(fetchList).not.toHaveBeenCalled();
  });

  it('shows other errors with a retry', async () => {
    fetchList
      .mockRejectedValueOnce(new ApiError('HTTP_ERROR', 500, 'Erro 500', { message: 'Falha no servidor' }))
      .mockResolvedValue(fullList);
    renderScreen(<ListViewPage />, route);
    expect(await screen.findByText('Não foi possível carregar a lista.')).toBeInTheDocument();
    expect(screen.getByText('Falha no servidor')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
  });

  it("shows 'Credenciais do cliente ausentes' without credentials and makes no call", async () => {
    renderScreen(<ListViewPage />, { ...route, session: customerSession({ codigoCliente: null }) });
    expect(screen.getByText('Credenciais do cliente ausentes')).toBeInTheDocument();
    await act(async () => {});
    expect(fetchList).not.toHaveBeenCalled();
  });
  it.each([403, 404])("answers another customer's list (HTTP %i) with 'Lista não encontrada' and no retry", async (status) => {
    fetchList.mockRejectedValue(new ApiError('HTTP_ERROR', status, `Erro ${status}`, { message: 'Acesso negado' }));
    renderScreen(<ListViewPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute('href', '/cliente/dashboard');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument();
    expect(fetchList).toHaveBeenCalledTimes(1);
  });

  it.each([null, '', '   ', '-', ' - '])('shows nothing for an empty description (%p)', async (descricao) => {
    fetchList.mockResolvedValue(makeLista({ descricao }));
    renderScreen(<ListViewPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
    expect(screen.queryByText('Mensagem para os convidados')).not.toBeInTheDocument();
    expect(screen.queryByText('-')).not.toBeInTheDocument();
  });
});

describe("'Aceita cotas' (decision 043)", () => {
  const sofa = makeItem(12, { aceitaCotas: true, cotas: { preco: 899, dado: 450, reservado: 0, aberto: 449, quantidade: 3 } }, { nome: 'Sofá', precos: [{ Preco: 899 }] });
  const mesa = makeItem(13, {}, { nome: 'Mesa de jantar' });
  const geladeira = makeItem(14, { vendido: true, aceitaCotas: true, cotas: { preco: 3200, dado: 3200, reservado: 0, aberto: 0, quantidade: 9 } }, { nome: 'Geladeira' });
  const cotasKit = makeKit(90, makeItem(40, { aceitaCotas: true, cotas: { preco: 1200, dado: 100, reservado: 0, aberto: 1100, quantidade: 1 } }, { nome: 'Cama' }), [makeItem(41, {}, { nome: 'Colchão' })], 'Kit Quarto');
  const cotasList = (over = {}) => makeLista({ produtosAvulsos: [sofa, mesa, geladeira], kits: [cotasKit], ...over });
  const card = (name: string) => within(screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement);

  it('shows the progress of the gifts in cotas and \'Presenteado em cotas\' for one they paid for', async () => {
    fetchList.mockResolvedValue(cotasList());
    renderScreen(<ListViewPage />, route);
    await screen.findByRole('heading', { level: 3, name: 'Sofá' });
    expect(card('Sofá').getByTestId('cotas-progress')).toHaveTextContent('R$ 450,00 de R$ 899,00 em cotas · 3 cotas');
    expect(card('Kit Quarto').getByTestId('cotas-progress')).toHaveTextContent('R$ 100,00 de R$ 1.200,00 em cotas · 1 cota');
    expect(card('Geladeira').getByTestId('cotas-progress')).toHaveTextContent('Presenteado em cotas · 9 cotas');
    expect(card('Geladeira').queryByText(/de R\$/)).not.toBeInTheDocument();
    expect(card('Mesa de jantar').queryByTestId('cotas-progress')).not.toBeInTheDocument();
  });

  it("offers 'Aceita cotas' on each unsold gift (a kit through its anchor) and none on a sold one", async () => {
    fetchList.mockResolvedValue(cotasList());
    renderScreen(<ListViewPage />, route);
    await screen.findByRole('heading', { level: 3, name: 'Sofá' });
    expect(card('Sofá').getByRole('checkbox', { name: 'Aceita cotas: Sofá' })).toBeChecked();
    expect(card('Mesa de jantar').getByRole('checkbox', { name: 'Aceita cotas: Mesa de jantar' })).not.toBeChecked();
    expect(card('Kit Quarto').getByRole('checkbox', { name: 'Aceita cotas: Kit Quarto' })).toBeChecked();
    expect(card('Geladeira').queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers no change while the list is not ativo', async () => {
    fetchList.mockResolvedValue(cotasList({ status: 'arquivado' }));
    renderScreen(<ListViewPage />, route);
    await screen.findByRole('heading', { level: 3, name: 'Sofá' });
    expect(screen.queryByRole('checkbox', { name: /Aceita cotas/ })).not.toBeInTheDocument();
    expect(card('Sofá').getByTestId('cotas-progress')).toBeInTheDocument();
  });

  it('marks a gift, toasts the API message and refreshes the list', async () => {
    const user = userEvent.setup();
    fetchList.mockResolvedValue(cotasList());
    const setCotas = jest.spyOn(areaApi, 'setItemCotas').mockResolvedValue({ message: 'Presente marcado: aceita cotas.', aceitaCotas: true });
    renderScreen(<ListViewPage />, route);
    await screen.findByRole('heading', { level: 3, name: 'Sofá' });
    const calls = fetchList.mock.calls.length;
    await user.click(card('Mesa de jantar').getByRole('checkbox', { name: 'Aceita cotas: Mesa de jantar' }));
    expect(setCotas).toHaveBeenCalledWith(7, 13, true);
    expect(await screen.findByText('Presente marcado: aceita cotas.')).toBeInTheDocument();
    await waitFor(() => expect(fetchList.mock.calls.length).toBeGreaterThan(calls));

    await user.click(card('Kit Quarto').getByRole('checkbox', { name: 'Aceita cotas: Kit Quarto' }));
    expect(setCotas).toHaveBeenLastCalledWith(7, 40, false);
  });

  it("shows the API's refusal and keeps the former state", async () => {
    const user = userEvent.setup();
    fetchList.mockResolvedValue(cotasList());
    const setCotas = jest
      .spyOn(areaApi, 'setItemCotas')
      .mockRejectedValue(new ApiError('HTTP_ERROR', 400, 'Erro 400', { message: 'Só presentes a partir de R$ 300,00 podem aceitar cotas.' }));
    renderScreen(<ListViewPage />, route);
    await screen.findByRole('heading', { level: 3, name: 'Sofá' });
    const box = card('Mesa de jantar').getByRole('checkbox', { name: 'Aceita cotas: Mesa de jantar' });
    await user.click(box);
    expect(setCotas).toHaveBeenCalledWith(7, 13, true);
    expect(await screen.findByText('Não foi possível alterar as cotas.')).toBeInTheDocument();
    expect(screen.getByText('Só presentes a partir de R$ 300,00 podem aceitar cotas.')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });
});

describe('giftSections', () => {
  it('falls back to the produtos outside kits when produtosAvulsos is absent', () => {
    const { available, acquired } = giftSections({ produtos: [makeItem(5, { kitId: 9 }), makeItem(6), makeItem(7, { vendido: true })] });
    expect(available.map((g) => (g.kind === 'item' ? g.item.id : g.kit.kitId))).toEqual([6]);
    expect(acquired.map((g) => (g.kind === 'item' ? g.item.id : g.kit.kitId))).toEqual([7]);
  });

  it('givable: the gifts of the available section that can still be given, a kit once', () => {
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    const sections = giftSections({ produtosAvulsos: [soldOut, inStock, sold, makeItem(4, { reservadoAte: '2026-11-20T12:10:00.000Z' })], kits: [kitOpen, kitUnavailable, kitSold] }, now);
    expect(sections.available).toHaveLength(5);
    expect(sections.givable).toBe(2);
    expect(giftSections({ produtosAvulsos: [makeItem(4, { reservadoAte: '2026-11-20T11:59:00.000Z' })] }, now).givable).toBe(1);
    expect(giftSections({}).givable).toBe(0);
  });
});
