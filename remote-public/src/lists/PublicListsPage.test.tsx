import 'shared-contracts/testing/polyfills';
import { currentLocation, renderScreen, makeCard } from 'shared-contracts/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type FetchPublicListsQuery } from 'shared-contracts';
import { PublicListsPage } from './PublicListsPage';

const response = (count: number, totalItems = count, totalPages = 1, currentPage = 1) => ({
  items: Array.from({ length: count }, (_, i) => makeCard(i + 1)),
  meta: { totalItems, totalPages, currentPage },
});

let fetchLists: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(api, 'fetchCategories').mockResolvedValue([
    { id: 1, nome: 'Casamento' },
    { id: 2, nome: 'Chá de Bebê' },
  ]);
  fetchLists = jest.spyOn(api, 'fetchPublicLists').mockResolvedValue(response(3));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const lastQuery = (): FetchPublicListsQuery => fetchLists.mock.calls[fetchLists.mock.calls.length - 1][0];

describe('PublicListsPage (§2 Public lists page)', () => {
  it("shows 'Carregando listas...' until the first page arrives", () => {
    fetchLists.mockReturnValue(new Promise(() => {}));
    renderScreen(<PublicListsPage />, { route: '/listas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Todas as Listas de Presentes' })).toBeInTheDocument();
    expect(screen.getByText('Carregando listas...')).toBeInTheDocument();
    expect(fetchLists).toHaveBeenCalledWith({ page: 1, limit: 50 });
  });

  it('shows the summary, the active count and the cards', async () => {
    fetchLists.mockResolvedValue(response(50, 120, 3));
    renderScreen(<PublicListsPage />, { route: '/listas' });
    expect(await screen.findByText('Mostrando 120 listas')).toBeInTheDocument();
    expect(screen.getByText('120 listas ativas')).toBeInTheDocument();
    expect(screen.getAllByTestId('list-card')).toHaveLength(50);
  });

  it("says 'Mostrando 1 lista' and '1 lista ativa' in the singular", async () => {
    fetchLists.mockResolvedValue(response(1));
    renderScreen(<PublicListsPage />, { route: '/listas?search=ana' });
    expect(await screen.findByText('Mostrando 1 lista para "ana"')).toBeInTheDocument();
    expect(screen.getByText('1 lista ativa')).toBeInTheDocument();
  });

  it('adds the search to the summary and reads the filters from the address', async () => {
    fetchLists.mockResolvedValue(response(2));
    renderScreen(<PublicListsPage />, { route: '/listas?search=ana&categoria=2&data=2027-03-05' });
    expect(await screen.findByText('Mostrando 2 listas para "ana"')).toBeInTheDocument();
    expect(screen.getByText('2 listas ativas')).toBeInTheDocument();
    expect(fetchLists).toHaveBeenCalledWith({ search: 'ana', categoryId: 2, dataEvento: '2027-03-05', page: 1, limit: 50 });
    expect(screen.getByPlaceholderText('Buscar por título...')).toHaveValue('ana');
    expect(screen.getByLabelText('Data do evento')).toHaveValue('05/03/2027');
    await waitFor(() => expect(screen.getByLabelText('Tipo de Evento')).toHaveValue('2'));
  });

  it('shows the empty state with a hint', async () => {
    fetchLists.mockResolvedValue(response(0));
    renderScreen(<PublicListsPage />, { route: '/listas' });
    expect(await screen.findByText('Não existem listas cadastradas')).toBeInTheDocument();
    expect(screen.getByText(/ajustar os filtros ou a busca/)).toBeInTheDocument();
    expect(screen.queryAllByTestId('list-card')).toHaveLength(0);
  });

  it('waits 300 ms after typing before searching, and goes back to page 1', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderScreen(<PublicListsPage />, { route: '/listas?page=2' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    fetchLists.mockClear();
    await user.type(screen.getByPlaceholderText('Buscar por título...'), 'noiva');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(299);
    });
    expect(fetchLists).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(fetchLists).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toEqual({ search: 'noiva', page: 1, limit: 50 });
    expect(currentLocation()).toBe('/listas?search=noiva');
  });

  it('changing the category queries it from page 1', async () => {
    const user = userEvent.setup();
    renderScreen(<PublicListsPage />, { route: '/listas?page=3' });
    expect(fetchLists).toHaveBeenCalledWith({ page: 3, limit: 50 });
    await screen.findByRole('option', { name: 'Chá de Bebê' });
    await user.selectOptions(screen.getByLabelText('Tipo de Evento'), '2');
    await waitFor(() => expect(lastQuery()).toEqual({ categoryId: 2, page: 1, limit: 50 }));
    expect(currentLocation()).toBe('/listas?categoria=2');
  });

  it("'Limpar Filtros' resets search, category and date", async () => {
    const user = userEvent.setup();
    renderScreen(<PublicListsPage />, { route: '/listas?search=ana&categoria=2&data=2027-03-05&page=2' });
    await screen.findByText('Mostrando 3 listas para "ana"');
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, limit: 50 }));
    expect(currentLocation()).toBe('/listas');
    expect(screen.getByPlaceholderText('Buscar por título...')).toHaveValue('');
    expect(screen.getByLabelText('Tipo de Evento')).toHaveValue('');
    expect(screen.getByLabelText('Data do evento')).toHaveValue('');
    expect(await screen.findByText('Mostrando 3 listas')).toBeInTheDocument();
  });

  it('clears an invalid date entry too', async () => {
    const user = userEvent.setup();
    renderScreen(<PublicListsPage />, { route: '/listas' });
    const date = screen.getByLabelText('Data do evento');
    await user.type(date, '31022027');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    expect(screen.getByLabelText('Data do evento')).toHaveValue('');
    expect(screen.getByLabelText('Data do evento')).not.toHaveAttribute('aria-invalid');
  });

  describe('date input (§5)', () => {
    it('keeps digits only and formats DD/MM/AAAA, at most 10 characters', async () => {
      const user = userEvent.setup();
      renderScreen(<PublicListsPage />, { route: '/listas' });
      const date = screen.getByLabelText('Data do evento');
      expect(date).toHaveAttribute('maxLength', '10');
      await user.type(date, 'a1b2');
      expect(date).toHaveValue('12');
      await user.type(date, '0320279');
      expect(date).toHaveValue('12/03/2027');
    });

    it('applies a complete valid date (future allowed) and clears it when the entry becomes partial', async () => {
      const user = userEvent.setup();
      renderScreen(<PublicListsPage />, { route: '/listas' });
      const date = screen.getByLabelText('Data do evento');
      await user.type(date, '1203209');
      expect(date).toHaveValue('12/03/209');
      // A partial entry is not a date yet (isDateEntryInvalid): marked, but without the message.
      expect(date).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Data inválida')).not.toBeInTheDocument();
      expect(fetchLists.mock.calls.every(([q]) => q.dataEvento === undefined)).toBe(true);
      await user.type(date, '9');
      await waitFor(() => expect(lastQuery()).toEqual({ dataEvento: '2099-03-12', page: 1, limit: 50 }));
      expect(date).not.toHaveAttribute('aria-invalid');
      expect(currentLocation()).toBe('/listas?data=2099-03-12');
      await user.type(date, '{Backspace}');
      expect(date).toHaveValue('12/03/209');
      await waitFor(() => expect(lastQuery()).toEqual({ page: 1, limit: 50 }));
      expect(currentLocation()).toBe('/listas');
    });

    it('marks an impossible date as invalid and does not apply it', async () => {
      const user = userEvent.setup();
      renderScreen(<PublicListsPage />, { route: '/listas' });
      const date = screen.getByLabelText('Data do evento');
      await user.type(date, '31022027');
      expect(date).toHaveValue('31/02/2027');
      expect(date).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Data inválida')).toBeInTheDocument();
      expect(fetchLists.mock.calls.every(([q]) => q.dataEvento === undefined)).toBe(true);
    });
  });

  describe('pagination', () => {
    it('shows all pages when there are 5 or fewer', async () => {
      fetchLists.mockResolvedValue(response(50, 240, 5));
      renderScreen(<PublicListsPage />, { route: '/listas' });
      await screen.findByText('Mostrando 240 listas');
      // jsdom computes the phone's (base) styles: the pages shown from 768 px only are hidden there,
      // out of the accessibility tree, so they are found by their label
      for (const n of [1, 2, 3, 4, 5]) expect(screen.getByLabelText(`Página ${n}`)).toBeInTheDocument();
      expect(screen.queryByText('...')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Proximo' })).toBeEnabled();
    });

    it('shows a window with ellipsis and moves through the pages via the address', async () => {
      const user = userEvent.setup();
      fetchLists.mockResolvedValue(response(50, 500, 10, 5));
      renderScreen(<PublicListsPage />, { route: '/listas?search=ana&page=5' });
      await screen.findByText('Mostrando 500 listas para "ana"');
      const numbers = screen.getAllByLabelText(/^Página \d+$/).map((b) => b.textContent);
      expect(numbers).toEqual(['1', '4', '5', '6', '10']);
      expect(screen.getAllByText('...')).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: 'Página 4' })).not.toHaveAttribute('aria-current');

      await user.click(screen.getByRole('button', { name: 'Proximo' }));
      expect(currentLocation()).toBe('/listas?search=ana&page=6');
      await waitFor(() => expect(lastQuery()).toEqual({ search: 'ana', page: 6, limit: 50 }));
      await user.click(screen.getByRole('button', { name: 'Última página' }));
      expect(currentLocation()).toBe('/listas?search=ana&page=10');
      await user.click(screen.getByRole('button', { name: 'Anterior' }));
      expect(currentLocation()).toBe('/listas?search=ana&page=9');
      await user.click(screen.getByRole('button', { name: 'Primeira página' }));
      expect(currentLocation()).toBe('/listas?search=ana');
      await user.click(screen.getByLabelText('Página 4'));
      expect(currentLocation()).toBe('/listas?search=ana&page=4');
    });

    it('fits one line on a phone: fewer, smaller page buttons below 768 px', async () => {
      // jsdom applies no media query: computed styles are the narrowest (base) breakpoint's.
      const shown = () =>
        screen
          .getAllByRole('button')
          .filter((b) => b.closest('nav') && getComputedStyle(b).display !== 'none')
          .map((b) => b.textContent);
      fetchLists.mockResolvedValue(response(50, 500, 10, 5));
      const { unmount } = renderScreen(<PublicListsPage />, { route: '/listas?page=5' });
      await screen.findByText('Mostrando 500 listas');
      expect(shown()).toEqual(['«', 'Anterior', '4', '5', '6', 'Proximo', '»']);
      expect(screen.getAllByText('...').every((e) => getComputedStyle(e).display === 'none')).toBe(true);
      unmount();
      fetchLists.mockResolvedValue(response(50, 240, 5, 1));
      renderScreen(<PublicListsPage />, { route: '/listas' });
      await screen.findByText('Mostrando 240 listas');
      expect(shown()).toEqual(['«', 'Anterior', '1', '2', '3', 'Proximo', '»']);
      // every page is still reachable on wider screens
      for (const n of [4, 5]) expect(screen.getByLabelText(`Página ${n}`)).toBeInTheDocument();
    });

    it('hides the pagination with a single page', async () => {
      renderScreen(<PublicListsPage />, { route: '/listas' });
      await screen.findByText('Mostrando 3 listas');
      expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    });
  });
});
