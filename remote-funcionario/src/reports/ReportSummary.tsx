/**
 * The summary cards of 'Relatórios' (decision 040), from the answer's `resumo`: 'Listas criadas',
 * 'Listas ativas', 'Presentes dados' (R$ and how many), 'Vale-presente' (R$), 'Média por lista'
 * (R$) and 'Listas com presente' (the share of active lists that received a gift). Same cards as the
 * dashboard's counters; a skeleton of them while the report loads.
 */
import { Card, SimpleGrid, Skeleton } from 'shared-contracts/chakra';
import { Stat } from 'shared-contracts/chakra-extras';
import { formatBRL, type ReportFigures } from 'shared-contracts';
import { formatCount, formatShare } from './reportFormat';
import { reportTexts as t } from './texts';

const gridProps = { columns: { base: 2, md: 3, xl: 6 }, gap: { base: '3', md: '4' }, mb: '8' } as const;

function SummaryCard({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label color="fg.muted">{label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }}>{value}</Stat.ValueText>
          {/* a <dd>: Chakra renders the help text as a <span>, which a <dl> may not hold (axe definition-list) */}
          {help && (
            <Stat.HelpText as="dd" color="fg.muted">
              {help}
            </Stat.HelpText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The six cards of `resumo` (amounts in reais). */
export function ReportSummary({ resumo }: { resumo: ReportFigures }) {
  return (
    <SimpleGrid as="section" aria-label={t.summary} {...gridProps}>
      <SummaryCard label={t.listsCreated} value={formatCount(resumo.listasCriadas)} />
      <SummaryCard label={t.activeLists} value={formatCount(resumo.listasAtivas)} />
      <SummaryCard label={t.giftsGiven} value={formatBRL(resumo.presentes.valor)} help={t.giftCount(resumo.presentes.quantidade)} />
      <SummaryCard label={t.valePresente} value={formatBRL(resumo.valePresente)} />
      <SummaryCard label={t.averagePerList} value={formatBRL(resumo.mediaPorLista)} />
      <SummaryCard
        label={t.listsWithGift}
        value={formatShare(resumo.taxaListasComPresente)}
        help={t.listsWithGiftOf(resumo.listasComPresente, resumo.listasAtivas)}
      />
    </SimpleGrid>
  );
}

/** The cards' places while the report loads. */
export function ReportSummarySkeleton() {
  return (
    <SimpleGrid {...gridProps} aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height="24" borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}
