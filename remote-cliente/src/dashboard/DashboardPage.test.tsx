import 'shared-contracts/testing/polyfills';
import { renderScreen, makeLista } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { customerCreds, customerSession } from '../common/testSession';

import { DashboardPage } from './DashboardPage';

const route = { route: '/cliente/dashboard', path: '/cliente/dashboard', session: customerSession() };

const active = makeLista({
  id: 7,
  titulo: 'Casamento Ana e Bruno',
  status: 'ativo',
  progresso: { vendidos: 2, total: 5, percent: 40, label: '2 de 5 itens presenteados' },
});
const archived = makeLista({
  id: 8,
  slug: 'aniversario-maria',
  titulo: 'Aniversário da Maria',
  status: 'arquivado',
  categorias: null,
  descricao: null,
  progresso: { vendidos: 1, total: 1, percent: 100, label: '1 de 1 item presenteado' },
});

let fetchDashboard: jest.SpyInstance;
let fetchLists: jest.SpyInstance;
beforeEach(() => {
  fetchDashboard = jest.spyOn(areaApi, 'fetchCustomerDashboard').mockResolvedValue({ listasAtivas: 1, listasPublicas: 12, presentesRecebidos: 5, unidadesRecebidas: 5, valePresente: { quantidade: 3, total: 300 } });
  fetchLists = jest.spyOn(areaApi, 'fetchCustomerLists').mockResolvedValue([active, archived]);
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const cardOf = (titulo: string) => within(screen.getByRole('article', { name: titulo }));
const counter = (key: string) => within(screen.getByTestId(`counter-${key}`));

describe('DashboardPage (§2 Customer dashboard)', () => {
  it('greets the customer by first name and shows the three counters', async () => {
    renderScreen(<DashboardPage />, route);
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Maria!' })).toBeInTheDocument();
    expect(await counter('listasPublicas').findByText('12')).toBeInTheDocument();
    expect(counter('listasAtivas').getByText('Listas Ativas')).toBeInTheDocument();
    expect(counter('listasAtivas').getByText('1')).toBeInTheDocument();
    expect(counter('listasPublicas').getByText('Listas Públicas (visualizações)')).toBeInTheDocument();
    expect(counter('presentesRecebidos').getByText('Presentes Recebidos')).toBeInTheDocument();
    expect(counter('presentesRecebidos').getByText('5')).toBeInTheDocument();
    // says what it counts: an item or a kit is one gift, as the list view's cards and the tracker
    expect(counter('presentesRecebidos').getByText('Cada item ou kit conta 1')).toBeInTheDocument();
    expect(fetchDashboard).toHaveBeenCalledWith(customerCreds);
    expect(fetchLists).toHaveBeenCalledWith(customerCreds, 'todos');
  });

  it("shows 'Vale-presente recebido' with the total in BRL and the number of gift cards", async () => {
    fetchDashboard.mockResolvedValue({ listasAtivas: 1, listasPublicas: 12, presentesRecebidos: 5, unidadesRecebidas: 5, valePresente: { quantidade: 3, total: 1250.5 } });
    renderScreen(<DashboardPage />, route);
    const vale = counter('valePresente');
    expect(vale.getByText('Vale-presente recebido')).toBeInTheDocument();
    expect(await vale.findByText(/^R\$\s1\.250,50$/)).toBeInTheDocument();
    expect(vale.getByText('3 vales')).toBeInTheDocument();
  });

  it("says '1 vale' and R$ 0,00 in 'Vale-presente recebido' as the answer says", async () => {
    fetchDashboard.mockResolvedValue({ listasAtivas: 1, listasPublicas: 12, presentesRecebidos: 5, unidadesRecebidas: 5, valePresente: { quantidade: 1, total: 0 } });
    renderScreen(<DashboardPage />, route);
    expect(await counter('valePresente').findByText(/^R\$\s0,00$/)).toBeInTheDocument();
    expect(counter('valePresente').getByText('1 vale')).toBeInTheDocument();
  });

  it("shows the units under 'Presentes Recebidos' when a gift has several", async () => {
    fetchDashboard.mockResolvedValue({ listasAtivas: 1, listasPublicas: 12, presentesRecebidos: 5, unidadesRecebidas: 9, valePresente: null });
    renderScreen(<DashboardPage />, route);
    expect(await counter('presentesRecebidos').findByText('Cada item ou kit conta 1 · 9 unidades')).toBeInTheDocument();
  });

  it("has no 'Vale-presente recebido' when no list accepts vale-presente and none was received (the answer's null)", async () => {
    fetchDashboard.mockResolvedValue({ listasAtivas: 1, listasPublicas: 12, presentesRecebidos: 5, unidadesRecebidas: 5, valePresente: null });
    renderScreen(<DashboardPage />, route);
    expect(await counter('presentesRecebidos').findByText('5')).toBeInTheDocument();
    expect(screen.queryByTestId('counter-valePresente')).not.toBeInTheDocument();
    expect(screen.queryByText('Vale-presente recebido')).not.toBeInTheDocument();
  });

  it('shows a loading state in the counters and the lists until the answers arrive', async () => {
    fetchDashboard.mockReturnValue(new Promise(() => {}));
    fetchLists.mockReturnValue(new Promise(() => {}));
    renderScreen(<DashboardPage />, route);
    expect(counter('listasAtivas').getByText('Carregando...')).toBeInTheDocument();
    expect(screen.getByText('Carregando suas listas...')).toBeInTheDocument();
    expect(screen.queryAllByTestId('customer-list-card')).toHaveLength(0);
    await act(async () => {});
  });

  it("renders a card per list under 'Minhas Listas' with links, status, progress and 'Editar' only when ativo", async () => {
    renderScreen(<DashboardPage />, route);
    expect(screen.getByRole('heading', { level: 2, name: 'Minhas Listas' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('customer-list-card')).toHaveLength(2));

    const open = cardOf('Casamento Ana e Bruno');
    expect(open.getByText('Casamento')).toBeInTheDocument();
    expect(open.getByText('Ativa')).toBeInTheDocument();
    expect(open.getByText('5 de março de 2027')).toBeInTheDocument();
    expect(open.getByText('Celebre conosco nosso casamento.')).toBeInTheDocument();
    expect(open.getByText('2 de 5 itens presenteados')).toBeInTheDocument();
    expect(open.getByText('40%')).toBeInTheDocument();
    expect(open.getByAltText('Capa da lista Casamento Ana e Bruno')).toHaveAttribute('src', 'http://assets.test/uploads/capa.jpg');
    expect(open.getByAltText('Foto de perfil da lista Casamento Ana e Bruno')).toHaveAttribute('src', 'http://assets.test/uploads/foto.jpg');
    expect(open.getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', '/cliente/lista/7');
    expect(open.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/cliente/lista/7/editar');
    expect(open.getByRole('link', { name: 'Compartilhar com meus convidados' })).toHaveAttribute('href', '/cliente/lista/7/compartilhar');

    const closed = cardOf('Aniversário da Maria');
    expect(closed.getByText('Evento')).toBeInTheDocument();
    expect(closed.getByText('Arquivada')).toBeInTheDocument();
    // one item: in the singular
    expect(closed.getByText('1 de 1 item presenteado')).toBeInTheDocument();
    expect(closed.getByText('100%')).toBeInTheDocument();
    expect(closed.getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', '/cliente/lista/8');
    expect(closed.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(closed.getByRole('link', { name: 'Compartilhar com meus convidados' })).toHaveAttribute('href', '/cliente/lista/8/compartilhar');
  });

  it("offers 'Compartilhar com meus convidados' only on lists that are not privado", async () => {
    fetchLists.mockResolvedValue([active, makeLista({ id: 9, slug: 'cha-de-bebe', titulo: 'Chá de Bebê da Maria', privacidade: 'privado' })]);
    renderScreen(<DashboardPage />, route);
    await waitFor(() => expect(screen.getAllByTestId('customer-list-card')).toHaveLength(2));
    expect(cardOf('Casamento Ana e Bruno').getByRole('link', { name: 'Compartilhar com meus convidados' })).toBeInTheDocument();
    const hidden = cardOf('Chá de Bebê da Maria');
    expect(hidden.getByRole('link', { name: 'Visualizar' })).toBeInTheDocument();
    expect(hidden.queryByRole('link', { name: 'Compartilhar com meus convidados' })).not.toBeInTheDocument();
  });

  it("shows 'Erro ao carregar' in each counter when the counters fail, and still the lists", async () => {
    fetchDashboard.mockRejectedValue(new ApiError('HTTP_ERROR', 500, 'Erro 500', { message: 'Falha no servidor' }));
    renderScreen(<DashboardPage />, route);
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar')).toHaveLength(4));
    for (const key of ['listasAtivas', 'listasPublicas', 'presentesRecebidos', 'valePresente']) {
      expect(counter(key).getByText('Erro ao carregar')).toBeInTheDocument();
    }
    expect(await screen.findAllByTestId('customer-list-card')).toHaveLength(2);
  });

  it("shows 'Erro ao carregar suas listas' with a retry that loads them", async () => {
    fetchLists
      .mockRejectedValueOnce(new ApiError('HTTP_ERROR', 500, 'Erro 500', { message: 'Banco indisponível' }))
      .mockResolvedValue([active]);
    renderScreen(<DashboardPage />, route);
    expect(await screen.findByText('Erro ao carregar suas listas')).toBeInTheDocument();
    expect(screen.getByText('Banco indisponível')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getAllByTestId('customer-list-card')).toHaveLength(1));
    expect(screen.queryByText('Erro ao carregar suas listas')).not.toBeInTheDocument();
    expect(fetchLists).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state when the customer has no lists', async () => {
    fetchLists.mockResolvedValue([]);
    renderScreen(<DashboardPage />, route);
    expect(await screen.findByText('Você ainda não tem listas de presentes.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('customer-list-card')).toHaveLength(0);
  });

  it.each([
    ['code', { codigoCliente: null }],
    ['e-mail', { email: null }],
  ])("shows 'Credenciais do cliente ausentes' without the customer's %s and makes no call", async (_what, user) => {
    renderScreen(<DashboardPage />, { ...route, session: customerSession(user) });
    expect(screen.getByText('Credenciais do cliente ausentes')).toBeInTheDocument();
    expect(screen.queryByText('Minhas Listas')).not.toBeInTheDocument();
    await act(async () => {});
    expect(fetchDashboard).not.toHaveBeenCalled();
    expect(fetchLists).not.toHaveBeenCalled();
  });
});
