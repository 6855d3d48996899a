/**
 * The navigation state a kit's 'Presentear' hands to /lista/kit (§2 Kit purchase options, typed by
 * `kitOptionsStateSchema`): the kit's name, its products as purchase items (anchor first), the
 * list and anchor ids for the checkout, whether the online purchase exists (every product has an
 * online-store code) and is active, and the branches with `ok` = the kit is in stock there (every
 * product, §4 Kit). Loaded on demand with the giving path.
 */
import { kitStockByBranch, toProductGid, type Kit, type KitOptionsState, type Lista } from 'shared-contracts';
import { purchaseItem, storeOptions } from '../give/purchaseItem';

export function kitOptionsState(kit: Kit, lista: Pick<Lista, 'id' | 'slug'>): KitOptionsState {
  const products = [kit.anchor, ...kit.members];
  return {
    title: kit.kitNome,
    items: products.map(purchaseItem),
    listaId: lista.id,
    listProductCodigo: kit.anchor.id,
    slug: lista.slug,
    showOnline: products.every((p) => toProductGid(p.produto.codigo_shopify) !== null),
    showOnlineAtivo: kit.online && products.every((p) => p.produto.isShopify_Ativo),
    stores: storeOptions(kitStockByBranch(kit)),
  };
}
