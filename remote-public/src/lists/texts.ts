/** Visible texts of the public lists page (§2 Public lists page). */
import { countOf } from 'shared-contracts';

export const listsTexts = {
  title: 'Todas as Listas de Presentes',
  intro: 'Encontre a lista de presentes de quem você ama: busque pelo título, pelo tipo de evento ou pela data da comemoração.',
  filters: 'Filtros',
  /** The phone's button that opens the type and date filters, with how many of them are set: 'Filtros (1 ativo)'. */
  filtersButton: (active: number) => (active ? `Filtros (${countOf(active, 'ativo', 'ativos')})` : 'Filtros'),
  clear: 'Limpar Filtros',
  searchLabel: 'Buscar',
  searchPlaceholder: 'Buscar por título...',
  category: 'Tipo de Evento',
  allCategories: 'Todos os Eventos',
  date: 'Data do evento',
  datePlaceholder: 'DD/MM/AAAA',
  dateInvalid: 'Data inválida',
  loading: 'Carregando listas...',
  summary: (total: number, search: string) => `Mostrando ${countOf(total, 'lista', 'listas')}${search ? ` para "${search}"` : ''}`,
  active: (n: number) => countOf(n, 'lista ativa', 'listas ativas'),
  empty: 'Não existem listas cadastradas',
  emptyHint: 'Tente ajustar os filtros ou a busca para encontrar outras listas.',
  loadError: 'Não foi possível carregar as listas.',
  retry: 'Tentar novamente',
} as const;
