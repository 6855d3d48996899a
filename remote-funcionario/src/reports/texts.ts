/**
 * Visible texts of the staff screen 'Relatórios' (decision 040). The messages shared with the API
 * (invalid dates, order, period too long, branch, seller) are REPORT_MSG of shared-contracts/reports, and
 * the channels' names reportChannelLabels.
 */
import { formatCount } from './reportFormat';

/** `n` (1.234) and its noun, singular for exactly one. */
const counted = (n: number, singular: string, plural: string) => `${formatCount(n)} ${n === 1 ? singular : plural}`;

export const reportTexts = {
  title: 'Relatórios',
  intro: 'Listas e presentes da rede no período: por filial, vendedor, canal e mês.',
  // filters
  filters: 'Filtros',
  clear: 'Limpar Filtros',
  from: 'Data inicial',
  to: 'Data final',
  datePlaceholder: 'DD/MM/AAAA',
  branch: 'Filial',
  allBranches: 'Todas as filiais',
  seller: 'Código do vendedor',
  sellerPlaceholder: 'Todos os vendedores',
  fixFilters: 'Corrija os filtros para ver o relatório.',
  // state of the data
  loading: 'Carregando relatório...',
  loadError: 'Não foi possível carregar o relatório.',
  retry: 'Tentar novamente',
  empty: 'Nenhum presente no período.',
  emptyHint: 'Escolha outro período, filial ou vendedor.',
  period: (de: string, ate: string) => `Período de ${de} a ${ate}`,
  // summary cards
  summary: 'Resumo',
  /** The owners' completion-discount purchases (decision 042), apart from the gifts. */
  completionPurchases: (pedidos: number, itens: string, valor: string) =>
    `Compras dos donos com desconto de conclusão (fora dos presentes): ${pedidos === 1 ? '1 pedido' : `${pedidos} pedidos`}, ${itens}, ${valor} a preço de lista.`,
  listsCreated: 'Listas criadas',
  activeLists: 'Listas ativas',
  giftsGiven: 'Presentes dados',
  giftCount: (n: number) => counted(n, 'presente', 'presentes'),
  valePresente: 'Vale-presente',
  averagePerList: 'Média por lista',
  listsWithGift: 'Listas com presente',
  listsWithGiftOf: (n: number, of: number) => `${formatCount(n)} de ${counted(of, 'lista ativa', 'listas ativas')}`,
  // tables
  byBranch: 'Por filial',
  bySeller: 'Por vendedor',
  byMonth: 'Por mês',
  topProducts: 'Produtos mais dados',
  noRows: 'Nenhum dado no período.',
  colBranch: 'Filial',
  colListsCreated: 'Listas criadas',
  colActiveLists: 'Listas ativas',
  colGifts: 'Presentes',
  colGiftsValue: 'Valor dos presentes',
  colAverage: 'Média por lista',
  colListsWithGift: 'Listas com presente',
  colSeller: 'Vendedor',
  colSellerCode: 'Código',
  colListsOpened: 'Listas abertas',
  colTotal: 'Total',
  colMonth: 'Mês',
  colRank: 'Posição',
  colProductCode: 'Código',
  colProduct: 'Produto',
  colQuantity: 'Quantidade',
  colValue: 'Valor',
  noSeller: 'Sem vendedor',
  noCode: '—',
  /** A money column's title in the spreadsheet, whose values carry no currency symbol. */
  inReais: (column: string) => `${column} (R$)`,
  // the chart of 'Por mês'
  chart: 'Valor em R$ por canal em cada mês',
  chartError: 'Não foi possível carregar o gráfico. A tabela abaixo traz os mesmos valores.',
  // spreadsheets
  download: 'Baixar planilha (CSV)',
  downloadLabel: (table: string) => `Baixar planilha (CSV): ${table}`,
  downloading: 'Gerando planilha...',
  downloadError: 'Não foi possível gerar a planilha.',
} as const;
