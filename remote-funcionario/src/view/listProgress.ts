/** Sold-of-total progress of a list for the staff view (§2 Staff view, §3 Lista.progress). */
import type { ListProductItem, Lista } from 'shared-contracts';

/** Progress as the view shows it. */
export interface ListProgressSummary {
  vendidos: number;
  total: number;
  /** 0..100. */
  percent: number;
  /** e.g. '40%'. */
  label: string;
}

/** Loose items of a list: `produtosAvulsos`, else the `produtos` that are not in a kit. */
export function looseItems(lista: Lista): ListProductItem[] {
  return lista.produtosAvulsos ?? (lista.produtos ?? []).filter((item) => !item.kitId);
}

/**
 * The API's `progress` (or `progresso`) when sent; otherwise counted over the loose items and
 * every kit product.
 */
export function listProgress(lista: Lista): ListProgressSummary {
  if (lista.progress) {
    const { vendidos, total, ratio, percentageLabel } = lista.progress;
    return { vendidos, total, percent: Math.round(ratio * 100), label: percentageLabel };
  }
  if (lista.progresso) {
    const { vendidos, total, percent } = lista.progresso;
    return { vendidos, total, percent: Math.round(percent), label: `${Math.round(percent)}%` };
  }
  const all = [...looseItems(lista), ...(lista.kits ?? []).flatMap((kit) => [kit.anchor, ...kit.members])];
  const vendidos = all.filter((item) => item.vendido).length;
  const percent = all.length ? Math.round((vendidos / all.length) * 100) : 0;
  return { vendidos, total: all.length, percent, label: `${percent}%` };
}
