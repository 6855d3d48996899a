/**
 * Brazilian number formats of 'Relatórios' (decision 040) that shared-contracts' format.ts lacks:
 * counts, shares and months. Amounts in reais use its formatBRL ('R$ 1.234,56').
 */

const count = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const compactBRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
const monthName = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'short' });

/** A count: 1234 → '1.234'. */
export function formatCount(n: number): string {
  return count.format(n);
}

/** A share from 0 to 1 as a percentage: 0.4545 → '45,5%'. */
export function formatShare(share: number): string {
  return percent.format(share);
}

/** Reais in a few characters, for the chart's axis: 12500 → 'R$ 12,5 mil'. */
export function formatCompactBRL(reais: number): string {
  return compactBRL.format(reais);
}

/** A São Paulo month 'AAAA-MM' as 'nov/2026'. */
export function formatMonth(mes: string): string {
  const [year, month] = mes.split('-').map(Number);
  return `${monthName.format(new Date(Date.UTC(year!, month! - 1, 1))).replace('.', '')}/${year}`;
}
