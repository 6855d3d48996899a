import 'shared-contracts/testing/polyfills';
import { makeLista, receivedInStore as inStore, receivedMarked as marked, receivedOnline as online, receivedValePresente as vale, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import type { ReceivedGift } from 'shared-contracts/area-api';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { customerSession } from '../common/testSession';

import { ListViewPage } from './ListViewPage';

const route = { route: '/cliente/lista/7', path: '/cliente/lista/:id', session: customerSession() };



let fetchGifts: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(areaApi, 'fetchCustomerList').mockResolvedValue(makeLista({ id: 7 }));
  fetchGifts = jest.spyOn(areaApi, 'fetchReceivedGifts').mockResolvedValue({ presentes: [online, inStore] });
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

/** The blob's text with its BOM (jsdom's Blob has no text(); FileReader's would drop the BOM). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const section = async () => within(await screen.findByRole('region', { name: 'Presentes recebidos' }));
const pansBox = () => screen.getByRole('checkbox', { name: 'Agradecimento enviado: Jogo de panelas, presente de Beatriz Lima' });

describe("'Presentes recebidos' of the customer list view", () => {
  it("loads the list's gifts after 'Carregando presentes recebidos...'", async () => {
    let answer!: (v: { presentes: ReceivedGift[] }) => void;
    fetchGifts.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderScreen(<ListViewPage />, route);
    const gifts = await section();
    expect(gifts.getByText('Carregando presentes recebidos...')).toBeInTheDocument();
    expect(fetchGifts).toHaveBeenCalledWith(7);
    await act(async () => answer({ presentes: [online, inStore] }));
    expect(gifts.getAllByTestId('received-gift')).toHaveLength(2);
    expect(gifts.getByText(/^2 presentes recebidos \(3 unidades\) · R\$\s350,00$/)).toBeInTheDocument();
    expect(gifts.getByText('Online')).toBeInTheDocument();
    expect(gifts.getByText('Visual Fashion Shop')).toBeInTheDocument();
  });

  it("saves a toggle of 'Agradecimento enviado' with the gift's channel and ids, showing it at once", async () => {
    const user = userEvent.setup();
    let answer!: (v: { message: string; agradecido: boolean }) => void;
    const save = jest.spyOn(areaApi, 'setGiftThanked').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderScreen(<ListViewPage />, route);
    await (await section()).findAllByTestId('received-gift');
    await user.click(pansBox());
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(7, { canal: 'online', id: 1001, listaProdutoId: 11, agradecido: true });
    expect(pansBox()).toBeChecked(); // before the answer
    await act(async () => answer({ message: 'Agradecimento salvo.', agradecido: true }));
    expect(pansBox()).toBeChecked();
    expect(pansBox()).toBeEnabled();
    expect(screen.queryByText('Não foi possível salvar o agradecimento.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Toalha de banho/ }));
    expect(save).toHaveBeenLastCalledWith(7, { canal: 'loja', id: 5, listaProdutoId: 12, agradecido: false });
  });

  it("shows a gift the staff marked sold by hand as 'Marcado pela loja' and saves its thanks by its item", async () => {
    const user = userEvent.setup();
    fetchGifts.mockResolvedValue({ presentes: [marked] });
    const save = jest.spyOn(areaApi, 'setGiftThanked').mockResolvedValue({ message: 'Agradecimento salvo.', agradecido: true });
    renderScreen(<ListViewPage />, route);
    const gifts = await section();
    const [row] = await gifts.findAllByTestId('received-gift');
    expect(within(row!).getByText('Marcado pela loja')).toBeInTheDocument();
    expect(gifts.queryByText('Nenhum presente recebido ainda.')).not.toBeInTheDocument();
    await user.click(gifts.getByRole('checkbox', { name: 'Agradecimento enviado: Jogo de copos' }));
    expect(save).toHaveBeenCalledWith(7, { canal: 'marcado', id: 13, listaProdutoId: 13, agradecido: true });
  });

  it("saves the thanks of a vale-presente as {canal: 'vale_presente', id, agradecido}, without an item", async () => {
    const user = userEvent.setup();
    fetchGifts.mockResolvedValue({ presentes: [online, vale] });
    const save = jest.spyOn(areaApi, 'setGiftThanked').mockResolvedValue({ message: 'Agradecimento salvo.', agradecido: true });
    renderScreen(<ListViewPage />, route);
    const gifts = await section();
    await gifts.findAllByTestId('received-gift');
    expect(gifts.getByText('Vale-presente online')).toBeInTheDocument();
    expect(gifts.getByTestId('vale-presente-total')).toHaveTextContent(/^Vale-presente recebido: R\$\s200,00 \(2 vales\)$/);
    const box = gifts.getByRole('checkbox', { name: 'Agradecimento enviado: Vale-presente, presente de Tia Rosa' });
    await user.click(box);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(7, { canal: 'vale_presente', id: 31, agradecido: true });
    expect(Object.keys(save.mock.calls[0]![1] as object)).not.toContain('listaProdutoId');
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    // the online gift beside it kept its state
    expect(pansBox()).not.toBeChecked();
  });

  it('rolls the toggle back and shows the error when the API refuses it', async () => {
    const user = userEvent.setup();
    let refuse!: (e: unknown) => void;
    jest.spyOn(areaApi, 'setGiftThanked').mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    renderScreen(<ListViewPage />, route);
    await (await section()).findAllByTestId('received-gift');
    await user.click(pansBox());
    expect(pansBox()).toBeChecked();
    await act(async () => refuse(new ApiError('HTTP_ERROR', 404, 'Erro 404', { message: 'Presente não encontrado.' })));
    await waitFor(() => expect(pansBox()).not.toBeChecked());
    expect(await screen.findByText('Não foi possível salvar o agradecimento.')).toBeInTheDocument();
    expect(screen.getByText('Presente não encontrado.')).toBeInTheDocument();
    // the other gift kept its state
    expect(screen.getByRole('checkbox', { name: /Toalha de banho/ })).toBeChecked();
  });

  it('shows a failed load with the server message and retries', async () => {
    const user = userEvent.setup();
    fetchGifts.mockRejectedValueOnce(new ApiError('HTTP_ERROR', 500, 'Erro 500', { message: 'Falha no servidor' }));
    renderScreen(<ListViewPage />, route);
    const gifts = await section();
    expect(await gifts.findByText('Não foi possível carregar os presentes recebidos.')).toBeInTheDocument();
    expect(gifts.getByText('Falha no servidor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
    await user.click(gifts.getByRole('button', { name: 'Tentar novamente' }));
    expect(await gifts.findAllByTestId('received-gift')).toHaveLength(2);
  });

  it("says 'Nenhum presente recebido ainda.' and offers no download without gifts", async () => {
    fetchGifts.mockResolvedValue({ presentes: [] });
    renderScreen(<ListViewPage />, route);
    const gifts = await section();
    expect(await gifts.findByText('Nenhum presente recebido ainda.')).toBeInTheDocument();
    expect(gifts.queryByRole('button', { name: 'Baixar planilha (CSV)' })).not.toBeInTheDocument();
  });

  describe("'Baixar planilha (CSV)'", () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    afterEach(() => Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke }));

    it('downloads every gift received, also those the filter hides, as presentes-recebidos-lista-7.csv', async () => {
      const user = userEvent.setup();
      const createObjectURL = jest.fn((_blob: Blob) => 'blob:http://site.test/csv');
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      const clicked: HTMLAnchorElement[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      renderScreen(<ListViewPage />, route);
      const gifts = await section();
      await gifts.findAllByTestId('received-gift');
      await user.click(gifts.getByRole('checkbox', { name: 'Mostrar apenas não agradecidos' }));
      expect(gifts.getAllByTestId('received-gift')).toHaveLength(1);

      await user.click(gifts.getByRole('button', { name: 'Baixar planilha (CSV)' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]?.download).toBe('presentes-recebidos-lista-7.csv');
      const blob = createObjectURL.mock.calls[0]![0];
      expect(blob.type).toBe('text/csv;charset=utf-8');
      const text = await readText(blob);
      expect(text.startsWith('\uFEFFPresente;Quantidade;Valor (R$);')).toBe(true);
      expect(text).toContain('Jogo de panelas;1;250,00;Beatriz Lima;');
      expect(text).toContain('Toalha de banho;2;100,00;Carlos Souza;');
    });

    it('includes the vale-presente rows in the spreadsheet', async () => {
      const user = userEvent.setup();
      fetchGifts.mockResolvedValue({ presentes: [online, vale] });
      const createObjectURL = jest.fn((_blob: Blob) => 'blob:http://site.test/csv');
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      renderScreen(<ListViewPage />, route);
      const gifts = await section();
      await gifts.findAllByTestId('received-gift');
      await user.click(gifts.getByRole('button', { name: 'Baixar planilha (CSV)' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      const text = await readText(createObjectURL.mock.calls[0]![0]);
      expect(text).toContain('Jogo de panelas;1;250,00;Beatriz Lima;');
      expect(text).toContain('Vale-presente;2;200,00;Tia Rosa;rosa@example.com;Para a casa nova;Vale-presente online;#1010;');
    });
  });

  it("shows cotas (decision 043) as 'Cota online', apart from the vale-presente line, one total per gift", async () => {
    const cota1: ReceivedGift = { ...vale, id: 40, listaProdutoId: 12, presente: 'Cota: Sofá', quantidade: 3, valor: 150, nome: 'Carla', pedido: '#2001' };
    const cota2: ReceivedGift = { ...vale, id: 41, listaProdutoId: 12, presente: 'Cota: Sofá', quantidade: 1, valor: 300, nome: 'Davi', pedido: '#2002' };
    // the kit was then given whole: Eva's cota stayed with the owner as credit
    const cota3: ReceivedGift = { ...vale, id: 42, listaProdutoId: 40, presente: 'Cota: Kit Quarto', quantidade: 2, valor: 100, nome: 'Eva', pedido: '#2003', cotaComoVale: true };
    fetchGifts.mockResolvedValue({ presentes: [online, vale, cota1, cota2, cota3] });
    renderScreen(<ListViewPage />, route);
    const gifts = await section();
    expect(await gifts.findAllByTestId('received-gift')).toHaveLength(5);
    const row = within(gifts.getAllByText('Cota: Sofá')[0]!.closest('[data-testid="received-gift"]') as HTMLElement);
    expect(row.getByText('Cota online')).toBeInTheDocument();
    expect(row.getByText(/^R\$\s150,00$/)).toBeInTheDocument();
    expect(row.queryByText(/Quantidade/)).not.toBeInTheDocument();
    expect(gifts.getAllByText('Cota online')).toHaveLength(3);
    expect(gifts.getAllByText('Vale-presente online')).toHaveLength(1);
    // the vale-presente line counts the plain vale-presente only; the cotas have a line per gift
    expect(gifts.getByTestId('vale-presente-total')).toHaveTextContent(/^Vale-presente recebido: R\$\s200,00 \(2 vales\)$/);
    expect(gifts.getAllByTestId('cotas-total').map((l) => l.textContent?.replace(/\s/g, ' '))).toEqual([
      'Cotas para Sofá: R$ 450,00 (2 cotas)',
      'Cotas para Kit Quarto: R$ 100,00 (1 cota)',
    ]);
    expect(gifts.getByText(/^1 presente recebido/)).toBeInTheDocument();
    expect(gifts.getAllByTestId('cota-como-vale')).toHaveLength(1);
    const eva = within(gifts.getByText('Eva').closest('[data-testid="received-gift"]') as HTMLElement);
    expect(eva.getByText('O presente foi dado inteiro: esta cota ficou como vale-presente.')).toBeInTheDocument();
  });
});
