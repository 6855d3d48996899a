import 'shared-contracts/testing/polyfills';
import { renderScreen, makeLista, testConfig } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, INVITATION_DISCOUNT_TEXT } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import html2canvas from 'html2canvas';
import { customerCreds, customerSession } from '../common/testSession';

jest.mock('html2canvas', () => ({ __esModule: true, default: jest.fn() }));
/** The `value` of every QR code drawn (qrcode.react draws no readable address in jsdom). */
const mockQrValues: string[] = [];
jest.mock('qrcode.react', () => {
  const actual = jest.requireActual('qrcode.react');
  const { createElement, forwardRef } = jest.requireActual('react');
  const record = (Component: React.ElementType) =>
    forwardRef((props: { value: string }, ref: unknown) => {
      mockQrValues.push(props.value);
      return createElement(Component, { ...props, ref });
    });
  return { ...actual, QRCodeCanvas: record(actual.QRCodeCanvas), QRCodeSVG: record(actual.QRCodeSVG) };
});
import { SharePage } from './SharePage';
import { downloadInvitation } from './downloads';
import { linkLineFontSize } from './invitationSize';

const route = { route: '/cliente/lista/7/compartilhar', path: '/cliente/lista/:id/compartilhar', session: customerSession() };
const publicUrl = 'http://site.test/lista/casamento-ana-e-bruno';
const shareUrl = 'http://site.test/share/lista/7';
const drawInvitation = html2canvas as unknown as jest.Mock;

let fetchList: jest.SpyInstance;
/** `download` and `href` of every link the screen clicked to start a download. */
let downloads: Array<{ download: string; href: string }>;
beforeEach(() => {
  fetchList = jest.spyOn(areaApi, 'fetchCustomerList').mockResolvedValue(makeLista());
  downloads = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ download: this.download, href: this.href });
  });
  // jsdom has no canvas drawing: qrcode.react skips drawing when getContext gives null.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  drawInvitation.mockReset();
  mockQrValues.length = 0;
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

async function openScreen() {
  renderScreen(<SharePage />, route);
  await screen.findByRole('heading', { level: 1, name: 'Compartilhe com seus convidados' });
}

describe('SharePage (§2 Customer share screen)', () => {
  it('links back to the list view, shares the share link and shows the public list link', async () => {
    await openScreen();
    expect(fetchList).toHaveBeenCalledWith(7, customerCreds);
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/cliente/lista/7');
    expect(screen.getByRole('link', { name: 'WhatsApp (abre em nova aba)' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(screen.getByRole('link', { name: 'WhatsApp (abre em nova aba)' }).getAttribute('href')!)).toContain(shareUrl);
    expect(screen.getByRole('link', { name: 'Facebook (abre em nova aba)' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl)}`,
    );
    expect(screen.getByRole('link', { name: 'Twitter (abre em nova aba)' }).getAttribute('href')).toContain(`&url=${encodeURIComponent(shareUrl)}`);
    expect(screen.getByRole('button', { name: 'Instagram' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeInTheDocument();
    expect(screen.getByTestId('public-link')).toHaveTextContent(publicUrl);
  });

  it('renders the invitation: cover, photo, title, category, date, store, QR code, discount text and link line', async () => {
    await openScreen();
    const invitation = screen.getByTestId('convite');
    const card = within(invitation);
    expect(card.getByText('Casamento Ana e Bruno')).toBeInTheDocument();
    expect(card.getByText('Casamento')).toBeInTheDocument();
    expect(card.getByText('5 de março de 2027')).toBeInTheDocument();
    expect(card.getByText(INVITATION_DISCOUNT_TEXT)).toHaveTextContent('Apresente e Ganhe até 10% de Desconto');
    expect(card.getByText('Loja: Loja Centro')).toBeInTheDocument();
    expect(card.getByText('Av. FAB, 100 - Centro, Macapá')).toBeInTheDocument();
    expect(card.getByTestId('convite-link')).toHaveTextContent('Acesse: site.test/share/lista/7');
    expect(card.getByRole('img', { name: 'Capa da lista Casamento Ana e Bruno' }).style.backgroundImage).toContain('http://assets.test/uploads/capa.jpg');
    expect(card.getByRole('img', { name: 'Foto de perfil da lista Casamento Ana e Bruno' }).style.backgroundImage).toContain('http://assets.test/uploads/foto.jpg');
    expect(card.getByRole('img', { name: 'QR Code da lista Casamento Ana e Bruno' }).tagName.toLowerCase()).toBe('svg');
  });

  it("the invitation's link line breaks only after '/' or before '.', and shrinks when long", async () => {
    renderScreen(<SharePage />, { ...route, session: { ...customerSession(), config: { ...testConfig, shopUrl: 'https://loja.visualfashion.com.br' } } });
    await screen.findByRole('heading', { level: 1, name: 'Compartilhe com seus convidados' });
    const line = screen.getByTestId('convite-link');
    expect(line).toHaveTextContent('Acesse: loja.visualfashion.com.br/share/lista/7');
    // the break opportunities sit between the parts
    expect([...line.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent)).toEqual([
      'Acesse: ',
      'loja',
      '.visualfashion',
      '.com',
      '.br/',
      'share/',
      'lista/',
      '7',
    ]);
    expect(line.querySelectorAll('wbr')).toHaveLength(6);
    expect(linkLineFontSize('Acesse: loja.visualfashion.com.br/share/lista/7')).toBe(22);
    expect(linkLineFontSize('Acesse: site.test/share/lista/7')).toBe(26);
    expect(linkLineFontSize(`Acesse: ${'a'.repeat(120)}`)).toBe(18);
  });

  it("'Copiar link' copies the public link: 'Link copiado!' under the title 'Compartilhar'", async () => {
    const user = userEvent.setup();
    await openScreen();
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(publicUrl);
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    expect(screen.getByText('Compartilhar', { selector: '[data-part="title"]' })).toBeInTheDocument();
  });

  it('does not share a privado list: it says so and links back to the list', async () => {
    fetchList.mockResolvedValue(makeLista({ privacidade: 'privado' }));
    renderScreen(<SharePage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta lista é privada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/cliente/lista/7');
    expect(screen.queryByRole('button', { name: 'Baixar Convite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Instagram' })).not.toBeInTheDocument();
  });

  it('falls back to the fixed branch name when the list has no branch data', async () => {
    fetchList.mockResolvedValue(makeLista({ filial: null, filialId: 4 }));
    await openScreen();
    expect(within(screen.getByTestId('convite')).getByText('Loja: Visual Fashion Santana')).toBeInTheDocument();
  });

  it('shows the 128 px QR code canvas of the public link', async () => {
    await openScreen();
    const qr = screen.getByTestId('qrcode');
    expect(qr.tagName.toLowerCase()).toBe('canvas');
    expect(qr).toHaveAttribute('width', '128');
    expect(qr).toHaveAccessibleName('QR Code da lista Casamento Ana e Bruno');
  });

  it("'Baixar Convite' draws the invitation with html2canvas and downloads convite-{slug}.png", async () => {
    const user = userEvent.setup();
    drawInvitation.mockResolvedValue({ toDataURL: () => 'data:image/png;base64,CONVITE' });
    await openScreen();
    await user.click(screen.getByRole('button', { name: 'Baixar Convite' }));
    expect(await screen.findByText('O download do seu convite foi iniciado.')).toBeInTheDocument();
    const invitation = screen.getByTestId('convite');
    expect(drawInvitation).toHaveBeenCalledWith(invitation, expect.objectContaining({ useCORS: true, width: 1080, height: 1350, scale: 1 }));
    expect(downloads).toEqual([{ download: 'convite-casamento-ana-e-bruno.png', href: 'data:image/png;base64,CONVITE' }]);

    // The drawing undoes the on-screen scale of the clone.
    const { onclone } = drawInvitation.mock.calls[0][1] as { onclone: (doc: Document, el: HTMLElement) => void };
    const scaler = invitation.parentElement!;
    expect(scaler.style.transform).toMatch(/^scale\(/);
    onclone(document, invitation);
    expect(scaler.style.transform).toBe('none');
  });

  it('keeps html2canvas\'s baseline image inline while drawing, and only then', async () => {
    const user = userEvent.setup();
    const gifDisplay = () => {
      const probe = document.createElement('img');
      probe.src = 'data:image/gif;base64,R0lGODlhAQABAIAAAP';
      document.body.appendChild(probe);
      const display = getComputedStyle(probe).display;
      probe.remove();
      return display;
    };
    // what the reset stylesheet does to every image
    const reset = document.createElement('style');
    reset.textContent = 'img { display: block; }';
    document.head.appendChild(reset);
    expect(gifDisplay()).toBe('block');
    let duringDraw = '';
    drawInvitation.mockImplementation(async () => {
      duringDraw = gifDisplay();
      return { toDataURL: () => 'data:image/png;base64,CONVITE' };
    });
    await openScreen();
    await user.click(screen.getByRole('button', { name: 'Baixar Convite' }));
    expect(await screen.findByText('O download do seu convite foi iniciado.')).toBeInTheDocument();
    expect(duringDraw).toBe('inline');
    expect(gifDisplay()).toBe('block');
    reset.remove();
  });

  it("toasts 'Erro ao gerar a imagem' when drawing fails", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    drawInvitation.mockRejectedValue(new Error('tainted canvas'));
    await openScreen();
    await user.click(screen.getByRole('button', { name: 'Baixar Convite' }));
    expect(await screen.findByText('Erro ao gerar a imagem')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it("toasts 'Não foi possível encontrar o convite para baixar.' without the invitation element", async () => {
    renderScreen(<div />);
    await act(async () => {
      await expect(downloadInvitation(null, 'casamento-ana-e-bruno')).resolves.toBe(false);
    });
    expect(await screen.findByText('Não foi possível encontrar o convite para baixar.')).toBeInTheDocument();
    expect(drawInvitation).not.toHaveBeenCalled();
  });

  it("'Baixar QR Code' downloads the canvas as qrcode-{titulo}.png", async () => {
    const user = userEvent.setup();
    const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,QR');
    await openScreen();
    await user.click(screen.getByRole('button', { name: 'Baixar QR Code' }));
    expect(toDataURL).toHaveBeenCalledWith('image/png');
    expect(toDataURL.mock.contexts[0]).toBe(screen.getByTestId('qrcode'));
    expect(downloads).toEqual([{ download: 'qrcode-Casamento Ana e Bruno.png', href: 'data:image/png;base64,QR' }]);
  });

  it("shows 'Lista não encontrada' with a link to the dashboard when the list is missing", async () => {
    fetchList.mockRejectedValue(new ApiError('HTTP_ERROR', 404, 'Erro 404', { message: 'Lista não encontrada' }));
    renderScreen(<SharePage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute('href', '/cliente/dashboard');
    expect(screen.queryByTestId('convite')).not.toBeInTheDocument();
  });

  it('shows the Twitter link once', async () => {
    await openScreen();
    expect(screen.getAllByRole('link', { name: /Twitter/ })).toHaveLength(1);
    expect(document.querySelectorAll('a[href^="https://twitter.com/"]')).toHaveLength(1);
  });

  it("shares an 'Apenas Convidados' list by its own address /lista/{slug}, never /share/lista/{id}", async () => {
    const user = userEvent.setup();
    fetchList.mockResolvedValue(makeLista({ privacidade: 'apenas_convidados' }));
    await openScreen();
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(publicUrl);
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    const whatsApp = decodeURIComponent(screen.getByRole('link', { name: 'WhatsApp (abre em nova aba)' }).getAttribute('href')!);
    expect(whatsApp).toContain(publicUrl);
    expect(screen.getByRole('link', { name: 'Facebook (abre em nova aba)' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(publicUrl)}`,
    );
    const twitter = screen.getByRole('link', { name: 'Twitter (abre em nova aba)' }).getAttribute('href')!;
    expect(twitter).toContain(`&url=${encodeURIComponent(publicUrl)}`);
    expect(decodeURIComponent(twitter)).not.toContain('/share/lista/');
    expect(within(screen.getByTestId('convite')).getByTestId('convite-link')).toHaveTextContent('Acesse: site.test/lista/casamento-ana-e-bruno');
    expect(screen.getByTestId('public-link')).toHaveTextContent(publicUrl);
    expect(mockQrValues.length).toBeGreaterThan(0);
    expect(new Set(mockQrValues)).toEqual(new Set([publicUrl]));
    expect(document.body.innerHTML).not.toContain('/share/lista/');
  });

  it("shares an 'Apenas Convidados' list on the site even when a shop host is configured", async () => {
    fetchList.mockResolvedValue(makeLista({ privacidade: 'apenas_convidados' }));
    renderScreen(<SharePage />, { ...route, session: { ...customerSession(), config: { ...testConfig, shopUrl: 'https://loja.visualfashion.com.br' } } });
    await screen.findByRole('heading', { level: 1, name: 'Compartilhe com seus convidados' });
    expect(screen.getByTestId('convite-link')).toHaveTextContent('Acesse: site.test/lista/casamento-ana-e-bruno');
    expect(document.body.innerHTML).not.toContain('/share/lista/');
  });

  it("offers no sharing for an archived list: 'Lista arquivada: restaure para compartilhar'", async () => {
    fetchList.mockResolvedValue(makeLista({ status: 'arquivado' }));
    renderScreen(<SharePage />, route);
    expect(await screen.findByText('Lista arquivada: restaure para compartilhar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/cliente/lista/7');
    expect(screen.queryByTestId('convite')).not.toBeInTheDocument();
    expect(screen.queryByTestId('qrcode')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp|Twitter|Facebook/ })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('/share/lista/');
    expect(document.body.innerHTML).not.toContain('/lista/casamento-ana-e-bruno');
  });

  it("keeps the public share link /share/lista/{id} for a public list", async () => {
    await openScreen();
    expect(screen.getByTestId('convite-link')).toHaveTextContent('Acesse: site.test/share/lista/7');
    expect(new Set(mockQrValues)).toEqual(new Set([publicUrl]));
  });

  it.each([403, 404])("answers another customer's list (HTTP %i) with 'Lista não encontrada' and no retry", async (status) => {
    fetchList.mockRejectedValue(new ApiError('HTTP_ERROR', status, `Erro ${status}`, { message: 'Acesso negado' }));
    renderScreen(<SharePage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute('href', '/cliente/dashboard');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument();
  });
});
