import 'shared-contracts/testing/polyfills';
import { localInstant as at, receivedInStore as inStore, receivedMarked as marked, receivedOnline as online, receivedValePresente as vale, renderScreen } from 'shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReceivedGift } from '../areaApi';
import { formatLocalDateTime as formatDateTimeLocal } from './localTime';
import { ReceivedGifts, receivedGiftChannel, receivedGiftKey } from './ReceivedGifts';

// Built from local parts, so the expected 'dd/MM/yyyy HH:mm' holds in any time zone.


/** The owner's screen in small: a toggle saves at once. */
function Owner({ initial }: { initial: ReceivedGift[] }) {
  const [presentes, setPresentes] = useState(initial);
  return (
    <ReceivedGifts
      presentes={presentes}
      onThankedChange={(gift, agradecido) => setPresentes((all) => all.map((g) => (g === gift ? { ...g, agradecido } : g)))}
    />
  );
}

const rows = () => screen.getAllByTestId('received-gift');
const cellsOf = (row: HTMLElement | undefined) => within(row!).getAllByRole('cell').map((c) => c.textContent);

describe("ReceivedGifts ('Presentes recebidos')", () => {
  it('shows the columns, the channel, the date in local time and the summary of every gift', () => {
    renderScreen(<ReceivedGifts presentes={[online, inStore]} onThankedChange={() => {}} />);
    const section = screen.getByRole('region', { name: 'Presentes recebidos' });
    const table = within(section).getByRole('table', { name: 'Presentes recebidos' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Presente',
      'Quem presenteou',
      'E-mail',
      'Mensagem',
      'Canal',
      'Data',
      'Agradecimento enviado',
    ]);
    const [first, second] = rows();
    expect(cellsOf(first)).toEqual(['Jogo de panelasR$\u00a0250,00', 'Beatriz Lima', 'bia@example.com', 'Felicidades!', 'Online', '20/11/2026 15:05', '']);
    expect(cellsOf(second)).toEqual(['Toalha de banhoQuantidade: 2 · R$\u00a0100,00', 'Carlos Souza', '-', '-', 'Visual Fashion Shop', '01/12/2026 09:30', '']);
    expect(within(section).getByText(/^2 presentes recebidos \(3 unidades\) · R\$\s350,00$/)).toBeInTheDocument();
  });

  it('gives each checkbox a name with the gift and the giver, checked as the gift is thanked', () => {
    renderScreen(<ReceivedGifts presentes={[online, inStore]} onThankedChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Agradecimento enviado: Jogo de panelas, presente de Beatriz Lima' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Agradecimento enviado: Toalha de banho, presente de Carlos Souza' })).toBeChecked();
  });

  it('reports a toggle with the gift and the new state, and disables the row while it is saved', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onThankedChange = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderScreen(<ReceivedGifts presentes={[online, inStore]} onThankedChange={onThankedChange} />);
    const box = screen.getByRole('checkbox', { name: /Jogo de panelas/ });
    await user.click(box);
    expect(onThankedChange).toHaveBeenCalledWith(online, true);
    expect(box).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Toalha de banho/ })).toBeEnabled();
    finish();
    await waitFor(() => expect(box).toBeEnabled());
  });

  it("names a store gift without a store 'Loja' and a giver without a name only by the gift", () => {
    renderScreen(<ReceivedGifts presentes={[{ ...inStore, loja: null, nome: null }]} onThankedChange={() => {}} />);
    expect(cellsOf(rows()[0])[4]).toBe('Loja');
    expect(screen.getByRole('checkbox', { name: 'Agradecimento enviado: Toalha de banho' })).toBeInTheDocument();
  });

  it("'Mostrar apenas não agradecidos' hides the thanked gifts, and says when all are thanked", async () => {
    const user = userEvent.setup();
    renderScreen(<Owner initial={[online, inStore]} />);
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar apenas não agradecidos' }));
    expect(rows()).toHaveLength(1);
    expect(cellsOf(rows()[0])[0]).toMatch(/^Jogo de panelas/);
    // the summary still counts every gift
    expect(screen.getByText(/^2 presentes recebidos \(3 unidades\) · R\$\s350,00$/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Jogo de panelas/ }));
    expect(screen.getByText('Todos os presentes já foram agradecidos.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Mostrar apenas não agradecidos' }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /Jogo de panelas/ })).toBeChecked();
  });

  it("says 'Nenhum presente recebido ainda.' without gifts, and shows no filter, summary or actions", () => {
    renderScreen(<ReceivedGifts presentes={[]} onThankedChange={() => {}} actions={<button type="button">Baixar</button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Presentes recebidos' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum presente recebido ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar' })).not.toBeInTheDocument();
  });

  it('shows the actions beside the heading when there are gifts, and the placeholder instead of the gifts', () => {
    const { unmount } = renderScreen(<ReceivedGifts presentes={[online]} actions={<button type="button">Baixar</button>} />);
    expect(screen.getByRole('button', { name: 'Baixar' })).toBeInTheDocument();
    unmount();
    renderScreen(<ReceivedGifts presentes={[]} placeholder={<p>Carregando...</p>} actions={<button type="button">Baixar</button>} />);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum presente recebido ainda.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar' })).not.toBeInTheDocument();
  });

  it("read-only (no onThankedChange): 'Sim'/'Não' instead of a checkbox per gift", () => {
    renderScreen(<ReceivedGifts presentes={[online, inStore]} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(1); // the filter only
    expect(screen.queryByRole('checkbox', { name: /Agradecimento enviado/ })).not.toBeInTheDocument();
    expect(cellsOf(rows()[0])[6]).toBe('Não');
    expect(cellsOf(rows()[1])[6]).toBe('Sim');
  });
});

describe('formatDateTimeLocal', () => {
  it("formats in the browser's time zone, two digits each, and '' when invalid", () => {
    expect(formatDateTimeLocal(at(2027, 3, 5, 7, 4))).toBe('05/03/2027 07:04');
    expect(formatDateTimeLocal(at(2026, 12, 31, 23, 59))).toBe('31/12/2026 23:59');
    expect(formatDateTimeLocal('nope')).toBe('');
  });
});

/** Another giving: one gift card of R$ 50,00, thanked. */
const vale2: ReceivedGift = { ...vale, id: 32, quantidade: 1, valor: 50, nome: 'João Alves', email: null, mensagem: null, pedido: '#1011', agradecido: true };

describe("ReceivedGifts: vale-presente rows", () => {
  it("shows a vale-presente like the other gifts, channel 'Vale-presente online', and the total line under the summary", () => {
    renderScreen(<ReceivedGifts presentes={[online, inStore, vale, vale2]} onThankedChange={() => {}} />);
    expect(rows()).toHaveLength(4);
    expect(cellsOf(rows()[2])).toEqual(['Vale-presenteQuantidade: 2 · R$\u00a0200,00', 'Tia Rosa', 'rosa@example.com', 'Para a casa nova', 'Vale-presente online', '05/12/2026 18:00', '']);
    expect(cellsOf(rows()[3])).toEqual(['Vale-presenteR$\u00a050,00', 'João Alves', '-', '-', 'Vale-presente online', '05/12/2026 18:00', '']);
    // the summary counts the list's gifts, as its cards and the dashboard do; the vale-presente apart
    expect(screen.getByText(/^2 presentes recebidos \(3 unidades\) · R\$\s350,00$/)).toBeInTheDocument();
    expect(screen.getByTestId('vale-presente-total')).toHaveTextContent(/^Vale-presente recebido: R\$\s250,00 \(3 vales\)$/);
  });

  it("says '1 vale' for a single gift card, and shows no vale-presente line without one", () => {
    const { unmount } = renderScreen(<ReceivedGifts presentes={[online, vale2]} />);
    expect(screen.getByTestId('vale-presente-total')).toHaveTextContent(/^Vale-presente recebido: R\$\s50,00 \(1 vale\)$/);
    unmount();
    renderScreen(<ReceivedGifts presentes={[online, inStore]} />);
    expect(screen.queryByTestId('vale-presente-total')).not.toBeInTheDocument();
    expect(screen.queryByText(/Vale-presente recebido/)).not.toBeInTheDocument();
  });

  it('reports the thanks of a vale-presente with the gift, and keeps two givings apart while one is saved', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onThankedChange = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderScreen(<ReceivedGifts presentes={[vale, { ...vale2, agradecido: false }]} onThankedChange={onThankedChange} />);
    const rosa = screen.getByRole('checkbox', { name: 'Agradecimento enviado: Vale-presente, presente de Tia Rosa' });
    const joao = screen.getByRole('checkbox', { name: 'Agradecimento enviado: Vale-presente, presente de João Alves' });
    await user.click(rosa);
    expect(onThankedChange).toHaveBeenCalledWith(vale, true);
    expect(rosa).toBeDisabled();
    expect(joao).toBeEnabled();
    finish();
    await waitFor(() => expect(rosa).toBeEnabled());
  });

  it("names the channel and keeps the keys unique without a list item", () => {
    expect(receivedGiftChannel(vale)).toBe('Vale-presente online');
    const keys = [vale, vale2, { ...inStore, id: 31 }, { ...online, id: 31 }].map(receivedGiftKey);
    expect(new Set(keys).size).toBe(4);
  });

  it("read-only (the staff's view): the vale-presente row says 'Sim'/'Não' and the total line shows", () => {
    renderScreen(<ReceivedGifts presentes={[vale, vale2]} />);
    expect(screen.queryByRole('checkbox', { name: /Agradecimento enviado/ })).not.toBeInTheDocument();
    expect(cellsOf(rows()[0])[6]).toBe('Não');
    expect(cellsOf(rows()[1])[6]).toBe('Sim');
    expect(screen.getByTestId('vale-presente-total')).toHaveTextContent(/^Vale-presente recebido: R\$\s250,00 \(3 vales\)$/);
  });
});

describe("ReceivedGifts: gifts the staff marked sold by hand ('Marcado pela loja')", () => {
  it("shows the gift with what is known: no giver, e-mail or message, channel 'Marcado pela loja', the day it was marked", () => {
    renderScreen(<ReceivedGifts presentes={[online, marked]} onThankedChange={() => {}} />);
    expect(cellsOf(rows()[1])).toEqual(['Jogo de coposR$\u00a080,00', '-', '-', '-', 'Marcado pela loja', '02/12/2026 10:00', '']);
    expect(screen.getByRole('checkbox', { name: 'Agradecimento enviado: Jogo de copos' })).not.toBeChecked();
    expect(screen.getByText(/^2 presentes recebidos · R\$\s330,00$/)).toBeInTheDocument();
    expect(screen.queryByText('Nenhum presente recebido ainda.')).not.toBeInTheDocument();
    expect(receivedGiftChannel(marked)).toBe('Marcado pela loja');
  });

  it('shows no gift summary when only vale-presente arrived, the vale-presente line alone', () => {
    renderScreen(<ReceivedGifts presentes={[vale]} />);
    expect(screen.queryByText(/presentes? recebidos? ·/)).not.toBeInTheDocument();
    expect(screen.getByTestId('vale-presente-total')).toHaveTextContent(/^Vale-presente recebido: R\$\s200,00 \(2 vales\)$/);
  });
});
