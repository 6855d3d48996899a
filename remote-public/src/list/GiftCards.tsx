/**
 * Gift cards of the public list (§2 Public list page, §4 Item availability, Branch stock, Kit):
 * a single product card and a kit card. 'Presentear' appears only where `canGive` says so and
 * calls `onGive(entry)`; pointing at it starts loading the giving path. A gift held by another
 * guest's checkout shows 'Reservado' and a short note instead; a kit that cannot be given says why
 * ('Indisponível', or 'Sem disponibilidade no momento' when no branch has every product).
 *
 * A gift that accepts cotas (decision 043; a kit by its anchor) shows their progress
 * (./cota/CotaProgress), 'Presenteado em cotas' instead of 'Adquirido' once they paid for it, and,
 * while something is open and the page passes `onGiveCota` (the list takes a vale-presente),
 * 'Dar uma cota' beside 'Presentear'.
 *
 * Both cards are memoized: a dialog opened from one of them must not render every card of the
 * list again (the list passes the same entries and handlers while it is unchanged).
 */
import { AspectRatio, Badge, Box, Button, Card, Flex, Heading, HStack, Image, List, Stack, Text, VisuallyHidden, Wrap } from 'shared-contracts/chakra';
import { COTA_MSG, formatBRL, isHeld, isKitAcquired, isKitHeld, isKitInStock, isKitUnavailable, isOnline, isSoldOut, type Kit, kitPrice, type ListProductItem, resolveImageUrl, stockRows, unitPrice, useRuntimeConfig } from 'shared-contracts';
import { BranchStock, WholeImage } from 'shared-contracts/ui';
import { giftKey } from 'shared-contracts/gifts';
import { memo } from 'react';
import { CotaButton, CotaProgressLine } from './cota/CotaProgress';
import { canGiveCota, cotaProgressOf, isGivenInCotas } from './cota/cotaGift';
import { canGive, type GiftEntry } from './giftEntries';
import { GIFT_ATTRIBUTE } from './giftPress';
import { listTexts as t } from './texts';
import { prefetchGiving } from './useGiving';

/** Product picture: the variant photo first, then the product photo, else the placeholder. */
export function itemImageUrl(item: ListProductItem, assetsUrl: string): string {
  return resolveImageUrl(item.grade?.FotoUrl || item.produto.fotoUrl, 'product', assetsUrl);
}

function CheckIcon() {
  return (
    <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

/** Green check over an acquired gift's picture (§4 'Adquirido'). */
function AcquiredOverlay() {
  return (
    <Flex position="absolute" inset="0" align="center" justify="center" data-testid="acquired-overlay">
      <Flex bg="green.600" color="white" borderRadius="full" boxSize="16" align="center" justify="center" shadow="md">
        <CheckIcon />
      </Flex>
    </Flex>
  );
}

// A card's spacing and a kit's thumbnails: smaller on a phone, where the cards are compact.
const pad = { base: '3', sm: '4' };
const gap = { base: '1.5', sm: '2' };
const thumb = { base: '14', sm: '20' };

/** The card's picture: a 96 px square beside the text on a phone, a 4:3 box across the card from `sm`. */
function GiftPicture({ src, alt, acquired }: { src: string; alt: string; acquired: boolean }) {
  return (
    <Box position="relative" w={{ base: '24', sm: 'full' }} flexShrink={0} m={{ base: '3', sm: '0' }} me="0">
      <WholeImage ratio={{ base: 1, sm: 4 / 3 }} src={src} alt={alt} loading="lazy" filter={acquired ? 'grayscale(1)' : undefined} opacity={acquired ? 0.5 : 1} />
      {acquired && <AcquiredOverlay />}
    </Box>
  );
}

function GiveButton({ entry, name, onGive }: { entry: GiftEntry; name: string; onGive: (entry: GiftEntry) => void }) {
  if (!canGive(entry)) return null;
  return (
    <Button
      colorPalette="brand"
      size="md"
      w="full"
      data-testid="presentear"
      {...(entry.kind === 'item' ? { [GIFT_ATTRIBUTE]: giftKey(entry) } : {})}
      aria-label={t.giveLabel(name)}
      onClick={() => onGive(entry)}
      onPointerEnter={prefetchGiving}
      onFocus={prefetchGiving}
    >
      {t.give}
    </Button>
  );
}

/** 'Reservado': another guest is at the online checkout of this gift. */
function HeldNote() {
  return (
    <Text fontSize="sm" color="orange.800" bg="orange.50" borderRadius="md" px="2.5" py="1.5" data-testid="held-note">
      {t.heldNote}
    </Text>
  );
}

export interface GiftCardProps<T> {
  value: T;
  onGive: (entry: GiftEntry) => void;
  /** 'Dar uma cota' (decision 043): given only when the list takes a vale-presente; the button shows where the gift has cotas open. */
  onGiveCota?: (entry: GiftEntry) => void;
}

/** 'Adquirido', or 'Presenteado em cotas' when its cotas paid for it (decision 043). */
function AcquiredBadge({ entry }: { entry: GiftEntry }) {
  return <Badge colorPalette="green">{isGivenInCotas(entry) ? COTA_MSG.given : t.acquired}</Badge>;
}

/** The card's buttons: 'Presentear' (when it can be given) and 'Dar uma cota' under it (when `onGiveCota` is given and cotas are open), each the card's width. */
function GiftButtons({ entry, name, onGive, onGiveCota }: { entry: GiftEntry; name: string; onGive: (entry: GiftEntry) => void; onGiveCota?: (entry: GiftEntry) => void }) {
  const cota = !!onGiveCota && canGiveCota(entry);
  if (!cota) return <GiveButton entry={entry} name={name} onGive={onGive} />;
  return (
    <Stack gap="2" w="full">
      <GiveButton entry={entry} name={name} onGive={onGive} />
      <CotaButton nome={name} onClick={() => onGiveCota(entry)} />
    </Stack>
  );
}

/**
 * Single product card: picture, name, unit price, quantity, colour/size, badges, branch stock. On a
 * phone (below `sm`) it is compact, so several gifts fit a screen: the picture beside the text, the
 * details on one line, the note in two lines, and the branches with stock left to the review dialog
 * (which lists them); 'Sem disponibilidade no momento' still shows.
 */
export const ProductCard = memo(function ProductCard({ value: item, onGive, onGiveCota }: GiftCardProps<ListProductItem>) {
  const config = useRuntimeConfig();
  const name = item.produto.nome;
  const entry: GiftEntry = { kind: 'item', item };
  const cotas = cotaProgressOf(entry);
  const soldOut = !item.vendido && isSoldOut(item);
  const held = isHeld(item);
  return (
    <Card.Root as="article" overflow="hidden" h="full" flexDirection={{ base: 'row', sm: 'column' }} data-testid="gift-card" data-sold={item.vendido}>
      <GiftPicture src={itemImageUrl(item, config.assetsUrl)} alt={name} acquired={item.vendido} />
      <Flex direction="column" flex="1" minW="0">
        <Card.Body gap={gap} p={pad}>
          <Wrap gap="1.5">
            {item.vendido && <AcquiredBadge entry={entry} />}
            {soldOut && <Badge colorPalette="red">{t.soldOut}</Badge>}
            {held && <Badge colorPalette="orange">{t.held}</Badge>}
            {isOnline(item) && !held && <Badge colorPalette="blue">{t.online}</Badge>}
          </Wrap>
          <Heading as="h3" size="sm" lineClamp={2}>
            {name}
          </Heading>
          <Text fontWeight="bold" fontSize="lg" color="brand.fg">
            {formatBRL(unitPrice(item))}
          </Text>
          {cotas && <CotaProgressLine cotas={cotas} />}
          <Flex direction={{ base: 'row', sm: 'column' }} wrap="wrap" columnGap="3" fontSize="sm" color="fg.muted">
            <Text>{t.quantity(item.quantidade)}</Text>
            {item.grade?.Cores?.Nome && <Text>{t.colour(item.grade.Cores.Nome)}</Text>}
            {item.grade?.Tamanhos?.Nome && <Text>{t.size(item.grade.Tamanhos.Nome)}</Text>}
          </Flex>
          {item.descricao && (
            <Text fontSize="sm" color="fg.muted" lineClamp={{ base: 2, sm: 3 }}>
              {item.descricao}
            </Text>
          )}
          {held && <HeldNote />}
          {!item.vendido && (
            <Box hideBelow={soldOut ? undefined : 'sm'}>
              <BranchStock rows={stockRows(item)} audience="public" />
            </Box>
          )}
        </Card.Body>
        <Card.Footer p={pad} pt="0">
          <GiftButtons entry={entry} name={name} onGive={onGive} onGiveCota={onGiveCota} />
        </Card.Footer>
      </Flex>
    </Card.Root>
  );
});

/** Kit card: name, up to 3 product thumbnails (or names) and '+N', estimated price, badges. */
export const KitCard = memo(function KitCard({ value: kit, onGive, onGiveCota }: GiftCardProps<Kit>) {
  const config = useRuntimeConfig();
  const entry: GiftEntry = { kind: 'kit', kit };
  const cotas = cotaProgressOf(entry);
  const products = [kit.anchor, ...kit.members];
  const shown = products.slice(0, 3);
  const rest = products.length - shown.length;
  const acquired = isKitAcquired(kit);
  const unavailable = !acquired && isKitUnavailable(kit);
  const held = !acquired && isKitHeld(kit);
  const noStock = !acquired && !unavailable && !isKitInStock(kit);
  return (
    <Card.Root as="article" overflow="hidden" h="full" data-testid="gift-card" data-sold={acquired}>
      {/* on a phone the strip stays above, its thumbnails smaller, so the card stays short */}
      <Box position="relative" bg="brand.subtle" p={pad}>
        {/* The strip wraps inside the card: 3 thumbnails and '+N' are wider than a 3-column card. */}
        <HStack gap="2" justify="center" wrap="wrap" minW="0" filter={acquired ? 'grayscale(1)' : undefined} opacity={acquired ? 0.5 : 1}>
          {shown.map((p) =>
            p.grade?.FotoUrl || p.produto.fotoUrl ? (
              <Image key={p.id} src={itemImageUrl(p, config.assetsUrl)} alt={p.produto.nome} loading="lazy" boxSize={thumb} objectFit="contain" bg="white" borderRadius="md" />
            ) : (
              <Flex key={p.id} boxSize={thumb} align="center" justify="center" bg="white" borderRadius="md" p="1" textAlign="center" fontSize="xs">
                {p.produto.nome}
              </Flex>
            ),
          )}
          {rest > 0 && (
            <Flex boxSize="12" align="center" justify="center" bg="white" borderRadius="full" fontWeight="bold">
              <span aria-hidden="true">{t.kitMore(rest)}</span>
              <VisuallyHidden>{t.kitMoreLabel(rest)}</VisuallyHidden>
            </Flex>
          )}
        </HStack>
        {acquired && <AcquiredOverlay />}
      </Box>
      <Card.Body gap={gap} p={pad}>
        <Wrap gap="1.5">
          <Badge colorPalette="purple">{t.kit}</Badge>
          {acquired && <AcquiredBadge entry={entry} />}
          {unavailable && <Badge colorPalette="red">{t.unavailable}</Badge>}
          {held && <Badge colorPalette="orange">{t.held}</Badge>}
        </Wrap>
        <Heading as="h3" size="sm" lineClamp={2}>
          {kit.kitNome}
        </Heading>
        <Text fontWeight="bold" fontSize="lg" color="brand.fg">
          {formatBRL(kitPrice(kit))}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t.kitPriceNote}
        </Text>
        {cotas && <CotaProgressLine cotas={cotas} />}
        {held && <HeldNote />}
        {noStock && <BranchStock rows={[]} audience="public" />}
      </Card.Body>
      <Card.Footer p={pad} pt="0">
        <GiftButtons entry={entry} name={kit.kitNome} onGive={onGive} onGiveCota={onGiveCota} />
      </Card.Footer>
    </Card.Root>
  );
});
