/**
 * 'Aceita cotas' of the add-product and edit-variable forms (decision 043): the same Chakra
 * checkbox and help text as the staff's item edit dialog (remote-funcionario EditItemDialog).
 */
import { Field } from 'shared-contracts/chakra';
import { Checkbox } from 'shared-contracts/chakra-overlays';
import { cotasTexts as t } from './texts';

/** Props of CotasField. */
export interface CotasFieldProps {
  /** Whether the gift accepts cotas. */
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The 'Aceita cotas' checkbox with its help text; the API checks the minimum price on save. */
export function CotasField({ checked, onChange }: CotasFieldProps) {
  return (
    <Field.Root>
      <Checkbox.Root name="aceitaCotas" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} colorPalette="brand">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.label}</Checkbox.Label>
      </Checkbox.Root>
      <Field.HelperText>{t.help}</Field.HelperText>
    </Field.Root>
  );
}
