/**
 * The columns of the four tables of 'Relatórios' (decision 040): each column says once what the
 * screen shows ('R$ 1.234,56', '1.234', '45,5%') and what the spreadsheet gets ('1.234,56' without
 * the symbol under a '(R$)' title, plain counts), so that the table and its CSV never disagree.
 */
import { formatBRL, type ChannelFigures, type ReportChannel, type ReportResponse } from 'shared-contracts';
import { reportChannelLabels, reportChannelValues } from 'shared-contracts/reports';
import { branchName, csvAmount, type CsvValue } from 'shared-contracts/ui';
import { formatCount, formatMonth, formatShare } from './reportFormat';
import { reportTexts as t } from './texts';

/** One column of a report table. */
export interface ReportColumn<Row> {
  /** The column's title on screen. */
  header: string;
  /** The column's title in the spreadsheet (money: 'Online (R$)'). */
  csvHeader: string;
  /** The text of a cell on screen. */
  cell: (row: Row) => string;
  /** The value of a cell in the spreadsheet. */
  csv: (row: Row) => CsvValue;
  /** Figures are right-aligned. */
  numeric: boolean;
}

const textColumn = <Row>(header: string, get: (row: Row) => string): ReportColumn<Row> => ({ header, csvHeader: header, cell: get, csv: get, numeric: false });
const countColumn = <Row>(header: string, get: (row: Row) => number): ReportColumn<Row> => ({
  header,
  csvHeader: header,
  cell: (row) => formatCount(get(row)),
  csv: get,
  numeric: true,
});
/** Reais: 'R$ 1.234,56' on screen, '1.234,56' under 'header (R$)' in the spreadsheet. */
const moneyColumn = <Row>(header: string, get: (row: Row) => number): ReportColumn<Row> => ({
  header,
  csvHeader: t.inReais(header),
  cell: (row) => formatBRL(get(row)),
  csv: (row) => csvAmount(get(row)),
  numeric: true,
});
const shareColumn = <Row>(header: string, get: (row: Row) => number): ReportColumn<Row> => ({
  header,
  csvHeader: header,
  cell: (row) => formatShare(get(row)),
  csv: (row) => formatShare(get(row)),
  numeric: true,
});
/** R$ of each channel (Online, Loja, Vale-presente), from `get(row, channel)`. */
const channelColumns = <Row>(get: (row: Row, channel: ReportChannel) => number): Array<ReportColumn<Row>> =>
  reportChannelValues.map((channel) => moneyColumn<Row>(reportChannelLabels[channel], (row) => get(row, channel)));

type Channels = Record<ReportChannel, ChannelFigures>;
const channelValue = (row: { canais: Channels }, channel: ReportChannel) => row.canais[channel].valor;

export type BranchRow = ReportResponse['filiais'][number];
export type SellerRow = ReportResponse['vendedores'][number];
export type MonthRow = ReportResponse['meses'][number];
export type ProductRow = ReportResponse['produtos'][number];

/** 'Por filial': lists created and active, gifts (count, R$), R$ per channel, average per list, share of active lists with a gift. */
export const branchColumns: Array<ReportColumn<BranchRow>> = [
  textColumn(t.colBranch, (row) => branchName(row.filialId, row.nome, 'Filial')),
  countColumn(t.colListsCreated, (row) => row.listasCriadas),
  countColumn(t.colActiveLists, (row) => row.listasAtivas),
  countColumn(t.colGifts, (row) => row.presentes.quantidade),
  moneyColumn(t.colGiftsValue, (row) => row.presentes.valor),
  ...channelColumns<BranchRow>(channelValue),
  moneyColumn(t.colAverage, (row) => row.mediaPorLista),
  shareColumn(t.colListsWithGift, (row) => row.taxaListasComPresente),
];

/** 'Por vendedor': the seller ('Sem vendedor' for lists without one), their code, lists opened, R$ in all and per channel. */
export const sellerColumns: Array<ReportColumn<SellerRow>> = [
  textColumn(t.colSeller, (row) => (row.vendedorId === null ? t.noSeller : row.nome)),
  {
    ...textColumn(t.colSellerCode, (row) => (row.vendedorId === null ? t.noCode : String(row.vendedorId))),
    csv: (row) => row.vendedorId ?? '',
    numeric: true,
  },
  countColumn(t.colListsOpened, (row) => row.listasAbertas),
  moneyColumn(t.colTotal, (row) => row.valor),
  ...channelColumns<SellerRow>(channelValue),
];

/** 'Por mês': the month ('nov/2026'), R$ per channel and their total. */
export const monthColumns: Array<ReportColumn<MonthRow>> = [
  textColumn(t.colMonth, (row) => formatMonth(row.mes)),
  ...channelColumns<MonthRow>((row, channel) => row[channel]),
  moneyColumn(t.colTotal, (row) => monthTotal(row)),
];

/** 'Produtos mais dados' (the top 20): position, code, name, units and R$. */
export const productColumns: Array<ReportColumn<ProductRow>> = [
  countColumn(t.colRank, (row) => row.ordem),
  textColumn(t.colProductCode, (row) => row.codigo),
  textColumn(t.colProduct, (row) => row.nome),
  countColumn(t.colQuantity, (row) => row.quantidade),
  moneyColumn(t.colValue, (row) => row.valor),
];

/** R$ of every channel in a month, rounded to cents. */
export function monthTotal(row: MonthRow): number {
  return Math.round(reportChannelValues.reduce((sum, channel) => sum + row[channel], 0) * 100) / 100;
}
