/**
 * The spreadsheets of 'Relatórios' (decision 040), one per table: the same columns as the screen
 * (./reportColumns), written like the owner's 'Presentes recebidos' (shared-contracts/ui csv:
 * ';', CRLF, UTF-8 BOM, formulas escaped, papaparse loaded on demand).
 */
import { toCsv } from 'shared-contracts/ui';
import type { ReportColumn } from './reportColumns';

/** The tables, as they appear in the spreadsheets' file names. */
export type ReportTableName = 'filiais' | 'vendedores' | 'meses' | 'produtos';

/** The text of a table's spreadsheet: its header row, then one line per row. */
export function reportTableCsv<Row>(columns: ReadonlyArray<ReportColumn<Row>>, rows: readonly Row[]): Promise<string> {
  return toCsv(
    columns.map((column) => column.csvHeader),
    rows.map((row) => columns.map((column) => column.csv(row))),
  );
}

/** The file of a table for the period (São Paulo days): 'relatorio-filiais-2026-11-01-a-2026-11-30.csv'. */
export function reportFileName(table: ReportTableName, periodo: { de: string; ate: string }): string {
  return `relatorio-${table}-${periodo.de}-a-${periodo.ate}.csv`;
}
