/** The card of the add and edit forms: the fields, then 'Cancelar' and the submit button ('Salvando...' while saving). */
import { Button, Card, Flex, Stack } from 'shared-contracts/chakra';
import type { FormEventHandler, ReactNode } from 'react';
import { frameTexts } from './texts';

export interface FormCardProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  savingLabel: string;
  /** Disables the submit button (e.g. while a product lookup runs). */
  submitDisabled?: boolean;
  children: ReactNode;
}

export function FormCard({ onSubmit, onCancel, submitting, submitLabel, savingLabel, submitDisabled, children }: FormCardProps) {
  return (
    <Card.Root maxW="3xl">
      <form noValidate onSubmit={onSubmit}>
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
