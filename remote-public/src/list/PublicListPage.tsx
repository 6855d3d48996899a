/**
 * Public list page (/lista/{slug}, §2 Public list page): cover, profile photo, title, date and
 * place, 'Sobre o Evento', the WhatsApp button and the share options (both hidden for privado
 * lists), the gift grid 'Lista de Presentes' (unsold first) whose 'Presentear' opens the purchase
 * review or /lista/kit (./useGiving), with the vale-presente card above the gifts when the list
 * takes one (decision 030, ./valePresente) and 'Dar uma cota' on gifts that accept cotas when it
 * does (decision 043, ./cota), the store card and 'Detalhes do Evento'. Below 768 px
 * everything stacks in one column with the side boxes after the grid.
 */
import { AspectRatio, Box, Button, Container, Flex, Grid, Heading, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { memo, useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { buildShareMessage, errorMessage, formatDateLong, paths, resolveImageUrl, shareListUrl, useRuntimeConfig, whatsAppLink, type Lista } from 'shared-contracts';
import { announceWhatsApp, CenteredMessage, isNotFound, ListCover, ListNotFound, listNotFoundTexts, ListPhoto, ShareOptions, usePageMeta } from 'shared-contracts/ui';
import { giftKey } from 'shared-contracts/gifts';
import { KitCard, ProductCard } from './GiftCards';
import { availableCount, giftEntries, type GiftEntry } from './giftEntries';
import { EventDetails, StoreInfo } from './ListInfo';
import { listTexts as t } from './texts';
import { onListRefresh } from './listRefresh';
import { useCotaGiving } from './cota/useCotaGiving';
import { useGiving } from './useGiving';
import { useListBySlug } from './useListBySlug';
import { ValePresenteCard } from './valePresente/ValePresenteCard';

function WhatsAppIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z" />
    </svg>
  );
}

/** Cover, photo, title, date and place, and the WhatsApp share button (not on privado lists). `url`: the share link. */
function ListHeader({ lista, url }: { lista: Lista; url: string }) {
  const message = buildShareMessage({ titulo: lista.titulo, url, codigo: lista.id });
  return (
    <Box bg="white" borderBottomWidth="1px">
      <Box position="relative" maxW="7xl" mx="auto">
        <AspectRatio ratio={{ base: 16 / 9, md: 4 }} maxH="360px">
          {/* the page's largest image (decision 029): fetched first; fetchpriority in lower case for React 18 */}
          <ListCover src={lista.imagemCapa} alt={t.coverAlt(lista.titulo)} {...{ fetchpriority: 'high' }} />
        </AspectRatio>
      </Box>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} pb="6">
        <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'flex-end' }} gap={{ base: '3', md: '6' }} mt={{ base: '-12', md: '-16' }}>
          <ListPhoto src={lista.fotoLista} alt={t.photoAlt(lista.titulo)} boxSize={{ base: '24', md: '32' }} borderWidth="4px" position="relative" shadow="md" />
          <Stack gap="1" flex="1" pt={{ md: '16' }}>
            {lista.categorias?.nome && (
              <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" color="brand.fg">
                {lista.categorias.nome}
              </Text>
            )}
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {lista.titulo}
            </Heading>
            <Text color="fg.muted">
              {[formatDateLong(lista.dataEvento), lista.localEvento].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          {lista.privacidade !== 'privado' && (
            <Button asChild colorPalette="green" bg="green.700" _hover={{ bg: "green.800" }} size="md">
              <a href={whatsAppLink(message)} target="_blank" rel="noopener noreferrer" data-testid="whatsapp-share" onClick={announceWhatsApp}>
                <WhatsAppIcon />
                {t.shareWhatsApp}
              </a>
            </Button>
          )}
        </Flex>
      </Container>
    </Box>
  );
}

/**
 * 'Lista de Presentes': its count, the vale-presente card when the list takes one (decision 030),
 * then the gifts; a cota (decision 043) is a vale-presente, so 'Dar uma cota' is offered only then.
 * The cota dialog's state lives here, beside the memoized `GiftList`: opening it renders the dialog
 * alone, not the section again.
 */
function GiftGrid({ lista, onGive, onRefresh }: { lista: Lista; onGive: (entry: GiftEntry) => void; onRefresh: () => void }) {
  const entries = useMemo(() => giftEntries(lista), [lista]);
  const cota = useCotaGiving(lista, entries, onRefresh);
  const onGiveCota = lista.aceitaValePresente === true ? cota.give : undefined;
  return (
    <Box as="section" aria-labelledby="presentes-titulo">
      <GiftList lista={lista} entries={entries} onGive={onGive} onGiveCota={onGiveCota} onRefresh={onRefresh} />
      {cota.element}
    </Box>
  );
}

interface GiftListProps {
  lista: Lista;
  entries: GiftEntry[];
  onGive: (entry: GiftEntry) => void;
  onGiveCota?: (entry: GiftEntry) => void;
  onRefresh: () => void;
}

/** The section's heading and count, the vale-presente card and the gift cards (their text when the list has none). */
const GiftList = memo(function GiftList({ lista, entries, onGive, onGiveCota, onRefresh }: GiftListProps) {
  return (
    <>
      <Flex align="baseline" justify="space-between" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" id="presentes-titulo" size="xl">
          {t.gifts}
        </Heading>
        <Text color="fg.muted" data-testid="available-count">
          {t.availableCount(availableCount(entries))}
        </Text>
      </Flex>
      <ValePresenteCard lista={lista} onConflict={onRefresh} />
      {entries.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {t.empty}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="5">
          {entries.map((entry) =>
            entry.kind === 'item' ? (
              <ProductCard key={giftKey(entry)} value={entry.item} onGive={onGive} onGiveCota={onGiveCota} />
            ) : (
              <KitCard key={giftKey(entry)} value={entry.kit} onGive={onGive} onGiveCota={onGiveCota} />
            ),
          )}
        </SimpleGrid>
      )}
    </>
  );
});

/**
 * Everything of the page but the giving dialog. Memoized: opening or closing a dialog changes
 * only the state of `ListView`, and a phone must not render every card again for it (at CPU 4×
 * a tap on 'Presentear' took about 350 ms to its loading overlay when it did).
 */
const ListBody = memo(function ListBody({ lista, url, onGive, refresh }: { lista: Lista; url: string; onGive: (entry: GiftEntry) => void; refresh: () => void }) {
  return (
    <>
      <ListHeader lista={lista} url={url} />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="8">
        <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 300px', lg: 'minmax(0, 1fr) 340px' }} gap="8" alignItems="start">
          <Stack gap="8">
            <Box as="section" aria-labelledby="sobre-titulo" bg="white" borderWidth="1px" borderRadius="lg" p="5">
              <Heading as="h2" id="sobre-titulo" size="lg" mb="2">
                {t.about}
              </Heading>
              <Text color="fg.muted" whiteSpace="pre-line">
                {lista.descricao || '-'}
              </Text>
            </Box>
            <GiftGrid lista={lista} onGive={onGive} onRefresh={refresh} />
          </Stack>
          <Stack gap="6">
            <EventDetails lista={lista} />
            <StoreInfo lista={lista} />
            {lista.privacidade !== 'privado' && <ShareOptions titulo={lista.titulo} url={url} codigo={lista.id} />}
          </Stack>
        </Grid>
      </Container>
    </>
  );
});

function ListView({ lista, refresh }: { lista: Lista; refresh: () => void }) {
  const config = useRuntimeConfig();
  // Share messages carry the list's share link (§2: /share/lista/{id} on the shop's host).
  const url = shareListUrl(config, lista.id);
  const giving = useGiving(lista, refresh);
  usePageMeta({
    title: lista.titulo,
    description: lista.descricao || undefined,
    imageUrl: resolveImageUrl(lista.imagemCapa, 'cover', config.assetsUrl),
    noindex: true,
  });
  return (
    <>
      <ListBody lista={lista} url={url} onGive={giving.give} refresh={refresh} />
      {giving.element}
    </>
  );
}

/** 'Lista não encontrada' (§2), its page title too; rendered on the server for an unknown list (docs/decisions/031). */
function PublicListNotFound() {
  usePageMeta({ title: listNotFoundTexts.title, noindex: true });
  return <ListNotFound to={paths.publicLists()} linkLabel={t.backToLists} />;
}

/** The public list screen (route id `publicList`). */
export function PublicListPage() {
  const { slug = '' } = useParams();
  const { data, error, isLoading, mutate } = useListBySlug(slug || undefined);
  // a checkout refused (409) in the dialog answered before the takeover (docs/decisions/048)
  useEffect(() => onListRefresh(() => void mutate()), [mutate]);

  if (data) return <ListView lista={data} refresh={() => void mutate()} />;
  if (!slug || isNotFound(error)) return <PublicListNotFound />;
  if (error && !isLoading) {
    return (
      <CenteredMessage>
        <Heading as="h1" size="xl">
          {t.loadError}
        </Heading>
        <Text color="fg.muted" role="alert">
          {errorMessage(error, t.loadError)}
        </Text>
        <Button variant="outline" colorPalette="brand" size="md" onClick={() => void mutate()}>
          {t.retry}
        </Button>
      </CenteredMessage>
    );
  }
  return (
    <CenteredMessage>
      <Text color="fg.muted" role="status">
        {t.loading}
      </Text>
    </CenteredMessage>
  );
}
