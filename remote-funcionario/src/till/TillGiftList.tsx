/**
 * The gifts of a list at the till (decision 028): loose items and kits (the kit's name with its
 * products listed), each with a thumbnail, name, price (formatBRL; a kit's estimate), quantity and
 * its state ('Presenteado', 'Reservado online até HH:MM', 'Disponível'; ./tillGifts). 'Registrar
 * presente' shows on available gifts only, and on none when the list is archived.
 */
import { Badge, Box, Button, Card, Flex, HStack, List, Stack, Text } from 'shared-contracts/chakra';
import { formatBRL, type Gift, type ListProductItem } from 'shared-contracts';
import { formatLocalTime, GiftBoxIcon, ProductThumb } from 'shared-contracts/ui';
import { giftKey } from 'shared-contracts/gifts';
import { tillTexts as t } from './texts';
import { giftName, giftPrice, tillGiftState, type TillGiftState } from './tillGifts';

function StateBadge({ state }: { state: TillGiftState }) {
  if (state.kind === 'given') return <Badge colorPalette="green">{t.given}</Badge>;
  if (state.kind === 'held') return <Badge colorPalette="orange">{t.heldUntil(formatLocalTime(state.until))}</Badge>;
  return <Badge colorPalette="blue">{t.available}</Badge>;
}

const thumbPath = (item: ListProductItem) => item.grade?.FotoUrl || item.produto.fotoUrl;

function KitProducts({ gift }: { gift: Extract<Gift, { kind: 'kit' }> }) {
  const { kit } = gift;
  return (
    <List.Root aria-label={t.kitItems(kit.kitNome)} gap="1" ps="0" mt="2">
      {[kit.anchor, ...kit.members].map((item) => (
        <List.Item key={item.id} listStyleType="none">
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <ProductThumb path={thumbPath(item)} alt="" boxSize="8" loading="lazy" />
            <Text>
              {item.produto.nome} · {t.quantity(item.quantidade)}
            </Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}

function GiftRow({ gift, now, canRegister, onRegister }: { gift: Gift; now: number; canRegister: boolean; onRegister: (gift: Gift) => void }) {
  const name = giftName(gift);
  const state = tillGiftState(gift, now);
  return (
    <Card.Root as="article" aria-label={name} size="sm" data-testid="till-gift" data-state={state.kind}>
      <Card.Body>
        <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <HStack gap="3" align="flex-start" flex="1" minW="0">
            {gift.kind === 'item' ? (
              <ProductThumb path={thumbPath(gift.item)} alt="" loading="lazy" opacity={state.kind === 'given' ? 0.6 : 1} />
            ) : (
              <Flex boxSize="12" flexShrink={0} align="center" justify="center" bg="brand.subtle" borderRadius="md" color="brand.fg">
                <GiftBoxIcon />
              </Flex>
            )}
            <Box minW="0" flex="1">
              <Flex gap="2" wrap="wrap" align="center">
                {gift.kind === 'kit' && <Badge colorPalette="purple">{t.kit}</Badge>}
                <Text fontWeight="semibold">{name}</Text>
                <StateBadge state={state} />
              </Flex>
              <HStack gap="3" wrap="wrap" fontSize="sm">
                <Text fontWeight="bold" color="brand.fg">
                  {formatBRL(giftPrice(gift))}
                </Text>
                {gift.kind === 'item' && <Text color="fg.muted">{t.quantity(gift.item.quantidade)}</Text>}
              </HStack>
              {gift.kind === 'kit' && <KitProducts gift={gift} />}
            </Box>
          </HStack>
          {canRegister && state.kind === 'available' && (
            <Button colorPalette="brand" size="sm" flexShrink={0} aria-label={t.registerLabel(name)} onClick={() => onRegister(gift)}>
              {t.register}
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** Props of TillGiftList. */
export interface TillGiftListProps {
  gifts: Gift[];
  /** The time the states are computed at (ms). */
  now: number;
  /** False for an archived list: no gift can be registered. */
  canRegister: boolean;
  onRegister: (gift: Gift) => void;
}

/** The list's gifts, one card each; see the module comment. */
export function TillGiftList({ gifts, now, canRegister, onRegister }: TillGiftListProps) {
  if (gifts.length === 0) return <Text color="fg.muted">{t.noGifts}</Text>;
  return (
    <Stack gap="3">
      {gifts.map((gift) => (
        <GiftRow key={giftKey(gift)} gift={gift} now={now} canRegister={canRegister} onRegister={onRegister} />
      ))}
    </Stack>
  );
}
