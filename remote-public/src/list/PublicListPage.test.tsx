import 'shared-contracts/testing/polyfills';
import { renderScreen, makeItem, makeKit, makeLista, testConfig } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { api, ApiError, SessionContext, useSession, type SessionValue } from 'shared-contracts';
import { toaster } from 'shared-contracts/ui';
import { PublicListPage } from './PublicListPage';
import { availableCount, giftEntries } from './giftEntries';
import { cotaProgressOf } from './cota/cotaGift';

// each gift card asks for its cota progress once per render: a count of the cards' renders
jest.mock('./cota/cotaGift', () => {
  const actual = jest.requireActual('./cota/cotaGift');
  return { ...actual, cotaProgressOf: jest.fn(actual.cotaProgressOf) };
});
// the gift section counts the available gifts once per render: a count of the section's renders
jest.mock('./giftEntries', () => {
  const actual = jest.requireActual('./giftEntries');
  return { ...actual, availableCount: jest.fn(actual.availableCount) };
});


const route = { route: '/lista/casamento-ana-e-bruno', path: '/lista/:slug' };

const sold = makeItem(1, { vendido: true }, { nome: 'Jogo de panelas' });
const soldOut = makeItem(2, { estoquePorFilial: [{ ordemFilial: 1, quantidade: 0 }, { ordemFilial: 4, quantidade: -1 }] }, { nome: 'Liquidificador' });
const available = makeItem(
  3,
  {
    quantidade: 2,
    estoquePorFilial: [
      { ordemFilial: 1, quantidade: 3 },
      { ordemFilial: 4, quantidade: 0 },
      { ordemFilial: 10, quantidade: 1 },
    ],
    grade: { FotoUrl: '/grade/3-azul.jpg', Codigo: 'G3', Cores: { Codigo: 1, Nome: 'Azul' }, Tamanhos: { Codigo: 2, Nome: 'G' } },
  },
  { nome: 'Toalha de banho', codigo_shopify: '998877', isShopify_Ativo: true, precos: [{ Preco: 89.9 }] },
);
const kitSold = makeKit(50, makeItem(10, { vendido: true }), [makeItem(11, { vendido: true })], 'Kit Café da manhã');
const kitOpen = makeKit(
  60,
  makeItem(20, {}, { nome: 'Cafeteira', precos: [{ Preco: 100 }] }),
  [
    makeItem(21, { quantidade: 2 }, { nome: 'Xícara', precos: [{ Preco: 10 }] }),
    makeItem(22, {}, { nome: 'Pires', precos: [{ Preco: 5 }] }),
    makeItem(23, {}, { nome: 'Colher', precos: [{ Preco: 2.5 }], fotoUrl: null }),
    makeItem(24, {}, { nome: 'Açucareiro', precos: [{ Preco: 20 }] }),
  ],
  'Kit Chá da tarde',
);
const kitUnavailable = makeKit(70, makeItem(30), [makeItem(31, { vendido: true })], 'Kit Jantar');

const fullList = makeLista({ produtosAvulsos: [sold, soldOut, available], kits: [kitSold, kitOpen, kitUnavailable] });

let fetchList: jest.SpyInstance;
beforeEach(() => {
  fetchList = jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(fullList);
});
afterEach(() => {
  // The toaster is a module singleton: drop this test's toasts so the next test starts clean.
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const cards = () => screen.getAllByTestId('gift-card');
const cardOf = (name: string) => cards().find((c) => within(c).queryByRole('heading', { name }))!;

describe('PublicListPage (§2 Public list page)', () => {
  it("shows 'Carregando lista...' while loading the slug", () => {
    fetchList.mockReturnValue(new Promise(() => {}));
    renderScreen(<PublicListPage />, route);
    expect(screen.getByText('Carregando lista...')).toBeInTheDocument();
    expect(fetchList).toHaveBeenCalledWith('casamento-ana-e-bruno');
  });

  it('shows the not-found texts and a link back to /listas on 404', async () => {
    fetchList.mockRejectedValue(new ApiError('HTTP_ERROR', 404, 'Erro 404', { message: 'Lista não encontrada' }));
    renderScreen(<PublicListPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('A lista que você está procurando não existe ou foi removida.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas as listas' })).toHaveAttribute('href', '/listas');
  });

  it('shows other failures with a retry', async () => {
    fetchList.mockRejectedValueOnce(new ApiError('HTTP_ERROR', 500, 'Erro 500', { message: 'Banco fora do ar' }));
    renderScreen(<PublicListPage />, route);
    expect(await screen.findByText('Banco fora do ar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
  });

  it('shows the header, about, store, and sets the page title', async () => {
    renderScreen(<PublicListPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('5 de março de 2027 · Salão Azul, Macapá')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sobre o Evento' })).toBeInTheDocument();
    expect(screen.getByText('Celebre conosco nosso casamento.')).toBeInTheDocument();
    expect(screen.getByAltText('Capa da lista Casamento Ana e Bruno')).toHaveAttribute('src', 'http://assets.test/uploads/capa.jpg');
    // Branch 1 has a fixed display name (§3), preferred over the API's name.
    expect(screen.getByRole('heading', { name: 'Visual Fashion Shop' })).toBeInTheDocument();
    expect(screen.getByText('Av. FAB, 100 - Centro, Macapá')).toBeInTheDocument();
    // the store's phone: a call link and the store's WhatsApp, both with the country code 55
    expect(screen.getByRole('link', { name: 'Ligar para a loja Visual Fashion Shop: (96) 3222-0000' })).toHaveAttribute('href', 'tel:+559632220000');
    const storeWhatsApp = screen.getByRole('link', { name: 'WhatsApp da loja Visual Fashion Shop (abre em nova aba)' });
    expect(storeWhatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/559632220000\?text=/);
    expect(decodeURIComponent(storeWhatsApp.getAttribute('href')!)).toContain('Vi a lista de presentes "Casamento Ana e Bruno"');
    const map = screen.getByRole('link', { name: /Abrir no Mapa: Visual Fashion Shop/ });
    expect(map).toHaveTextContent('Abrir no Mapa');
    expect(map).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Visual Fashion Shop, Av. FAB, 100 - Centro, Macapá')}`);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    await waitFor(() => expect(document.title).toBe('Casamento Ana e Bruno - Lista de Presentes - Loja Teste'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('lists unsold gifts first and sold ones last, with the available count', async () => {
    renderScreen(<PublicListPage />, route);
    await screen.findByRole('heading', { level: 1 });
    const names = cards().map((c) => within(c).getByRole('heading').textContent);
    expect(names).toEqual(['Liquidificador', 'Toalha de banho', 'Kit Chá da tarde', 'Kit Jantar', 'Jogo de panelas', 'Kit Café da manhã']);
    expect(cards().map((c) => c.getAttribute('data-sold'))).toEqual(['false', 'false', 'false', 'false', 'true', 'true']);
    expect(screen.getByTestId('available-count')).toHaveTextContent('2 itens disponíveis');
  });

  it("offers 'Presentear' only on unsold in-stock gifts", async () => {
    renderScreen(<PublicListPage />, route);
    await screen.findByRole('heading', { level: 1 });
    const buttons = screen.getAllByTestId('presentear');
    expect(buttons).toHaveLength(2);
    expect(within(cardOf('Toalha de banho')).getByTestId('presentear')).toHaveTextContent('Presentear');
    expect(within(cardOf('Kit Chá da tarde')).getByTestId('presentear')).toBeInTheDocument();
    for (const name of ['Jogo de panelas', 'Liquidificador', 'Kit Café da manhã', 'Kit Jantar']) {
      expect(within(cardOf(name)).queryByTestId('presentear')).not.toBeInTheDocument();
    }
  });

  it("opening the giving dialog renders none of the gift cards again", async () => {
    renderScreen(<PublicListPage />, route);
    await screen.findByRole('heading', { level: 1 });
    const cardRenders = jest.mocked(cotaProgressOf);
    await waitFor(() => expect(cardRenders).toHaveBeenCalled());
    const before = cardRenders.mock.calls.length;
    await userEvent.click(within(cardOf('Toalha de banho')).getByTestId('presentear'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(cardRenders).toHaveBeenCalledTimes(before);
  });

  it('opening the cota dialog does not render the gift section again', async () => {
    const sofa = makeItem(7, { aceitaCotas: true, cotas: { preco: 899, dado: 450, reservado: 0, aberto: 449, quantidade: 3 } }, { nome: 'Sofá', precos: [{ Preco: 899 }] });
    fetchList.mockResolvedValue(makeLista({ produtosAvulsos: [sofa, available], aceitaValePresente: true }));
    jest.spyOn(api, 'fetchValePresenteOptions').mockResolvedValue({ valores: [50, 100], cotas: { valores: [50, 100], precoMinimo: 300 } });
    renderScreen(<PublicListPage />, route);
    const button = await screen.findByRole('button', { name: 'Dar uma cota: Sofá' });
    const sectionRenders = jest.mocked(availableCount);
    const before = sectionRenders.mock.calls.length;
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Dar uma cota' })).toBeInTheDocument();
    expect(sectionRenders).toHaveBeenCalledTimes(before);
  });

  it('a change of the session (its answer arriving after the takeover) renders none of the gift cards again', async () => {
    let signOut: () => void = () => undefined;
    function ChangingSession({ children }: { children: ReactNode }) {
      const outer = useSession();
      const [session, setSession] = useState<SessionValue>({ ...outer, status: 'loading' });
      signOut = () => setSession((s) => ({ ...s, status: 'unauthenticated' }));
      return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
    }
    renderScreen(
      <ChangingSession>
        <PublicListPage />
      </ChangingSession>,
      route,
    );
    await screen.findByRole('heading', { level: 1 });
    const cardRenders = jest.mocked(cotaProgressOf);
    await waitFor(() => expect(cardRenders).toHaveBeenCalled());
    const before = cardRenders.mock.calls.length;
    act(() => signOut());
    expect(screen.getAllByTestId('gift-card')).toHaveLength(6);
    expect(cardRenders).toHaveBeenCalledTimes(before);
  });

  it('shows the single product card fields and badges', async () => {
    renderScreen(<PublicListPage />, route);
    await screen.findByRole('heading', { level: 1 });
    const towel = within(cardOf('Toalha de banho'));
    expect(towel.getByAltText('Toalha de banho')).toHaveAttribute('src', 'http://assets.test/grade/3-azul.jpg');
    expect(towel.getByText('R$ 89,90')).toBeInTheDocument();
    expect(towel.getByText('Quantidade: 2')).toBeInTheDocument();
    expect(towel.getByText('Cor: Azul')).toBeInTheDocument();
    expect(towel.getByText('Tamanho: G')).toBeInTheDocument();
    expect(towel.getByText('Online')).toBeInTheDocument();
    const stock = towel.getByRole('list', { name: 'Disponível nas lojas' });
    expect(within(stock).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Em estoqueVisual Fashion Shop', 'Em estoqueDular Free Shop']);

    const blender = within(cardOf('Liquidificador'));
    expect(blender.getByText('Esgotado')).toBeInTheDocument();
    expect(blender.getByText('Sem disponibilidade no momento')).toBeInTheDocument();
    expect(blender.queryByText('Online')).not.toBeInTheDocument();

    const pans = within(cardOf('Jogo de panelas'));
    expect(pans.getByText('Adquirido')).toBeInTheDocument();
    expect(pans.getByTestId('acquired-overlay')).toBeInTheDocument();
    expect(pans.queryByText('Esgotado')).not.toBeInTheDocument();
  });

  it('shows the kit card: 3 thumbnails or names, +N, price and badges', async () => {
    renderScreen(<PublicListPage />, route);
    await screen.findByRole('heading', { level: 1 });
    const tea = within(cardOf('Kit Chá da tarde'));
    expect(tea.getByAltText('Cafeteira')).toBeInTheDocument();
    expect(tea.getByAltText('Xícara')).toBeInTheDocument();
    expect(tea.getByAltText('Pires')).toBeInTheDocument();
    expect(tea.queryByAltText('Colher')).not.toBeInTheDocument();
    expect(tea.getByText('+2')).toBeInTheDocument();
    // 100 + 2 × 10 + 5 + 2.5 + 20
    expect(tea.getByText('R$ 147,50')).toBeInTheDocument();
    expect(within(cardOf('Kit Café da manhã')).getByText('Adquirido')).toBeInTheDocument();
    expect(within(cardOf('Kit Jantar')).getByText('Indisponível')).toBeInTheDocument();
    expect(tea.queryByText('Indisponível')).not.toBeInTheDocument();
  });

  it("shows a gift held by another guest's checkout as 'Reservado', without 'Presentear' nor 'Adquirido'", async () => {
    const inHalfAnHour = new Date(Date.now() + 30 * 60_000).toISOString();
    const held = { ...available, reservadoAte: inHalfAnHour };
    const heldKit = makeKit(61, makeItem(40, { reservadoAte: inHalfAnHour }), [makeItem(41, { reservadoAte: inHalfAnHour })], 'Kit Banho');
    const expired = makeItem(42, { reservadoAte: new Date(Date.now() - 60_000).toISOString() }, { nome: 'Travesseiro' });
    fetchList.mockResolvedValue(makeLista({ produtosAvulsos: [held, expired], kits: [heldKit] }));
    renderScreen(<PublicListPage />, route);
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Toalha de banho', 'Kit Banho']) {
      const card = within(cardOf(name));
      expect(card.getByText('Reservado')).toBeInTheDocument();
      expect(card.getByTestId('held-note')).toHaveTextContent('Outro convidado está finalizando a compra deste presente.');
      expect(card.queryByTestId('presentear')).not.toBeInTheDocument();
      expect(card.queryByText('Adquirido')).not.toBeInTheDocument();
    }
    expect(within(cardOf('Toalha de banho')).queryByText('Online')).not.toBeInTheDocument();
    // an expired hold is no hold
    expect(within(cardOf('Travesseiro')).getByTestId('presentear')).toBeInTheDocument();
    expect(screen.getByTestId('available-count')).toHaveTextContent('1 item disponível');
  });

  it('keeps the kit thumbnails inside the card: the strip wraps and may shrink', async () => {
    renderScreen(<PublicListPage />, route);
    await screen.findByRole('heading', { level: 1 });
    const strip = within(cardOf('Kit Chá da tarde')).getByAltText('Cafeteira').parentElement!;
    expect(getComputedStyle(strip).flexWrap).toBe('wrap');
    expect(getComputedStyle(strip).minWidth).toBe('0');
  });

  it('does not count a sold-out gift, in either stock shape, as available', async () => {
    const legacySoldOut = makeItem(90, { estoquePorFilial: [] }, { nome: 'Cafeteira antiga', estoque: [{ Ordem_Filial: 1, Qtde_Estoque_Atual: 0 }] });
    const legacyInStock = makeItem(91, { estoquePorFilial: [] }, { nome: 'Chaleira', estoque: [{ Ordem_Filial: 4, Qtde_Estoque_Atual: 2 }] });
    const kitNoStock = makeKit(92, makeItem(93), [makeItem(94, { estoquePorFilial: [] })], 'Kit Sem Estoque');
    fetchList.mockResolvedValue(makeLista({ produtosAvulsos: [soldOut, legacySoldOut, legacyInStock, available, sold], kits: [kitNoStock] }));
    renderScreen(<PublicListPage />, route);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByTestId('presentear')).toHaveLength(2);
    expect(screen.getByTestId('available-count')).toHaveTextContent('2 itens disponíveis');
  });

  it("says why a kit cannot be given: 'Indisponível' or 'Sem disponibilidade no momento'", async () => {
    const apart = makeKit(80, makeItem(50, { estoquePorFilial: [{ ordemFilial: 1, quantidade: 2 }] }), [makeItem(51, { estoquePorFilial: [{ ordemFilial: 4, quantidade: 2 }] })], 'Kit Separado');
    fetchList.mockResolvedValue(makeLista({ kits: [apart, kitUnavailable, kitOpen] }));
    renderScreen(<PublicListPage />, route);
    await screen.findByRole('heading', { level: 1 });
    expect(within(cardOf('Kit Separado')).getByText('Sem disponibilidade no momento')).toBeInTheDocument();
    expect(within(cardOf('Kit Separado')).queryByTestId('presentear')).not.toBeInTheDocument();
    expect(within(cardOf('Kit Jantar')).getByText('Indisponível')).toBeInTheDocument();
    expect(within(cardOf('Kit Jantar')).queryByText('Sem disponibilidade no momento')).not.toBeInTheDocument();
    expect(within(cardOf('Kit Chá da tarde')).queryByText('Sem disponibilidade no momento')).not.toBeInTheDocument();
  });

  it('shows a store contact that is not a phone number as text, with no WhatsApp link', async () => {
    fetchList.mockResolvedValue(makeLista({ filial: { id: 1, nome: 'Loja Centro', endereco: 'Av. FAB, 100', contato: 'Ramal 21' } }));
    renderScreen(<PublicListPage />, route);
    expect(await screen.findByText('Ramal 21')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp da loja/ })).not.toBeInTheDocument();
  });

  it("shows 'Nenhum produto foi adicionado ainda.' for an empty list", async () => {
    fetchList.mockResolvedValue(makeLista());
    renderScreen(<PublicListPage />, route);
    expect(await screen.findByText('Nenhum produto foi adicionado ainda.')).toBeInTheDocument();
    expect(screen.getByTestId('available-count')).toHaveTextContent('0 itens disponíveis');
  });

  it('hides the WhatsApp button and the share box for privado lists only', async () => {
    fetchList.mockResolvedValue(makeLista({ privacidade: 'privado' }));
    const { unmount } = renderScreen(<PublicListPage />, route);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('whatsapp-share')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Compartilhe esta lista' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Instagram' })).not.toBeInTheDocument();
    unmount();

    fetchList.mockResolvedValue(makeLista({ privacidade: 'apenas_convidados' }));
    renderScreen(<PublicListPage />, route);
    const button = await screen.findByTestId('whatsapp-share');
    expect(screen.getByRole('heading', { name: 'Compartilhe esta lista' })).toBeInTheDocument();
    expect(button).toHaveTextContent('Compartilhar no WhatsApp');
    expect(button.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(button.getAttribute('href')!)).toContain('http://site.test/share/lista/7');
  });

  it("the WhatsApp button says 'Abrindo WhatsApp…' under the title 'Compartilhar'", async () => {
    const user = userEvent.setup();
    renderScreen(<PublicListPage />, route);
    const button = await screen.findByTestId('whatsapp-share');
    // the link opens a new tab; keep jsdom from navigating
    button.addEventListener('click', (e) => e.preventDefault());
    await user.click(button);
    expect(await screen.findByText('Abrindo WhatsApp…')).toBeInTheDocument();
    expect(screen.getByText('Compartilhar', { selector: '[data-part="title"]' })).toBeInTheDocument();
  });

  it("share messages carry the share link on the shop's host when one is configured", async () => {
    renderScreen(<PublicListPage />, { ...route, session: { config: { ...testConfig, shopUrl: 'https://loja.test' } } });
    const button = await screen.findByTestId('whatsapp-share');
    expect(decodeURIComponent(button.getAttribute('href')!)).toContain('Confira a lista de presentes: https://loja.test/share/lista/7');
  });

  it("shows 'Mãe' and 'Pai' in 'Detalhes do Evento' only when either is set", async () => {
    const { unmount } = renderScreen(<PublicListPage />, route);
    const details = within(await screen.findByTestId('event-details'));
    expect(details.getByText('Tipo')).toBeInTheDocument();
    expect(details.getByText('Casamento')).toBeInTheDocument();
    expect(details.getByText('Data')).toBeInTheDocument();
    expect(details.getByText('5 de março de 2027')).toBeInTheDocument();
    expect(details.getByText('Local')).toBeInTheDocument();
    expect(details.getByText('Vendedor')).toBeInTheDocument();
    expect(details.getByText('Carla Souza')).toBeInTheDocument();
    expect(details.queryByText('Mãe')).not.toBeInTheDocument();
    expect(details.queryByText('Pai')).not.toBeInTheDocument();
    unmount();

    fetchList.mockResolvedValue(makeLista({ mae: 'Ana Lima', categorias: { id: 3, nome: 'Chá de Bebê' } }));
    renderScreen(<PublicListPage />, route);
    const baby = within(await screen.findByTestId('event-details'));
    expect(baby.getByText('Mãe')).toBeInTheDocument();
    expect(baby.getByText('Ana Lima')).toBeInTheDocument();
    expect(baby.getByText('Pai')).toBeInTheDocument();
  });

  describe('share options', () => {
    it('links WhatsApp, Twitter and Facebook with the share message', async () => {
      renderScreen(<PublicListPage />, route);
      await screen.findByRole('heading', { level: 1 });
      const url = 'http://site.test/share/lista/7';
      const twitter = screen.getByRole('link', { name: 'Twitter (abre em nova aba)' });
      expect(twitter.getAttribute('href')).toContain('https://twitter.com/intent/tweet?text=');
      expect(twitter.getAttribute('href')).toContain(`&url=${encodeURIComponent(url)}`);
      expect(decodeURIComponent(twitter.getAttribute('href')!)).toContain('Apresente este código e ganhe descontos na compra: 7');
      expect(screen.getByRole('link', { name: 'Facebook (abre em nova aba)' })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      );
      expect(screen.getByRole('link', { name: 'WhatsApp (abre em nova aba)' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    });

    it("Instagram copies the message and toasts 'Texto Copiado!'", async () => {
      const user = userEvent.setup();
      renderScreen(<PublicListPage />, route);
      await screen.findByRole('heading', { level: 1 });
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      await user.click(screen.getByRole('button', { name: 'Instagram' }));
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('🎁 Casamento Ana e Bruno'));
      await expect(navigator.clipboard.readText()).resolves.toContain('http://site.test/share/lista/7');
      expect(await screen.findByText('Texto Copiado!')).toBeInTheDocument();
      expect(screen.getByText('Abra o Instagram e cole a mensagem na sua DM.')).toBeInTheDocument();
    });

    it("toasts 'Não foi possível copiar.' when copying fails", async () => {
      const user = userEvent.setup();
      renderScreen(<PublicListPage />, route);
      await screen.findByRole('heading', { level: 1 });
      jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      await user.click(screen.getByRole('button', { name: 'Instagram' }));
      expect(await screen.findByText('Não foi possível copiar.')).toBeInTheDocument();
    });

    it('without navigator.share, the share button copies the link', async () => {
      const user = userEvent.setup();
      renderScreen(<PublicListPage />, route);
      await screen.findByRole('heading', { level: 1 });
      await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
      await expect(navigator.clipboard.readText()).resolves.toBe('http://site.test/share/lista/7');
      expect(await screen.findByText('Link Copiado!')).toBeInTheDocument();
      expect(screen.getByText('O link da lista foi copiado para a área de transferência.')).toBeInTheDocument();
    });

    it('uses navigator.share when available; a cancel is only logged', async () => {
      const user = userEvent.setup();
      const share = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(Object.assign(new Error('cancel'), { name: 'AbortError' }));
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const info = jest.spyOn(console, 'info').mockImplementation(() => {});
      try {
        renderScreen(<PublicListPage />, route);
        await screen.findByRole('heading', { level: 1 });
        await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
        expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Casamento Ana e Bruno', url: 'http://site.test/share/lista/7' }));
        expect(await screen.findByText('Compartilhado com sucesso!')).toBeInTheDocument();
        expect(screen.getByText('A lista foi compartilhada através das opções do sistema.')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
        await waitFor(() => expect(info).toHaveBeenCalled());
        expect(screen.queryByText('Link Copiado!')).not.toBeInTheDocument();
      } finally {
        delete (navigator as unknown as Record<string, unknown>).share;
      }
    });
  });
});

describe('giftEntries', () => {
  it('falls back to produtos outside kits when produtosAvulsos is absent', () => {
    const inKit = makeItem(5, { kitId: 9 });
    const loose = makeItem(6);
    expect(giftEntries({ produtos: [inKit, loose] }).map((e) => (e.kind === 'item' ? e.item.id : e.kit.kitId))).toEqual([6]);
  });
});
