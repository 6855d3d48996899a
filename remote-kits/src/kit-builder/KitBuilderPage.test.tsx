import 'shared-contracts/testing/polyfills';
import { currentLocation, currentState, makeItem, makeKit, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import type { ListItemsResponse } from 'shared-contracts/area-api';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { mockLookups } from '../testing/fixtures';
import { KitBuilderPage } from './KitBuilderPage';

const banheira = makeItem(3, {}, { nome: 'Banheira', codigo: '100021', precos: [{ Preco: 199.9 }] });
const vendido = makeItem(4, { vendido: true }, { nome: 'Liquidificador' });
const kit = makeKit(50, makeItem(10, {}, { nome: 'Jogo de Panelas' }), [makeItem(11, {}, { nome: 'Faqueiro' })], 'Kit Cozinha');
const response = (over: Partial<ListItemsResponse> = {}): ListItemsResponse => ({
  items: [banheira, vendido],
  kits: [kit],
  stats: { total: 4 },
  lista: makeLista({ id: 7, titulo: 'Casamento Ana e Bruno' }),
  ...over,
});

let fetchItems: jest.SpyInstance;
let createKit: jest.SpyInstance;
beforeEach(() => {
  mockLookups();
  fetchItems = jest.spyOn(areaApi, 'fetchListItems').mockResolvedValue(response());
  createKit = jest.spyOn(areaApi, 'createKit').mockResolvedValue({ message: 'ok', kitId: 60, created: true, items: [] });
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const render = (anchorId = 3) => renderScreen(<KitBuilderPage />, { route: `/funcionario/lista/7/kit/${anchorId}`, path: '/funcionario/lista/:listaId/kit/:anchorItemId' });
const addButton = () => screen.getByRole('button', { name: 'Adicionar ao kit' });
const saveButton = () => screen.getByRole('button', { name: 'Salvar kit' });

async function findProduct(user: UserEvent, code: string) {
  const input = screen.getByRole('textbox', { name: /Código do produto/ });
  await user.clear(input);
  await user.type(input, `${code}{Enter}`);
}
async function addProduct(user: UserEvent, code: string, quantity?: string) {
  await findProduct(user, code);
  await screen.findByRole('group', { name: 'Produto selecionado' });
  if (quantity) {
    const field = screen.getByRole('spinbutton', { name: /^Quantidade/ });
    await user.clear(field);
    await user.type(field, quantity);
  }
  await user.click(addButton());
}

describe('KitBuilderPage (§2 Kit builder, §4, §5 Kit)', () => {
  it("shows 'Criar Kit' around a loose item: back link, anchor badge, anchor, empty items and a disabled save", async () => {
    render();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Criar Kit' })).toBeInTheDocument();
    expect(fetchItems).toHaveBeenCalledWith(7, { search: undefined, status: 'todos' });
    expect(screen.getByText('Item âncora #3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos produtos' })).toHaveAttribute('href', '/funcionario/lista/7/produtos');
    expect(screen.getByText('Banheira')).toBeInTheDocument();
    expect(screen.getByText('Casamento Ana e Bruno')).toBeInTheDocument();
    expect(screen.getByText('Nenhum item adicionado ainda.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('Adicione ao menos 1 produto ao kit');
    // the estimate starts at the anchor's price, as the public kit price counts it
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 199,90');
    expect(screen.getByText('Inclui o item âncora.')).toBeInTheDocument();
  });

  it("shows 'Adicionar Item' for a kit's anchor, and refuses sold, member and unknown items", async () => {
    const { unmount } = render(10);
    expect(await screen.findByRole('heading', { name: 'Adicionar Item' })).toBeInTheDocument();
    expect(screen.getByText('Kit Cozinha · 1 item no kit')).toBeInTheDocument();
    // anchor (R$ 110,00) and member (R$ 111,00): the kit's public price before anything is added
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 221,00');
    expect(screen.getByText('Inclui o item âncora e os itens já no kit.')).toBeInTheDocument();
    unmount();
    for (const [id, text] of [
      [4, 'Este item já foi vendido: não é possível montar um kit com ele.'],
      [11, 'Este item faz parte de um kit: use o item âncora do kit.'],
      [99, 'Item não encontrado nesta lista.'],
    ] as const) {
      const view = render(id);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Salvar kit' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('disables adding without a product, while looking up, and with variants on but no size or colour', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Criar Kit' });
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Selecione um produto');

    await findProduct(user, '999999');
    expect(await screen.findByText('Produto não encontrado ou inativo.')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();

    await findProduct(user, '900001');
    const selected = await screen.findByRole('group', { name: 'Produto selecionado' });
    expect(within(selected).getByText('Camiseta Infantil Estampada')).toBeInTheDocument();
    expect(within(selected).getByText('Cód. 900001 · R$ 59,90')).toBeInTheDocument();
    expect(addButton()).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Selecione Tamanho ou Cor');
    expect(screen.getAllByText('Selecione Tamanho ou Cor').length).toBeGreaterThanOrEqual(2);
    const size = screen.getByRole('combobox', { name: 'Tamanho' });
    await user.click(size);
    await user.click(await screen.findByRole('option', { name: '6 anos' }));
    expect(addButton()).toBeEnabled();

    // turning variants off clears the choices: on again, nothing is chosen
    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    expect(screen.getByRole('combobox', { name: 'Tamanho' })).toHaveValue('');
    expect(addButton()).toBeDisabled();

    await user.click(within(selected).getByRole('button', { name: /Limpar/ }));
    expect(screen.queryByRole('group', { name: 'Produto selecionado' })).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it("says 'Quantidade mínima é 1' and adds nothing when the quantity is below 1", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Criar Kit' });
    await addProduct(user, '900005', '0');
    expect(await screen.findByText('Quantidade mínima é 1')).toBeInTheDocument();
    expect(screen.getByText('Nenhum item adicionado ainda.')).toBeInTheDocument();
  });

  it('lists the added items with photo, name, code and price; edits quantities (never below 1), descriptions; removes; sums', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Criar Kit' });
    await addProduct(user, '900005', '2');
    await addProduct(user, '900001');
    const table = screen.getByRole('table', { name: 'Itens a adicionar ao kit' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Foto', 'Produto', 'Código', 'Preço', 'Quantidade', 'Descrição', 'Remover']);
    expect(within(table).getByText('Jogo de Xícaras Porcelana')).toBeInTheDocument();
    expect(within(table).getByText('R$ 129,90')).toBeInTheDocument();
    expect(within(table).getByText('900001')).toBeInTheDocument();
    // the add part was reset after each add
    expect(screen.queryByRole('group', { name: 'Produto selecionado' })).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-items')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-quantity')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 519,60');

    const quantity = screen.getByRole('spinbutton', { name: 'Quantidade de Jogo de Xícaras Porcelana' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(screen.getByText('Mínimo 1')).toBeInTheDocument();
    expect(screen.getByTestId('summary-quantity')).toHaveTextContent('3'); // '0' is not taken
    await user.tab();
    expect(quantity).toHaveValue(2);
    expect(screen.queryByText('Mínimo 1')).not.toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(screen.getByTestId('summary-quantity')).toHaveTextContent('5');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 779,40');

    await user.type(screen.getByRole('textbox', { name: 'Descrição de Camiseta Infantil Estampada' }), 'Para o Theo');
    await user.click(screen.getByRole('button', { name: 'Remover Jogo de Xícaras Porcelana' }));
    expect(within(table).queryByText('Jogo de Xícaras Porcelana')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 259,80');
    expect(screen.getByRole('textbox', { name: 'Descrição de Camiseta Infantil Estampada' })).toHaveValue('Para o Theo');
  });

  it('saves the kit, toasts, and opens the products page', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Criar Kit' });
    await findProduct(user, '900001');
    await screen.findByRole('group', { name: 'Produto selecionado' });
    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    await user.click(screen.getByRole('combobox', { name: 'Cor' }));
    await user.click(await screen.findByRole('option', { name: 'Azul Marinho' }));
    await user.click(addButton());
    await addProduct(user, '900005');
    await user.click(saveButton());
    expect(createKit).toHaveBeenCalledWith({
      anchorItemId: 3,
      items: [
        { ordemProdServ: 321, quantidade: 1, descricao: null, variavel: true, tamanhoCodigo: null, corCodigo: 16 },
        { ordemProdServ: 325, quantidade: 1, descricao: null, variavel: false },
      ],
    });
    // the products page shows the toast: the message travels in the navigation state (shell's FlashToast)
    await waitFor(() => expect(currentLocation()).toBe('/funcionario/lista/7/produtos'));
    expect(currentState()).toEqual({ flash: { type: 'success', title: 'Kit criado com sucesso!' } });
  });

  it("toasts 'Item adicionado ao kit!' when adding to a kit, and 'Erro ao salvar kit' with the server's message on failure", async () => {
    const user = userEvent.setup();
    createKit.mockRejectedValueOnce(new ApiError('HTTP_ERROR', 409, 'x', { message: 'Item vendido não pode receber itens de kit.' }));
    createKit.mockResolvedValueOnce({ message: 'ok', kitId: 50, created: false, items: [] });
    render(10);
    await screen.findByRole('heading', { name: 'Adicionar Item' });
    await addProduct(user, '900005');
    await user.click(saveButton());
    expect(await screen.findByText('Erro ao salvar kit')).toBeInTheDocument();
    expect(screen.getByText('Item vendido não pode receber itens de kit.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/funcionario/lista/7/kit/10');
    await user.click(saveButton());
    // the products page shows the toast: the message travels in the navigation state (shell's FlashToast)
    await waitFor(() => expect(currentLocation()).toBe('/funcionario/lista/7/produtos'));
    expect(currentState()).toEqual({ flash: { type: 'success', title: 'Item adicionado ao kit!' } });
  });

  it("'Cancelar' goes back to the list's products", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Criar Kit' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(currentLocation()).toBe('/funcionario/lista/7/produtos');
  });
});

it('adding with a quantity of 0 focuses the quantity, described by its error', async () => {
  const user = userEvent.setup();
  mockLookups();
  jest.spyOn(areaApi, 'fetchListItems').mockResolvedValue({ items: [makeItem(3, {}, { nome: 'Banheira' })], kits: [], stats: { total: 1 }, lista: makeLista({ id: 7 }) });
  renderScreen(<KitBuilderPage />, { route: '/funcionario/lista/7/kit/3', path: '/funcionario/lista/:listaId/kit/:anchorItemId' });
  await user.type(await screen.findByRole('textbox', { name: /Código do produto/ }), '900005{Enter}');
  await screen.findByRole('group', { name: 'Produto selecionado' });
  const quantity = screen.getByRole('spinbutton', { name: /^Quantidade/ });
  await user.clear(quantity);
  await user.type(quantity, '0');
  await user.click(screen.getByRole('button', { name: 'Adicionar ao kit' }));
  await waitFor(() => expect(document.activeElement).toBe(quantity));
  await waitFor(() => expect(quantity).toHaveAccessibleDescription('Quantidade mínima é 1'));
  expect(screen.getByText('Nenhum item adicionado ainda.')).toBeInTheDocument();
});
