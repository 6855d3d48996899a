/**
 * The vale-presente form's rules and request body (decision 030), with the API's limits and messages
 * (`VALE_PRESENTE_MSG`, `valePresenteCheckoutRequestSchema` of shared-contracts): a guest learns
 * before sending what the API would refuse. Imported only by the dialog, so yup stays in its chunk.
 */
import * as yup from 'yup';
import { giverRules } from '../creditForm';
import {
  VALE_PRESENTE_MSG,
  VALE_PRESENTE_QUANTITY_MAX,
  type Lista,
  type ValePresenteCheckoutRequest,
} from 'shared-contracts';

/**
 * The form as the inputs hold it: `valor` the chosen denomination in reais as the radio's value
 * ('' when none), `quantidade` gift cards ('' when the box is empty), `nome` and `mensagem` untrimmed.
 */
export interface ValePresenteValues {
  valor: string;
  quantidade: number | '';
  nome: string;
  mensagem: string;
}

/** Nothing chosen, one gift card, empty texts. */
export const emptyValePresente: ValePresenteValues = { valor: '', quantidade: 1, nome: '', mensagem: '' };

/** Whether `quantidade` is a whole number of gift cards from 1 to VALE_PRESENTE_QUANTITY_MAX. */
export function isValidQuantity(quantidade: number | ''): quantidade is number {
  return typeof quantidade === 'number' && Number.isInteger(quantidade) && quantidade >= 1 && quantidade <= VALE_PRESENTE_QUANTITY_MAX;
}

/**
 * The yup rules for the denominations `valores` (reais): a value among them (valueRequired, else
 * badValue), 1 to 10 gift cards (quantity), a name of 1 to 120 characters once trimmed
 * (nameRequired, nameMax) and a message of at most 500 characters as typed, the box's counter
 * (messageMax); control characters as the server refuses them.
 */
export function valePresenteValidation(valores: number[]) {
  return yup.object({
    valor: yup
      .string()
      .required(VALE_PRESENTE_MSG.valueRequired)
      .oneOf(
        valores.map((v) => String(v)),
        VALE_PRESENTE_MSG.badValue,
      ),
    quantidade: yup
      .number()
      .typeError(VALE_PRESENTE_MSG.quantity)
      .required(VALE_PRESENTE_MSG.quantity)
      .integer(VALE_PRESENTE_MSG.quantity)
      .min(1, VALE_PRESENTE_MSG.quantity)
      .max(VALE_PRESENTE_QUANTITY_MAX, VALE_PRESENTE_MSG.quantity),
    ...giverRules(),
  });
}

/**
 * POST /shopify/vale-presente/checkout's body from valid `values`: the list's id and slug, the
 * value in reais, the quantity, the name trimmed, the message trimmed or left out when blank.
 */
export function valePresenteBody(lista: Pick<Lista, 'id' | 'slug'>, values: ValePresenteValues): ValePresenteCheckoutRequest {
  const body: ValePresenteCheckoutRequest = {
    listId: lista.id,
    listSlug: lista.slug,
    valor: Number(values.valor),
    quantidade: Number(values.quantidade),
    nome: values.nome.trim(),
  };
  const mensagem = values.mensagem.trim();
  if (mensagem) body.mensagem = mensagem;
  return body;
}
