/** Rules of the product table (§2 Staff product management). */
import { isGiftAcquired, unitPrice, type EditVariableState, type Gift, type Kit, type ListProductItem } from 'shared-contracts';

/** The navigation state the edit-variable screen needs (§3 List product in edit), with 'Aceita cotas' when on (decision 043). */
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
    tamanhoNomeInicial: item.grade?.Tamanhos?.Nome ?? null,
    corNomeInicial: item.grade?.Cores?.Nome ?? null,
    // 'Aceita cotas' (decision 043): only when on, so that an item without cotas hands the same state as before
    ...(item.aceitaCotas ? { aceitaCotas: true } : {}),
  };
}

/**
 * The table's rows: loose items and kits, the available ones first and the sold ones (an item
 * marked vendido, a kit whose products are all sold) last, each group in the API's order, as the
 * guest page orders its gifts.
 */
export function tableGifts(items: ListProductItem[], kits: Kit[]): Gift[] {
  const gifts: Gift[] = [...items.map((item) => ({ kind: 'item' as const, item })), ...kits.map((kit) => ({ kind: 'kit' as const, kit }))];
  return [...gifts.filter((gift) => !isGiftAcquired(gift)), ...gifts.filter(isGiftAcquired)];
}
