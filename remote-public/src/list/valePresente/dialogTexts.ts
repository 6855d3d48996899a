/**
 * Visible texts of the vale-presente dialog (decision 030), in its chunk only (with
 * ../creditDialogTexts). The validation messages are the API's (`VALE_PRESENTE_MSG` of
 * shared-contracts); the checkout's failures are the giving path's ('Erro ao gerar o checkout',
 * 'Checkout criado, mas sem URL').
 */
import { creditDialogTexts } from '../creditDialogTexts';

export const valePresenteDialogTexts = {
  ...creditDialogTexts,
  value: 'Valor',
  valuesError: 'Não foi possível carregar os valores do vale-presente.',
  quantity: 'Quantidade',
  quantityHelp: 'De 1 a 10 vales do mesmo valor.',
  note: 'O vale-presente é enviado por e-mail para quem criou a lista, com a sua mensagem.',
} as const;
