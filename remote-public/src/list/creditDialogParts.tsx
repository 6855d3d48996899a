/**
 * The parts the guest's two dialogs of store credit share, the vale-presente's (decision 030) and
 * the cota's (decision 043): a radio choice, 'Seu nome', 'Mensagem' with its counter and note, the
 * footer and 'Cancelar'. Formik fields, in those dialogs' chunks only.
 */
import { Button, chakra, Field, Flex, Input, Text } from 'shared-contracts/chakra';
import { Dialog } from 'shared-contracts/chakra-overlays';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { GIFT_MESSAGE_MAX } from 'shared-contracts';
import { useFieldDescription } from 'shared-contracts/ui';
import { MessageArea } from '../give/GuestNoteFields';
import { creditDialogTexts as t } from './creditDialogTexts';

/** The '*' of a required group's legend (a field's own label has Field.RequiredIndicator). */
export function RequiredMark() {
  return (
    <chakra.span color="red.700" aria-hidden="true" ms="0.5">
      *
    </chakra.span>
  );
}

/** 'Seu nome': required, at most 120 characters. */
export function NameField({ disabled }: { disabled: boolean }) {
  const [field, meta] = useField<string>('nome');
  const invalid = !!meta.touched && !!meta.error;
  const { ids, describedBy } = useFieldDescription(invalid);
  return (
    <Field.Root required invalid={invalid} disabled={disabled} ids={ids}>
      <Field.Label>
        {t.name}
        <Field.RequiredIndicator color="red.700" />
      </Field.Label>
      <Input {...field} autoComplete="name" bg="white" size="lg" aria-describedby={describedBy} />
      <Field.ErrorText color="red.700">{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * 'Mensagem': optional, the giving path's message box (native text area, docs/decisions/023) with
 * `note` (how the credit arrives) as its helper line and a '0/500' counter. Over the limit the
 * error shows at once, as in the giving path.
 */
export function MessageField({ disabled, note }: { disabled: boolean; note: string }) {
  const [field, meta] = useField<string>('mensagem');
  const over = field.value.length > GIFT_MESSAGE_MAX;
  const invalid = !!meta.error && (!!meta.touched || over);
  const id = useId();
  const ids = { control: `${id}-mensagem`, helperText: `${id}-mensagem-ajuda`, errorText: `${id}-mensagem-erro`, counter: `${id}-mensagem-contador` };
  return (
    <Field.Root invalid={invalid} disabled={disabled} id={ids.control} ids={{ helperText: ids.helperText, errorText: ids.errorText }}>
      <Field.Label>
        {t.message}
        <Text as="span" color="fg.muted" fontWeight="normal">
          {t.optional}
        </Text>
      </Field.Label>
      <MessageArea ids={ids} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={invalid} disabled={disabled} />
      <Flex justify="space-between" align="flex-start" gap="3" w="full">
        <Field.HelperText flex="1">{note}</Field.HelperText>
        <Text id={ids.counter} fontSize="xs" mt="1.5" flexShrink={0} color={over ? 'red.700' : 'fg.muted'} fontWeight={over ? 'semibold' : undefined} data-testid="message-counter">
          {t.counter(field.value.length, GIFT_MESSAGE_MAX)}
        </Text>
      </Flex>
      <Field.ErrorText color="red.700">{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The dialog's footer: on a phone the buttons stack full width, the main one on top, under a rule that parts them from the scrolling body. */
export function Footer({ children }: { children: ReactNode }) {
  return (
    <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch" gap="3" borderTopWidth={{ base: '1px', sm: '0' }} pt={{ base: '3', sm: '0' }}>
      {children}
    </Dialog.Footer>
  );
}

/** 'Cancelar': closes the dialog. */
export function CancelButton({ onClose, disabled = false }: { onClose: () => void; disabled?: boolean }) {
  return (
    <Button variant="outline" size="lg" w={{ base: 'full', sm: 'auto' }} onClick={onClose} disabled={disabled}>
      {t.cancel}
    </Button>
  );
}

/**
 * One choice of a radio group of the form's field `name`: a native radio (arrow keys move within
 * the group) inside its label, e.g. 'R$ 100,00'; its group's error (`errorId`) is its description.
 */
export function ChoiceOption({ name, value, label, invalid, errorId, disabled }: { name: string; value: string; label: string; invalid: boolean; errorId: string; disabled: boolean }) {
  const [field] = useField({ name, type: 'radio', value });
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="2.5"
      minH="11"
      px="3"
      py="2"
      bg="white"
      borderWidth="1px"
      borderColor={invalid ? 'red.600' : 'border'}
      borderRadius="md"
      fontWeight="semibold"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      css={{
        '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle', color: 'brand.fg' },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      }}
    >
      <chakra.input
        {...field}
        type="radio"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        boxSize="4"
        flexShrink={0}
        accentColor="brand.solid"
      />
      {label}
    </chakra.label>
  );
}

/**
 * What a credit dialog shows while its values load ('Carregando valores...'), or once they failed:
 * `errorText` and 'Tentar novamente' (`onRetry`), with no silent retries while the guest waits.
 */
export function ValuesPending({ failed, errorText, onRetry }: { failed: boolean; errorText: string; onRetry: () => void }) {
  if (!failed)
    return (
      <Text role="status" color="fg.muted">
        {t.loadingValues}
      </Text>
    );
  return (
    <>
      <Text role="alert">{errorText}</Text>
      <Button variant="outline" colorPalette="brand" size="md" onClick={onRetry}>
        {t.retry}
      </Button>
    </>
  );
}
