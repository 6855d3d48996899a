import 'shared-contracts/testing/polyfills';
import { currentLocation, currentState, makeItem, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { COTA_RULE_MSG } from 'shared-contracts/cota-rules';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { mockLookups } from '../testing/fixtures';
import { AddProductPage } from './AddProductPage';

let spies: ReturnType<typeof mockLookups>;
let fetchList: jest.SpyInstance;
let addItem: jest.SpyInstance;
let addVariant: jest.SpyInstance;
beforeEach(() => {
  spies = mockLookups();
  fetchList = jest.spyOn(areaApi, 'fetchList').mockResolvedValue(makeLista({ id: 7, titulo: 'Casamento Ana e Bruno' }));
  addItem = jest.spyOn(areaApi, 'addListItem').mockResolvedValue({ listaProduto: makeItem(90) });
  addVariant = jest.spyOn(areaApi, 'addVariantItem').mockResolvedValue({ listaProduto: makeItem(91) });
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const render = () => renderScreen(<AddProductPage />, { route: '/listas/7/produtos/novo', path: '/listas/:listaId/produtos/novo' });
const submit = () => screen.getByRole('button', { name: 'Adicionar' });
async function chooseProduct(user: UserEvent, code: string) {
  await user.type(screen.getByRole('textbox', { name: /Código do produto/ }), `${code}{Enter}`);
  await screen.findByRole('group', { name: 'Produto selecionado' });
}

/** Turns 'Possui variantes?' on and chooses the size '4 anos' and the colour 'Branco'. */
async function chooseVariant(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
  await user.click(screen.getByRole('combobox', { name: 'Tamanho' }));
  await user.click(await screen.findByRole('option', { name: '4 anos' }));
  await user.click(screen.getByRole('combobox', { name: 'Cor' }));
  await user.click(await screen.findByRole('option', { name: 'Branco' }));
}

describe('AddProductPage (§2 Add product to list, §5, §8)', () => {
  it('shows the form under the list title, with the size and colour lists only when variants are on', async () => {
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Adicionar produto à lista' })).toBeInTheDocument();
    expect(await screen.findByText('Casamento Ana e Bruno')).toBeInTheDocument();
    expect(fetchList).toHaveBeenCalledWith(7);
    expect(screen.getByRole('spinbutton', { name: /Quantidade/ })).toHaveValue(1);
    expect(screen.getByRole('textbox', { name: 'Descrição' }).tagName).toBe('TEXTAREA');
    expect(screen.queryByRole('combobox', { name: 'Tamanho' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    expect(screen.getByRole('combobox', { name: 'Tamanho' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cor' })).toBeInTheDocument();
    // §7: the add screen asks for 50 per page, newest names first
    await waitFor(() => expect(spies.fetchSizes).toHaveBeenCalledWith({ q: undefined, onlyActive: true, skip: 0, take: 50, orderBy: 'nome', sort: 'desc' }));
  });

  it("shows the §5 messages and calls nothing: 'Selecione um produto', 'Quantidade mínima é 1', 'Selecione Tamanho ou Cor'", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('Casamento Ana e Bruno');
    const quantity = screen.getByRole('spinbutton', { name: /Quantidade/ });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    await user.click(submit());
    expect(await screen.findByText('Selecione um produto')).toBeInTheDocument();
    expect(screen.getByText('Quantidade mínima é 1')).toBeInTheDocument();
    expect(screen.getAllByText('Selecione Tamanho ou Cor')).toHaveLength(2);
    expect(addItem).not.toHaveBeenCalled();
    expect(addVariant).not.toHaveBeenCalled();
  });

  it("adds a product without variants, toasts 'Item adicionado com sucesso!' and opens the products page", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    addItem.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve({ listaProduto: makeItem(90) }))));
    render();
    await screen.findByText('Casamento Ana e Bruno');
    await chooseProduct(user, '900005');
    const quantity = screen.getByRole('spinbutton', { name: /Quantidade/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(screen.getByRole('textbox', { name: 'Descrição' }), '  Para o café  ');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(addItem).toHaveBeenCalledWith({ listaId: 7, ordemProdServ: 325, quantidade: 2, descricao: 'Para o café', aceitaCotas: false });
    await act(async () => finish());
    // the products page shows the toast: the message travels in the navigation state (shell's FlashToast)
    await waitFor(() => expect(currentLocation()).toBe('/funcionario/lista/7/produtos'));
    expect(currentState()).toEqual({ flash: { type: 'success', title: 'Item adicionado com sucesso!' } });
  });

  it('adds the variant of the chosen size and colour', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('Casamento Ana e Bruno');
    await chooseProduct(user, '900001');
    await chooseVariant(user);
    await user.click(submit());
    await waitFor(() =>
      expect(addVariant).toHaveBeenCalledWith({ listaId: 7, ordemProdServ: 321, quantidade: 1, descricao: null, aceitaCotas: false, variavel: true, tamanhoCodigo: 8, corCodigo: 1 }),
    );
    expect(addItem).not.toHaveBeenCalled();
  });

  it("toasts 'Erro ao adicionar item' with the server's message and stays", async () => {
    const user = userEvent.setup();
    addVariant.mockRejectedValueOnce(new ApiError('HTTP_ERROR', 404, 'x', { message: 'Este produto não tem a variação escolhida de tamanho e cor.' }));
    render();
    await screen.findByText('Casamento Ana e Bruno');
    await chooseProduct(user, '900001');
    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    await user.click(screen.getByRole('combobox', { name: 'Tamanho' }));
    await user.click(await screen.findByRole('option', { name: 'P' }));
    await user.click(submit());
    expect(await screen.findByText('Erro ao adicionar item')).toBeInTheDocument();
    expect(screen.getByText('Este produto não tem a variação escolhida de tamanho e cor.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/listas/7/produtos/novo');
    expect(submit()).toBeEnabled();
  });

  it('lists the sizes and colours in their natural order, not Z to A as §7 sends them', async () => {
    const user = userEvent.setup();
    spies.fetchSizes.mockResolvedValue(['Único', 'PP', 'P', 'M', 'GG', 'G', '10 anos', '6 anos', '2 anos'].map((Nome, i) => ({ Codigo: 100 + i, Nome })));
    spies.fetchColours.mockResolvedValue(['Verde Menta', 'Branco', 'Azul Marinho', 'Azul', 'Âmbar', 'Amarelo'].map((Nome, i) => ({ Codigo: 200 + i, Nome })));
    render();
    await screen.findByText('Casamento Ana e Bruno');
    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    await user.click(screen.getByRole('combobox', { name: 'Tamanho' }));
    await screen.findByRole('option', { name: 'Único' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['PP', 'P', 'M', 'G', 'GG', '2 anos', '6 anos', '10 anos', 'Único']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Cor' }));
    await screen.findByRole('option', { name: 'Verde Menta' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Amarelo', 'Âmbar', 'Azul', 'Azul Marinho', 'Branco', 'Verde Menta']);
  });

  it("offers only the chosen product's sizes and colours, and disables a colour the chosen size lacks", async () => {
    const user = userEvent.setup();
    // the product comes in P (2) with Branco (1) and in 2 anos (7) with Branco and Azul Marinho (16)
    spies.fetchProduct.mockResolvedValue({
      ordem: 321,
      nome: 'Camiseta Infantil Estampada',
      fotoUrl: null,
      preco: 59.9,
      variantes: [
        { tamanhoCodigo: 2, corCodigo: 1 },
        { tamanhoCodigo: 7, corCodigo: 1 },
        { tamanhoCodigo: 7, corCodigo: 16 },
      ],
    });
    render();
    await screen.findByText('Casamento Ana e Bruno');
    await chooseProduct(user, '900001');
    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    await user.click(screen.getByRole('combobox', { name: 'Tamanho' }));
    await screen.findByRole('option', { name: 'P' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['P', '2 anos']);
    await user.click(screen.getByRole('option', { name: 'P' }));
    await user.click(screen.getByRole('combobox', { name: 'Cor' }));
    await screen.findByRole('option', { name: 'Branco' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Azul Marinho', 'Branco']);
    expect(screen.getByRole('option', { name: 'Azul Marinho' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Branco' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  describe("'Aceita cotas' (decision 043)", () => {
    const cotas = () => screen.getByRole('checkbox', { name: 'Aceita cotas' });

    it('starts unticked, with the help text of the staff dialog', async () => {
      render();
      await screen.findByText('Casamento Ana e Bruno');
      expect(cotas()).not.toBeChecked();
      expect(screen.getByText('Os convidados podem se juntar e dar este presente em cotas.')).toBeInTheDocument();
    });

    it('sends aceitaCotas true with a product without variants', async () => {
      const user = userEvent.setup();
      render();
      await screen.findByText('Casamento Ana e Bruno');
      await chooseProduct(user, '900005');
      await user.click(cotas());
      expect(cotas()).toBeChecked();
      await user.click(submit());
      await waitFor(() => expect(addItem).toHaveBeenCalledWith({ listaId: 7, ordemProdServ: 325, quantidade: 1, descricao: null, aceitaCotas: true }));
      expect(addVariant).not.toHaveBeenCalled();
    });

    it('sends aceitaCotas true with the variant of the chosen size and colour', async () => {
      const user = userEvent.setup();
      render();
      await screen.findByText('Casamento Ana e Bruno');
      await chooseProduct(user, '900001');
      await chooseVariant(user);
      await user.click(cotas());
      await user.click(submit());
      await waitFor(() =>
        expect(addVariant).toHaveBeenCalledWith({ listaId: 7, ordemProdServ: 321, quantidade: 1, descricao: null, aceitaCotas: true, variavel: true, tamanhoCodigo: 8, corCodigo: 1 }),
      );
      expect(addItem).not.toHaveBeenCalled();
    });

    it("shows the API's refusal below the minimum price (400) and stays", async () => {
      const user = userEvent.setup();
      addItem.mockRejectedValueOnce(new ApiError('HTTP_ERROR', 400, 'x', { message: COTA_RULE_MSG.belowMinimum(300) }));
      render();
      await screen.findByText('Casamento Ana e Bruno');
      await chooseProduct(user, '900005');
      await user.click(cotas());
      await user.click(submit());
      expect(await screen.findByText('Erro ao adicionar item')).toBeInTheDocument();
      expect(screen.getByText('Só presentes a partir de R$ 300,00 podem aceitar cotas.')).toBeInTheDocument();
      expect(currentLocation()).toBe('/listas/7/produtos/novo');
      expect(cotas()).toBeChecked();
    });
  });

  it('explains instead of showing the form on an archived list', async () => {
    fetchList.mockResolvedValue(makeLista({ id: 7, status: 'arquivado' }));
    render();
    expect(await screen.findByText('Esta lista está arquivada: restaure-a no painel para alterar os produtos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
  });
});

it('an empty submit focuses the product code, described by its error', async () => {
  const user = userEvent.setup();
  mockLookups();
  jest.spyOn(areaApi, 'fetchList').mockResolvedValue(makeLista({ id: 7, titulo: 'Casamento Ana e Bruno' }));
  const addItem = jest.spyOn(areaApi, 'addListItem');
  renderScreen(<AddProductPage />, { route: '/listas/7/produtos/novo', path: '/listas/:listaId/produtos/novo' });
  await screen.findByText('Casamento Ana e Bruno');
  await user.click(screen.getByRole('button', { name: 'Adicionar' }));
  const code = screen.getByRole('textbox', { name: /Código do produto/ });
  await waitFor(() => expect(document.activeElement).toBe(code));
  await waitFor(() => expect(code).toHaveAccessibleDescription('Selecione um produto'));
  expect(addItem).not.toHaveBeenCalled();
});
