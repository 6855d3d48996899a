/**
 * The counters of the customer dashboard (§2, §3 Customer dashboard counters): 'Listas Ativas',
 * 'Listas Públicas (visualizações)', 'Presentes Recebidos' and 'Vale-presente recebido'
 * (decision 030: the total in BRL of the gift cards received on every list, their count under it).
 * 'Presentes Recebidos' counts as the list view's cards and the tracker do (an item or a kit is
 * one gift) and says so under it, with the units when a gift has several. The vale-presente
 * counter shows only when the answer has one (a list accepts it or received one). Two columns on a
 * phone, as the staff dashboard's; one row from 768 px. A skeleton while loading; 'Erro ao
 * carregar' in each counter when the call failed (§8).
 */
import { Card, SimpleGrid, Skeleton, Text, VisuallyHidden } from 'shared-contracts/chakra';
import { Stat } from 'shared-contracts/chakra-extras';
import { countOf, formatBRL } from 'shared-contracts';
import type { CustomerDashboard } from 'shared-contracts/area-api';
import type { ReactNode } from 'react';
import { dashboardTexts as t } from './texts';

/** Props of DashboardCounters: the answer of GET /cliente/listas/dashboard and its state. */
export interface DashboardCountersProps {
  data: CustomerDashboard | undefined;
  /** True while the first answer is awaited. */
  loading: boolean;
  /** True when the call failed and nothing is cached. */
  failed: boolean;
}

type CountKey = 'listasAtivas' | 'listasPublicas' | 'presentesRecebidos';

const COUNTERS: Array<{ key: CountKey; label: string }> = [
  { key: 'listasAtivas', label: t.activeLists },
  { key: 'listasPublicas', label: t.publicLists },
  { key: 'presentesRecebidos', label: t.giftsReceived },
];

function CounterValue({ value, loading, failed }: { value: string | undefined; loading: boolean; failed: boolean }) {
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
  return <>{value}</>;
}

/** One counter card: its label, then the value (loading or error) and an optional line under it. */
function Counter({ id, label, value, help, loading, failed }: { id: string; label: string; value: string | undefined; help?: ReactNode; loading: boolean; failed: boolean }) {
  return (
    <Card.Root data-testid={`counter-${id}`}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <Stat.Root>
          <Stat.Label color="fg.muted">{label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg" aria-busy={loading || undefined}>
            <CounterValue value={value} loading={loading} failed={failed} />
          </Stat.ValueText>
          {/* a dd of the same term: a description list holds only dt/dd groups (axe 'definition-list') */}
          {help !== undefined && !failed && (
            <Stat.HelpText asChild color="fg.muted">
              <dd>{help}</dd>
            </Stat.HelpText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The counters as a description list per card (label, then value, loading or error). */
export function DashboardCounters({ data, loading, failed }: DashboardCountersProps) {
  // unknown until the answer comes: shown while loading or failed, as the other counters
  const vale = data ? data.valePresente : undefined;
  const showVale = vale !== null;
  return (
    <SimpleGrid as="section" aria-label={t.countersLabel} columns={{ base: 2, md: showVale ? 4 : 3 }} gap={{ base: '3', md: '5' }}>
      {COUNTERS.map(({ key, label }) => (
        <Counter
          key={key}
          id={key}
          label={label}
          value={data?.[key].toLocaleString('pt-BR')}
          help={key === 'presentesRecebidos' && data ? t.giftsReceivedHelp(data.presentesRecebidos, data.unidadesRecebidas) : undefined}
          loading={loading}
          failed={failed}
        />
      ))}
      {showVale && (
        <Counter
          id="valePresente"
          label={t.valePresente}
          value={vale && formatBRL(vale.total)}
          help={vale && countOf(vale.quantidade, 'vale', 'vales')}
          loading={loading}
          failed={failed}
        />
      )}
    </SimpleGrid>
  );
}
