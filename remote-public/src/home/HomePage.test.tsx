import 'shared-contracts/testing/polyfills';
import { renderScreen, makeCard } from 'shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from 'shared-contracts';

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
    // the hero's button (and the footer's link of the same name)
    for (const link of screen.getAllByRole('link', { name: 'Acompanhar Minha Lista' })) expect(link).toHaveAttribute('href', '/login/cliente');
    expect(screen.getByRole('link', { name: 'Ver Mais Listas' })).toHaveAttribute('href', '/listas');
    expect(screen.getByText(/até 10% de desconto/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('list-card')).toHaveLength(2));
    const sample = screen.getByTestId('sample-card');
    expect(within(sample).queryByRole('link')).not.toBeInTheDocument();
    expect(within(sample).getByText('Casamento Ana & Bruno')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chá de Bebê' })).toHaveAttribute('href', '/listas?categoria=2');
  });

  it('has no footer link to nowhere: help sections, /listas, the login and each store on the map', async () => {
    jest.spyOn(api, 'fetchPublicListsIndex').mockResolvedValue(page(1));
    renderScreen(<HomePage />);
    const footer = within(screen.getByRole('contentinfo'));
    await footer.findByRole('link', { name: 'Casamento' });
    for (const link of footer.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      expect(href).not.toBe('#');
      // an anchor leads to a section of this page
      if (href.startsWith('#')) expect(document.getElementById(href.slice(1))).not.toBeNull();
    }
    const support = within(footer.getByRole('navigation', { name: 'Atendimento' }));
    expect(support.getByRole('link', { name: 'Dúvidas frequentes' })).toHaveAttribute('href', '#ajuda');
    expect(support.getByRole('link', { name: 'Como funciona uma lista' })).toHaveAttribute('href', '#como-funciona');
    expect(support.getByRole('link', { name: 'Todas as listas' })).toHaveAttribute('href', '/listas');
    expect(support.getByRole('link', { name: 'Acompanhar Minha Lista' })).toHaveAttribute('href', '/login/cliente');
    const stores = within(footer.getByRole('navigation', { name: 'Nossas lojas' }));
    expect(stores.getByText('Dular Free Shop')).toBeInTheDocument();
    expect(stores.getByText('Rod. Juscelino Kubitschek, 3500 - Universidade, Macapá - AP, 68903-419')).toBeInTheDocument();
    expect(stores.getAllByRole('link', { name: /^Abrir no Mapa: / })).toHaveLength(4);
    expect(stores.getByRole('link', { name: 'Abrir no Mapa: Visual Fashion Santana (abre em nova aba)' }).getAttribute('href')).toContain(
      encodeURIComponent('Visual Fashion Santana, Rua Cláudio Lúcio Monteiro'),
    );
  });

  it("answers the frequent questions in 'Dúvidas frequentes'", async () => {
    jest.spyOn(api, 'fetchPublicListsIndex').mockResolvedValue(page(1));
    const user = userEvent.setup();
    renderScreen(<HomePage />);
    const help = within(screen.getByRole('region', { name: 'Dúvidas frequentes' }));
    const answer = help.getByText(/10% de desconto no Pix à vista e 5% no débito ou no crédito/);
    expect(answer.closest('details')).not.toHaveAttribute('open');
    await user.click(help.getByText('Como ganho o desconto na loja?'));
    expect(answer.closest('details')).toHaveAttribute('open');
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
