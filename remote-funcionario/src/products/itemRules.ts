/** Rules of the product table (§2 Staff product management). */
import { unitPrice, type EditVariableState, type ListProductItem } from 'shared-contracts';

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
    tamanhoNomeInicial: item.grade?.Tamanhos?.Nome ?? null,
    corNomeInicial: item.grade?.Cores?.Nome ?? null,
  };
}
