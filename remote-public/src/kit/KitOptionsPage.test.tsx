import 'shared-contracts/testing/polyfills';
import { currentLocation, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, type KitOptionsState, type KitPurchaseItem } from 'shared-contracts';
import { toaster } from 'shared-contracts/ui';
import { redirectTo } from '../give/redirect';
import { KitOptionsPage } from './KitOptionsPage';

jest.mock('../give/redirect', () => ({ redirectTo: jest.fn() }));

const line = (id: number, over: Partial<KitPurchaseItem> = {}): KitPurchaseItem => ({
  id,
  nome: `Produto ${id}`,
  codigo: `10${id}`,
  codigo_shopify: String(7400 + id),
  quantidade: 1,
  unitPrice: 100,
  ok: true,
  ...over,
});
const kitState: KitOptionsState = {
  title: 'Kit Cozinha Completa',
  items: [
    line(7, { nome: 'Babador Impermeável', quantidade: 2, unitPrice: 41.9, descricao: 'Dois, por favor', corNome: 'Azul', tamanhoNome: 'P', fotoGradeUrl: '/g/7.jpg' }),
    line(8, { nome: 'Aparelho de Jantar', unitPrice: 636.9 }),
    line(9, { nome: 'Cafeteira Elétrica', unitPrice: 449.9, ok: false }),
  ],
  listaId: 1,
  listProductCodigo: 7,
  slug: 'casamento-maria-e-joao',
  showOnline: true,
  showOnlineAtivo: true,
  stores: [
    { id: 1, nome: 'Visual Fashion Shop', endereco: 'Av. FAB, 1200', ok: false },
    { id: 6, nome: 'Dular Baby Teen', endereco: 'Av. Padre Júlio', ok: true },
  ],
};
const at = (state?: unknown) => ({ route: { pathname: '/lista/kit', state }, path: '/lista/kit' });

let createCheckout: jest.SpyInstance;
beforeEach(() => {
  createCheckout = jest.spyOn(api, 'createCheckout').mockResolvedValue({ checkoutUrl: 'https://loja.test/cart/c/1?key=2' });
  (redirectTo as jest.Mock).mockClear();
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

describe('/lista/kit (§2 Kit purchase options)', () => {
  it("without state shows 'Nada para exibir.' and 'Voltar', which leads to the lists", async () => {
    const user = userEvent.setup();
    renderScreen(<KitOptionsPage />, at());
    expect(screen.getByRole('heading', { level: 1, name: 'Opções de compra' })).toBeInTheDocument();
    expect(screen.getByText('Nada para exibir.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(currentLocation()).toBe('/listas');
  });

  it('a state of the wrong shape is no state (never a crash)', () => {
    renderScreen(<KitOptionsPage />, at({ items: [{ id: 'x' }], stores: 3 }));
    expect(screen.getByText('Nada para exibir.')).toBeInTheDocument();
  });

  it('shows the title, every item with its fields, the grand total, the online section and the stores', () => {
    renderScreen(<KitOptionsPage />, at(kitState));
    expect(screen.getByRole('heading', { level: 1, name: 'Kit Cozinha Completa' })).toBeInTheDocument();
    const lines = screen.getAllByTestId('purchase-line');
    expect(lines).toHaveLength(3);
    const bib = within(lines[0]!);
    expect(bib.getByAltText('Babador Impermeável')).toHaveAttribute('src', 'http://assets.test/g/7.jpg');
    for (const text of ['CorAzul', 'TamanhoP', 'Preço unitárioR$ 41,90', 'Quantidade2', 'TotalR$ 83,80', 'Código107']) {
      expect(lines[0]).toHaveTextContent(text);
    }
    expect(bib.getByText('Dois, por favor')).toBeInTheDocument();
    expect(bib.queryByText('Indisponível')).not.toBeInTheDocument();
    expect(within(lines[2]!).getByText('Indisponível')).toBeInTheDocument();
    // 2 × 41,90 + 636,90 + 449,90, and the gift bag (checked by default), as the review dialog's Total counts it
    expect(screen.getByTestId('kit-total')).toHaveTextContent(/^Total do kit com embalagem de presenteR\$\s1\.176,59$/);
    expect(screen.getByRole('heading', { name: 'Compre Online e Retire na Loja ou Receba em Casa' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Embalagem de presente/ })).toBeChecked();
    const stores = screen.getAllByTestId('store-option');
    expect(stores.map((s) => s.textContent)).toEqual([expect.stringMatching(/^Visual Fashion ShopEsgotado/), expect.stringMatching(/^Dular Baby TeenEm estoque/)]);
    expect(within(stores[1]!).getByRole('link', { name: /Abrir no Mapa/ })).toHaveTextContent('Abrir no Mapa');
  });

  it('the grand total counts the gift bag only while it is checked and the kit can be bought online, and says so', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(<KitOptionsPage />, at(kitState));
    await user.click(screen.getByRole('checkbox', { name: /^Embalagem de presente/ }));
    expect(screen.getByTestId('kit-total')).toHaveTextContent(/^Total do kitR\$\s1\.170,60$/);
    unmount();
    renderScreen(<KitOptionsPage />, at({ ...kitState, showOnline: false }));
    expect(screen.getByTestId('kit-total')).toHaveTextContent(/^Total do kitR\$\s1\.170,60$/);
  });

  it("'Comprar na loja online' sends the kit payload of the items that can be bought and goes to the checkout", async () => {
    const user = userEvent.setup();
    renderScreen(<KitOptionsPage />, at(kitState));
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(createCheckout).toHaveBeenCalledWith({
      isKit: true,
      items: [
        { productId: 'gid://shopify/ProductVariant/7407', quantity: 2 },
        { productId: 'gid://shopify/ProductVariant/7408', quantity: 1 },
      ],
      listId: 1,
      listProductId: 7,
      note: 'Lista #1 - item código 107',
      giftProductId: 'gid://shopify/ProductVariant/9000000000599',
      giftQuantity: 1,
      listSlug: 'casamento-maria-e-joao',
    });
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://loja.test/cart/c/1?key=2'));
  });

  it("sends 'Seu nome' and 'Mensagem' trimmed with the list's slug from the state", async () => {
    const user = userEvent.setup();
    renderScreen(<KitOptionsPage />, at(kitState));
    const online = within(screen.getByTestId('online-section'));
    await user.type(online.getByRole('textbox', { name: 'Seu nome (opcional)' }), 'Padrinhos ');
    await user.type(online.getByRole('textbox', { name: 'Mensagem (opcional)' }), ' Para a cozinha nova!');
    expect(online.getByTestId('message-counter')).toHaveTextContent('21/500');
    await user.click(online.getByRole('button', { name: 'Comprar na loja online' }));
    expect(createCheckout.mock.calls[0][0]).toMatchObject({ listSlug: 'casamento-maria-e-joao', giverName: 'Padrinhos', message: 'Para a cozinha nova!' });
  });

  it('refuses a message of 501 characters with the message and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<KitOptionsPage />, at(kitState));
    const message = screen.getByRole('textbox', { name: 'Mensagem (opcional)' });
    await user.click(message);
    await user.paste('m'.repeat(501));
    expect(screen.getByTestId('message-counter')).toHaveTextContent('501/500');
    await waitFor(() => expect(message).toHaveAccessibleErrorMessage('A mensagem pode ter no máximo 500 caracteres.'));
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(createCheckout).not.toHaveBeenCalled();
    expect(message).toHaveFocus();
  });

  it("an item without online code: 'Erro ao montar checkout do kit' with the item error, nothing sent", async () => {
    const user = userEvent.setup();
    renderScreen(<KitOptionsPage />, at({ ...kitState, items: [line(7), line(8, { codigo_shopify: '' })] }));
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(await screen.findByText('Erro ao montar checkout do kit')).toBeInTheDocument();
    expect(screen.getByText('Item 2 inválido: sem código para resolver o productId')).toBeInTheDocument();
    expect(createCheckout).not.toHaveBeenCalled();
  });

  it("a refused checkout shows 'Erro ao gerar o checkout' with the server's message", async () => {
    createCheckout.mockRejectedValue(new ApiError('HTTP_ERROR', 409, 'Erro 409', { message: 'Alguém já está presenteando este kit. Tente novamente em 12 minutos.' }));
    const user = userEvent.setup();
    renderScreen(<KitOptionsPage />, at(kitState));
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(await screen.findByText('Erro ao gerar o checkout')).toBeInTheDocument();
    expect(screen.getByText('Alguém já está presenteando este kit. Tente novamente em 12 minutos.')).toBeInTheDocument();
  });

  it("hides the online section unless the state shows it, disables it when inactive; 'Fechar' goes back to the list", async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(<KitOptionsPage />, at({ ...kitState, showOnline: false }));
    expect(screen.queryByTestId('online-section')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Compre na Loja Física' })).toBeInTheDocument();
    unmount();
    renderScreen(<KitOptionsPage />, at({ ...kitState, showOnlineAtivo: false, texts: { onlineTitle: 'Compre pelo site', unknownKey: 'x' } }));
    expect(screen.getByRole('heading', { name: 'Compre pelo site' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comprar na loja online' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Seu nome (opcional)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Mensagem (opcional)' })).toBeDisabled();
    expect(screen.getByText('A compra online deste kit não está disponível no momento.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(currentLocation()).toBe('/lista/casamento-maria-e-joao');
  });
});
