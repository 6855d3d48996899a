/**
 * Spreadsheets (CSV) that Excel in pt-BR opens as is, and their download: the owner's 'Presentes
 * recebidos' (decision 028) and the staff's 'Relatórios' (decision 040) write theirs with these.
 *
 * The text: ';' between fields, CRLF lines, a UTF-8 BOM first (without it Excel reads the accents
 * as Latin-1), amounts as Brazilian numbers without the currency symbol ('1.234,56'). Fields that
 * a spreadsheet would run as a formula ('=', '+', '-', '@', tab, CR at the start: a guest may type
 * anything in their name or message) are escaped by papaparse with a leading apostrophe, also when
 * they span lines: papaparse's own pattern (`escapeFormulae: true`, /^[=+\-@\t\r].*$/ without the
 * dotall flag) lets a value with a line break through, so FORMULA_START is given instead. Values
 * with ';', quotes or line breaks are quoted, their quotes doubled, their lines kept.
 *
 * papaparse loads only when someone asks for a file (dynamic import, a chunk of its own).
 */

/** A value a spreadsheet would run as a formula: its first character only, whatever follows (line breaks included). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell of a spreadsheet. */
export type CsvValue = string | number;

const reais = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in reais as a spreadsheet cell: 1234.5 → '1.234,50' (no currency symbol). */
export function csvAmount(value: number): string {
  return reais.format(value);
}

/**
 * The spreadsheet's text, BOM first: the header row `fields`, then `rows` (each an array in the
 * order of `fields`, or a record keyed by them). The header is written also when there is no row.
 */
export async function toCsv(fields: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvValue> | Readonly<Record<string, CsvValue>>>): Promise<string> {
  const { default: Papa } = await import(/* webpackChunkName: "lazy-papaparse" */ 'papaparse');
  const csv = Papa.unparse(
    { fields: [...fields], data: [...rows] },
    { delimiter: ';', escapeFormulae: FORMULA_START, header: true, newline: '\r\n' },
  );
  return `\uFEFF${csv}`;
}

/** Starts the browser download of `href` (a data: or blob: address) under `fileName`. */
export function triggerDownload(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** How long the file's object URL lives after the click (the download must have started). */
export const REVOKE_AFTER_MS = 10_000;

/**
 * Downloads `text` as the file `fileName` (text/csv, UTF-8) through an object URL
 * (`triggerDownload`), revoked `REVOKE_AFTER_MS` later.
 */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  try {
    triggerDownload(url, fileName);
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
