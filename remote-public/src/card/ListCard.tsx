/**
 * List card (§2 List card): cover, round profile photo over the cover, category, event day and
 * short month, place and branch. With `showProgress` (non-public contexts) also the progress:
 * exactly '100%' → green 'Completa' badge and bar, otherwise an 'N itens' badge and a brand bar.
 */
import { AspectRatio, Badge, Box, Card, HStack, Heading, LinkBox, LinkOverlay, Progress, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDayMonth, paths, type ListCard as ListCardData, type Progress as ListProgress } from 'shared-contracts';
import { ListCover, ListPhoto } from 'shared-contracts/ui';
import { cardTexts } from './texts';

export interface ListCardProps {
  lista: ListCardData;
  /** Shows the sold/total progress (non-public contexts). */
  showProgress?: boolean;
  /** Heading level of the title, to keep the page's outline in order. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** True when the list counts as complete: `percentageLabel` exactly '100%' (§2 List card). */
export function isListComplete(progress: ListProgress): boolean {
  return progress.percentageLabel === '100%';
}

function ListProgressBar({ progress }: { progress: ListProgress }) {
  const complete = isListComplete(progress);
  const palette = complete ? 'green' : 'brand';
  return (
    <Stack gap="1.5">
      <HStack justify="space-between">
        <Badge colorPalette={palette} variant="subtle">
          {complete ? cardTexts.complete : cardTexts.items(progress.total)}
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
        <Progress.Track aria-label={cardTexts.progressLabel(progress.percentageLabel)}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** The visual body of a list card, without the link (also used by the home's sample card). */
export function ListCardBody({ lista, showProgress, headingLevel = 'h3', to }: ListCardProps & { to?: string }) {
  const { day, month } = formatDayMonth(lista.dataEvento);
  return (
    <>
      <Box position="relative">
        <AspectRatio ratio={16 / 9}>
          <ListCover src={lista.imagemCapa} alt={cardTexts.coverAlt(lista.titulo)} loading="lazy" borderTopRadius="inherit" />
        </AspectRatio>
        {day && (
          <Stack
            position="absolute"
            top="3"
            left="3"
            bg="white"
            color="gray.900"
            borderRadius="md"
            px="2.5"
            py="1"
            gap="0"
            align="center"
            shadow="sm"
            lineHeight="1.1"
          >
            <Text as="span" fontWeight="bold" fontSize="lg">
              {day}
            </Text>
            <Text as="span" fontSize="xs" textTransform="uppercase">
              {month}
            </Text>
          </Stack>
        )}
        <ListPhoto src={lista.fotoLista} alt={cardTexts.photoAlt(lista.titulo)} loading="lazy" position="absolute" bottom="-8" left="4" boxSize="16" />
      </Box>
      <Card.Body pt="10" gap="2">
        {lista.categorias?.nome && (
          <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="brand.fg">
            {lista.categorias.nome}
          </Text>
        )}
        <Heading as={headingLevel} size="md" lineClamp={2}>
          {to ? (
            <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
              <RouterLink to={to}>{lista.titulo}</RouterLink>
            </LinkOverlay>
          ) : (
            lista.titulo
          )}
        </Heading>
        {lista.localEvento && (
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {lista.localEvento}
          </Text>
        )}
        {lista.filial?.nome && (
          <Text fontSize="sm" color="fg.muted">
            {cardTexts.branch(lista.filial.nome)}
          </Text>
        )}
        {showProgress && lista.progress && <ListProgressBar progress={lista.progress} />}
      </Card.Body>
    </>
  );
}

/**
 * A list card linking to /lista/{slug}. The link is the title (its accessible name); an overlay
 * stretches it over the whole card so that the card is clickable.
 */
export function ListCard(props: ListCardProps) {
  return (
    <LinkBox asChild>
      <Card.Root
        data-testid="list-card"
        overflow="hidden"
        h="full"
        transition="box-shadow 0.15s, transform 0.15s"
        _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}
        _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <ListCardBody {...props} to={paths.publicList(props.lista.slug)} />
      </Card.Root>
    </LinkBox>
  );
}
