import 'shared-contracts/testing/polyfills';
import { makeItem, makeKit, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, COTA_MSG, type CotaProgress, type Lista, type ListProductItem, VALE_PRESENTE_MSG } from 'shared-contracts';
import { COTA_RULE_MSG } from 'shared-contracts/cota-rules';
import { toaster } from 'shared-contracts/ui';
import { PublicListPage } from '../PublicListPage';
import { redirectTo } from '../../give/redirect';
import { cotaBody, cotaValidation, parseReais } from './cotaForm';

jest.mock('../../give/redirect', () => ({ redirectTo: jest.fn() }));

const route = { route: '/lista/casamento-ana-e-bruno', path: '/lista/:slug' };
const progress = (overrides: Partial<CotaProgress> = {}): CotaProgress => ({ preco: 899, dado: 450, reservado: 0, aberto: 449, quantidade: 3, ...overrides });
const sofa = (cotas: Partial<CotaProgress> = {}, overrides: Partial<ListProductItem> = {}) =>
  makeItem(3, { aceitaCotas: true, cotas: progress(cotas), ...overrides }, { nome: 'Sofá', codigo_shopify: '998877', isShopify_Ativo: true, precos: [{ Preco: 899 }] });
const towel = makeItem(4, {}, { nome: 'Toalha de banho', precos: [{ Preco: 89.9 }] });
const list = (overrides: Partial<Lista> = {}) => makeLista({ produtosAvulsos: [sofa(), towel], aceitaValePresente: true, ...overrides });

let fetchOptions: jest.SpyInstance;
let createCheckout: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(list());
  fetchOptions = jest.spyOn(api, 'fetchValePresenteOptions').mockResolvedValue({ valores: [50, 100, 200, 500], cotas: { valores: [50, 100, 200, 500], precoMinimo: 300 } });
  createCheckout = jest.spyOn(api, 'createCotaCheckout').mockResolvedValue({ checkoutUrl: 'https://loja.test/cart/c/cota-1?key=k' });
  (redirectTo as jest.Mock).mockClear();
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const cardOf = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return within(heading.closest('[data-testid="gift-card"]') as HTMLElement);
};

/** Opens the list page, then the cota dialog of `gift`; returns the dialog's queries. */
async function openDialog(gift = 'Sofá') {
  const user = userEvent.setup();
  renderScreen(<PublicListPage />, route);
  await user.click(await screen.findByRole('button', { name: `Dar uma cota: ${gift}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Dar uma cota' }));
  await dialog.findAllByRole('radio');
  return { user, dialog };
}

/** `text` as Testing Library reads the page: Intl's no-break spaces ('R$\u00a0450,00') as plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const submit = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'Comprar na loja online' });

describe('cotas on the gift cards', () => {
  it('shows the progress text, a named bar and the count of cotas, with both buttons', async () => {
    renderScreen(<PublicListPage />, route);
    const card = await cardOf('Sofá');
    expect(card.getByText(plain(COTA_MSG.progress(450, 899)))).toBeInTheDocument();
    expect(card.getByText('R$ 450,00 de R$ 899,00 em cotas')).toBeInTheDocument();
    const bar = card.getByRole('progressbar', { name: 'Cotas do presente: 50%' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(card.getByText('3 cotas')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Presentear: Sofá' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Dar uma cota: Sofá' })).toHaveTextContent('Dar uma cota');
    // a gift without cotas shows neither
    const towelCard = await cardOf('Toalha de banho');
    expect(towelCard.queryByTestId('cota-progress')).not.toBeInTheDocument();
    expect(towelCard.queryByRole('button', { name: /Dar uma cota/ })).not.toBeInTheDocument();
    // the dialog's code and options load only on demand
    expect(fetchOptions).not.toHaveBeenCalled();
  });

  it("says 'Presenteado em cotas' instead of 'Adquirido' when the cotas paid for a sold gift", async () => {
    const soldTowel = makeItem(5, { vendido: true }, { nome: 'Jogo de panelas' });
    jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(list({ produtosAvulsos: [sofa({ dado: 899, aberto: 0, quantidade: 7 }, { vendido: true }), soldTowel] }));
    renderScreen(<PublicListPage />, route);
    const card = await cardOf('Sofá');
    expect(card.getByText('Presenteado em cotas')).toBeInTheDocument();
    expect(card.queryByText('Adquirido')).not.toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Cotas do presente: 100%' })).toHaveAttribute('aria-valuenow', '100');
    expect(card.getByText('7 cotas')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Dar uma cota/ })).not.toBeInTheDocument();
    // a gift sold otherwise keeps 'Adquirido'
    const other = await cardOf('Jogo de panelas');
    expect(other.getByText('Adquirido')).toBeInTheDocument();
    expect(other.queryByText('Presenteado em cotas')).not.toBeInTheDocument();
  });

  it("keeps 'Adquirido' on a sold gift whose cotas did not reach its price", async () => {
    jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(list({ produtosAvulsos: [sofa({ dado: 200, aberto: 0, quantidade: 1 }, { vendido: true })] }));
    renderScreen(<PublicListPage />, route);
    const card = await cardOf('Sofá');
    expect(card.getByText('Adquirido')).toBeInTheDocument();
    expect(card.queryByText('Presenteado em cotas')).not.toBeInTheDocument();
    expect(card.getByText('1 cota')).toBeInTheDocument();
  });

  it("offers no 'Dar uma cota' when nothing is open (the rest is held)", async () => {
    jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(list({ produtosAvulsos: [sofa({ dado: 699, reservado: 200, aberto: 0 })] }));
    renderScreen(<PublicListPage />, route);
    const card = await cardOf('Sofá');
    expect(card.getByText(plain(COTA_MSG.progress(699, 899)))).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Dar uma cota/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Dar uma cota')).not.toBeInTheDocument();
  });

  it.each([
    ['false', false],
    ['absent', undefined],
  ])("offers no 'Dar uma cota' when aceitaValePresente is %s, but still shows the progress", async (_, aceita) => {
    jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(list({ aceitaValePresente: aceita }));
    renderScreen(<PublicListPage />, route);
    const card = await cardOf('Sofá');
    expect(card.getByText(plain(COTA_MSG.progress(450, 899)))).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Presentear: Sofá' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Dar uma cota/ })).not.toBeInTheDocument();
  });

  it("shows a kit's cotas from its anchor and sends the anchor's id", async () => {
    const anchor = makeItem(20, { aceitaCotas: true, cotas: { preco: 1200, dado: 300, reservado: 0, aberto: 900, quantidade: 2 } }, { nome: 'Geladeira', precos: [{ Preco: 1000 }] });
    const kit = makeKit(60, anchor, [makeItem(21, {}, { nome: 'Forno', precos: [{ Preco: 200 }] })], 'Kit Cozinha');
    jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(list({ produtosAvulsos: [towel], kits: [kit] }));
    const user = userEvent.setup();
    renderScreen(<PublicListPage />, route);
    const kitCard = await cardOf('Kit Cozinha');
    expect(kitCard.getByText(plain(COTA_MSG.progress(300, 1200)))).toBeInTheDocument();
    expect(kitCard.getByRole('progressbar', { name: 'Cotas do presente: 25%' })).toBeInTheDocument();
    expect(kitCard.getByText('2 cotas')).toBeInTheDocument();
    await user.click(kitCard.getByRole('button', { name: 'Dar uma cota: Kit Cozinha' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dar uma cota' }));
    await dialog.findAllByRole('radio');
    expect(dialog.getByText('Kit Cozinha')).toBeInTheDocument();
    expect(dialog.getByTestId('cota-open')).toHaveTextContent(/^Em aberto: R\$\s900,00$/);
    // 500 fits what is open here
    expect(dialog.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['50', '100', '200', '500', 'outro']);
    await user.click(dialog.getByRole('radio', { name: /^R\$\s200,00$/ }));
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), 'Ana');
    await user.click(submit(dialog));
    await waitFor(() => expect(createCheckout).toHaveBeenCalledTimes(1));
    expect(createCheckout.mock.calls[0][0]).toStrictEqual({ listId: 7, listSlug: 'casamento-ana-e-bruno', listProductId: 20, valor: 200, nome: 'Ana' });
  });
});

describe('the cota dialog', () => {
  it('shows what is open and offers only the configured values that fit, then Outro valor', async () => {
    const { dialog } = await openDialog();
    expect(fetchOptions).toHaveBeenCalledTimes(1);
    expect(dialog.getByTestId('cota-open')).toHaveTextContent(/^Em aberto: R\$\s449,00$/);
    expect(dialog.getByText(plain(COTA_MSG.progress(450, 899)))).toBeInTheDocument();
    // R$ 449 open, cards of R$ 50: at most R$ 450, so R$ 500 is not offered
    const radios = dialog.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['50', '100', '200', 'outro']);
    expect(dialog.queryByRole('radio', { name: /500,00/ })).not.toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Outro valor' })).toBe(radios[3]);
    expect(dialog.getByRole('group', { name: /Valor da cota/ })).toContainElement(radios[0]!);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(dialog.getByRole('textbox', { name: /Seu nome/ })).toHaveValue('');
    expect(dialog.getByRole('textbox', { name: /Mensagem/ })).toHaveValue('');
    expect(dialog.getByTestId('message-counter')).toHaveTextContent('0/500');
    expect(dialog.getByTestId('cota-total')).toHaveTextContent('');
    expect(dialog.queryByRole('textbox', { name: /Outro valor/ })).not.toBeInTheDocument();
  });

  it('asks for a value and a name, and focuses the first field in error', async () => {
    const { user, dialog } = await openDialog();
    await user.click(submit(dialog));
    expect(await dialog.findByText(COTA_RULE_MSG.valueRequired)).toBeInTheDocument();
    expect(dialog.getByText(VALE_PRESENTE_MSG.nameRequired)).toBeInTheDocument();
    const first = dialog.getByRole('radio', { name: /^R\$\s50,00$/ });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(first).toHaveFocus());
    expect(createCheckout).not.toHaveBeenCalled();
  });

  it.each([
    ['below the minimum', '30', COTA_RULE_MSG.below(50)],
    ['above what is open allows', '600', COTA_RULE_MSG.above(450)],
    ['not whole reais', '150,50', COTA_RULE_MSG.wholeReais],
    ['not a number', 'cem', COTA_RULE_MSG.wholeReais],
    ['not made of the store cards', '175', COTA_RULE_MSG.notComposable([50, 100, 200, 500])],
  ])("refuses an 'Outro valor' %s with its message", async (_, typed, message) => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: 'Outro valor' }));
    const other = dialog.getByRole('textbox', { name: /Outro valor/ });
    expect(other).toHaveAccessibleDescription(/de R\$\s50,00 a R\$\s450,00/);
    await user.type(other, typed);
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), 'Ana');
    await user.click(submit(dialog));
    expect(await dialog.findByText(plain(message))).toBeInTheDocument();
    expect(other).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(other).toHaveFocus());
    await waitFor(() => expect(other).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(dialog.getByTestId('cota-total')).toHaveTextContent('');
    expect(createCheckout).not.toHaveBeenCalled();
  });

  it("sends a valid 'Outro valor' in whole reais with the trimmed name and message, then goes to the checkout", async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: 'Outro valor' }));
    await user.type(dialog.getByRole('textbox', { name: /Outro valor/ }), '250');
    expect(dialog.getByTestId('cota-total')).toHaveTextContent(/^Total: R\$\s250,00$/);
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), '  Tia Rosa  ');
    await user.type(dialog.getByRole('textbox', { name: /Mensagem/ }), ' Felicidades!{Enter}Com carinho ');
    await user.click(submit(dialog));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://loja.test/cart/c/cota-1?key=k'));
    expect(createCheckout).toHaveBeenCalledTimes(1);
    expect(createCheckout.mock.calls[0][0]).toStrictEqual({
      listId: 7,
      listSlug: 'casamento-ana-e-bruno',
      listProductId: 3,
      valor: 250,
      nome: 'Tia Rosa',
      mensagem: 'Felicidades!\nCom carinho',
    });
    expect(dialog.getByRole('button', { name: 'Redirecionando...' })).toBeDisabled();
  });

  it('sends a chosen value, leaving a blank message out, and shows its total', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: /^R\$\s100,00$/ }));
    expect(dialog.getByTestId('cota-total')).toHaveTextContent(/^Total: R\$\s100,00$/);
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), 'Ana');
    await user.type(dialog.getByRole('textbox', { name: /Mensagem/ }), '   ');
    await user.click(submit(dialog));
    await waitFor(() => expect(createCheckout).toHaveBeenCalled());
    expect(createCheckout.mock.calls[0][0]).toStrictEqual({ listId: 7, listSlug: 'casamento-ana-e-bruno', listProductId: 3, valor: 100, nome: 'Ana' });
  });

  it("shows a 409's message in the dialog, keeps what was typed and shows what is open after the refresh", async () => {
    createCheckout.mockRejectedValue(new ApiError('HTTP_ERROR', 409, 'Erro 409', { message: COTA_RULE_MSG.over(249) }));
    const { user, dialog } = await openDialog();
    jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(list({ produtosAvulsos: [sofa({ reservado: 200, aberto: 249 }), towel] }));
    await user.click(dialog.getByRole('radio', { name: /^R\$\s200,00$/ }));
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), 'Tia Rosa');
    await user.click(submit(dialog));
    const alert = within(await dialog.findByTestId('cota-error'));
    expect(alert.getByText('Erro ao gerar o checkout')).toBeInTheDocument();
    expect(alert.getByText(plain(COTA_RULE_MSG.over(249)))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Dar uma cota' })).toContainElement(dialog.getByRole('alert'));
    expect(redirectTo).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog.getByTestId('cota-open')).toHaveTextContent(/^Em aberto: R\$\s249,00$/));
    expect(dialog.getByRole('textbox', { name: /Seu nome/ })).toHaveValue('Tia Rosa');
    expect(dialog.getByRole('radio', { name: /^R\$\s200,00$/ })).toBeChecked();
    await waitFor(() => expect(submit(dialog)).toBeEnabled());
    // another try goes through with what was typed
    createCheckout.mockResolvedValue({ checkoutUrl: 'https://loja.test/cart/c/cota-2?key=k' });
    await user.click(submit(dialog));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://loja.test/cart/c/cota-2?key=k'));
    expect(createCheckout.mock.calls[1][0]).toMatchObject({ valor: 200, nome: 'Tia Rosa' });
  });

  it("shows a 429's message and 'Checkout criado, mas sem URL' in the dialog", async () => {
    createCheckout.mockRejectedValueOnce(new ApiError('HTTP_ERROR', 429, 'Erro 429', { message: 'Muitas tentativas. Tente novamente em 5 minutos.' }));
    createCheckout.mockResolvedValueOnce({ checkoutUrl: null });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: /^R\$\s50,00$/ }));
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), 'Ana');
    await user.click(submit(dialog));
    expect(await dialog.findByText('Muitas tentativas. Tente novamente em 5 minutos.')).toBeInTheDocument();
    await waitFor(() => expect(submit(dialog)).toBeEnabled());
    await user.click(submit(dialog));
    expect(await dialog.findByText('Checkout criado, mas sem URL')).toBeInTheDocument();
    expect(dialog.queryByText('Muitas tentativas. Tente novamente em 5 minutos.')).not.toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(dialog.getByRole('textbox', { name: /Seu nome/ })).toHaveValue('Ana');
  });

  it('says cotas are unavailable, with no purchase, when the store sells no gift cards', async () => {
    fetchOptions.mockResolvedValue({ valores: [] });
    const user = userEvent.setup();
    renderScreen(<PublicListPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Dar uma cota: Sofá' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dar uma cota' }));
    expect(await dialog.findByText(COTA_RULE_MSG.unavailable)).toBeInTheDocument();
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Comprar na loja online' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dar uma cota' })).not.toBeInTheDocument());
  });
});

describe('the cota form rules', () => {
  const rule = { abertoCents: 44_900, valores: [50, 100, 200], denominacoes: [50, 100] };

  it('reads whole reais as pt-BR writes them', () => {
    expect(parseReais('150')).toBe(150);
    expect(parseReais(' R$ 1.500 ')).toBe(1500);
    expect(parseReais('150,00')).toBe(150);
    expect(parseReais('150,50')).toBe(150.5);
    expect(Number.isNaN(parseReais('abc'))).toBe(true);
  });

  it("checks 'Outro valor' only when it is chosen", async () => {
    const schema = cotaValidation(rule);
    await expect(schema.validate({ escolha: '100', outro: 'lixo', nome: 'Ana', mensagem: '' })).resolves.toBeTruthy();
    await expect(schema.validate({ escolha: 'outro', outro: '30', nome: 'Ana', mensagem: '' })).rejects.toThrow(COTA_RULE_MSG.below(50));
    await expect(schema.validate({ escolha: 'outro', outro: '', nome: 'Ana', mensagem: '' })).rejects.toThrow(COTA_RULE_MSG.wholeReais);
    await expect(schema.validate({ escolha: '500', outro: '', nome: 'Ana', mensagem: '' })).rejects.toThrow(COTA_RULE_MSG.above(450));
  });

  it('builds the body with the value in whole reais', () => {
    expect(cotaBody({ id: 7, slug: 'x' }, 3, { escolha: 'outro', outro: '1.000', nome: ' Ana ', mensagem: ' oi ' })).toStrictEqual({
      listId: 7,
      listSlug: 'x',
      listProductId: 3,
      valor: 1000,
      nome: 'Ana',
      mensagem: 'oi',
    });
  });
});
