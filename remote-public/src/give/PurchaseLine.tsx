/**
 * One line of a purchase (§2 Kit purchase options, and the review dialog of a single item): the
 * photo (the variant's when there is one, else the product's, else the no-image picture), the
 * name, 'Indisponível' when `ok` is false, colour and size, unit price, quantity, line total (BRL),
 * the product code and the owner's description.
 */
import { Badge, DataList, Flex, HStack, Heading, Image, Stack, Text } from 'shared-contracts/chakra';
import { formatBRL, resolveImageUrl, useRuntimeConfig, type KitPurchaseItem } from 'shared-contracts';
import { giveTexts as t } from './texts';

/**
 * The purchase line of `item`; `addOn` (reais: the checked gift bag of the review dialog) is added
 * to its Total, so the Total is what the guest pays, then labelled 'Total com embalagem de
 * presente' (as the kit page's grand total: a plain 'Total' never counts the bag).
 */
export function PurchaseLine({ item, headingLevel = 'h3', addOn = 0 }: { item: KitPurchaseItem; headingLevel?: 'h2' | 'h3'; addOn?: number }) {
  const config = useRuntimeConfig();
  const rows: Array<[string, string]> = [
    ...(item.corNome ? ([[t.colour, item.corNome]] as Array<[string, string]>) : []),
    ...(item.tamanhoNome ? ([[t.size, item.tamanhoNome]] as Array<[string, string]>) : []),
    [t.unitPrice, formatBRL(item.unitPrice)],
    [t.quantity, String(item.quantidade)],
    [addOn ? t.lineTotalWithGiftBag : t.lineTotal, formatBRL(item.unitPrice * item.quantidade + addOn)],
    ...(item.codigo ? ([[t.code, item.codigo]] as Array<[string, string]>) : []),
  ];
  return (
    <Flex gap={{ base: '3', md: '4' }} align="flex-start" data-testid="purchase-line" opacity={item.ok ? 1 : 0.7}>
      <Image
        src={resolveImageUrl(item.fotoGradeUrl || item.fotoUrl, 'product', config.assetsUrl)}
        alt={item.nome}
        boxSize={{ base: '20', md: '28' }}
        objectFit="contain"
        bg="white"
        borderWidth="1px"
        borderRadius="md"
        flexShrink={0}
      />
      <Stack gap="2" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Heading as={headingLevel} size="sm">
            {item.nome}
          </Heading>
          {!item.ok && <Badge colorPalette="red">{t.unavailable}</Badge>}
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="28" color="fg.muted">
                {label}
              </DataList.ItemLabel>
              {/* never narrower than its longest word: at 390 px the long label wraps, and a price is not pushed out of the dialog */}
              <DataList.ItemValue minW="auto" fontWeight={label.startsWith(t.lineTotal) ? 'semibold' : undefined}>
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {item.descricao && (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic">
            {item.descricao}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
