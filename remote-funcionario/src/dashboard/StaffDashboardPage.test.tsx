import 'shared-contracts/testing/polyfills';
import { currentLocation, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, PERMISSIONS, type Lista, type StaffListsQuery } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { swrConfig } from 'shared-contracts/ui';
import { signedIn, staffWith, superUser } from '../testing/users';
import { StaffDashboardPage } from './StaffDashboardPage';

const lists = (items: Lista[], totalPages = 1, currentPage = 1) => ({
  items,
  meta: { totalItems: items.length * totalPages, itemsPerPage: 50, currentPage, totalPages },
});

let fetchLists: jest.SpyInstance;
let fetchMetrics: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(api, 'fetchCategories').mockResolvedValue([
    { id: 1, nome: 'Casamento' },
    { id: 2, nome: 'Chá de Bebê' },
  ]);
  jest.spyOn(areaApi, 'fetchBranches').mockResolvedValue([
    { id: 1, nome: 'Filial 1' },
    { id: 4, nome: 'Filial 4' },
  ]);
  fetchMetrics = jest.spyOn(areaApi, 'fetchStaffMetrics').mockResolvedValue({ listas: { total: 12, ativas: 9 }, presentes: { total: 140, vendidos: 37 } });
  fetchLists = jest.spyOn(areaApi, 'fetchStaffLists').mockResolvedValue(
    lists([makeLista({ id: 7, titulo: 'Casamento Ana e Bruno' }), makeLista({ id: 8, slug: 'cha-da-maria', titulo: 'Chá da Maria' })]),
  );
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const lastQuery = (): StaffListsQuery => fetchLists.mock.calls[fetchLists.mock.calls.length - 1][0];
const render = (route = '/funcionario/dashboard', user = superUser) =>
  renderScreen(<StaffDashboardPage />, { route, path: '/funcionario/dashboard', session: signedIn(user) });
const card = (titulo: string) => screen.getByRole('article', { name: titulo });

describe('StaffDashboardPage (§2 Staff dashboard)', () => {
  it('shows the heading, the four counters and the active lists of page 1', async () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeInTheDocument();
    expect(screen.getByText('Carregando listas...')).toBeInTheDocument();
    expect(fetchLists).toHaveBeenCalledWith({ status: 'ativo', page: 1, limit: 50 });
    const metrics = screen.getByRole('region', { name: 'Indicadores' });
    for (const [label, value] of [
      ['Total de Listas', '12'],
      ['Listas Ativas', '9'],
      ['Presentes Totais', '140'],
      ['Presentes Vendidos', '37'],
    ] as const) {
      expect(within(metrics).getByText(label)).toBeInTheDocument();
      expect(await within(metrics).findByText(value)).toBeInTheDocument();
    }
    const first = await screen.findByRole('article', { name: 'Casamento Ana e Bruno' });
    expect(within(first).getByText('Evento em 05/03/2027')).toBeInTheDocument();
    expect(within(first).getByText('Casamento')).toBeInTheDocument();
    expect(within(first).getByAltText('Capa da lista Casamento Ana e Bruno')).toHaveAttribute('src', 'http://assets.test/uploads/capa.jpg');
    expect(within(first).queryByText('Arquivada')).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', '/funcionario/lista/7/visualizar');
    expect(within(first).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/funcionario/lista/7/editar');
    expect(within(first).getByRole('link', { name: 'Produtos' })).toHaveAttribute('href', '/funcionario/lista/7/produtos');
    expect(within(first).getByRole('button', { name: 'Arquivar' })).toBeInTheDocument();
    expect(screen.getAllByTestId('staff-list-card')).toHaveLength(2);
  });

  it("shows each card's progress (§2 List card, not public): 'N itens' and a brand bar, 'Completa' and green at '100%'", async () => {
    fetchLists.mockResolvedValue(
      lists([
        makeLista({ id: 7, titulo: 'Casamento Ana e Bruno', progress: { vendidos: 2, total: 5, percentageLabel: '40%', ratio: 0.4, disponiveis: 3 } }),
        makeLista({ id: 8, slug: 'cha', titulo: 'Chá da Maria', progress: { vendidos: 1, total: 1, percentageLabel: '100%', ratio: 1, disponiveis: 0 } }),
        makeLista({ id: 9, slug: 'bodas', titulo: 'Bodas', progress: { vendidos: 0, total: 1, percentageLabel: '0%', ratio: 0, disponiveis: 1 } }),
      ]),
    );
    render();
    const partial = await screen.findByRole('article', { name: 'Casamento Ana e Bruno' });
    expect(within(partial).getByText('5 itens')).toBeInTheDocument();
    expect(within(partial).getByText('40%')).toBeInTheDocument();
    expect(within(partial).getByTestId('list-progress').querySelector('[data-complete]')).toHaveAttribute('data-complete', 'false');
    const complete = card('Chá da Maria');
    expect(within(complete).getByText('Completa')).toBeInTheDocument();
    expect(within(complete).getByTestId('list-progress').querySelector('[data-complete]')).toHaveAttribute('data-complete', 'true');
    expect(within(card('Bodas')).getByText('1 item')).toBeInTheDocument();
  });

  it("shows 'Nova Lista' only with the permission 'Criar listas'", async () => {
    const { unmount } = render();
    expect(screen.getByRole('link', { name: 'Nova Lista' })).toHaveAttribute('href', '/funcionario/lista/criar');
    unmount();
    render('/funcionario/dashboard', staffWith(PERMISSIONS.verListas));
    await screen.findByRole('article', { name: 'Chá da Maria' });
    expect(screen.queryByRole('link', { name: 'Nova Lista' })).not.toBeInTheDocument();
    // Nor the actions whose routes the user may not open.
    expect(within(card('Chá da Maria')).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(card('Chá da Maria')).queryByRole('button', { name: 'Arquivar' })).not.toBeInTheDocument();
  });

  it("links 'Presente na loja' to the till only for staff with 'Registrar presente na loja'", async () => {
    const { unmount } = render('/funcionario/dashboard', staffWith(PERMISSIONS.verListas, PERMISSIONS.registrarPresenteLoja));
    expect(screen.getByRole('link', { name: 'Presente na loja' })).toHaveAttribute('href', '/funcionario/presente-na-loja');
    await screen.findByRole('article', { name: 'Chá da Maria' });
    unmount();
    render('/funcionario/dashboard', staffWith(PERMISSIONS.verListas, PERMISSIONS.criarListas));
    await screen.findByRole('article', { name: 'Chá da Maria' });
    expect(screen.queryByRole('link', { name: 'Presente na loja' })).not.toBeInTheDocument();
  });

  it("links 'Relatórios' to the report only for staff with 'Visualizar relatórios'", async () => {
    const { unmount } = render('/funcionario/dashboard', staffWith(PERMISSIONS.verListas, PERMISSIONS.verRelatorios));
    expect(screen.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/funcionario/relatorios');
    await screen.findByRole('article', { name: 'Chá da Maria' });
    unmount();
    render('/funcionario/dashboard', staffWith(PERMISSIONS.verListas, PERMISSIONS.registrarPresenteLoja, PERMISSIONS.criarListas));
    await screen.findByRole('article', { name: 'Chá da Maria' });
    expect(screen.queryByRole('link', { name: 'Relatórios' })).not.toBeInTheDocument();
  });

  it("gives staff with only 'Visualizar listas' a way to open each list, and names the permissions they lack", async () => {
    render('/funcionario/dashboard', staffWith(PERMISSIONS.verListas));
    const maria = await screen.findByRole('article', { name: 'Chá da Maria' });
    // The staff view needs 'Visualizar listas por id': 'Visualizar' opens the list's page instead.
    const view = within(maria).getByRole('link', { name: /^Visualizar/ });
    expect(view).toHaveAttribute('href', '/lista/cha-da-maria');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(maria).getByText(`Visão administrativa: requer a permissão ${PERMISSIONS.verListaPorId}`)).toBeInTheDocument();
    expect(within(maria).getByText(`Editar e Arquivar: requer a permissão ${PERMISSIONS.editarListas}`)).toBeInTheDocument();
    expect(within(maria).getByText(`Produtos: requer a permissão ${PERMISSIONS.verProdutosPorId}`)).toBeInTheDocument();
  });

  it("links 'Visualizar' to the staff view, with no permission note, for staff who may open it", async () => {
    render('/funcionario/dashboard', staffWith(PERMISSIONS.verListas, PERMISSIONS.verListaPorId, PERMISSIONS.editarListas, PERMISSIONS.verProdutosPorId));
    const maria = await screen.findByRole('article', { name: 'Chá da Maria' });
    expect(within(maria).getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', '/funcionario/lista/8/visualizar');
    expect(within(maria).queryByText(/requer a permissão/)).not.toBeInTheDocument();
  });

  it("shows 'Erro ao carregar' on the counters when the metrics fail", async () => {
    fetchMetrics.mockRejectedValue(new ApiError('HTTP_ERROR', 500, 'Erro 500'));
    render();
    expect(await screen.findAllByText('Erro ao carregar')).toHaveLength(4);
  });

  it("shows 'Nenhuma lista encontrada' when nothing matches", async () => {
    fetchLists.mockResolvedValue(lists([]));
    render();
    expect(await screen.findByText('Nenhuma lista encontrada')).toBeInTheDocument();
    expect(screen.queryAllByTestId('staff-list-card')).toHaveLength(0);
  });

  it('shows the load error with a retry', async () => {
    fetchLists.mockRejectedValue(new ApiError('HTTP_ERROR', 500, 'Erro 500', { message: 'Banco indisponível' }));
    render();
    expect(await screen.findByText('Erro ao carregar as listas')).toBeInTheDocument();
    expect(screen.getByText('Banco indisponível')).toBeInTheDocument();
    fetchLists.mockResolvedValue(lists([makeLista()]));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
  });

  it('searches by title or id 900 ms after typing stops, from page 1', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render('/funcionario/dashboard?page=2');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(lastQuery()).toEqual({ status: 'ativo', page: 2, limit: 50 });
    fetchLists.mockClear();
    await user.type(screen.getByPlaceholderText('Buscar por título ou ID da lista...'), 'ana');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(899);
    });
    expect(fetchLists).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(fetchLists).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toEqual({ search: 'ana', status: 'ativo', page: 1, limit: 50 });
    expect(currentLocation()).toBe('/funcionario/dashboard?search=ana');
  });

  it('puts status, event type, branch and date in the query and the address', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('option', { name: 'Chá de Bebê' });
    await screen.findByRole('option', { name: 'Visual Fashion Santana' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Arquivadas');
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'arquivado', page: 1, limit: 50 }));
    await user.selectOptions(screen.getByLabelText('Tipo de Evento'), 'Chá de Bebê');
    await user.selectOptions(screen.getByLabelText('Filial'), 'Visual Fashion Santana');
    await user.type(screen.getByLabelText('Data do evento'), '05032027');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ status: 'arquivado', categoryId: 2, filialId: 4, dataEvento: '2027-03-05', page: 1, limit: 50 }),
    );
    expect(currentLocation()).toBe('/funcionario/dashboard?status=arquivado&categoria=2&filial=4&data=2027-03-05');
  });

  it("'Limpar Filtros' resets every filter and the page", async () => {
    const user = userEvent.setup();
    render('/funcionario/dashboard?search=ana&status=arquivado&categoria=2&filial=4&data=2027-03-05&page=3');
    expect(fetchLists).toHaveBeenCalledWith({ search: 'ana', status: 'arquivado', categoryId: 2, filialId: 4, dataEvento: '2027-03-05', page: 3, limit: 50 });
    expect(screen.getByPlaceholderText('Buscar por título ou ID da lista...')).toHaveValue('ana');
    expect(screen.getByLabelText('Data do evento')).toHaveValue('05/03/2027');
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'ativo', page: 1, limit: 50 }));
    expect(currentLocation()).toBe('/funcionario/dashboard');
    expect(screen.getByPlaceholderText('Buscar por título ou ID da lista...')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('ativo');
    expect(screen.getByLabelText('Tipo de Evento')).toHaveValue('');
    expect(screen.getByLabelText('Filial')).toHaveValue('');
    expect(screen.getByLabelText('Data do evento')).toHaveValue('');
  });

  it("shows 'Página X de Y' and moves between pages through the address", async () => {
    const user = userEvent.setup();
    fetchLists.mockResolvedValue(lists([makeLista()], 3));
    render();
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(currentLocation()).toBe('/funcionario/dashboard?page=2');
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'ativo', page: 2, limit: 50 }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proximo' }));
    expect(currentLocation()).toBe('/funcionario/dashboard?page=3');
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
  });

  describe('archive and restore (§4 List status)', () => {
    it('asks before archiving; cancelling changes nothing', async () => {
      const user = userEvent.setup();
      const setStatus = jest.spyOn(areaApi, 'setListStatus').mockResolvedValue({ message: 'ok' });
      render();
      await user.click(within(await screen.findByRole('article', { name: 'Chá da Maria' })).getByRole('button', { name: 'Arquivar' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Arquivar lista' });
      expect(within(dialog).getByText(/Deseja arquivar a lista "Chá da Maria"\?/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(setStatus).not.toHaveBeenCalled();
    });

    it('archives on confirmation, toasts and refreshes the lists and the counters', async () => {
      const user = userEvent.setup();
      const setStatus = jest.spyOn(areaApi, 'setListStatus').mockResolvedValue({ message: 'Lista arquivada' });
      render();
      await user.click(within(await screen.findByRole('article', { name: 'Chá da Maria' })).getByRole('button', { name: 'Arquivar' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Arquivar lista' });
      const listCalls = fetchLists.mock.calls.length;
      const metricCalls = fetchMetrics.mock.calls.length;
      await user.click(within(dialog).getByRole('button', { name: 'Arquivar' }));
      expect(setStatus).toHaveBeenCalledWith(8, 'arquivado');
      expect(await screen.findByText('Lista arquivada com sucesso')).toBeInTheDocument();
      await waitFor(() => expect(fetchLists.mock.calls.length).toBeGreaterThan(listCalls));
      expect(fetchMetrics.mock.calls.length).toBeGreaterThan(metricCalls);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });

    it("archived then restored, the list is back under 'Ativas' when the filter returns to it (no copy cached before the change)", async () => {
      const user = userEvent.setup();
      let status: Lista['status'] = 'ativo';
      const maria = () => makeLista({ id: 8, slug: 'cha-da-maria', titulo: 'Chá da Maria', status });
      fetchLists.mockImplementation(async (query: StaffListsQuery) => lists(query.status === status ? [maria()] : []));
      jest.spyOn(areaApi, 'setListStatus').mockImplementation(async (_id, next) => {
        status = next;
        return { message: 'ok' };
      });
      // the product's cache rules (§9: fresh for minutes, stale data not revalidated by default)
      renderScreen(<StaffDashboardPage />, { route: '/funcionario/dashboard', path: '/funcionario/dashboard', session: signedIn(superUser), swr: swrConfig });
      await user.click(within(await screen.findByRole('article', { name: 'Chá da Maria' })).getByRole('button', { name: 'Arquivar' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Arquivar lista' })).getByRole('button', { name: 'Arquivar' }));
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Chá da Maria' })).not.toBeInTheDocument());
      await user.selectOptions(screen.getByLabelText('Status'), 'arquivado');
      await user.click(within(await screen.findByRole('article', { name: 'Chá da Maria' })).getByRole('button', { name: 'Restaurar' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Restaurar lista' })).getByRole('button', { name: 'Restaurar' }));
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Chá da Maria' })).not.toBeInTheDocument());
      await user.selectOptions(screen.getByLabelText('Status'), 'ativo');
      expect(await screen.findByRole('article', { name: 'Chá da Maria' })).toBeInTheDocument();
    });

    it("restores an archived list ('Arquivada' badge) and toasts a failure in red", async () => {
      const user = userEvent.setup();
      fetchLists.mockResolvedValue(lists([makeLista({ id: 9, titulo: 'Formatura', status: 'arquivado' })]));
      const setStatus = jest.spyOn(areaApi, 'setListStatus').mockRejectedValue(new ApiError('HTTP_ERROR', 403, 'Erro 403', { message: 'Sem permissão' }));
      render('/funcionario/dashboard?status=arquivado');
      const archived = await screen.findByRole('article', { name: 'Formatura' });
      expect(within(archived).getByText('Arquivada')).toBeInTheDocument();
      await user.click(within(archived).getByRole('button', { name: 'Restaurar' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Restaurar lista' });
      await user.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
      expect(setStatus).toHaveBeenCalledWith(9, 'ativo');
      expect(await screen.findByText('Erro ao restaurar a lista')).toBeInTheDocument();
      expect(screen.getByText('Sem permissão')).toBeInTheDocument();
    });
  });
});
