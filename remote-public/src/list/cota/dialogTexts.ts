/**
 * Visible texts of the cota dialog (decision 043), in the dialog's chunk only (with
 * ../creditDialogTexts): what is open, the values, 'Outro valor', the note and the checkout's
 * failures (the giving path's 'Erro ao gerar o checkout', 'Checkout criado, mas sem URL'). The
 * validation messages are the API's (COTA_RULE_MSG of shared-contracts/cota-rules).
 */
import { creditDialogTexts } from '../creditDialogTexts';

export const cotaDialogTexts = {
  ...creditDialogTexts,
  /** `valor` already formatted in reais, e.g. 'Em aberto: R$ 449,00'. */
  open: (valor: string) => `Em aberto: ${valor}`,
  value: 'Valor da cota',
  other: 'Outro valor',
  otherInput: 'Outro valor (em reais)',
  /** The 'Outro valor' box's helper line, the bounds already formatted in reais. */
  otherHelp: (min: string, max: string) => `Valor inteiro em reais, de ${min} a ${max}.`,
  valuesError: 'Não foi possível carregar os valores das cotas.',
  note: 'A cota chega por e-mail para quem criou a lista como vale-presente, com a sua mensagem, para este presente.',
  checkoutError: 'Erro ao gerar o checkout',
  noCheckoutUrl: 'Checkout criado, mas sem URL',
} as const;
