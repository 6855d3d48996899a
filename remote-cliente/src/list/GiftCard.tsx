/**
 * Read-only gift card of the customer list view (§2 Customer list view, §4 Item availability,
 * Kit): picture, name, unit price (BRL), quantity, colour and size, and the badges 'Adquirido'
 * (green, greyed picture), 'Esgotado' (red, unsold item without stock) or, for a kit, 'Kit' and
 * 'Indisponível' (anchor unsold, every member sold). A gift bought online names who gave it (name,
 * e-mail, message, order and day: thank-you notes, beyond the spec). No purchase action: guests
 * buy on the public page.
 *
 * Cotas (decision 043): while the list is ativo, an unsold gift (a kit through its anchor) has the
 * owner's 'Aceita cotas' (CotasToggle); a gift with cotas shows their progress, or 'Presenteado em
 * cotas' once they paid for it (CotasProgress).
 */
import { Badge, Box, Card, Flex, Heading, Link, List, Stack, Text, VisuallyHidden, Wrap } from 'shared-contracts/chakra';
import {
  formatBRL,
  formatDate,
  isKitAcquired,
  isKitUnavailable,
  isSoldOut,
  kitPrice,
  resolveImageUrl,
  unitPrice,
  useSession,
  type Giver,
  type Kit,
  type ListProductItem,
} from 'shared-contracts';
import { CheckIcon, formatLocalDate, WholeImage } from 'shared-contracts/ui';
import { CotasProgress, CotasToggle } from './CotasToggle';
import type { Gift } from './giftSections';
import { listViewTexts as t } from './texts';

/** The item's picture: the variant photo first, then the product photo, else the placeholder. */
function itemPicture(item: ListProductItem, assetsUrl: string): string {
  return resolveImageUrl(item.grade?.FotoUrl || item.produto.fotoUrl, 'product', assetsUrl);
}

function Picture({ src, alt, acquired }: { src: string; alt: string; acquired: boolean }) {
  return (
    <Box position="relative" bg="white">
      <WholeImage ratio={4 / 3} src={src} alt={alt} loading="lazy" filter={acquired ? 'grayscale(1)' : undefined} opacity={acquired ? 0.5 : 1} />
      {acquired && (
        <Flex position="absolute" inset="0" align="center" justify="center" aria-hidden="true">
          <Flex bg="green.700" color="white" borderRadius="full" boxSize="12" align="center" justify="center" shadow="md">
            <CheckIcon size={28} strokeWidth={3} />
          </Flex>
        </Flex>
      )}
    </Box>
  );
}

/** 'Quantidade: n', then the colour and the size when the item has them. */
function itemDetails(item: ListProductItem): string[] {
  const details = [t.quantity(item.quantidade)];
  const { Cores: colour, Tamanhos: size } = item.grade ?? {};
  if (colour?.Nome) details.push(t.colour(colour.Nome));
  if (size?.Nome) details.push(t.size(size.Nome));
  return details;
}

/**
 * A mail address that is safe in a `mailto:` link: a plain address (the order's e-mail comes from
 * the store as typed by the buyer; '?bcc=' and the like must never reach the link).
 */
const mailtoSafe = (email: string) => /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(email) && email.length <= 254;

/** Who gave a gift online: name (or 'um convidado'), e-mail (a link only when it is a plain address), message, order and day (UTC); the owner's own purchase with the completion discount says so instead. */
function GiverBox({ giver }: { giver: Giver }) {
  if (giver.descontoConclusao)
    return (
      <Box as="aside" aria-label={t.boughtWithDiscount} bg="brand.subtle" borderRadius="md" px="3" py="2" fontSize="sm" data-testid="giver">
        <Text fontWeight="semibold">{t.boughtWithDiscount}</Text>
        <Text color="fg.muted" fontSize="xs">
          {t.giverOrder(giver.pedido, formatLocalDate(giver.pagoEm))}
        </Text>
      </Box>
    );
  return (
    <Box as="aside" aria-label={t.giverLabel} bg="green.50" borderRadius="md" px="3" py="2" fontSize="sm" data-testid="giver">
      <Text fontWeight="semibold" color="green.900">
        {giver.nome ? t.givenBy(giver.nome) : t.givenByGuest}
      </Text>
      {giver.email &&
        (mailtoSafe(giver.email) ? (
          <Link href={`mailto:${giver.email}`} color="green.900" textDecoration="underline" wordBreak="break-all">
            {giver.email}
          </Link>
        ) : (
          <Text color="green.900" wordBreak="break-all">
            {giver.email}
          </Text>
        ))}
      {giver.mensagem && (
        <Text color="green.900" fontStyle="italic" whiteSpace="pre-line">
          {t.giverMessage(giver.mensagem)}
        </Text>
      )}
      <Text color="fg.muted" fontSize="xs">
        {giver.loja ? t.giverStore(giver.loja, giver.pedido, formatLocalDate(giver.pagoEm)) : t.giverOrder(giver.pedido, formatLocalDate(giver.pagoEm))}
      </Text>
    </Box>
  );
}

/** What a card needs to offer the owner's 'Aceita cotas': the list and whether it is ativo. */
export interface GiftCardOwner {
  listId: number;
  /** The list's status is 'ativo' (only then may the owner change 'Aceita cotas'). */
  active: boolean;
}

function ItemCard({ item, owner }: { item: ListProductItem; owner?: GiftCardOwner }) {
  const { config } = useSession();
  const name = item.produto.nome;
  return (
    <Card.Root as="article" overflow="hidden" h="full" data-testid="gift-card" data-acquired={item.vendido}>
      <Picture src={itemPicture(item, config.assetsUrl)} alt={name} acquired={item.vendido} />
      <Card.Body gap="2" p="4">
        <Wrap gap="1.5">
          {item.vendido && <Badge colorPalette="green">{t.acquiredBadge}</Badge>}
          {!item.vendido && isSoldOut(item) && <Badge colorPalette="red">{t.soldOut}</Badge>}
        </Wrap>
        <Heading as="h3" size="sm" lineClamp={2}>
          {name}
        </Heading>
        <Text fontWeight="bold" color="brand.fg">
          {formatBRL(unitPrice(item))}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {itemDetails(item).join(' · ')}
        </Text>
        {item.descricao ? (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic">
            {item.descricao}
          </Text>
        ) : null}
        <CotasProgress item={item} />
        {owner?.active && !item.vendido && <CotasToggle listId={owner.listId} item={item} giftName={name} />}
        {item.vendido && item.presenteadoPor && <GiverBox giver={item.presenteadoPor} />}
      </Card.Body>
    </Card.Root>
  );
}

function KitCard({ kit, owner }: { kit: Kit; owner?: GiftCardOwner }) {
  const { config } = useSession();
  const products = [kit.anchor, ...kit.members];
  const acquired = isKitAcquired(kit);
  const giver = products.find((p) => p.vendido && p.presenteadoPor)?.presenteadoPor;
  return (
    <Card.Root as="article" overflow="hidden" h="full" data-testid="gift-card" data-acquired={acquired}>
      <Picture src={itemPicture(kit.anchor, config.assetsUrl)} alt={kit.anchor.produto.nome} acquired={acquired} />
      <Card.Body gap="2" p="4">
        <Wrap gap="1.5">
          <Badge colorPalette="purple">{t.kit}</Badge>
          {acquired && <Badge colorPalette="green">{t.acquiredBadge}</Badge>}
          {!acquired && isKitUnavailable(kit) && <Badge colorPalette="red">{t.unavailable}</Badge>}
        </Wrap>
        <Heading as="h3" size="sm" lineClamp={2}>
          {kit.kitNome}
        </Heading>
        <Stack gap="0">
          <Text fontWeight="bold" color="brand.fg">
            {formatBRL(kitPrice(kit))}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t.kitPriceNote}
          </Text>
        </Stack>
        <List.Root aria-label={t.kitProducts} fontSize="sm" color="fg.muted" ps="4" gap="0.5">
          {products.map((p) => (
            <List.Item key={p.id} textDecoration={p.vendido ? 'line-through' : undefined}>
              {`${p.quantidade}× ${p.produto.nome}`}
              {p.vendido && <VisuallyHidden>{` (${t.acquiredBadge})`}</VisuallyHidden>}
            </List.Item>
          ))}
        </List.Root>
        <CotasProgress item={kit.anchor} />
        {owner?.active && !acquired && !kit.anchor.vendido && <CotasToggle listId={owner.listId} item={kit.anchor} giftName={kit.kitNome} />}
        {acquired && giver && <GiverBox giver={giver} />}
      </Card.Body>
    </Card.Root>
  );
}

/** One gift of the list: a single product or a kit; with `owner`, the owner's 'Aceita cotas'. */
export function GiftCard({ gift, owner }: { gift: Gift; owner?: GiftCardOwner }) {
  return gift.kind === 'item' ? <ItemCard item={gift.item} owner={owner} /> : <KitCard kit={gift.kit} owner={owner} />;
}
