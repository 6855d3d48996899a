/**
 * The rules the guest's two forms of store credit share, the vale-presente's (decision 030) and the
 * cota's (decision 043): 'Seu nome' and 'Mensagem', with the API's limits and messages. yup, in
 * those dialogs' chunks only.
 */
import * as yup from 'yup';
import { CONTROL, CONTROL_CHAR_MESSAGE, GIFT_MESSAGE_MAX, MULTILINE_CONTROL, PERSON_NAME_MAX, VALE_PRESENTE_MSG } from 'shared-contracts';

/** `nome` (required, trimmed, at most 120 characters) and `mensagem` (optional, at most 500) of a yup object schema. */
export function giverRules() {
  return {
    nome: yup
      .string()
      .trim()
      .required(VALE_PRESENTE_MSG.nameRequired)
      .max(PERSON_NAME_MAX, VALE_PRESENTE_MSG.nameMax)
      .test('control', CONTROL_CHAR_MESSAGE, (v) => !CONTROL.test(v ?? '')),
    // Not trimmed: the error and the '0/500' counter count what the box holds (docs/decisions/023).
    mensagem: yup
      .string()
      .max(GIFT_MESSAGE_MAX, VALE_PRESENTE_MSG.messageMax)
      .test('control', CONTROL_CHAR_MESSAGE, (v) => !MULTILINE_CONTROL.test(v ?? '')),
  };
}
