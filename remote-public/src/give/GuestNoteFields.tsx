/**
 * 'Seu nome' and 'Mensagem' in the online purchase (decision 023), both optional: the name (at
 * most 120 characters) and a multi-line message (at most 500) with its helper line and a
 * 'n/500' counter that turns red over the limit, when the field also shows the server's message.
 * The message box is a native text area with the first page's input recipe, wired to its field by
 * hand: Chakra's Textarea lives in the signed-in areas' module, which the giving path does not
 * load (docs/decisions/013).
 */
import { chakra, Field, Flex, Input, Stack, Text, useRecipe } from 'shared-contracts/chakra';
import { useId, type ChangeEvent, type FocusEvent, type RefObject } from 'react';
import { GUEST_NOTE_MAX } from './guestNote';
import type { KitTexts } from './texts';
import type { GuestNoteForm } from './useGuestNote';

export interface GuestNoteFieldsProps {
  form: GuestNoteForm;
  texts: Pick<KitTexts, 'giverName' | 'message' | 'messageHelp' | 'optional' | 'counter'>;
  disabled?: boolean;
}

function OptionalLabel({ text, optional }: { text: string; optional: string }) {
  return (
    <Field.Label>
      {text}
      <Text as="span" color="fg.muted" fontWeight="normal">
        {optional}
      </Text>
    </Field.Label>
  );
}

export interface MessageAreaProps {
  /** The box, its helper line, its error and its counter (all in the page, named in its description). */
  ids: { control: string; helperText: string; errorText: string; counter: string };
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** The form field's name (the vale-presente's formik form, decision 030). */
  name?: string;
  invalid: boolean;
  disabled: boolean;
  textareaRef?: RefObject<HTMLTextAreaElement>;
}

/**
 * The message box: what Chakra's Field would give a Textarea (id, description, error), by hand.
 * The error also leads its description, so that focusing the box reads it (docs/product.md,
 * 'Forms, pickers and messages'). Also the vale-presente dialog's 'Mensagem' (decision 030).
 */
export function MessageArea({ ids, value, onChange, onBlur, name, invalid, disabled, textareaRef }: MessageAreaProps) {
  const recipe = useRecipe({ key: 'input' });
  return (
    <chakra.textarea
      ref={textareaRef}
      id={ids.control}
      name={name}
      rows={3}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      aria-describedby={`${invalid ? `${ids.errorText} ` : ''}${ids.helperText} ${ids.counter}`}
      aria-invalid={invalid || undefined}
      aria-errormessage={invalid ? ids.errorText : undefined}
      data-invalid={invalid ? '' : undefined}
      css={[recipe({ size: 'lg' }), { height: 'auto', minHeight: '24', py: '2', resize: 'vertical', bg: 'white' }]}
    />
  );
}

/** The two optional fields of the guest's note, bound to `form` (useGuestNote); `disabled` while redirecting. */
export function GuestNoteFields({ form, texts: t, disabled = false }: GuestNoteFieldsProps) {
  const { values, errors, setValue, refs } = form;
  const over = values.message.length > GUEST_NOTE_MAX.message;
  const id = useId();
  const nameError = `${id}-nome-erro`;
  const messageIds = { control: `${id}-mensagem`, helperText: `${id}-mensagem-ajuda`, errorText: `${id}-mensagem-erro`, counter: `${id}-mensagem-contador` };
  return (
    <Stack gap="3" data-testid="guest-note">
      {/* Ark names the error with aria-errormessage only: the description names it too */}
      <Field.Root invalid={!!errors.giverName} disabled={disabled} ids={{ errorText: nameError }}>
        <OptionalLabel text={t.giverName} optional={t.optional} />
        <Input
          ref={refs.giverName}
          value={values.giverName}
          onChange={(e) => setValue('giverName', e.target.value)}
          autoComplete="name"
          aria-describedby={errors.giverName ? nameError : undefined}
          bg="white"
          size="lg"
        />
        <Field.ErrorText>{errors.giverName}</Field.ErrorText>
      </Field.Root>
      {/* Ark takes the control's id from `id` (its `ids.control` names the group) */}
      <Field.Root invalid={!!errors.message} disabled={disabled} id={messageIds.control} ids={{ helperText: messageIds.helperText, errorText: messageIds.errorText }}>
        <OptionalLabel text={t.message} optional={t.optional} />
        <MessageArea
          ids={messageIds}
          textareaRef={refs.message}
          value={values.message}
          onChange={(e) => setValue('message', e.target.value)}
          invalid={!!errors.message}
          disabled={disabled}
        />
        <Flex justify="space-between" align="flex-start" gap="3" w="full">
          <Field.HelperText flex="1">{t.messageHelp}</Field.HelperText>
          <Text id={messageIds.counter} fontSize="xs" mt="1.5" flexShrink={0} color={over ? 'red.700' : 'fg.muted'} fontWeight={over ? 'semibold' : undefined} data-testid="message-counter">
            {t.counter(values.message.length, GUEST_NOTE_MAX.message)}
          </Text>
        </Flex>
        <Field.ErrorText>{errors.message}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
