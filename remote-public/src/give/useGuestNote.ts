/**
 * State of the guest's note in the online purchase (decision 023), held like the rest of the giving
 * path in React state: the values as typed, the errors of `validateGuestNote` (shown as soon as a
 * field goes over its limit), and `check` for 'Comprar na loja online', which moves the focus to
 * the first field that cannot be sent.
 */
import { useRef, useState, type RefObject } from 'react';
import { emptyGuestNote, validateGuestNote, type GuestNote, type GuestNoteErrors, type GuestNoteField } from './guestNote';

export interface GuestNoteForm {
  values: GuestNote;
  errors: GuestNoteErrors;
  setValue: (field: GuestNoteField, value: string) => void;
  /** The inputs, so that `check` can focus the first invalid one. */
  refs: { giverName: RefObject<HTMLInputElement>; message: RefObject<HTMLTextAreaElement> };
  /** The note when it can be sent; otherwise null, with the focus on the first invalid field. */
  check: () => GuestNote | null;
}

/** A fresh, empty note for one dialog or /lista/kit screen. */
export function useGuestNote(): GuestNoteForm {
  const [values, setValues] = useState<GuestNote>(emptyGuestNote);
  const giverName = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLTextAreaElement>(null);
  const errors = validateGuestNote(values);
  const check = () => {
    const first = (['giverName', 'message'] as const).find((field) => errors[field]);
    if (!first) return values;
    (first === 'giverName' ? giverName : message).current?.focus();
    return null;
  };
  return { values, errors, setValue: (field, value) => setValues((v) => ({ ...v, [field]: value })), refs: { giverName, message }, check };
}
