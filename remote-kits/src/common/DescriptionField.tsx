/** A multi-line optional description with its length bound (§5 Kit: up to 500) and a counter. */
import { Field } from 'shared-contracts/chakra';
import { Textarea } from 'shared-contracts/chakra-extras';
import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { KIT_DESCRIPTION_MAX } from 'shared-contracts';
import { useFieldDescription } from 'shared-contracts/ui';
import { frameTexts } from './texts';

export interface DescriptionFieldProps {
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLTextAreaElement>;
  placeholder?: string;
  error?: string;
}

export function DescriptionField({ label, value, onChange, onBlur, placeholder, error }: DescriptionFieldProps) {
  const { ids, describedBy } = useFieldDescription(!!error, true);
  return (
    <Field.Root invalid={!!error} ids={ids}>
      <Field.Label>{label}</Field.Label>
      <Textarea name="descricao" rows={3} maxLength={KIT_DESCRIPTION_MAX} value={value} placeholder={placeholder} onChange={onChange} onBlur={onBlur} aria-describedby={describedBy} />
      <Field.HelperText alignSelf="flex-end">{frameTexts.descriptionCount(value.length, KIT_DESCRIPTION_MAX)}</Field.HelperText>
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
