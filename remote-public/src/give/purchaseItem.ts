/**
 * The purchase line of a list item (§3 Kit purchase item) and the in-store options of a gift (§3
 * Store option): the four branches with their fixed names and addresses, `ok` when the gift is in
 * stock there (§4 Branch stock; a kit only where every product is, §4 Kit).
 */
import { BRANCHES, isSoldOut, stockRows, unitPrice, type EstoquePorFilial, type KitPurchaseItem, type ListProductItem, type StoreOption } from 'shared-contracts';

/** A list item as a purchase line; `ok` = neither sold nor out of stock everywhere. */
export function purchaseItem(item: ListProductItem): KitPurchaseItem {
  return {
    id: item.id,
    nome: item.produto.nome,
    codigo: item.produto.codigo,
    codigo_shopify: item.produto.codigo_shopify,
    quantidade: item.quantidade,
    unitPrice: unitPrice(item),
    descricao: item.descricao,
    fotoUrl: item.produto.fotoUrl,
    fotoGradeUrl: item.grade?.FotoUrl,
    ordemProdServGrade: item.ordemProdServGrade,
    corNome: item.grade?.Cores?.Nome,
    tamanhoNome: item.grade?.Tamanhos?.Nome,
    ok: !item.vendido && !isSoldOut(item),
  };
}

/** The four branches with `ok` = stock above 0 there according to `rows`. */
export function storeOptions(rows: EstoquePorFilial[]): StoreOption[] {
  return BRANCHES.map((b) => ({ id: b.id, nome: b.nome, endereco: b.endereco, ok: (rows.find((r) => r.ordemFilial === b.id)?.quantidade ?? 0) > 0 }));
}

/** The in-store options of one item. */
export const itemStoreOptions = (item: ListProductItem) => storeOptions(stockRows(item));
