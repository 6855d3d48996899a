/** The sold/total progress of a customer's list (§3 Lista.progresso, §2 Customer dashboard). */
import type { Lista } from 'shared-contracts';

/** Progress of one list in whole items and percent. */
export interface ListProgressValue {
  /** Items marked vendido. */
  vendidos: number;
  /** Items in the list. */
  total: number;
  /** Whole percent 0..100. */
  percent: number;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The progress of `lista`: `progresso` (customer calls, `percent` 0..100) first, else `progress`
 * (`ratio` 0..1), else counted from `produtos`; null when the list carries none of them.
 */
export function listProgress(lista: Pick<Lista, 'progresso' | 'progress' | 'produtos'>): ListProgressValue | null {
  if (lista.progresso) {
    const { vendidos, total, percent } = lista.progresso;
    return { vendidos, total, percent: clampPercent(percent) };
  }
  if (lista.progress) {
    const { vendidos, total, ratio } = lista.progress;
    return { vendidos, total, percent: clampPercent(ratio * 100) };
  }
  if (lista.produtos) {
    const total = lista.produtos.length;
    const vendidos = lista.produtos.filter((p) => p.vendido).length;
    return { vendidos, total, percent: total ? clampPercent((vendidos / total) * 100) : 0 };
  }
  return null;
}
