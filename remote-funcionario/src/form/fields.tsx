/**
 * Formik-bound Chakra fields of the list form: label with the required '*' (§5), the input, and
 * the §5 message in red under the field once it was touched; a checkbox with its help text
 * ('Aceitar vale-presente', decision 030).
 */
import { Field, HStack, Input, NativeSelect, type InputProps } from 'shared-contracts/chakra';
import { Checkbox } from 'shared-contracts/chakra-overlays';
import { Textarea } from 'shared-contracts/chakra-extras';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { DateInput, useFieldDescription } from 'shared-contracts/ui';

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
}

/** Label with the '*' of required fields (aria-hidden; the input carries aria-required). */
function Label({ label }: { label: string }) {
  return (
    <Field.Label>
      {label}
      <Field.RequiredIndicator color="red.700" />
    </Field.Label>
  );
}

function ErrorText({ message }: { message: string | undefined }) {
  return <Field.ErrorText color="red.700">{message}</Field.ErrorText>;
}

/** Props of TextField. */
export interface TextFieldProps extends BaseProps {
  readOnly?: boolean;
  type?: 'text' | 'email';
  placeholder?: string;
  inputMode?: InputProps['inputMode'];
  /** Keeps digits only (codes). */
  digitsOnly?: boolean;
  multiline?: boolean;
  /** Runs after formik's own blur handling (lookups, §5). */
  onBlur?: () => void;
  /** Element beside the input (e.g. the e-mail's 'Editar' button). */
  addon?: ReactNode;
}

/** A text or multi-line field bound to formik value `name`. */
export function TextField({ name, label, required, helperText, readOnly, type = 'text', placeholder, inputMode, digitsOnly, multiline, onBlur, addon }: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const invalid = !!meta.touched && !!meta.error;
  const { ids, describedBy } = useFieldDescription(invalid, !!helperText && !invalid);
  const common = {
    name: field.name,
    'aria-describedby': describedBy,
    value: field.value ?? '',
    placeholder,
    bg: readOnly ? 'gray.100' : undefined,
    onBlur: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      field.onBlur(e);
      onBlur?.();
    },
  };
  return (
    <Field.Root required={required} invalid={invalid} readOnly={readOnly} ids={ids}>
      <Label label={label} />
      {multiline ? (
        <Textarea {...common} rows={4} autoresize onChange={field.onChange} />
      ) : (
        <HStack w="full" gap="2">
          <Input
            {...common}
            type={type}
            inputMode={inputMode}
            autoComplete="off"
            onChange={(e) => (digitsOnly ? void helpers.setValue(e.target.value.replace(/\D/g, '')) : field.onChange(e))}
          />
          {addon}
        </HStack>
      )}
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      <ErrorText message={meta.error} />
    </Field.Root>
  );
}

/** Props of DateField: the masked input's texts (§5 Date input). */
export interface DateFieldProps extends Omit<BaseProps, 'helperText'> {
  placeholder: string;
  invalidText: string;
}

/**
 * A date field (typed DD/MM/AAAA or chosen in the calendar, future days allowed) bound to formik
 * value `name` as yyyy-MM-dd ('' while incomplete); the form's message shows once touched.
 */
export function DateField({ name, label, required, placeholder, invalidText }: DateFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <DateInput
      name={name}
      label={label}
      required={required}
      placeholder={placeholder}
      invalidText={invalidText}
      value={field.value ?? ''}
      onValueChange={(day) => void helpers.setValue(day)}
      onBlur={() => void helpers.setTouched(true)}
      errorText={meta.touched ? meta.error : undefined}
    />
  );
}

/** Props of SelectField; `options` values are strings (ids). */
export interface SelectFieldProps extends BaseProps {
  placeholder?: string;
  options: Array<{ value: string; label: string }>;
}

/** A native select bound to formik value `name`. */
export function SelectField({ name, label, required, helperText, placeholder, options }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const invalid = !!meta.touched && !!meta.error;
  const { ids, describedBy } = useFieldDescription(invalid, !!helperText && !invalid);
  return (
    <Field.Root required={required} invalid={invalid} ids={ids}>
      <Label label={label} />
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={field.value ?? ''} aria-describedby={describedBy}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      <ErrorText message={meta.error} />
    </Field.Root>
  );
}

/** Props of CheckboxField. */
export interface CheckboxFieldProps {
  name: string;
  label: string;
  helperText?: string;
}

/**
 * A checkbox bound to formik boolean value `name` (decision 030): the whole line is its label, Space
 * toggles it, and the help text under it is the control's description.
 */
export function CheckboxField({ name, label, helperText }: CheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Field.Root>
      <Checkbox.Root name={field.name} checked={field.value === true} onCheckedChange={(e) => void helpers.setValue(e.checked === true)} colorPalette="brand">
        <Checkbox.HiddenInput onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
