/**
 * The guest's note to the list's owner (decision 023): 'Seu nome' (at most 120 characters) and
 * 'Mensagem' (at most 500, line breaks allowed), both optional. The limits and messages are the
 * server's (`checkoutCommon` of shared-contracts, `CHECKOUT_MSG`), so the guest learns before
 * sending what the API would refuse.
 */
import { CHECKOUT_MSG, CONTROL, CONTROL_CHAR_MESSAGE, GIFT_MESSAGE_MAX, MULTILINE_CONTROL, PERSON_NAME_MAX } from 'shared-contracts';

/** What the guest typed, untrimmed. */
export interface GuestNote {
  giverName: string;
  message: string;
}
export type GuestNoteField = keyof GuestNote;
/** A pt-BR message per field that cannot be sent. */
export type GuestNoteErrors = Partial<Record<GuestNoteField, string>>;

export const emptyGuestNote: GuestNote = { giverName: '', message: '' };

/**
 * Longest value of each field, in characters as the counter shows them (UTF-16 code units, as the
 * server's zod counts them). The server trims first; counting what the box holds keeps the
 * counter and the error in step, at the cost of refusing surrounding blanks over the limit.
 */
export const GUEST_NOTE_MAX: Record<GuestNoteField, number> = { giverName: PERSON_NAME_MAX, message: GIFT_MESSAGE_MAX };

/**
 * The fields that cannot be sent, with the server's message: over the limit
 * ('Nome muito longo (máximo 120 caracteres).', 'A mensagem pode ter no máximo 500 caracteres.'),
 * or with a control character ('O texto contém caracteres inválidos.'). `{}` when both are fine.
 */
export function validateGuestNote(note: GuestNote): GuestNoteErrors {
  const errors: GuestNoteErrors = {};
  if (CONTROL.test(note.giverName)) errors.giverName = CONTROL_CHAR_MESSAGE;
  else if (note.giverName.length > GUEST_NOTE_MAX.giverName) errors.giverName = CHECKOUT_MSG.badGiverName;
  if (MULTILINE_CONTROL.test(note.message)) errors.message = CONTROL_CHAR_MESSAGE;
  else if (note.message.length > GUEST_NOTE_MAX.message) errors.message = CHECKOUT_MSG.badMessage;
  return errors;
}
