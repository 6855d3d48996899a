/**
 * Date filter input (§5 Date input): digits only, formatted DD/MM/AAAA while typing (at most 10
 * characters). The value reaches the parent (yyyy-MM-dd) only when the entry is complete and a
 * real date; a partial entry clears it. A non-empty invalid entry gets a red border and
 * aria-invalid. Future dates are allowed (range 1900-01-01 to 2100-12-31).
 */
import { Field, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { dayToMasked, isDateEntryInvalid, maskDateInput, parseMaskedDate } from 'shared-contracts';

export interface DateFilterInputProps {
  label: string;
  placeholder: string;
  invalidText: string;
  /** Applied value, yyyy-MM-dd or '' for none. */
  value: string;
  onValueChange: (day: string) => void;
}

/** The applied value of an entry: yyyy-MM-dd when complete and valid, else ''. */
export function appliedDate(masked: string): string {
  return parseMaskedDate(masked, true) ?? '';
}

export function DateFilterInput({ label, placeholder, invalidText, value, onValueChange }: DateFilterInputProps) {
  const [masked, setMasked] = useState(() => dayToMasked(value));
  const invalid = isDateEntryInvalid(masked, true);

  // The address changed under us (back/forward): show its date.
  useEffect(() => {
    setMasked((current) => (appliedDate(current) === value ? current : dayToMasked(value)));
  }, [value]);

  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={masked}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={placeholder}
        borderColor={invalid ? 'red.600' : undefined}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const next = maskDateInput(e.target.value);
          setMasked(next);
          const day = appliedDate(next);
          if (day !== value) onValueChange(day);
        }}
      />
      {/* The message waits for a complete entry; the border already marks a partial one. */}
      {invalid && masked.length === 10 && <Field.ErrorText>{invalidText}</Field.ErrorText>}
    </Field.Root>
  );
}
