/**
 * Product cards of the staff view (§2 Staff view): loose products and kits, each with picture,
 * name, price in BRL, quantity, a 'Vendido' / 'Disponível' badge and the stock of every branch
 * with a stock record (§4 Branch stock: 'Em estoque' / 'Esgotado', or 'Nenhum registro de
 * estoque'; a kit counts the least stocked of its products). Read-only.
 */
import { Badge, Card, HStack, Heading, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { formatBRL, isKitAcquired, kitPrice, kitStockByBranch, resolveImageUrl, stockRows, unitPrice, useSession, type Kit, type ListProductItem } from 'shared-contracts';
import { BranchStock, WholeImage } from 'shared-contracts/ui';
import { viewTexts as t } from './texts';

function SoldBadge({ sold }: { sold: boolean }) {
  return (
    <Badge colorPalette={sold ? 'green' : 'gray'} variant="subtle">
      {sold ? t.sold : t.available}
    </Badge>
  );
}

function ProductCard({ item }: { item: ListProductItem }) {
  const { config } = useSession();
  return (
    <Card.Root as="article" size="sm" overflow="hidden" data-testid="view-product">
      <WholeImage ratio={1} src={resolveImageUrl(item.grade?.FotoUrl || item.produto.fotoUrl, 'product', config.assetsUrl)} alt={item.produto.nome} loading="lazy" opacity={item.vendido ? 0.6 : 1} />
      <Card.Body gap="1">
        <SoldBadge sold={item.vendido} />
        <Heading as="h3" size="sm" lineClamp={2}>
          {item.produto.nome}
        </Heading>
        <Text fontWeight="semibold" color="brand.fg">
          {formatBRL(unitPrice(item))}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t.quantity(item.quantidade)}
        </Text>
        <BranchStock rows={stockRows(item)} audience="staff" />
      </Card.Body>
    </Card.Root>
  );
}

function KitCard({ kit }: { kit: Kit }) {
  const { config } = useSession();
  const products = [kit.anchor, ...kit.members];
  return (
    <Card.Root as="article" size="sm" overflow="hidden" data-testid="view-kit">
      <WholeImage ratio={1} src={resolveImageUrl(kit.anchor.produto.fotoUrl, 'product', config.assetsUrl)} alt={kit.kitNome} loading="lazy" />
      <Card.Body gap="1">
        <HStack gap="1.5">
          <Badge colorPalette="purple" variant="subtle">
            {t.kit}
          </Badge>
          <SoldBadge sold={isKitAcquired(kit)} />
        </HStack>
        <Heading as="h3" size="sm" lineClamp={2}>
          {kit.kitNome}
        </Heading>
        <Text fontWeight="semibold" color="brand.fg">
          {formatBRL(kitPrice(kit))}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {t.kitProducts(products.length)}: {products.map((p) => p.produto.nome).join(', ')}
        </Text>
        <BranchStock rows={kitStockByBranch(kit)} audience="staff" />
      </Card.Body>
    </Card.Root>
  );
}

/** The list's loose products and kits as a card grid, or the empty text. */
export function ProductCards({ items, kits }: { items: ListProductItem[]; kits: Kit[] }) {
  if (items.length === 0 && kits.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {t.productsEmpty}
      </Text>
    );
  }
  return (
    <Stack>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap="4">
        {items.map((item) => (
          <ProductCard key={`item-${item.id}`} item={item} />
        ))}
        {kits.map((kit) => (
          <KitCard key={`kit-${kit.kitId}`} kit={kit} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
