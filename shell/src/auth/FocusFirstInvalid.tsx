/**
 * Focus management of the sign-in forms (docs/product.md, 'Forms, pickers and messages'): after a
 * submit that validation stops, focus moves to the first invalid field (aria-invalid), whose
 * error text is linked to it by aria-describedby (Chakra's Field), so that a screen reader
 * announces the field and its error.
 */
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { focusFirstInvalid } from 'shared-contracts/ui';

/**
 * Place inside a Formik `<Form>`: once a submit attempt ends with errors, it focuses the form's
 * first invalid control. Renders only an empty hidden marker that finds the form.
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
