/**
 * The owner's spreadsheet of 'Presentes recebidos' (decision 028): every gift the list received, one
 * row each, as a CSV that Excel in pt-BR opens as is (shared-contracts/ui csv: ';', CRLF, a UTF-8
 * BOM, formulas escaped, papaparse loaded on demand): values as Brazilian numbers without the
 * currency symbol ('1.234,56') and dates as dd/MM/yyyy HH:mm in the browser's time zone.
 */
import type { ReceivedGift } from 'shared-contracts/area-api';
import { csvAmount, formatLocalDateTime, receivedGiftChannel, receivedGiftsTexts as ui, toCsv } from 'shared-contracts/ui';
import { receivedGiftsCsvTexts as t } from './texts';

/** The file name of list `listId`'s spreadsheet. */
export const receivedGiftsFileName = (listId: number) => `presentes-recebidos-lista-${listId}.csv`;

/** One row of the spreadsheet per gift, keyed by the column names (in their order). */
export function receivedGiftsRows(presentes: ReceivedGift[]): Array<Record<string, string | number>> {
  return presentes.map((gift) => ({
    [t.colGift]: gift.presente,
    [t.colQuantity]: gift.quantidade,
    [t.colValue]: csvAmount(gift.valor),
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
export function receivedGiftsCsv(presentes: ReceivedGift[]): Promise<string> {
  return toCsv(
    [t.colGift, t.colQuantity, t.colValue, t.colGiver, t.colEmail, t.colMessage, t.colChannel, t.colOrder, t.colDate, t.colThanked],
    receivedGiftsRows(presentes),
  );
}
