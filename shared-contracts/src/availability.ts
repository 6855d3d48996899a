/**
 * Item and kit availability (§4 Item availability, Branch stock, Kit). Quantities are units.
 */
import type { EstoquePorFilial, Kit, ListProductItem } from './schemas/entities';

/** Stock rows of an item in the kit/public shape, whichever shape the API sent. */
export function stockRows(item: ListProductItem): EstoquePorFilial[] {
  if (item.estoquePorFilial.length > 0) return item.estoquePorFilial;
  return item.produto.estoque.map((row) => ({ ordemFilial: row.Ordem_Filial, quantidade: row.Qtde_Estoque_Atual }));
}

/** 'Esgotado' when every stock row is 0 or less (no rows at all also means no stock). */
export function isSoldOut(item: ListProductItem): boolean {
  return stockRows(item).every((row) => row.quantidade <= 0);
}

/** Available: not vendido and stocked in at least one branch. */
export function isAvailable(item: ListProductItem): boolean {
  return !item.vendido && !isSoldOut(item);
}

/**
 * Held (beyond the spec, no double gift): a guest's online checkout holds the unsold item until
 * `reservadoAte` (ISO UTC), later than `now` (ms since epoch). Nobody else can give it meanwhile.
 */
export function isHeld(item: ListProductItem, now: number = Date.now()): boolean {
  if (item.vendido || !item.reservadoAte) return false;
  const until = Date.parse(item.reservadoAte);
  return Number.isFinite(until) && until > now;
}

/** A kit is held while any of its unsold products is held (a checkout holds the whole kit). */
export function isKitHeld(kit: Kit, now: number = Date.now()): boolean {
  return kitProducts(kit).some((item) => isHeld(item, now));
}

/** Badge 'Online': online-store product id, online active, neither acquired nor sold out. */
export function isOnline(item: ListProductItem): boolean {
  return !!item.produto.codigo_shopify && item.produto.isShopify_Ativo && !item.vendido && !isSoldOut(item);
}

export type ItemBadge = 'Adquirido' | 'Esgotado' | 'Disponível';
/** The status badge of a single item card. */
export function itemBadge(item: ListProductItem): ItemBadge {
  if (item.vendido) return 'Adquirido';
  if (isSoldOut(item)) return 'Esgotado';
  return 'Disponível';
}

/** Branch stock label: 'Em estoque' above 0, otherwise 'Esgotado'. */
export function branchStockLabel(quantidade: number): 'Em estoque' | 'Esgotado' {
  return quantidade > 0 ? 'Em estoque' : 'Esgotado';
}

/** Branches with stock above 0, as the public view lists them. */
export function branchesInStock(item: ListProductItem): EstoquePorFilial[] {
  return stockRows(item).filter((row) => row.quantidade > 0);
}

const kitProducts = (kit: Kit) => [kit.anchor, ...kit.members];

/** A kit is acquired when the anchor and every member are sold (any shape with their `vendido`: the API's dashboard counts with a few columns). */
export function isKitAcquired(kit: { anchor: Pick<ListProductItem, 'vendido'>; members: ReadonlyArray<Pick<ListProductItem, 'vendido'>> }): boolean {
  return [kit.anchor, ...kit.members].every((item) => item.vendido);
}

/** 'Indisponível' rule: the anchor is unsold but every member is sold (and there are members). */
export function isKitUnavailable(kit: Kit): boolean {
  return !kit.anchor.vendido && kit.members.length > 0 && kit.members.every((m) => m.vendido);
}

/** Kit stock per branch: the minimum quantity across the kit's products; missing rows count 0. */
export function kitStockByBranch(kit: Kit): EstoquePorFilial[] {
  const products = kitProducts(kit);
  const branches = new Set(products.flatMap((p) => stockRows(p).map((r) => r.ordemFilial)));
  return [...branches]
    .sort((a, b) => a - b)
    .map((ordemFilial) => ({
      ordemFilial,
      quantidade: Math.min(...products.map((p) => stockRows(p).find((r) => r.ordemFilial === ordemFilial)?.quantidade ?? 0)),
    }));
}

/** A kit is in stock when some branch has every kit product. */
export function isKitInStock(kit: Kit): boolean {
  return kitStockByBranch(kit).some((row) => row.quantidade > 0);
}

/** One gift of a list as guests and owners see it: a single product item or a kit. */
export type Gift = { kind: 'item'; item: ListProductItem } | { kind: 'kit'; kit: Kit };

/** Acquired: a single item marked vendido, or a kit whose products are all sold. */
export function isGiftAcquired(gift: Gift): boolean {
  return gift.kind === 'item' ? gift.item.vendido : isKitAcquired(gift.kit);
}

/**
 * Whether the gift can be given now (the guest page's 'Presentear', the owner's 'Presentes
 * Disponíveis (n)'): an unsold single item in stock somewhere, or a kit that is neither acquired
 * nor 'Indisponível' and has every product in stock at some branch; in both cases not held by a
 * guest's checkout at `now` (ms), so that no gift is given twice.
 */
export function canGiveGift(gift: Gift, now: number = Date.now()): boolean {
  if (gift.kind === 'item') return isAvailable(gift.item) && !isHeld(gift.item, now);
  const { kit } = gift;
  return !isKitAcquired(kit) && !isKitUnavailable(kit) && isKitInStock(kit) && !isKitHeld(kit, now);
}

/** Unit price of an item in reais (first price, §3), 0 when the product has none. */
export function unitPrice(item: ListProductItem): number {
  return item.produto.precos[0]?.Preco ?? 0;
}

/** Kit price estimate: sum of unit price × quantity over anchor and members (§3). */
export function kitPrice(kit: Kit): number {
  return kitProducts(kit).reduce((sum, item) => sum + unitPrice(item) * item.quantidade, 0);
}
