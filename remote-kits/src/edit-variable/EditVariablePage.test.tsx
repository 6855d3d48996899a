import 'shared-contracts/testing/polyfills';
import { currentLocation, currentState, makeItem, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type EditVariableState } from 'shared-contracts';
import { COTA_RULE_MSG } from 'shared-contracts/cota-rules';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { mockLookups } from '../testing/fixtures';
import { EditVariablePage } from './EditVariablePage';

const product: EditVariableState = {
  nome: 'Camiseta Infantil Estampada',
  codigo: '900001',
  codigo_shopify: null,
  codigoGrade: '900001-1840',
  fotoUrl: '/static/seed/products/prod-900001.jpg',
  preco: 59.9,
  quantidade: 2,
  descricao: 'Para o Theo',
  tamanhoCodigoInicial: 8,
  corCodigoInicial: 1,
  tamanhoNomeInicial: '4 anos',
  corNomeInicial: 'Branco',
};

let spies: ReturnType<typeof mockLookups>;
let update: jest.SpyInstance;
beforeEach(() => {
  spies = mockLookups();
  update = jest.spyOn(areaApi, 'updateVariantItem').mockResolvedValue({ listaProduto: makeItem(40) });
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const PATH = '/listas/:listaId/itens/:itemId/editar-variavel';
const ADDRESS = '/listas/7/itens/40/editar-variavel';
const render = (state: unknown, pathname = ADDRESS) => renderScreen(<EditVariablePage />, { route: { pathname, state }, path: PATH });

describe('EditVariablePage (§2 Edit variable product, §4, §5 Product edit)', () => {
  it.each([
    ['no navigation state', undefined, ADDRESS],
    ['a state that is not a product', { nome: 'Sem código' }, ADDRESS],
    ['no item id', product, '/listas/7/itens/abc/editar-variavel'],
  ])('returns to the previous screen with %s', async (_label, state, pathname) => {
    render(state, pathname);
    await waitFor(() => expect(currentLocation()).toBe('/funcionario/lista/7/produtos'));
    expect(update).not.toHaveBeenCalled();
  });

  it('shows name and price read-only, the current values, the size and colour chosen, and the image replacement', async () => {
    render(product);
    expect(screen.getByRole('heading', { name: 'Editar produto (variável)' })).toBeInTheDocument();
    expect(screen.getByText('Camiseta Infantil Estampada')).toBeInTheDocument();
    expect(screen.getByText('R$ 59,90')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nome' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Quantidade/ })).toHaveValue(2);
    expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Para o Theo');
    expect(screen.getByRole('combobox', { name: 'Tamanho' })).toHaveValue('4 anos');
    expect(screen.getByRole('combobox', { name: 'Cor' })).toHaveValue('Branco');
    expect(screen.queryByRole('checkbox', { name: 'Possui variantes?' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Trocar imagem')).toHaveAttribute('accept', 'image/*');
    // §9: the edit screen asks for 100 per page
    await waitFor(() => expect(spies.fetchSizes).toHaveBeenCalledWith(expect.objectContaining({ take: 100, sort: 'desc' })));
  });

  it("shows 'Imagem não editável' and the Shopify message for a product of the online store", () => {
    render({ ...product, codigo_shopify: '7400000900002' });
    expect(screen.getByText('Imagem não editável')).toBeInTheDocument();
    expect(screen.getByText('Este produto está vinculado ao Shopify. A imagem deve ser gerenciada no Shopify.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Trocar imagem')).not.toBeInTheDocument();
  });

  it("replaces the variant's picture and shows the new one", async () => {
    const user = userEvent.setup();
    const upload = jest.spyOn(areaApi, 'updateProductImage').mockResolvedValue({ fotoUrl: '/static/uploads/produto/nova.png' });
    render(product);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'nova.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Trocar imagem'), file);
    expect(upload).toHaveBeenCalledWith('900001', file, '900001-1840');
    expect(await screen.findByText('Imagem atualizada com sucesso!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagem de Camiseta Infantil Estampada' })).toHaveAttribute('src', 'http://assets.test/static/uploads/produto/nova.png');
  });

  it("checks the quantity ('Quantidade deve ser maior que 0') and that a size or colour stays chosen", async () => {
    const user = userEvent.setup();
    render(product);
    const quantity = screen.getByRole('spinbutton', { name: /Quantidade/ });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Limpar tamanho' }));
    await user.click(screen.getByRole('button', { name: 'Limpar cor' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Quantidade deve ser maior que 0')).toBeInTheDocument();
    expect(screen.getAllByText('Selecione Tamanho ou Cor')).toHaveLength(2);
    expect(update).not.toHaveBeenCalled();
  });

  it("saves the new size, toasts 'Item atualizado com sucesso!' and returns", async () => {
    const user = userEvent.setup();
    render(product);
    await user.click(screen.getByRole('combobox', { name: 'Tamanho' }));
    await user.click(await screen.findByRole('option', { name: '6 anos' }));
    const quantity = screen.getByRole('spinbutton', { name: /Quantidade/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(40, { variavel: true, quantidade: 3, descricao: 'Para o Theo', tamanhoCodigo: 9, corCodigo: 1 }));
    // the products page shows the toast: the message travels in the navigation state (shell's FlashToast)
    await waitFor(() => expect(currentLocation()).toBe('/funcionario/lista/7/produtos'));
    expect(currentState()).toEqual({ flash: { type: 'success', title: 'Item atualizado com sucesso!' } });
  });

  it('lists the sizes in their natural order, the chosen one among them', async () => {
    const user = userEvent.setup();
    spies.fetchSizes.mockResolvedValue([
      { Codigo: 12, Nome: 'Único' },
      { Codigo: 2, Nome: 'P' },
      { Codigo: 3, Nome: 'M' },
      { Codigo: 11, Nome: '10 anos' },
      { Codigo: 9, Nome: '6 anos' },
    ]);
    render(product);
    await user.click(screen.getByRole('combobox', { name: 'Tamanho' }));
    await screen.findByRole('option', { name: 'Único' });
    // '4 anos' (the item's size, off this page) is kept in its place
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['P', 'M', '4 anos', '6 anos', '10 anos', 'Único']);
  });

  describe("'Aceita cotas' (decision 043)", () => {
    const cotas = () => screen.getByRole('checkbox', { name: 'Aceita cotas' });

    it('starts unticked for an item without cotas and saves without aceitaCotas (a kit member stays editable)', async () => {
      const user = userEvent.setup();
      render(product);
      expect(cotas()).not.toBeChecked();
      expect(screen.getByText('Os convidados podem se juntar e dar este presente em cotas.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(update).toHaveBeenCalledWith(40, { variavel: true, quantidade: 2, descricao: 'Para o Theo', tamanhoCodigo: 8, corCodigo: 1 }));
    });

    it('starts ticked from the state and sends aceitaCotas true on save', async () => {
      const user = userEvent.setup();
      render({ ...product, aceitaCotas: true });
      expect(cotas()).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() =>
        expect(update).toHaveBeenCalledWith(40, { variavel: true, quantidade: 2, descricao: 'Para o Theo', tamanhoCodigo: 8, corCodigo: 1, aceitaCotas: true }),
      );
    });

    it('sends aceitaCotas false when unticked, and true when ticked', async () => {
      const user = userEvent.setup();
      const { unmount } = render({ ...product, aceitaCotas: true });
      await user.click(cotas());
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(update).toHaveBeenLastCalledWith(40, expect.objectContaining({ aceitaCotas: false })));
      unmount();
      render(product);
      await user.click(cotas());
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(update).toHaveBeenLastCalledWith(40, expect.objectContaining({ aceitaCotas: true })));
    });

    it("shows the API's refusal below the minimum price (400) and stays", async () => {
      const user = userEvent.setup();
      update.mockRejectedValueOnce(new ApiError('HTTP_ERROR', 400, 'x', { message: COTA_RULE_MSG.belowMinimum(300) }));
      render({ ...product, aceitaCotas: true });
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Erro ao atualizar item')).toBeInTheDocument();
      expect(screen.getByText('Só presentes a partir de R$ 300,00 podem aceitar cotas.')).toBeInTheDocument();
      expect(currentLocation()).toBe(ADDRESS);
    });
  });

  it("toasts 'Erro ao atualizar item' with the server's message and stays", async () => {
    const user = userEvent.setup();
    update.mockRejectedValueOnce(new ApiError('HTTP_ERROR', 409, 'x', { message: 'Item vendido não pode ser editado.' }));
    render(product);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar item')).toBeInTheDocument();
    expect(screen.getByText('Item vendido não pode ser editado.')).toBeInTheDocument();
    expect(currentLocation()).toBe(ADDRESS);
  });
});
