/**
 * 'Relatórios' (/funcionario/relatorios, decision 040; permission 'Visualizar relatórios'): what the
 * lists sold in a period, for the chain or one branch or seller. The filters live in the address
 * (./reportFilters: the current São Paulo month by default, written into the address on arrival)
 * and are checked with the contract's reportQuerySchema before GET /relatorios is asked. Then the
 * summary cards, and the tables 'Por filial', 'Por vendedor', 'Por mês' (with its chart, loaded
 * after the first paint) and 'Produtos mais dados', each with its spreadsheet. Amounts are reais.
 */
import { Box, Button, Heading, Skeleton, Stack, Text, VisuallyHidden } from 'shared-contracts/chakra';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { countOf, formatBRL, formatDate, routeTable, type ReportFigures, type ReportQuery, type ReportResponse } from 'shared-contracts';
import { ChunkBoundary, EmptyState, importOnce, LoadError, useFiltersInAddress, usePageMeta } from 'shared-contracts/ui';
import { BackToDashboard, ScreenContainer } from '../common/ScreenParts';
import { branchColumns, monthColumns, productColumns, sellerColumns } from './reportColumns';
import { checkReportFilters, readReportFilters, writeReportFilters } from './reportFilters';
import { ReportFiltersCard } from './ReportFiltersCard';
import { ReportSummary, ReportSummarySkeleton } from './ReportSummary';
import { ReportTable } from './ReportTable';
import { reportTexts as t } from './texts';
import { useReport } from './useReport';

const reportFiltersCodec = { read: (params: URLSearchParams) => readReportFilters(params), write: writeReportFilters };

/** The chart's code, a chunk of its own; a failed download is tried again on 'Tentar novamente'. */
const loadChart = importOnce(() => import(/* webpackChunkName: "report-chart" */ './MonthlyChart'));

function MonthlyChartSlot({ meses }: { meses: ReportResponse['meses'] }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy keeps a failed download: each attempt gets a new one
  const Chart = useMemo(() => lazy(() => loadChart().then((m) => ({ default: m.MonthlyChart }))), [attempt]);
  const failed = (
    <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3" mb="4" role="alert">
      <Text color="fg.muted">{t.chartError}</Text>
      <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
        {t.retry}
      </Button>
    </Stack>
  );
  return (
    <ChunkBoundary fallback={failed} resetKey={attempt}>
      <Suspense fallback={<Skeleton h={{ base: '64', md: '80' }} mb="4" aria-hidden />}>
        <Chart meses={meses} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** Whether every figure of `resumo` is 0: nothing to show in the period. */
function isEmpty(resumo: ReportFigures): boolean {
  const { presentes, canais } = resumo;
  const figures = [resumo.listasCriadas, resumo.listasAtivas, resumo.listasComPresente, presentes.quantidade, presentes.valor, resumo.valePresente, resumo.mediaPorLista];
  return [...figures, ...Object.values(canais).flatMap((c) => [c.quantidade, c.valor])].every((n) => n === 0);
}

function ReportSkeleton() {
  return (
    <Box role="status">
      <VisuallyHidden>{t.loading}</VisuallyHidden>
      <ReportSummarySkeleton />
      <Stack gap="6" aria-hidden>
        <Skeleton h="8" w="48" />
        <Skeleton h="48" />
        <Skeleton h="8" w="48" />
        <Skeleton h="48" />
      </Stack>
    </Box>
  );
}

function ReportBody({ report, busy }: { report: ReportResponse; busy: boolean }) {
  const { periodo } = report;
  if (isEmpty(report.resumo)) return <EmptyState title={t.empty} hint={t.emptyHint} />;
  return (
    <Box aria-busy={busy || undefined} opacity={busy ? 0.6 : 1}>
      <Text color="fg.muted" mb="4">
        {t.period(formatDate(periodo.de), formatDate(periodo.ate))}
      </Text>
      <ReportSummary resumo={report.resumo} />
      {report.descontoConclusao.pedidos > 0 && (
        <Text color="fg.muted" mt="-4" mb="8" data-testid="completion-purchases">
          {t.completionPurchases(report.descontoConclusao.pedidos, countOf(report.descontoConclusao.itens, 'item', 'itens'), formatBRL(report.descontoConclusao.valor))}
        </Text>
      )}
      <ReportTable title={t.byBranch} name="filiais" periodo={periodo} columns={branchColumns} rows={report.filiais} rowKey={(row) => row.filialId} />
      <ReportTable title={t.bySeller} name="vendedores" periodo={periodo} columns={sellerColumns} rows={report.vendedores} rowKey={(row) => row.vendedorId ?? 'sem'} />
      <ReportTable title={t.byMonth} name="meses" periodo={periodo} columns={monthColumns} rows={report.meses} rowKey={(row) => row.mes}>
        {report.meses.length > 0 && <MonthlyChartSlot meses={report.meses} />}
      </ReportTable>
      <ReportTable title={t.topProducts} name="produtos" periodo={periodo} columns={productColumns} rows={report.produtos} rowKey={(row) => row.codigo} />
    </Box>
  );
}

function Results({ query }: { query: ReportQuery | null }) {
  const { data, error, isLoading, isValidating, mutate } = useReport(query);
  if (!query) {
    return (
      <Text role="status" color="fg.muted" textAlign="center" py="10">
        {t.fixFilters}
      </Text>
    );
  }
  if (error && !isValidating) return <LoadError title={t.loadError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />;
  if (!data) return <ReportSkeleton />;
  return <ReportBody report={data} busy={isLoading} />;
}

/** The report screen (route id `staffReports`); see the file's note. */
export function ReportsPage() {
  const [params] = useSearchParams();
  const { filters, update, clear } = useFiltersInAddress(reportFiltersCodec);
  const { query, errors } = useMemo(() => checkReportFilters(filters), [filters]);
  usePageMeta({ title: routeTable.staffReports.title, noindex: true });

  // the period shown is the address's: a link without one gets the current month written in
  const missingPeriod = !params.has('de') || !params.has('ate');
  useEffect(() => {
    if (missingPeriod) update({}, true);
  }, [missingPeriod, update]);

  return (
    <ScreenContainer>
      <BackToDashboard />
      <Stack gap="1" mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t.title}
        </Heading>
        <Text color="fg.muted">{t.intro}</Text>
      </Stack>
      <ReportFiltersCard filters={filters} errors={errors} onChange={update} onClear={clear} />
      <Results query={query} />
    </ScreenContainer>
  );
}
