/**
 * Focus management of every formik form (docs/product.md, 'Forms, pickers and messages'): after a
 * submit that validation stops, focus moves to the first invalid field (aria-invalid), whose error
 * text is linked to it by aria-describedby (Chakra's Field, `useFieldDescription`), so that a
 * screen reader announces the field and its error.
 *
 * In `shared-contracts/formik`, never in `shared-contracts/ui`: the guest routes load no formik
 * (docs/decisions/023); only screens that already carry formik import this entry.
 */
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';

/**
 * Place inside a formik `<Form>` (or a `<form>` under `<Formik>`): once a submit attempt ends
 * with errors (validation done, not submitting), it focuses the form's first invalid control, once
 * per attempt. Renders only an empty hidden marker that finds the form.
 */
export function FocusFirstInvalid() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(submitCount);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount; // one focus move per submit attempt
    if (Object.keys(errors).length === 0) return;
    const form = marker.current?.closest('form');
    // after this render: the field's error text (and its aria-describedby link) is in place
    // (not cancelled by a re-render in between; a form gone by then is skipped)
    window.setTimeout(() => {
      if (form?.isConnected) focusFirstInvalid(form);
    }, 0);
  }, [submitCount, isSubmitting, isValidating, errors]);

  return <span ref={marker} hidden />;
}
