/** The required quantity field of the add and edit forms (§5: a whole number from 1). */
import { Field, Input } from 'shared-contracts/chakra';
import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { QUANTITY_MAX } from 'shared-contracts';
import { useFieldDescription } from 'shared-contracts/ui';

export interface QuantityFieldProps {
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  error?: string;
}

export function QuantityField({ label, value, onChange, onBlur, error }: QuantityFieldProps) {
  const { ids, describedBy } = useFieldDescription(!!error);
  return (
    <Field.Root required invalid={!!error} maxW={{ sm: '40' }} ids={ids}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator color="red.700" />
      </Field.Label>
      <Input name="quantidade" type="number" min={1} max={QUANTITY_MAX} step={1} inputMode="numeric" value={value} onChange={onChange} onBlur={onBlur} aria-describedby={describedBy} />
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A yup-ready check: a whole number from 1 to QUANTITY_MAX written in digits. */
export const isQuantity = (value: string | undefined) => /^\d+$/.test(value ?? '') && Number(value) >= 1 && Number(value) <= QUANTITY_MAX;
