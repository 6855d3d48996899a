/**
 * The four counters of the staff dashboard (§2 Staff dashboard, §3 Staff metrics): 'Total de
 * Listas', 'Listas Ativas', 'Presentes Totais', 'Presentes Vendidos'. Each shows
 * 'Erro ao carregar' when the call fails (§8 Dashboard counters).
 */
import { Card, SimpleGrid } from 'shared-contracts/chakra';
import { Stat } from 'shared-contracts/chakra-extras';
import { dashboardTexts as t } from './texts';
import { useStaffMetrics } from './useStaffDashboard';

function Metric({ label, value, failed }: { label: string; value: number | undefined; failed: boolean }) {
  const text = failed ? t.metricError : value === undefined ? t.metricLoading : value.toLocaleString('pt-BR');
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label color="fg.muted">{label}</Stat.Label>
          <Stat.ValueText
            fontSize={failed || value === undefined ? 'md' : '2xl'}
            color={failed ? 'red.700' : undefined}
            aria-live="polite"
          >
            {text}
          </Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The four dashboard counters (GET /lista/funcionario/metricas). */
export function MetricCards() {
  const { data, error } = useStaffMetrics();
  const failed = !!error && !data;
  return (
    <SimpleGrid as="section" aria-label={t.metricsLabel} columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }} mb="8">
      <Metric label={t.totalLists} value={data?.listas.total} failed={failed} />
      <Metric label={t.activeLists} value={data?.listas.ativas} failed={failed} />
      <Metric label={t.totalGifts} value={data?.presentes.total} failed={failed} />
      <Metric label={t.soldGifts} value={data?.presentes.vendidos} failed={failed} />
    </SimpleGrid>
  );
}
