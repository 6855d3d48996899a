/**
 * The owner's spreadsheet of 'Presentes recebidos' (decision 028): every gift the list received, one
 * row each, as a CSV that Excel in pt-BR opens as is: ';' between fields, CRLF lines, a UTF-8 BOM
 * (without it Excel reads the accents as Latin-1), values as Brazilian numbers without the
 * currency symbol ('1.234,56') and dates as dd/MM/yyyy HH:mm in the browser's time zone. Fields
 * that a spreadsheet would run as a formula ('=', '+', '-', '@', tab, CR at the start: a giver may
 * type anything in their name or message) are escaped by papaparse with a leading apostrophe,
 * also when they span lines: papaparse's own pattern (`escapeFormulae: true`, /^[=+\-@\t\r].*$/
 * without the dotall flag) lets a value with a line break through, so FORMULA_START is given instead.
 *
 * papaparse loads only when the owner asks for the file (dynamic import).
 */
import type { ReceivedGift } from 'shared-contracts';
import { formatLocalDateTime, receivedGiftChannel, receivedGiftsTexts as ui } from 'shared-contracts/ui';
import { triggerDownload } from '../common/download';
import { receivedGiftsCsvTexts as t } from './texts';

/** A value a spreadsheet would run as a formula: its first character only, whatever follows (line breaks included). */
export const FORMULA_START = /^[=+\-@\t\r]/;

const reais = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The file name of list `listId`'s spreadsheet. */
export const receivedGiftsFileName = (listId: number) => `presentes-recebidos-lista-${listId}.csv`;

/** One row of the spreadsheet per gift, keyed by the column names (in their order). */
export function receivedGiftsRows(presentes: ReceivedGift[]): Array<Record<string, string | number>> {
  return presentes.map((gift) => ({
    [t.colGift]: gift.presente,
    [t.colQuantity]: gift.quantidade,
    [t.colValue]: reais.format(gift.valor),
    [t.colGiver]: gift.nome ?? '',
    [t.colEmail]: gift.email ?? '',
    [t.colMessage]: gift.mensagem ?? '',
    [t.colChannel]: receivedGiftChannel(gift),
    [t.colOrder]: gift.pedido ?? '',
    [t.colDate]: formatLocalDateTime(gift.data),
    [t.colThanked]: gift.agradecido ? ui.yes : ui.no,
  }));
}

/** The spreadsheet's text, BOM first, header row included (also when there is no gift). */
export async function receivedGiftsCsv(presentes: ReceivedGift[]): Promise<string> {
  const { default: Papa } = await import(/* webpackChunkName: "lazy-papaparse" */ 'papaparse');
  const csv = Papa.unparse(
    { fields: [t.colGift, t.colQuantity, t.colValue, t.colGiver, t.colEmail, t.colMessage, t.colChannel, t.colOrder, t.colDate, t.colThanked], data: receivedGiftsRows(presentes) },
    { delimiter: ';', escapeFormulae: FORMULA_START, header: true, newline: '\r\n' },
  );
  return `\uFEFF${csv}`;
}

/** How long the file's object URL lives after the click (the download must have started). */
export const REVOKE_AFTER_MS = 10_000;

/**
 * Downloads `text` as the file `fileName` (text/csv, UTF-8) through an object URL (common/download's
 * triggerDownload), revoked `REVOKE_AFTER_MS` later.
 */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  try {
    triggerDownload(url, fileName);
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
