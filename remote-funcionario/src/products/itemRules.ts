/** Rules of the product table (§2 Staff product management, §4 Image replacement). */
import { unitPrice, type EditVariableState, type ListProductItem } from 'shared-contracts';

/** The image may be replaced only when the product has a code and no online-store code (§4). */
export function canReplaceImage(item: ListProductItem): boolean {
  return !!item.produto.codigo && !item.produto.codigo_shopify;
}

/** The navigation state the edit-variable screen needs (§3 List product in edit). */
export function editVariableState(item: ListProductItem): EditVariableState {
  return {
    nome: item.produto.nome,
    codigo: item.produto.codigo,
    codigo_shopify: item.produto.codigo_shopify ?? null,
    codigoGrade: item.grade?.Codigo ?? null,
    fotoUrl: item.grade?.FotoUrl || item.produto.fotoUrl || null,
    preco: unitPrice(item),
    quantidade: item.quantidade,
    descricao: item.descricao ?? null,
    tamanhoCodigoInicial: item.grade?.Tamanhos?.Codigo ?? null,
    corCodigoInicial: item.grade?.Cores?.Codigo ?? null,
  };
}
