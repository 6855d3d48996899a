/**
 * Visible texts of cotas on a gift's card of the guest's list page (decision 043): the progress
 * and 'Dar uma cota'. The dialog's are ./dialogTexts, in its own chunk; the shared texts are the
 * API's (`COTA_MSG` of shared-contracts).
 */
export const cotaTexts = {
  /** The dialog's title (and the card's button, COTA_MSG.button). */
  title: 'Dar uma cota',
  /** The card's button, named with the gift as 'Presentear' is. */
  buttonLabel: (nome: string) => `Dar uma cota: ${nome}`,
  /** The progress bar's name: the share given, e.g. 'Cotas do presente: 50%'. */
  progressLabel: (percent: number) => `Cotas do presente: ${percent}%`,
  loadingDialog: 'Carregando cota...',
  loadDialogError: 'Não foi possível abrir a cota. Tente novamente.',
} as const;
