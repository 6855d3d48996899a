import Papa from 'papaparse';
import { captureDownloads } from '../testing/downloads';
import { csvAmount, downloadCsv, REVOKE_AFTER_MS, toCsv } from './csv';

/** Parses the produced text back as a spreadsheet would (';', quotes, CRLF). */
function parse(text: string): string[][] {
  const { data, errors } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', newline: '\r\n', skipEmptyLines: true });
  expect(errors).toEqual([]);
  return data;
}

describe('toCsv', () => {
  it('starts with the UTF-8 BOM and the header, fields separated by ; and lines by CRLF', async () => {
    const text = await toCsv(['Filial', 'Valor (R$)'], [['Centro', csvAmount(1234.5)]]);
    expect(text).toBe('\uFEFFFilial;Valor (R$)\r\nCentro;1.234,50');
  });

  it('takes rows as arrays or as records keyed by the header, and keeps the header without rows', async () => {
    expect(parse(await toCsv(['a', 'b'], [{ b: 2, a: 'x' }]))).toEqual([['a', 'b'], ['x', '2']]);
    expect(parse(await toCsv(['a', 'b'], []))).toEqual([['a', 'b']]);
  });

  it("quotes a value with ';', quotes and a line break, doubling its quotes and keeping its lines", async () => {
    const text = await toCsv(['Nome', 'Mensagem'], [['Beatriz "Bia" Lima', 'Felicidades; muito amor\nBeijos']]);
    expect(text).toContain('"Beatriz ""Bia"" Lima";"Felicidades; muito amor\nBeijos"');
    expect(parse(text)[1]).toEqual(['Beatriz "Bia" Lima', 'Felicidades; muito amor\nBeijos']);
  });

  it('escapes a value a spreadsheet would run as a formula with a leading apostrophe, also across lines', async () => {
    const values = ['=1+1', '+5', '-2', '@SUM(A1)', '\t=1+1\r\nfim', '=HYPERLINK("http://evil.example")\n+0'];
    const rows = parse(await toCsv(['Nome'], values.map((v) => [v]))).slice(1);
    expect(rows.map((row) => row[0])).toEqual(values.map((v) => `'${v}`));
  });
});

describe('csvAmount', () => {
  it('writes reais as a Brazilian number with two decimals and no symbol', () => {
    expect([csvAmount(1234.56), csvAmount(89.9), csvAmount(0), csvAmount(1_000_000)]).toEqual(['1.234,56', '89,90', '0,00', '1.000.000,00']);
  });
});

describe('downloadCsv', () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => (downloads = captureDownloads()));
  afterEach(() => {
    downloads.restore();
    jest.useRealTimers();
  });

  it('clicks a temporary <a download> on a text/csv object URL, then revokes the URL', async () => {
    jest.useFakeTimers();
    downloadCsv('\uFEFFa;b\r\n1;2', 'presentes-recebidos-lista-7.csv');

    const { clicked, blobs, revokeObjectURL } = downloads;
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('presentes-recebidos-lista-7.csv');
    expect(clicked[0]?.href).toBe('blob:http://site.test/1');
    expect(clicked[0]?.isConnected).toBe(false); // removed after the click
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(blobs[0]?.size).toBe(new TextEncoder().encode('\uFEFFa;b\r\n1;2').length);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://site.test/1');
  });
});
