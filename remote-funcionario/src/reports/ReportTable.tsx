/**
 * One table of 'Relatórios' (decision 040) as a section: its heading, 'Baixar planilha (CSV)' of the
 * same rows and columns, what goes above the table (the monthly chart) and the table, named by the
 * heading, its first column as row headers. A wide table scrolls inside its own box (focusable, so
 * the keyboard scrolls it too): the page itself never scrolls sideways, down to 390 px.
 */
import { Box, Flex, Heading, Text } from 'shared-contracts/chakra';
import { Table } from 'shared-contracts/chakra-extras';
import { useId, type ReactNode } from 'react';
import { CsvDownloadButton } from 'shared-contracts/ui';
import type { ReportColumn } from './reportColumns';
import { reportFileName, reportTableCsv, type ReportTableName } from './reportCsv';
import { reportTexts as t } from './texts';

/** Props of ReportTable. */
export interface ReportTableProps<Row> {
  title: string;
  /** The table's name in its spreadsheet's file name. */
  name: ReportTableName;
  /** The report's period (São Paulo days), for the file name. */
  periodo: { de: string; ate: string };
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown between the heading and the table (the chart of 'Por mês'). */
  children?: ReactNode;
}

const focusRing = { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.solid', outlineOffset: '2px' } as const;

/** A report table with its heading and spreadsheet; see the file's note. */
export function ReportTable<Row>({ title, name, periodo, columns, rows, rowKey, children }: ReportTableProps<Row>) {
  const headingId = useId();
  const [first, ...rest] = columns;
  return (
    <Box as="section" aria-labelledby={headingId} mb="10" minW="0">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id={headingId} size="lg">
          {title}
        </Heading>
        <CsvDownloadButton
          label={t.download}
          ariaLabel={t.downloadLabel(title)}
          busyLabel={t.downloading}
          errorTitle={t.downloadError}
          fileName={reportFileName(name, periodo)}
          build={() => reportTableCsv(columns, rows)}
        />
      </Flex>
      {children}
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} role="group" aria-labelledby={headingId} _focusVisible={focusRing}>
        <Table.Root size="sm" aria-labelledby={headingId} striped>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.header} scope="col" textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>
                  <Text color="fg.muted">{t.noRows}</Text>
                </Table.Cell>
              </Table.Row>
            )}
            {first &&
              rows.map((row) => (
                <Table.Row key={rowKey(row)}>
                  <Table.Cell as="th" scope="row" fontWeight="medium" textAlign={first.numeric ? 'end' : 'start'}>
                    {first.cell(row)}
                  </Table.Cell>
                  {rest.map((column) => (
                    <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : 'start'} whiteSpace={column.numeric ? 'nowrap' : undefined}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
