/**
 * Visible texts of the vale-presente card on the list page (decision 030); the dialog's are
 * ./dialogTexts, in its own chunk.
 */
export const valePresenteTexts = {
  title: 'Vale-presente',
  cardIntro: 'Prefere dar um crédito? O vale-presente chega por e-mail para quem criou a lista usar na loja online.',
  cardButton: 'Presentear com vale-presente',
  loadingDialog: 'Carregando vale-presente...',
  loadDialogError: 'Não foi possível abrir o vale-presente. Tente novamente.',
} as const;
