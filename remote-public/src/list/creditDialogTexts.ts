/**
 * Visible texts shared by the dialogs of store credit on the guest's list page, the vale-presente
 * (decision 030) and the cota (decision 043): in their own chunks only, never the page's first load.
 */
export const creditDialogTexts = {
  loadingValues: 'Carregando valores...',
  retry: 'Tentar novamente',
  name: 'Seu nome',
  message: 'Mensagem',
  optional: ' (opcional)',
  /** The message's character counter, e.g. '0/500'. */
  counter: (length: number, max: number) => `${length}/${max}`,
  /** `total`: already formatted in reais, e.g. 'Total: R$ 200,00'. */
  total: (total: string) => `Total: ${total}`,
  buy: 'Comprar na loja online',
  redirecting: 'Redirecionando...',
  cancel: 'Cancelar',
} as const;
