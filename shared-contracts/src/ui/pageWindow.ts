/**
 * Page numbers of the pagination (§2 Public lists page): with 5 or fewer pages all of them;
 * otherwise the first and last page, the current page with one neighbour on each side, and '...'
 * for each gap. Near an edge the window keeps 4 consecutive numbers so the bar's width stays stable.
 */
export type PageToken = number | '...';

/** Pages to show for `current` of `total` (1-based; `current` is clamped into 1..total). */
export function pageWindow(current: number, total: number): PageToken[] {
  if (total <= 0) return [];
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  if (page <= 3) return [1, 2, 3, 4, '...', total];
  if (page >= total - 2) return [1, '...', total - 3, total - 2, total - 1, total];
  return [1, '...', page - 1, page, page + 1, '...', total];
}

/**
 * Pages a phone shows (below 768 px, where the whole window does not fit on one line of a 390 px
 * screen): up to 3 consecutive pages around `current` (clamped into 1..total); '«' and
 * '»' reach the ends.
 */
export function narrowPageWindow(current: number, total: number): number[] {
  const count = Math.min(3, Math.max(0, total));
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const first = Math.min(Math.max(1, page - 1), total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
