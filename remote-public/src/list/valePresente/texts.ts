/**
 * Visible texts of the vale-presente (decision 030): the card on the list page and its dialog. The
 * validation messages are the API's (`VALE_PRESENTE_MSG` of shared-contracts); the checkout's
 * failures are the giving path's ('Erro ao gerar o checkout', 'Checkout criado, mas sem URL').
 */
export const valePresenteTexts = {
  title: 'Vale-presente',
  cardIntro: 'Prefere dar um crédito? O vale-presente chega por e-mail para quem criou a lista usar na loja online.',
  cardButton: 'Presentear com vale-presente',
  loadingDialog: 'Carregando vale-presente...',
  loadDialogError: 'Não foi possível abrir o vale-presente. Tente novamente.',
  value: 'Valor',
  loadingValues: 'Carregando valores...',
  valuesError: 'Não foi possível carregar os valores do vale-presente.',
  retry: 'Tentar novamente',
  quantity: 'Quantidade',
  quantityHelp: 'De 1 a 10 vales do mesmo valor.',
  name: 'Seu nome',
  message: 'Mensagem',
  optional: ' (opcional)',
  /** The message's character counter, e.g. '0/500'. */
  counter: (length: number, max: number) => `${length}/${max}`,
  /** `total`: already formatted in reais, e.g. 'Total: R$ 200,00'. */
  total: (total: string) => `Total: ${total}`,
  note: 'O vale-presente é enviado por e-mail para quem criou a lista, com a sua mensagem.',
  buy: 'Comprar na loja online',
  redirecting: 'Redirecionando...',
  cancel: 'Cancelar',
} as const;
