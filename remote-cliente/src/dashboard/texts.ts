/** Visible texts of the customer dashboard (§2 Customer dashboard, §8 Dashboard counters). */
export const dashboardTexts = {
  greeting: (name: string) => (name ? `Olá, ${name}!` : 'Olá!'),
  intro: 'Acompanhe suas listas de presentes e compartilhe com seus convidados.',
  countersLabel: 'Resumo das suas listas',
  activeLists: 'Listas Ativas',
  publicLists: 'Listas Públicas (visualizações)',
  giftsReceived: 'Presentes Recebidos',
  /** What 'Presentes Recebidos' counts (as the list view's cards and the tracker), and the units when a gift has several. */
  giftsReceivedHelp: (gifts: number, units: number) => `Cada item ou kit conta 1${units > gifts ? ` · ${units} unidades` : ''}`,
  /** Decision 030: gift cards received on every list, total in BRL. */
  valePresente: 'Vale-presente recebido',
  counterError: 'Erro ao carregar',
  counterLoading: 'Carregando...',
  myLists: 'Minhas Listas',
  listsLoading: 'Carregando suas listas...',
  listsError: 'Erro ao carregar suas listas',
  retry: 'Tentar novamente',
  empty: 'Você ainda não tem listas de presentes.',
  emptyHint: 'Procure uma de nossas lojas para criar a sua lista. Assim que ela for criada, aparecerá aqui.',
  view: 'Visualizar',
  edit: 'Editar',
  share: 'Compartilhar com meus convidados',
} as const;
