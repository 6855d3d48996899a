import 'shared-contracts/testing/polyfills';
import { makeItem, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, VALE_PRESENTE_MSG, type Lista } from 'shared-contracts';
import { toaster } from 'shared-contracts/ui';
import { PublicListPage } from '../PublicListPage';
import { redirectTo } from '../../give/redirect';

jest.mock('../../give/redirect', () => ({ redirectTo: jest.fn() }));

const route = { route: '/lista/casamento-ana-e-bruno', path: '/lista/:slug' };
const towel = makeItem(3, {}, { nome: 'Toalha de banho', codigo_shopify: '998877', isShopify_Ativo: true, precos: [{ Preco: 89.9 }] });
const list = (overrides: Partial<Lista> = {}) => makeLista({ produtosAvulsos: [towel], aceitaValePresente: true, ...overrides });

let fetchOptions: jest.SpyInstance;
let createCheckout: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(list());
  fetchOptions = jest.spyOn(api, 'fetchValePresenteOptions').mockResolvedValue({ valores: [50, 100, 200, 500] });
  createCheckout = jest.spyOn(api, 'createValePresenteCheckout').mockResolvedValue({ checkoutUrl: 'https://loja.test/cart/c/vp-1?key=k' });
  (redirectTo as jest.Mock).mockClear();
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

/** Opens the list page, then the vale-presente dialog; returns the dialog's queries. */
async function openDialog() {
  const user = userEvent.setup();
  renderScreen(<PublicListPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Presentear com vale-presente' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Vale-presente' }));
  await dialog.findAllByRole('radio');
  return { user, dialog };
}

const submit = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'Comprar na loja online' });

describe('the vale-presente card on the list page', () => {
  it("shows 'Vale-presente', its line and its button above the gifts when the list takes one", async () => {
    renderScreen(<PublicListPage />, route);
    const card = within(await screen.findByTestId('vale-presente-card'));
    expect(card.getByRole('heading', { name: 'Vale-presente' })).toBeInTheDocument();
    expect(card.getByText('Prefere dar um crédito? O vale-presente chega por e-mail para quem criou a lista usar na loja online.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Presentear com vale-presente' })).toBeEnabled();
    // in the gifts section, before the first gift card
    const section = screen.getByRole('region', { name: 'Lista de Presentes' });
    expect(section).toContainElement(screen.getByTestId('vale-presente-card'));
    expect(screen.getByTestId('vale-presente-card').compareDocumentPosition(screen.getAllByTestId('gift-card')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // the options load only with the dialog
    expect(fetchOptions).not.toHaveBeenCalled();
  });

  it.each([
    ['false', false],
    ['absent', undefined],
  ])('is not shown when aceitaValePresente is %s', async (_, aceita) => {
    jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(list({ aceitaValePresente: aceita }));
    renderScreen(<PublicListPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
    expect(screen.queryByTestId('vale-presente-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Presentear com vale-presente' })).not.toBeInTheDocument();
  });
});

describe('the vale-presente dialog', () => {
  it('lists the denominations as radios labelled in reais, none chosen, with the note and the buttons', async () => {
    const { dialog } = await openDialog();
    const radios = dialog.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['50', '100', '200', '500']);
    for (const [i, label] of [/^R\$\s50,00$/, /^R\$\s100,00$/, /^R\$\s200,00$/, /^R\$\s500,00$/].entries()) {
      expect(dialog.getByRole('radio', { name: label })).toBe(radios[i]);
    }
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(dialog.getByRole('group', { name: /Valor/ })).toContainElement(radios[0]!);
    expect(dialog.getByRole('spinbutton', { name: /Quantidade/ })).toHaveValue(1);
    expect(dialog.getByRole('textbox', { name: /Seu nome/ })).toHaveValue('');
    expect(dialog.getByRole('textbox', { name: /Mensagem/ })).toHaveValue('');
    expect(dialog.getByTestId('message-counter')).toHaveTextContent('0/500');
    expect(dialog.getByText('O vale-presente é enviado por e-mail para quem criou a lista, com a sua mensagem.')).toBeInTheDocument();
    expect(dialog.getByTestId('vale-presente-total')).toHaveTextContent('');
    expect(submit(dialog)).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('chooses a value with the keyboard and shows the total (value × quantity)', async () => {
    const { user, dialog } = await openDialog();
    dialog.getByRole('radio', { name: /50,00$/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(dialog.getByRole('radio', { name: /^R\$\s100,00$/ })).toBeChecked();
    expect(dialog.getByTestId('vale-presente-total')).toHaveTextContent(/^Total: R\$\s100,00$/);
    await user.clear(dialog.getByRole('spinbutton', { name: /Quantidade/ }));
    await user.type(dialog.getByRole('spinbutton', { name: /Quantidade/ }), '2');
    expect(dialog.getByTestId('vale-presente-total')).toHaveTextContent(/^Total: R\$\s200,00$/);
  });

  it('asks for a value and a name, and focuses the first field in error', async () => {
    const { user, dialog } = await openDialog();
    await user.click(submit(dialog));
    expect(await dialog.findByText(VALE_PRESENTE_MSG.valueRequired)).toBeInTheDocument();
    expect(dialog.getByText(VALE_PRESENTE_MSG.nameRequired)).toBeInTheDocument();
    const first = dialog.getByRole('radio', { name: /^R\$\s50,00$/ });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(first).toHaveAccessibleDescription(VALE_PRESENTE_MSG.valueRequired));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Seu nome/ })).toHaveAccessibleDescription(VALE_PRESENTE_MSG.nameRequired));
    await waitFor(() => expect(first).toHaveFocus());
    expect(createCheckout).not.toHaveBeenCalled();
  });

  it('refuses a name over 120 characters, a message of 501 and a quantity of 11', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: /^R\$\s200,00$/ }));
    const quantity = dialog.getByRole('spinbutton', { name: /Quantidade/ });
    await user.clear(quantity);
    await user.type(quantity, '11');
    await user.click(dialog.getByRole('textbox', { name: /Seu nome/ }));
    await user.paste('a'.repeat(121));
    const message = dialog.getByRole('textbox', { name: /Mensagem/ });
    await user.click(message);
    await user.paste('m'.repeat(501));
    expect(dialog.getByTestId('message-counter')).toHaveTextContent('501/500');
    // over the limit the message's error shows at once
    expect(await dialog.findByText(VALE_PRESENTE_MSG.messageMax)).toBeInTheDocument();
    await user.click(submit(dialog));
    expect(await dialog.findByText(VALE_PRESENTE_MSG.quantity)).toBeInTheDocument();
    expect(dialog.getByText(VALE_PRESENTE_MSG.nameMax)).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(quantity).toHaveFocus());
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(expect.stringContaining(VALE_PRESENTE_MSG.quantity)));
    expect(dialog.queryByTestId('vale-presente-total')).toHaveTextContent('');
    expect(createCheckout).not.toHaveBeenCalled();
  });

  it('sends the value, quantity, trimmed name and message, then goes to the checkout', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: /^R\$\s100,00$/ }));
    const quantity = dialog.getByRole('spinbutton', { name: /Quantidade/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), '  Tia Rosa  ');
    await user.type(dialog.getByRole('textbox', { name: /Mensagem/ }), ' Felicidades!{Enter}Com carinho ');
    expect(dialog.getByTestId('vale-presente-total')).toHaveTextContent(/^Total: R\$\s200,00$/);
    await user.click(submit(dialog));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://loja.test/cart/c/vp-1?key=k'));
    expect(createCheckout).toHaveBeenCalledTimes(1);
    expect(createCheckout.mock.calls[0][0]).toStrictEqual({
      listId: 7,
      listSlug: 'casamento-ana-e-bruno',
      valor: 100,
      quantidade: 2,
      nome: 'Tia Rosa',
      mensagem: 'Felicidades!\nCom carinho',
    });
    expect(dialog.getByRole('button', { name: 'Redirecionando...' })).toBeDisabled();
  });

  it('leaves a blank message out of the body', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: /^R\$\s50,00$/ }));
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), 'Ana');
    await user.type(dialog.getByRole('textbox', { name: /Mensagem/ }), '   ');
    await user.click(submit(dialog));
    await waitFor(() => expect(createCheckout).toHaveBeenCalled());
    expect(createCheckout.mock.calls[0][0]).toStrictEqual({ listId: 7, listSlug: 'casamento-ana-e-bruno', valor: 50, quantidade: 1, nome: 'Ana' });
  });

  it("shows 'Erro ao gerar o checkout' with the API's message and stays open", async () => {
    createCheckout.mockRejectedValue(new ApiError('HTTP_ERROR', 422, 'Erro 422', { message: VALE_PRESENTE_MSG.notAccepted }));
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: /^R\$\s50,00$/ }));
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), 'Ana');
    await user.click(submit(dialog));
    expect(await screen.findByText('Erro ao gerar o checkout')).toBeInTheDocument();
    expect(screen.getByText(VALE_PRESENTE_MSG.notAccepted)).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
    await waitFor(() => expect(submit(dialog)).toBeEnabled());
    expect(dialog.getByRole('textbox', { name: /Seu nome/ })).toHaveValue('Ana');
  });

  it('closes on a 409 (the list stopped taking it) and refreshes the list, which hides the card', async () => {
    createCheckout.mockRejectedValue(new ApiError('HTTP_ERROR', 409, 'Erro 409', { message: VALE_PRESENTE_MSG.notAccepted }));
    const { user, dialog } = await openDialog();
    jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(list({ aceitaValePresente: false }));
    await user.click(dialog.getByRole('radio', { name: /^R\$\s50,00$/ }));
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), 'Ana');
    await user.click(submit(dialog));
    expect(await screen.findByText('Erro ao gerar o checkout')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vale-presente' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByTestId('vale-presente-card')).not.toBeInTheDocument());
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("shows 'Checkout criado, mas sem URL' when the store gives no address", async () => {
    createCheckout.mockResolvedValue({ checkoutUrl: null });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: /^R\$\s50,00$/ }));
    await user.type(dialog.getByRole('textbox', { name: /Seu nome/ }), 'Ana');
    await user.click(submit(dialog));
    expect(await screen.findByText('Checkout criado, mas sem URL')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("shows 'Carregando valores...', then a failure with 'Tentar novamente' that loads them", async () => {
    let fail: (error: unknown) => void = () => undefined;
    fetchOptions.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const user = userEvent.setup();
    renderScreen(<PublicListPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Presentear com vale-presente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Vale-presente' }));
    expect(dialog.getByText('Carregando valores...')).toBeInTheDocument();
    await act(async () => fail(new ApiError('NETWORK_ERROR', 0, 'Falha de rede')));
    expect(await dialog.findByText('Não foi possível carregar os valores do vale-presente.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Comprar na loja online' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    expect(await dialog.findByRole('radio', { name: /^R\$\s500,00$/ })).toBeInTheDocument();
  });

  it('says the vale-presente is unavailable, with no purchase, when the store sells none', async () => {
    fetchOptions.mockResolvedValue({ valores: [] });
    const user = userEvent.setup();
    renderScreen(<PublicListPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Presentear com vale-presente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Vale-presente' }));
    expect(await dialog.findByText(VALE_PRESENTE_MSG.unavailable)).toBeInTheDocument();
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Comprar na loja online' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vale-presente' })).not.toBeInTheDocument());
  });
});
