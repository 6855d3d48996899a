import 'shared-contracts/testing/polyfills';
import { currentLocation, makeItem, makeKit, makeLista, renderScreen, testSession } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from 'shared-contracts';
import { toaster } from 'shared-contracts/ui';
import { PublicListPage } from '../list/PublicListPage';
import { GiveDialog } from './GiveDialog';
import { redirectTo } from './redirect';

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));

const route = { route: '/lista/casamento-ana-e-bruno', path: '/lista/:slug' };
const towel = makeItem(
  3,
  {
    quantidade: 2,
    descricao: 'Preferência pela cor azul',
    estoquePorFilial: [
      { ordemFilial: 1, quantidade: 3 },
      { ordemFilial: 4, quantidade: 0 },
      { ordemFilial: 6, quantidade: 0 },
      { ordemFilial: 10, quantidade: 1 },
    ],
    grade: { FotoUrl: '/grade/3-azul.jpg', Codigo: 'G3', Cores: { Codigo: 1, Nome: 'Azul' }, Tamanhos: { Codigo: 2, Nome: 'G' } },
  },
  { nome: 'Toalha de banho', codigo: '100021', codigo_shopify: '998877', isShopify_Ativo: true, precos: [{ Preco: 89.9 }] },
);
const offline = makeItem(4, {}, { nome: 'Porta-retrato', codigo: '100028' });
const kit = makeKit(60, makeItem(20, {}, { nome: 'Cafeteira', codigo_shopify: '1', isShopify_Ativo: true }), [makeItem(21, {}, { nome: 'Xícara', codigo_shopify: '2', isShopify_Ativo: true })], 'Kit Café');

let createCheckout: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(makeLista({ produtosAvulsos: [towel, offline], kits: [{ ...kit, online: true }] }));
  createCheckout = jest.spyOn(api, 'createCheckout').mockResolvedValue({ checkoutUrl: 'https://loja.test/cart/c/c1-abc?key=k' });
  (redirectTo as jest.Mock).mockClear();
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

async function openDialog(name: string) {
  const user = userEvent.setup();
  renderScreen(<PublicListPage />, route);
  await user.click(await screen.findByRole('button', { name: `Presentear: ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Revise o seu presente' });
  return { user, dialog: within(dialog) };
}

describe('the purchase review dialog (§2, §4 Online purchase)', () => {
  it('shows the review line, the online section with the gift bag checked, and the stores', async () => {
    const { dialog } = await openDialog('Toalha de banho');
    expect(dialog.getByAltText('Toalha de banho')).toHaveAttribute('src', 'http://assets.test/grade/3-azul.jpg');
    expect(dialog.getByRole('heading', { name: 'Toalha de banho' })).toBeInTheDocument();
    const rows: Array<[string, string]> = [
      ['Cor', 'Azul'],
      ['Tamanho', 'G'],
      ['Preço unitário', 'R$ 89,90'],
      ['Quantidade', '2'],
      // 2 × 89,90 plus the gift bag (checked by default)
      ['Total com embalagem de presente', 'R$ 185,79'],
      ['Código', '100021'],
    ];
    for (const [label, value] of rows) {
      expect(dialog.getByText(label).parentElement).toHaveTextContent(`${label}${value}`);
    }
    expect(dialog.getByText('Preferência pela cor azul')).toBeInTheDocument();

    const online = within(screen.getByTestId('online-section'));
    expect(online.getByRole('heading', { name: 'Compre Online e Retire na Loja ou Receba em Casa' })).toBeInTheDocument();
    expect(online.getByText('Entrega em até 1 dia útil para Macapá e Santana. Para outras cidades, consulte o prazo no site.')).toBeInTheDocument();
    expect(online.getByRole('checkbox', { name: /^Embalagem de presente \(R\$\s5,99\)$/ })).toBeChecked();
    expect(online.getByRole('button', { name: 'Comprar na loja online' })).toBeEnabled();

    const stores = within(screen.getByTestId('store-section'));
    expect(stores.getByRole('heading', { name: 'Compre na Loja Física' })).toBeInTheDocument();
    expect(stores.getByText('Convidados ganham 10% de desconto no Pix à vista e 5% no débito e no crédito.')).toBeInTheDocument();
    expect(stores.getByText('Apresente o código da lista: 7')).toBeInTheDocument();
    const options = screen.getAllByTestId('store-option').map((o) => o.textContent);
    expect(options).toEqual([
      expect.stringMatching(/^Visual Fashion ShopEm estoqueAv\. FAB, 1200/),
      expect.stringMatching(/^Visual Fashion SantanaEsgotadoRua Cláudio Lúcio Monteiro/),
      expect.stringMatching(/^Dular Baby TeenEsgotado/),
      expect.stringMatching(/^Dular Free ShopEm estoque/),
    ]);
    expect(stores.getByRole('link', { name: 'Abrir no Mapa: Dular Free Shop (abre em nova aba)' }).getAttribute('href')).toContain('google.com/maps/search');
  });

  it("'Comprar na loja online' sends the §7 payload with the gift bag and goes to the checkout", async () => {
    let answer!: (v: { checkoutUrl: string }) => void;
    createCheckout.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = await openDialog('Toalha de banho');
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(createCheckout).toHaveBeenCalledWith({
      productId: 'gid://shopify/ProductVariant/998877',
      quantity: 2,
      listId: 7,
      listProductId: 3,
      note: 'Lista #7 - item código 100021',
      giftProductId: 'gid://shopify/ProductVariant/9000000000599',
      giftQuantity: 1,
      listSlug: 'casamento-ana-e-bruno',
    });
    expect(await screen.findByText('Redirecionando...')).toBeInTheDocument();
    await act(async () => answer({ checkoutUrl: 'https://loja.test/cart/c/c1-abc?key=k' }));
    expect(redirectTo).toHaveBeenCalledWith('https://loja.test/cart/c/c1-abc?key=k');
  });

  it("sends 'Seu nome' and 'Mensagem' trimmed with the list page's slug", async () => {
    const { user } = await openDialog('Toalha de banho');
    const online = within(screen.getByTestId('online-section'));
    expect(online.getByText('Sua mensagem chega ao dono da lista junto com o presente.')).toBeInTheDocument();
    expect(online.getByTestId('message-counter')).toHaveTextContent('0/500');
    await user.type(online.getByRole('textbox', { name: /^Seu nome/ }), '  Tia Rosa ');
    const message = online.getByRole('textbox', { name: 'Mensagem (opcional)' });
    expect(message).toHaveAccessibleDescription('Sua mensagem chega ao dono da lista junto com o presente. 0/500');
    await user.type(message, 'Felicidades!{Enter}Com carinho.');
    expect(online.getByTestId('message-counter')).toHaveTextContent('25/500');
    await user.click(online.getByRole('button', { name: 'Comprar na loja online' }));
    expect(createCheckout).toHaveBeenCalledTimes(1);
    expect(createCheckout.mock.calls[0][0]).toMatchObject({ listSlug: 'casamento-ana-e-bruno', giverName: 'Tia Rosa', message: 'Felicidades!\nCom carinho.' });
  });

  it('leaves the name and message out when blank', async () => {
    const { user } = await openDialog('Toalha de banho');
    await user.type(screen.getByRole('textbox', { name: /^Seu nome/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(createCheckout.mock.calls[0][0]).not.toHaveProperty('giverName');
    expect(createCheckout.mock.calls[0][0]).not.toHaveProperty('message');
  });

  it("refuses the 501st character of the message with the message, sends nothing and focuses the field until it is fixed", async () => {
    const { user } = await openDialog('Toalha de banho');
    const message = screen.getByRole('textbox', { name: /^Mensagem/ });
    await user.click(message);
    await user.paste('a'.repeat(500));
    expect(screen.getByTestId('message-counter')).toHaveTextContent('500/500');
    expect(message).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('A mensagem pode ter no máximo 500 caracteres.')).not.toBeInTheDocument();
    await user.type(message, 'b');
    expect(screen.getByTestId('message-counter')).toHaveTextContent('501/500');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(message).toHaveAccessibleErrorMessage('A mensagem pode ter no máximo 500 caracteres.'));
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(createCheckout).not.toHaveBeenCalled();
    expect(message).toHaveFocus();
    await user.type(message, '{Backspace}');
    expect(screen.queryByText('A mensagem pode ter no máximo 500 caracteres.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(createCheckout.mock.calls[0][0]).toMatchObject({ message: 'a'.repeat(500) });
  });

  it("refuses a name of 121 characters with 'Nome muito longo (máximo 120 caracteres).'", async () => {
    const { user } = await openDialog('Toalha de banho');
    const name = screen.getByRole('textbox', { name: /^Seu nome/ });
    await user.click(name);
    await user.paste('N'.repeat(121));
    expect(screen.getByText('Nome muito longo (máximo 120 caracteres).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(createCheckout).not.toHaveBeenCalled();
    expect(name).toHaveFocus();
  });

  it('leaves the gift bag out when unchecked', async () => {
    const { user } = await openDialog('Toalha de banho');
    await user.click(screen.getByRole('checkbox', { name: /^Embalagem de presente/ }));
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(createCheckout.mock.calls[0][0]).not.toHaveProperty('giftProductId');
  });

  it("shows 'Erro ao gerar o checkout' with the server's message for a held gift, closes the dialog and refreshes the list", async () => {
    createCheckout.mockRejectedValue(new ApiError('HTTP_ERROR', 409, 'Erro 409', { message: 'Alguém já está presenteando este item. Tente novamente em 27 minutos.' }));
    const { user } = await openDialog('Toalha de banho');
    const fetches = (api.fetchListBySlug as jest.Mock).mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(await screen.findByText('Erro ao gerar o checkout')).toBeInTheDocument();
    expect(screen.getByText('Alguém já está presenteando este item. Tente novamente em 27 minutos.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revise o seu presente' })).not.toBeInTheDocument());
    await waitFor(() => expect((api.fetchListBySlug as jest.Mock).mock.calls.length).toBeGreaterThan(fetches));
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('keeps the dialog open, with what the guest wrote, when the store is unavailable (503), to try again', async () => {
    createCheckout.mockRejectedValue(new ApiError('HTTP_ERROR', 503, 'Erro 503', { message: 'A loja online está indisponível no momento. Tente novamente em instantes.' }));
    const { user, dialog } = await openDialog('Toalha de banho');
    await user.type(dialog.getByRole('textbox', { name: /Mensagem/ }), 'Felicidades!');
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(await screen.findByText('A loja online está indisponível no momento. Tente novamente em instantes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comprar na loja online' })).toBeEnabled());
    expect(dialog.getByRole('textbox', { name: /Mensagem/ })).toHaveValue('Felicidades!');
  });

  it("shows 'Checkout criado, mas sem URL' when the store gives no address", async () => {
    createCheckout.mockResolvedValue({ checkoutUrl: null });
    const { user } = await openDialog('Toalha de banho');
    await user.click(screen.getByRole('button', { name: 'Comprar na loja online' }));
    expect(await screen.findByText('Checkout criado, mas sem URL')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('has no online section for an item that is not Online (§4); Fechar closes it', async () => {
    const { user, dialog } = await openDialog('Porta-retrato');
    expect(dialog.getByRole('heading', { name: 'Porta-retrato' })).toBeInTheDocument();
    expect(screen.queryByTestId('online-section')).not.toBeInTheDocument();
    expect(screen.getByTestId('store-section')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why a gift has no online option: sold only in the stores, or its online sale paused', async () => {
    const storeOnly = makeItem(10, {}, { nome: 'Quadro' });
    const paused = makeItem(11, {}, { nome: 'Luminária', codigo_shopify: '77', isShopify_Ativo: false });
    const { unmount } = renderScreen(<GiveDialog item={storeOnly} listSlug="casamento-ana-e-bruno" onClose={() => {}} />);
    expect(await screen.findByTestId('online-missing')).toHaveTextContent('Este presente é vendido só nas lojas físicas: compre em uma das lojas abaixo.');
    unmount();
    renderScreen(<GiveDialog item={paused} listSlug="casamento-ana-e-bruno" onClose={() => {}} />);
    expect(await screen.findByTestId('online-missing')).toHaveTextContent('A venda online deste presente está pausada no momento: compre em uma das lojas abaixo.');
  });

  it("the Total is what the guest pays: the items plus the gift bag while it is checked", async () => {
    const plates = makeItem(5, { quantidade: 2 }, { nome: 'Jogo de pratos', codigo_shopify: '55', isShopify_Ativo: true, precos: [{ Preco: 58.95 }] });
    (api.fetchListBySlug as jest.Mock).mockResolvedValue(makeLista({ produtosAvulsos: [plates] }));
    const { user, dialog } = await openDialog('Jogo de pratos');
    expect(dialog.getByText('Total com embalagem de presente').parentElement).toHaveTextContent(/^Total com embalagem de presenteR\$\s123,89$/);
    await user.click(dialog.getByRole('checkbox', { name: /^Embalagem de presente/ }));
    expect(dialog.getByText('Total').parentElement).toHaveTextContent(/^TotalR\$\s117,90$/);
  });

  it('lists only the branches with stock for a gift not sold online (§4 Branch stock)', async () => {
    const frame = makeItem(8, { estoquePorFilial: [{ ordemFilial: 1, quantidade: 0 }, { ordemFilial: 4, quantidade: 2 }, { ordemFilial: 6, quantidade: -1 }] }, { nome: 'Abajur' });
    (api.fetchListBySlug as jest.Mock).mockResolvedValue(makeLista({ produtosAvulsos: [frame] }));
    await openDialog('Abajur');
    const options = screen.getAllByTestId('store-option').map((o) => o.textContent);
    expect(options).toEqual([expect.stringMatching(/^Visual Fashion SantanaEm estoque/)]);
    expect(screen.queryByText('Esgotado')).not.toBeInTheDocument();
  });

  it("says 'Sem disponibilidade no momento' when no branch has a gift not sold online", async () => {
    const gone = makeItem(9, { estoquePorFilial: [{ ordemFilial: 1, quantidade: 0 }] }, { nome: 'Vaso' });
    renderScreen(<GiveDialog item={gone} listSlug="casamento-ana-e-bruno" onClose={() => {}} />);
    const stores = within(await screen.findByTestId('store-section'));
    expect(stores.queryAllByTestId('store-option')).toHaveLength(0);
    expect(stores.getByText('Sem disponibilidade no momento')).toBeInTheDocument();
  });

  it('says before paying how long the gift stays reserved for the guest: the configured minutes, else 30 (docs/decisions/036)', async () => {
    const item = makeItem(10, { estoquePorFilial: [{ ordemFilial: 1, quantidade: 3 }] }, { nome: 'Jarra', codigo_shopify: '77', isShopify_Ativo: true });
    const { unmount } = renderScreen(<GiveDialog item={item} listSlug="casamento-ana-e-bruno" onClose={() => {}} />);
    expect(await screen.findByTestId('hold-note')).toHaveTextContent('Ao continuar, o presente fica reservado para você por 30 minutos para concluir o pagamento.');
    unmount();
    renderScreen(<GiveDialog item={item} listSlug="casamento-ana-e-bruno" onClose={() => {}} />, { session: { config: { ...testSession.config, giftHoldMinutes: 20 } } });
    expect(await screen.findByTestId('hold-note')).toHaveTextContent('por 20 minutos');
  });

  it("a kit's 'Presentear' opens /lista/kit", async () => {
    const user = userEvent.setup();
    renderScreen(<PublicListPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Presentear: Kit Café' }));
    await waitFor(() => expect(currentLocation()).toBe('/lista/kit'));
  });
});
