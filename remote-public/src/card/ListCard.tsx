/**
 * List card (§2 List card): cover, round profile photo over the cover, category, event day and
 * short month, place and branch. A card of a list that is not public also shows the progress
 * (ListCardProgress: 'Completa' at exactly '100%', else 'N itens'); public cards do not.
 */
import { AspectRatio, Badge, Box, Card, Heading, HStack, LinkBox, LinkOverlay, Progress, Stack, Text } from 'shared-contracts/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { formatDayMonth, paths, type ListCard as ListCardData } from 'shared-contracts';
import { ListCardProgress, ListCover, ListPhoto } from 'shared-contracts/ui';
import { cardTexts } from './texts';

export interface ListCardProps {
  lista: ListCardData;
  /** Heading level of the title, to keep the page's outline in order. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * The page's first card (decision 029): its cover is the page's largest image, in the HTML the server
   * sends, so it is fetched at once and first instead of lazily.
   */
  priority?: boolean;
}

/** How a card's cover loads: the first card's at once and first (`fetchpriority`, lower case in React 18), the others lazily. */
const imageLoading = (priority?: boolean) => (priority ? { loading: 'eager' as const, fetchpriority: 'high' } : { loading: 'lazy' as const });

/** The visual body of a list card, without the link (also used by the home's sample card). */
/** A card is not public when its list is not: it then shows the progress (§2 List card). */
export function isPublicCard(lista: Pick<ListCardData, 'privacidade'>): boolean {
  return (lista.privacidade ?? 'publico') === 'publico';
}

export function ListCardBody({ lista, headingLevel = 'h3', to, priority }: ListCardProps & { to?: string }) {
  const { day, month } = formatDayMonth(lista.dataEvento);
  return (
    <>
      <Box position="relative">
        <AspectRatio ratio={16 / 9}>
          <ListCover src={lista.imagemCapa} alt={cardTexts.coverAlt(lista.titulo)} {...imageLoading(priority)} borderTopRadius="inherit" />
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
        {!isPublicCard(lista) && lista.progress && <ListCardProgress progress={lista.progress} />}
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
