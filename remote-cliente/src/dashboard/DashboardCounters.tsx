/**
 * The three counters of the customer dashboard (§2, §3 Customer dashboard counters): 'Listas
 * Ativas', 'Listas Públicas (visualizações)', 'Presentes Recebidos'. A skeleton while loading;
 * 'Erro ao carregar' in each counter when the call failed (§8).
 */
import { Card, SimpleGrid, Skeleton, Text, VisuallyHidden } from 'shared-contracts/chakra';
import { Stat } from 'shared-contracts/chakra-extras';
import type { CustomerDashboard } from 'shared-contracts';
import { dashboardTexts as t } from './texts';

/** Props of DashboardCounters: the answer of GET /cliente/listas/dashboard and its state. */
export interface DashboardCountersProps {
  data: CustomerDashboard | undefined;
  /** True while the first answer is awaited. */
  loading: boolean;
  /** True when the call failed and nothing is cached. */
  failed: boolean;
}

const COUNTERS: Array<{ key: keyof CustomerDashboard; label: string }> = [
  { key: 'listasAtivas', label: t.activeLists },
  { key: 'listasPublicas', label: t.publicLists },
  { key: 'presentesRecebidos', label: t.giftsReceived },
];

function CounterValue({ value, loading, failed }: { value: number | undefined; loading: boolean; failed: boolean }) {
  if (failed) {
    return (
      <Text as="span" color="red.700" fontSize="md" fontWeight="medium">
        {t.counterError}
      </Text>
    );
  }
  if (loading || value === undefined) {
    return (
      <>
        <Skeleton height="9" width="16" mt="1" />
        <VisuallyHidden>{t.counterLoading}</VisuallyHidden>
      </>
    );
  }
  return <>{value.toLocaleString('pt-BR')}</>;
}

/** The counters as a description list per card (label, then value, loading or error). */
export function DashboardCounters({ data, loading, failed }: DashboardCountersProps) {
  return (
    <SimpleGrid as="section" aria-label={t.countersLabel} columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '5' }}>
      {COUNTERS.map(({ key, label }) => (
        <Card.Root key={key} data-testid={`counter-${key}`}>
          <Card.Body p={{ base: '4', md: '5' }}>
            <Stat.Root>
              <Stat.Label color="fg.muted">{label}</Stat.Label>
              <Stat.ValueText fontSize="3xl" color="brand.fg" aria-busy={loading || undefined}>
                <CounterValue value={data?.[key]} loading={loading} failed={failed} />
              </Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
