/**
 * Customer list view (/cliente/lista/{id}, §2 Customer list view): back link 'Minhas Listas',
 * cover, profile photo, title, description (nothing when empty), date (UTC), category, item count,
 * progress label and percent; 'Editar' only when the list is ativo (§4), the share button hidden
 * when privado; the sections 'Presentes Disponíveis (n)' and 'Presentes Já Adquiridos (n)' (n: the
 * cards under each; under the first, how many can be given now when some cannot: giftSections), then the owner's tracker 'Presentes
 * recebidos' (decision 028, ReceivedGiftsSection); after the event, above the gifts, the
 * 'Desconto de conclusão' card (decision 042, CompletionDiscountCard). While the list is ativo, each
 * unsold gift offers the owner's 'Aceita cotas' (decision 043, GiftCard). Missing list (or another customer's):
 * 'Lista não encontrada' with 'Voltar ao Dashboard'. Stacks in one column below 768 px.
 */
import { AspectRatio, Box, Button, Card, Container, DataList, Flex, Heading, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateLong, paths, privacidadeLabels, type Lista } from 'shared-contracts';
import { EditIcon, ListCover, ListPhoto, ShareIcon, usePageMeta } from 'shared-contracts/ui';
import { giftKey } from 'shared-contracts/gifts';
import { CustomerListGate } from '../common/CustomerListGate';
import { BackLink, ListProgressBar, StatusBadge } from '../common/ListBits';
import { listProgress } from '../common/progress';
import { commonTexts } from '../common/texts';
import { CompletionDiscountCard } from './CompletionDiscountCard';
import { GiftCard, type GiftCardOwner } from './GiftCard';
import { ReceivedGiftsSection } from './ReceivedGiftsSection';
import { giftSections, type Gift } from './giftSections';
import { listViewTexts as t } from './texts';

/** The message to guests, or null when the description is empty (blank or a lone '-'). */
function guestMessage(descricao: string | null | undefined): string | null {
  const text = descricao?.trim();
  return text && text !== '-' ? text : null;
}

function ListHeader({ lista }: { lista: Lista }) {
  const progress = listProgress(lista);
  const message = guestMessage(lista.descricao);
  const itemCount = progress?.total ?? lista.produtos?.length ?? 0;
  const details: Array<[string, string]> = [
    [t.date, formatDateLong(lista.dataEvento)],
    [t.category, lista.categorias?.nome || commonTexts.defaultCategory],
    [t.items, t.itemCount(itemCount)],
    ...(lista.localEvento ? ([[t.place, lista.localEvento]] as Array<[string, string]>) : []),
    [t.privacy, privacidadeLabels[lista.privacidade]],
  ];
  return (
    <Card.Root overflow="hidden">
      <AspectRatio ratio={{ base: 16 / 9, md: 3 }}>
        <ListCover src={lista.imagemCapa} alt={commonTexts.coverAlt(lista.titulo)} />
      </AspectRatio>
      <Card.Body gap="5" pt="0">
        <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'flex-end' }} gap={{ base: '3', md: '5' }} mt={{ base: '-10', md: '-14' }}>
          <ListPhoto src={lista.fotoLista} alt={commonTexts.photoAlt(lista.titulo)} boxSize={{ base: '20', md: '28' }} borderWidth="4px" shadow="md" position="relative" />
          <Stack gap="1" flex="1" minW="0" pt={{ md: '14' }}>
            <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" color="brand.fg">
              {lista.categorias?.nome || commonTexts.defaultCategory}
            </Text>
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {lista.titulo}
              </Heading>
              <StatusBadge status={lista.status} />
            </Flex>
          </Stack>
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }} w={{ base: 'full', md: 'auto' }}>
            {lista.status === 'ativo' && (
              <Button asChild variant="outline" colorPalette="brand" size="md">
                <RouterLink to={paths.clienteListEdit(lista.id)}>
                  <EditIcon size={18} />
                  {t.edit}
                </RouterLink>
              </Button>
            )}
            {lista.privacidade !== 'privado' && (
              <Button asChild colorPalette="brand" size="md">
                <RouterLink to={paths.clienteListShare(lista.id)} data-testid="share-button">
                  <ShareIcon size={18} />
                  {t.share}
                </RouterLink>
              </Button>
            )}
          </Flex>
        </Flex>
        {message && (
          <Box>
            <Text fontSize="sm" fontWeight="semibold" mb="1">
              {t.message}
            </Text>
            <Text color="fg.muted" whiteSpace="pre-line">
              {message}
            </Text>
          </Box>
        )}
        <DataList.Root orientation="horizontal" size="md" gap="2">
          {details.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {progress && (
          <Box maxW="xl">
            <Text fontSize="sm" fontWeight="semibold" mb="1">
              {t.progress}
            </Text>
            <ListProgressBar progress={progress} />
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function GiftSection({ id, title, gifts, emptyText, note, owner }: { id: string; title: string; gifts: Gift[]; emptyText: string; note?: string; owner: GiftCardOwner }) {
  return (
    <Box as="section" aria-labelledby={id} data-testid={id}>
      <Heading as="h2" id={id} size="xl" mb={note ? '1' : '4'}>
        {title}
      </Heading>
      {note && (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {note}
        </Text>
      )}
      {gifts.length === 0 ? (
        <Text color="fg.muted" bg="white" borderWidth="1px" borderRadius="lg" p="6" textAlign="center">
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="5">
          {gifts.map((gift) => (
            <GiftCard key={giftKey(gift)} gift={gift} owner={owner} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

function ListView({ lista }: { lista: Lista }) {
  usePageMeta({ title: lista.titulo, noindex: true });
  const { available, acquired, givable } = useMemo(() => giftSections(lista), [lista]);
  const empty = available.length === 0 && acquired.length === 0;
  const owner: GiftCardOwner = { listId: lista.id, active: lista.status === 'ativo' };
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Box>
          <BackLink to={paths.clienteDashboard()}>{t.back}</BackLink>
        </Box>
        <ListHeader lista={lista} />
        <CompletionDiscountCard listId={lista.id} />
        <GiftSection
          id="presentes-disponiveis"
          title={t.available(available.length)}
          note={givable < available.length ? t.givableNow(givable, available.length) : undefined}
          gifts={available}
          emptyText={empty ? t.emptyList : t.noneAvailable}
          owner={owner}
        />
        <GiftSection id="presentes-adquiridos" title={t.acquired(acquired.length)} gifts={acquired} emptyText={t.noneAcquired} owner={owner} />
        <ReceivedGiftsSection listId={lista.id} />
      </Stack>
    </Container>
  );
}

/** The customer list view screen (route id `clienteList`). */
export function ListViewPage() {
  return <CustomerListGate>{(lista) => <ListView lista={lista} />}</CustomerListGate>;
}
