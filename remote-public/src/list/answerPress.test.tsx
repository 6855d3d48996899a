import 'shared-contracts/testing/polyfills';
import { makeItem, makeKit, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { api, ApiError, swrKeys } from 'shared-contracts';
import { toaster } from 'shared-contracts/ui';
import { PublicListPage } from './PublicListPage';
import { onListRefresh } from './listRefresh';
import { answerGiftPress } from './answerPress';

const SLUG = 'casamento-ana-e-bruno';
const PAGE = `/lista/${SLUG}`;
const towel = makeItem(3, {}, { nome: 'Toalha de banho', codigo_shopify: '998877', isShopify_Ativo: true, precos: [{ Preco: 89.9 }] });
const sold = makeItem(1, { vendido: true }, { nome: 'Jogo de panelas' });
const kit = makeKit(60, makeItem(20, {}, { nome: 'Cafeteira' }), [makeItem(21, {}, { nome: 'Xícara' })], 'Kit Café');
const lista = makeLista({ slug: SLUG, produtosAvulsos: [towel, sold], kits: [kit] });
/** The page's server data, as the page server writes it (serialized SWR key → data). */
const data = { [unstable_serialize(swrKeys.publicList(SLUG))]: lista };

/** A 'Presentear' as the page sends it, with its gift key. */
function giveButton(key: string): HTMLElement {
  const button = document.createElement('button');
  button.setAttribute('data-gift', key);
  return button;
}

afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

describe("answering a gift's 'Presentear' pressed before the app ran (docs/decisions/048)", () => {
  it("gives the gift's review dialog, found in the page's data by the button's gift key", async () => {
    const answer = await answerGiftPress(giveButton('item-3'), data, PAGE);
    expect(answer).not.toBeNull();
    const close = jest.fn();
    renderScreen(<>{answer!(close)}</>);
    const dialog = within(await screen.findByRole('dialog', { name: 'Revise o seu presente' }));
    expect(dialog.getByRole('heading', { name: 'Toalha de banho' })).toBeInTheDocument();
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Fechar' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('answers nothing the page must do itself: a kit, a gift no longer given, an unknown gift, another page, no data', async () => {
    expect(await answerGiftPress(giveButton('kit-60'), data, PAGE)).toBeNull();
    expect(await answerGiftPress(giveButton('item-1'), data, PAGE)).toBeNull();
    expect(await answerGiftPress(giveButton('item-99'), data, PAGE)).toBeNull();
    expect(await answerGiftPress(document.createElement('button'), data, PAGE)).toBeNull();
    expect(await answerGiftPress(giveButton('item-3'), data, '/listas')).toBeNull();
    expect(await answerGiftPress(giveButton('item-3'), data, '/lista/outra-lista')).toBeNull();
    expect(await answerGiftPress(giveButton('item-3'), {}, PAGE)).toBeNull();
  });

  it('closes on a checkout refused with 409 and asks the list page to refresh', async () => {
    jest.spyOn(api, 'createCheckout').mockRejectedValue(new ApiError('HTTP_ERROR', 409, 'Erro 409', { message: 'Alguém já está presenteando este item.' }));
    const refresh = jest.fn();
    const stop = onListRefresh(refresh);
    const close = jest.fn();
    const answer = await answerGiftPress(giveButton('item-3'), data, PAGE);
    renderScreen(<>{answer!(close)}</>);
    const dialog = within(await screen.findByRole('dialog', { name: 'Revise o seu presente' }));
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Comprar na loja online' }));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it("the list page carries each single product's gift key on its 'Presentear' (not a kit's), and refreshes when asked", async () => {
    const fetchList = jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(lista);
    renderScreen(<PublicListPage />, { route: PAGE, path: '/lista/:slug' });
    expect(await screen.findByRole('button', { name: 'Presentear: Toalha de banho' })).toHaveAttribute('data-gift', 'item-3');
    expect(screen.getByRole('button', { name: /^Presentear: Kit Café/ })).not.toHaveAttribute('data-gift');
    expect(fetchList).toHaveBeenCalledTimes(1);
    const { askListRefresh } = await import('./listRefresh');
    act(() => askListRefresh());
    await waitFor(() => expect(fetchList).toHaveBeenCalledTimes(2));
  });
});
