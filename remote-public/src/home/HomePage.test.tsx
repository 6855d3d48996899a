import 'shared-contracts/testing/polyfills';
import { renderScreen, makeCard } from 'shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from 'shared-contracts';

// `api` is an ES namespace (read-only bindings): copy it into a plain object so calls can be spied.
jest.mock('shared-contracts', () => {
  const actual = jest.requireActual('shared-contracts');
  return { ...actual, api: { ...actual.api } };
});
import { HomePage } from './HomePage';

const page = (count: number) => ({
  items: Array.from({ length: count }, (_, i) => makeCard(i + 1)),
  meta: { totalItems: count, totalPages: 1, currentPage: 1 },
});

beforeEach(() => {
  jest.spyOn(api, 'fetchCategories').mockResolvedValue([
    { id: 1, nome: 'Casamento' },
    { id: 2, nome: 'Chá de Bebê' },
  ]);
});
afterEach(() => jest.restoreAllMocks());

describe('HomePage (§2 Home)', () => {
  it("shows 'Carregando listas...' while loading and asks for page 1 with 30 lists", async () => {
    const spy = jest.spyOn(api, 'fetchPublicListsIndex').mockReturnValue(new Promise(() => {}));
    renderScreen(<HomePage />);
    expect(screen.getByText('Carregando listas...')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith({ page: 1, limit: 30 });
    expect(screen.queryAllByTestId('list-card')).toHaveLength(0);
  });

  it('renders the 30 lists as cards linking to /lista/{slug}', async () => {
    jest.spyOn(api, 'fetchPublicListsIndex').mockResolvedValue(page(30));
    renderScreen(<HomePage />);
    await waitFor(() => expect(screen.getAllByTestId('list-card')).toHaveLength(30));
    expect(screen.queryByText('Carregando listas...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casamento 30' })).toHaveAttribute('href', '/lista/lista-30');
  });

  it("shows 'Nenhuma lista encontrada' when there are no lists", async () => {
    jest.spyOn(api, 'fetchPublicListsIndex').mockResolvedValue(page(0));
    renderScreen(<HomePage />);
    expect(await screen.findByText('Nenhuma lista encontrada')).toBeInTheDocument();
    expect(screen.queryAllByTestId('list-card')).toHaveLength(0);
  });

  it('has the hero buttons, Ver Mais Listas, the sample card (not a list link) and the footer links', async () => {
    jest.spyOn(api, 'fetchPublicListsIndex').mockResolvedValue(page(2));
    renderScreen(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ver todas as listas de presentes' })).toHaveAttribute('href', '/listas');
    expect(screen.getByRole('link', { name: 'Acompanhar Minha Lista' })).toHaveAttribute('href', '/login/cliente');
    expect(screen.getByRole('link', { name: 'Ver Mais Listas' })).toHaveAttribute('href', '/listas');
    expect(screen.getByText(/até 10% de desconto/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('list-card')).toHaveLength(2));
    const sample = screen.getByTestId('sample-card');
    expect(within(sample).queryByRole('link')).not.toBeInTheDocument();
    expect(within(sample).getByText('Casamento Ana & Bruno')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chá de Bebê' })).toHaveAttribute('href', '/listas?categoria=2');
    expect(screen.getByRole('link', { name: 'Central de Ajuda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trocas e Devoluções' })).toBeInTheDocument();
  });

  it("shows the error with 'Tentar novamente', which retries", async () => {
    const spy = jest
      .spyOn(api, 'fetchPublicListsIndex')
      .mockRejectedValueOnce(new ApiError('HTTP_ERROR', 500, 'Erro 500', { message: 'Falha no servidor' }))
      .mockResolvedValue(page(3));
    renderScreen(<HomePage />);
    expect(await screen.findByText('Falha no servidor')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar as listas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getAllByTestId('list-card')).toHaveLength(3));
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
