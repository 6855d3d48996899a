import 'shared-contracts/testing/polyfills';
import { currentLocation, makeItem, makeKit, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, PERMISSIONS } from 'shared-contracts';
import type { ListItemsResponse } from 'shared-contracts/area-api';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { signedIn, staffWith, superUser } from '../testing/users';
import { ListProductsPage } from './ListProductsPage';

const toalhas = makeItem(1, { quantidade: 2, descricao: 'Cor clara' }, { nome: 'Jogo de Toalhas', precos: [{ Preco: 89.9 }] });
const liquidificador = makeItem(2, { vendido: true }, { nome: 'Liquidificador' });
const vestido = makeItem(5, { variavel: true }, { nome: 'Vestido' });
const kit = makeKit(
  50,
  makeItem(3, {}, { nome: 'Banheira' }),
  [makeItem(4, {}, { nome: 'Toalha com capuz' }), makeItem(6, { vendido: true }, { nome: 'Sabonete' })],
  'Kit Banho',
);
const response = (over: Partial<ListItemsResponse> = {}): ListItemsResponse => ({
  items: [toalhas, liquidificador, vestido],
  kits: [kit],
  stats: { total: 6 },
  lista: makeLista({ id: 7 }),
  ...over,
});

let fetchItems: jest.SpyInstance;
beforeEach(() => {
  fetchItems = jest.spyOn(areaApi, 'fetchListItems').mockResolvedValue(response());
});
afterEach(() => {
  act(() => toaster.remove());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const render = (user = superUser) =>
  renderScreen(<ListProductsPage />, { route: '/funcionario/lista/7/produtos', path: '/funcionario/lista/:id/produtos', session: signedIn(user) });
const row = (id: number) => screen.getByTestId(`item-row-${id}`);
const lastQuery = () => fetchItems.mock.calls[fetchItems.mock.calls.length - 1];

describe('ListProductsPage (§2 Staff product management)', () => {
  it('shows the table with its columns, loose items and kits', async () => {
    render();
    expect(screen.getByText('Carregando produtos...')).toBeInTheDocument();
    expect(fetchItems).toHaveBeenCalledWith(7, { search: undefined, status: 'todos' });
    const table = await screen.findByRole('table', { name: 'Produtos da lista' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Imagem', 'Nome', 'Preço', 'Quantidade', 'Status', 'Ações']);
    expect(within(row(1)).getByText('Jogo de Toalhas')).toBeInTheDocument();
    expect(within(row(1)).getByText('R$ 89,90')).toBeInTheDocument();
    expect(within(row(1)).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(row(1)).getByText('Disponível')).toBeInTheDocument();
    expect(within(row(2)).getByText('Vendido', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo Produto' })).toHaveAttribute('href', '/listas/7/produtos/novo');
    expect(screen.getByText('6 produtos')).toBeInTheDocument();
  });

  it("shows 'Aceita cotas' and the progress of a gift in cotas (a kit on its anchor)", async () => {
    const sofa = makeItem(12, { aceitaCotas: true, cotas: { preco: 899, dado: 450, reservado: 0, aberto: 449, quantidade: 3 } }, { nome: 'Sofá' });
    const geladeira = makeItem(13, { aceitaCotas: true, cotas: null }, { nome: 'Geladeira' });
    const cotasKit = makeKit(55, makeItem(40, { aceitaCotas: true, cotas: { preco: 1200, dado: 0, reservado: 100, aberto: 1100, quantidade: 0 } }, { nome: 'Cama' }), [makeItem(41, {}, { nome: 'Colchão' })], 'Kit Quarto');
    fetchItems.mockResolvedValue(response({ items: [toalhas, sofa, geladeira], kits: [cotasKit] }));
    render();
    await screen.findByRole('table');
    expect(within(row(12)).getByText('Aceita cotas')).toBeInTheDocument();
    expect(within(row(12)).getByTestId('cotas-12')).toHaveTextContent('R$ 450,00 de R$ 899,00 em cotas · 3 cotas');
    expect(within(row(13)).getByText('Aceita cotas')).toBeInTheDocument();
    expect(within(row(13)).queryByText(/em cotas/)).not.toBeInTheDocument();
    expect(within(row(40)).getByText('Aceita cotas')).toBeInTheDocument();
    expect(within(row(40)).getByText('R$ 0,00 de R$ 1.200,00 em cotas')).toBeInTheDocument();
    expect(within(row(41)).queryByText('Aceita cotas')).not.toBeInTheDocument();
    expect(within(row(1)).queryByText('Aceita cotas')).not.toBeInTheDocument();
  });

  it('lists the available items and kits before the sold ones, each group in the API order', async () => {
    const soldKit = makeKit(52, makeItem(30, { vendido: true }, { nome: 'Berço' }), [makeItem(31, { vendido: true }, { nome: 'Colchão' })], 'Kit Quarto');
    fetchItems.mockResolvedValue(response({ kits: [soldKit, kit] }));
    render();
    const table = await screen.findByRole('table');
    const order = Array.from(table.querySelectorAll('[data-testid^="item-row-"]'), (el) => el.getAttribute('data-testid')!.replace('item-row-', ''));
    expect(order).toEqual(['1', '5', '3', '4', '6', '2', '30', '31']);
  });

  it('offers Editar and Remover only for unsold items', async () => {
    render();
    await screen.findByRole('table');
    const unsold = within(row(1));
    expect(unsold.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(unsold.getByRole('button', { name: 'Vendido' })).toBeInTheDocument();
    expect(unsold.getByRole('button', { name: 'Remover' })).toBeInTheDocument();
    expect(unsold.getByRole('link', { name: 'Criar Kit' })).toHaveAttribute('href', '/funcionario/lista/7/kit/1');
    const sold = within(row(2));
    expect(sold.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(sold.queryByRole('button', { name: 'Remover' })).not.toBeInTheDocument();
    expect(sold.getByRole('button', { name: 'Marcar como disponível' })).toBeInTheDocument();
    expect(sold.queryByRole('link', { name: 'Criar Kit' })).not.toBeInTheDocument();
  });

  it("offers no 'Adicionar Item' on a sold kit anchor", async () => {
    const soldKit = makeKit(51, makeItem(20, { vendido: true }, { nome: 'Berço' }), [makeItem(21, {}, { nome: 'Colchão' })], 'Kit Quarto');
    fetchItems.mockResolvedValue(response({ kits: [soldKit] }));
    render();
    await screen.findByRole('table');
    expect(within(row(20)).getByRole('button', { name: 'Marcar como disponível' })).toBeInTheDocument();
    expect(within(row(20)).queryByRole('link', { name: 'Adicionar Item' })).not.toBeInTheDocument();
  });

  it('links a variable item to its edit screen with the product in navigation state', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    const edit = within(row(5)).getByRole('link', { name: 'Editar' });
    expect(edit).toHaveAttribute('href', '/listas/7/itens/5/editar-variavel');
    await user.click(edit);
    expect(currentLocation()).toBe('/listas/7/itens/5/editar-variavel');
  });

  it("shows kits as a 'KIT' header, an 'Âncora' row and 'Membro' rows with their actions", async () => {
    render();
    await screen.findByRole('table');
    const header = screen.getByTestId('kit-header-50');
    expect(within(header).getByText('KIT')).toBeInTheDocument();
    expect(within(header).getByText('Kit Banho')).toBeInTheDocument();

    const anchor = within(row(3));
    expect(anchor.getByText('Âncora')).toBeInTheDocument();
    expect(anchor.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(anchor.getByRole('button', { name: 'Vendido' })).toBeInTheDocument();
    expect(anchor.getByRole('button', { name: 'Remover Kit' })).toBeInTheDocument();
    expect(anchor.getByRole('link', { name: 'Adicionar Item' })).toHaveAttribute('href', '/funcionario/lista/7/kit/3');

    const member = within(row(4));
    expect(member.getByText('Membro')).toBeInTheDocument();
    expect(member.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(member.getByRole('button', { name: 'Remover Item' })).toBeInTheDocument();
    expect(member.queryByRole('button', { name: 'Vendido' })).not.toBeInTheDocument();

    const soldMember = within(row(6));
    expect(soldMember.getByText('Membro')).toBeInTheDocument();
    expect(soldMember.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(soldMember.queryByRole('button', { name: 'Remover Item' })).not.toBeInTheDocument();
  });

  it('hides the changing actions without the permission to edit lists', async () => {
    render(staffWith(PERMISSIONS.verProdutosPorId));
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar Kit' })).not.toBeInTheDocument();
  });

  it('searches by name 400 ms after typing stops and filters by status', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    fetchItems.mockClear();
    await user.type(screen.getByPlaceholderText('Buscar por nome do produto...'), 'toalha');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(399);
    });
    expect(fetchItems).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(fetchItems).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toEqual([7, { search: 'toalha', status: 'todos' }]);
    await user.selectOptions(screen.getByLabelText('Status'), 'Vendidos');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(lastQuery()).toEqual([7, { search: 'toalha', status: 'vendido' }]);
    await user.selectOptions(screen.getByLabelText('Status'), 'Disponíveis');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(lastQuery()).toEqual([7, { search: 'toalha', status: 'disponivel' }]);
  });

  it("shows 'Nenhum produto encontrado' when nothing matches", async () => {
    fetchItems.mockResolvedValue(response({ items: [], kits: [], stats: { total: 0 } }));
    render();
    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument();
  });

  describe('actions (each toasts and refreshes the table)', () => {
    it('removes an item after confirmation', async () => {
      const user = userEvent.setup();
      const remove = jest.spyOn(areaApi, 'removeListItem').mockResolvedValue({ message: 'ok' });
      render();
      await screen.findByRole('table');
      await user.click(within(row(1)).getByRole('button', { name: 'Remover' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Remover produto' });
      expect(within(dialog).getByText('Deseja remover "Jogo de Toalhas" da lista?')).toBeInTheDocument();
      const calls = fetchItems.mock.calls.length;
      await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
      expect(remove).toHaveBeenCalledWith(1, 7, 1001);
      expect(await screen.findByText('Item removido com sucesso')).toBeInTheDocument();
      await waitFor(() => expect(fetchItems.mock.calls.length).toBeGreaterThan(calls));
    });

    it('names the size and colour of a variant item in the remove confirmations', async () => {
      const user = userEvent.setup();
      const grade = { FotoUrl: null, Codigo: '900001-7', Tamanhos: { Codigo: 3, Nome: 'M' }, Cores: { Codigo: 1, Nome: 'Azul' } };
      const variant = makeItem(5, { variavel: true, grade }, { nome: 'Vestido' });
      const sizeOnly = makeItem(7, { variavel: true, grade: { ...grade, Cores: null } }, { nome: 'Sapato' });
      const member = makeItem(4, { grade: { ...grade, Tamanhos: null, Cores: { Codigo: 2, Nome: 'Rosa' } } }, { nome: 'Toalha com capuz' });
      fetchItems.mockResolvedValue(response({ items: [toalhas, variant, sizeOnly], kits: [{ ...kit, members: [member] }] }));
      render();
      await screen.findByRole('table');
      await user.click(within(row(5)).getByRole('button', { name: 'Remover' }));
      let dialog = await screen.findByRole('alertdialog', { name: 'Remover produto' });
      expect(within(dialog).getByText('Deseja remover "Vestido" (Tamanho M, Cor Azul) da lista?')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

      await user.click(within(row(7)).getByRole('button', { name: 'Remover' }));
      dialog = await screen.findByRole('alertdialog', { name: 'Remover produto' });
      expect(within(dialog).getByText('Deseja remover "Sapato" (Tamanho M) da lista?')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

      await user.click(within(row(4)).getByRole('button', { name: 'Remover Item' }));
      dialog = await screen.findByRole('alertdialog', { name: 'Remover item do kit' });
      expect(within(dialog).getByText('Deseja remover "Toalha com capuz" (Cor Rosa) do kit "Kit Banho"?')).toBeInTheDocument();
    });

    it('does not remove when the confirmation is cancelled', async () => {
      const user = userEvent.setup();
      const remove = jest.spyOn(areaApi, 'removeListItem');
      render();
      await screen.findByRole('table');
      await user.click(within(row(1)).getByRole('button', { name: 'Remover' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(remove).not.toHaveBeenCalled();
    });

    it('removes a kit and unlinks a member after confirmation', async () => {
      const user = userEvent.setup();
      const removeKit = jest.spyOn(areaApi, 'removeKit').mockResolvedValue({ message: 'ok' });
      const unlink = jest.spyOn(areaApi, 'unlinkKitMember').mockResolvedValue({ message: 'ok' });
      render();
      await screen.findByRole('table');
      await user.click(within(row(3)).getByRole('button', { name: 'Remover Kit' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Remover kit' })).getByRole('button', { name: 'Remover Kit' }));
      expect(removeKit).toHaveBeenCalledWith(3);
      expect(await screen.findByText('Kit removido com sucesso')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

      await user.click(within(row(4)).getByRole('button', { name: 'Remover Item' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Remover item do kit' });
      expect(within(dialog).getByText('Deseja remover "Toalha com capuz" do kit "Kit Banho"?')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Remover Item' }));
      expect(unlink).toHaveBeenCalledWith(4);
      expect(await screen.findByText('Item do kit removido com sucesso')).toBeInTheDocument();
    });

    it('toggles sold for items and kits', async () => {
      const user = userEvent.setup();
      const setSold = jest.spyOn(areaApi, 'setItemSold').mockResolvedValue({ listaProduto: toalhas });
      const setAnchor = jest.spyOn(areaApi, 'setAnchorSold').mockResolvedValue({ message: 'ok' });
      render();
      await screen.findByRole('table');
      await user.click(within(row(1)).getByRole('button', { name: 'Vendido' }));
      expect(setSold).toHaveBeenCalledWith(1, true);
      expect(await screen.findByText('Marcado como vendido')).toBeInTheDocument();
      await user.click(within(row(2)).getByRole('button', { name: 'Marcar como disponível' }));
      expect(setSold).toHaveBeenCalledWith(2, false);
      expect(await screen.findByText('Marcado como disponível')).toBeInTheDocument();
      await user.click(within(row(3)).getByRole('button', { name: 'Vendido' }));
      expect(setAnchor).toHaveBeenCalledWith(3, true);
      expect(await screen.findByText('Marcado kit como vendido')).toBeInTheDocument();
    });

    it("marks a sold kit anchor as available ('Marcado kit como disponível')", async () => {
      const user = userEvent.setup();
      const soldKit = makeKit(51, makeItem(8, { vendido: true }, { nome: 'Berço' }), [], 'Kit Quarto');
      fetchItems.mockResolvedValue(response({ items: [], kits: [soldKit] }));
      const setAnchor = jest.spyOn(areaApi, 'setAnchorSold').mockResolvedValue({ message: 'ok' });
      render();
      await screen.findByRole('table');
      expect(within(row(8)).queryByRole('button', { name: 'Remover Kit' })).not.toBeInTheDocument();
      expect(within(row(8)).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
      await user.click(within(row(8)).getByRole('button', { name: 'Marcar como disponível' }));
      expect(setAnchor).toHaveBeenCalledWith(8, false);
      expect(await screen.findByText('Marcado kit como disponível')).toBeInTheDocument();
    });

    it('edits quantity and description in a dialog (quantity at least 1)', async () => {
      const user = userEvent.setup();
      const update = jest.spyOn(areaApi, 'updateListItem').mockRejectedValueOnce(new Error('falhou')).mockResolvedValue({ listaProduto: toalhas });
      render();
      await screen.findByRole('table');
      await user.click(within(row(1)).getByRole('button', { name: 'Editar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar produto' });
      expect(within(dialog).getByText('Jogo de Toalhas')).toBeInTheDocument();
      expect(within(dialog).getByText('R$ 89,90')).toBeInTheDocument();
      const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantidade' });
      expect(quantity).toHaveValue(2);
      await user.clear(quantity);
      await user.type(quantity, '0');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await within(dialog).findByText('Quantidade deve ser maior que 0')).toBeInTheDocument();
      expect(update).not.toHaveBeenCalled();

      await user.clear(quantity);
      await user.type(quantity, '3');
      const description = within(dialog).getByRole('textbox', { name: 'Descrição' });
      await user.clear(description);
      await user.type(description, 'Azul');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(update).toHaveBeenCalledWith(1, { quantidade: 3, descricao: 'Azul', aceitaCotas: false });
      expect(await screen.findByText('Erro ao atualizar item')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Produto atualizado!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("edits 'Aceita cotas' (decision 043): starts from the item, is sent with the save, shows the API's refusal", async () => {
      const user = userEvent.setup();
      const sofa = makeItem(12, { aceitaCotas: true }, { nome: 'Sofá', precos: [{ Preco: 899 }] });
      fetchItems.mockResolvedValue(response({ items: [toalhas, sofa], kits: [] }));
      const refusal = new ApiError('HTTP_ERROR', 400, 'Erro 400', { message: 'Só presentes a partir de R$ 300,00 podem aceitar cotas.' });
      const update = jest.spyOn(areaApi, 'updateListItem').mockRejectedValueOnce(refusal).mockResolvedValue({ listaProduto: toalhas });
      render();
      await screen.findByRole('table');

      await user.click(within(row(12)).getByRole('button', { name: 'Editar' }));
      let dialog = await screen.findByRole('dialog', { name: 'Editar produto' });
      expect(within(dialog).getByRole('checkbox', { name: 'Aceita cotas' })).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(within(row(1)).getByRole('button', { name: 'Editar' }));
      dialog = await screen.findByRole('dialog', { name: 'Editar produto' });
      const box = within(dialog).getByRole('checkbox', { name: 'Aceita cotas' });
      expect(box).not.toBeChecked();
      await user.click(box);
      expect(box).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(update).toHaveBeenCalledWith(1, { quantidade: 2, descricao: 'Cor clara', aceitaCotas: true });
      expect(await screen.findByText('Erro ao atualizar item')).toBeInTheDocument();
      expect(screen.getByText('Só presentes a partir de R$ 300,00 podem aceitar cotas.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Editar produto' })).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(update).toHaveBeenLastCalledWith(1, { quantidade: 2, descricao: 'Cor clara', aceitaCotas: true });
      expect(await screen.findByText('Produto atualizado!')).toBeInTheDocument();
    });

    it("offers 'Aceita cotas' on a kit's anchor (the whole kit) and not on its members", async () => {
      const user = userEvent.setup();
      const update = jest.spyOn(areaApi, 'updateListItem').mockResolvedValue({ listaProduto: toalhas });
      render();
      await screen.findByRole('table');
      await user.click(within(row(3)).getByRole('button', { name: 'Editar' }));
      let dialog = await screen.findByRole('dialog', { name: 'Editar produto' });
      expect(within(dialog).getByText('Vale para o kit inteiro: os convidados podem se juntar e dar o kit em cotas.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Aceita cotas' }));
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(update).toHaveBeenCalledWith(3, { quantidade: 1, descricao: null, aceitaCotas: true });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(within(row(4)).getByRole('button', { name: 'Editar' }));
      dialog = await screen.findByRole('dialog', { name: 'Editar produto' });
      expect(within(dialog).queryByRole('checkbox', { name: 'Aceita cotas' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(update).toHaveBeenLastCalledWith(4, { quantidade: 1, descricao: null });
    });

    it('replaces the image only for products without an online-store code', async () => {
      const user = userEvent.setup();
      const shopify = makeItem(9, {}, { nome: 'Cafeteira', codigo_shopify: '123', isShopify_Ativo: true });
      fetchItems.mockResolvedValue(response({ items: [toalhas, shopify], kits: [] }));
      const replace = jest.spyOn(areaApi, 'updateProductImage').mockResolvedValue({ fotoUrl: '/produtos/novo.jpg' });
      render();
      await screen.findByRole('table');
      await user.click(within(row(9)).getByRole('button', { name: 'Editar' }));
      let dialog = await screen.findByRole('dialog', { name: 'Editar produto' });
      expect(within(dialog).getByText('Imagem não editável')).toBeInTheDocument();
      expect(within(dialog).getByText('Este produto está vinculado ao Shopify. A imagem deve ser gerenciada no Shopify.')).toBeInTheDocument();
      expect(within(dialog).queryByLabelText('Trocar imagem')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(within(row(1)).getByRole('button', { name: 'Editar' }));
      dialog = await screen.findByRole('dialog', { name: 'Editar produto' });
      const file = new File(['png'], 'toalha.png', { type: 'image/png' });
      await user.upload(within(dialog).getByLabelText('Trocar imagem'), file);
      expect(replace).toHaveBeenCalledWith('P1', file, undefined);
      expect(await screen.findByText('Imagem atualizada com sucesso!')).toBeInTheDocument();
    });
  });

  it('shows a load error with a retry', async () => {
    fetchItems.mockRejectedValue(new ApiError('HTTP_ERROR', 403, 'Erro 403', { message: 'Sem permissão' }));
    render();
    expect(await screen.findByText('Erro ao carregar os produtos')).toBeInTheDocument();
    expect(screen.getByText('Sem permissão')).toBeInTheDocument();
  });
});
