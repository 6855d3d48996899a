/**
 * Focus on the first invalid field after a failed submit (docs/product.md, 'Forms, pickers and
 * messages'): the field marked aria-invalid="true" that comes first in the form, so that a screen
 * reader reads its label and, through aria-describedby, its error. Ark's Field names the error
 * with aria-errormessage only, which few screen readers read: `useFieldDescription` gives the ids
 * that put it in the description.
 */
import { useEffect, useId, type RefObject } from 'react';

/** Focuses the first `[aria-invalid="true"]` inside `root` in document order; whether there was one. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
  return !!field;
}

/**
 * Once a submit attempt has ended (`submitting` false again, its errors rendered), focuses the
 * first invalid field of `form`. With formik: `useFocusFirstInvalid(ref, submitCount, isSubmitting)`.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement>, submitCount: number, submitting: boolean): void {
  useEffect(() => {
    if (submitCount > 0 && !submitting) focusFirstInvalid(form.current);
  }, [form, submitCount, submitting]);
}

/**
 * Ids for `Field.Root ids={ids}` and the control's `aria-describedby={describedBy}`: the error
 * text while `invalid`, then the helper text when `helper` (shown).
 */
export function useFieldDescription(invalid: boolean, helper = false) {
  const id = useId();
  const ids = { errorText: `${id}erro`, helperText: `${id}ajuda` };
  const describedBy = [invalid && ids.errorText, helper && ids.helperText].filter(Boolean).join(' ') || undefined;
  return { ids, describedBy };
}
