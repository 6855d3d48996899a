/**
 * The progress of a list card where §2 says a card is not public (the staff's list cards, and a
 * card of a list that is not public): exactly '100%' → green 'Completa' badge and bar, otherwise
 * an 'N itens' badge (singular for one) and a bar in the primary colour.
 */
import { Badge, HStack, Progress, Stack, Text } from 'shared-contracts/chakra';
import { countOf, type Progress as ListProgress } from 'shared-contracts';

/** Visible texts of the card progress (§2 List card). */
export const listCardProgressTexts = {
  complete: 'Completa',
  items: (n: number) => countOf(n, 'item', 'itens'),
  progressLabel: (label: string) => `Progresso da lista: ${label}`,
} as const;
const t = listCardProgressTexts;

/** True when the list counts as complete: `percentageLabel` exactly '100%' (§2 List card). */
export function isListComplete(progress: ListProgress): boolean {
  return progress.percentageLabel === '100%';
}

/** Badge, percentage and bar of a list's sold/total `progress`. */
export function ListCardProgress({ progress }: { progress: ListProgress }) {
  const complete = isListComplete(progress);
  const palette = complete ? 'green' : 'brand';
  return (
    <Stack gap="1.5" data-testid="list-progress">
      <HStack justify="space-between">
        <Badge colorPalette={palette} variant="subtle">
          {complete ? t.complete : t.items(progress.total)}
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          {progress.percentageLabel}
        </Text>
      </HStack>
      <Progress.Root
        value={Math.min(100, Math.max(0, Math.round(progress.ratio * 100)))}
        colorPalette={palette}
        size="sm"
        data-complete={complete}
      >
        <Progress.Track aria-label={t.progressLabel(progress.percentageLabel)}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
