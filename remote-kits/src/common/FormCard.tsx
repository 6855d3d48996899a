/** The card of the add and edit forms: the fields, then 'Cancelar' and the submit button ('Salvando...' while saving). */
import { Button, Card, Flex, Stack } from 'shared-contracts/chakra';
import { useRef, type FormEventHandler, type ReactNode } from 'react';
import { useFocusFirstInvalid } from 'shared-contracts/ui';
import { frameTexts } from './texts';

export interface FormCardProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** Submit attempts so far (formik's submitCount): after each failed one the first invalid field is focused. */
  submitCount: number;
  submitLabel: string;
  savingLabel: string;
  /** Disables the submit button (e.g. while a product lookup runs). */
  submitDisabled?: boolean;
  children: ReactNode;
}

export function FormCard({ onSubmit, onCancel, submitting, submitCount, submitLabel, savingLabel, submitDisabled, children }: FormCardProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, submitCount, submitting);
  return (
    <Card.Root maxW="3xl">
      <form ref={form} noValidate onSubmit={onSubmit}>
        <Card.Body>
          <Stack gap="5">{children}</Stack>
        </Card.Body>
        <Card.Footer>
          <Flex gap="3" justify="flex-end" w="full" wrap="wrap">
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              {frameTexts.cancel}
            </Button>
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText={savingLabel} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Flex>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
