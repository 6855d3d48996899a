/**
 * What the kits area's forms share (§5 Kit, §5 Product edit): the values of a product line
 * (product, quantity as typed, description, variant choice), their yup rules with the contracts'
 * messages, and when a field's error is shown.
 */
import type { FormikProps } from 'formik';
import * as yup from 'yup';
import { KIT_DESCRIPTION_MAX } from 'shared-contracts';
import { KIT_RULE_MESSAGES as M } from 'shared-contracts/area-texts';
import type { SelectedProduct } from './ProductSearch';
import { isQuantity } from './QuantityField';
import { lacksSizeOrColour, NO_VARIANT, type VariantChoice } from './VariantFields';

/** A product line being added (kit builder, add product). */
export interface ItemFormValues {
  product: SelectedProduct | null;
  /** As typed: validated as a whole number from 1. */
  quantidade: string;
  descricao: string;
  variant: VariantChoice;
}

export const EMPTY_ITEM: ItemFormValues = { product: null, quantidade: '1', descricao: '', variant: NO_VARIANT };

/** Quantity, description and variant rules; `quantityMin` is the form's own below-1 message. */
export const lineRules = (quantityMin: string) => ({
  quantidade: yup
    .string()
    .test('min-1', quantityMin, (v) => /^\d+$/.test(v ?? '') && Number(v) >= 1)
    .test('max', M.quantityMax, isQuantity),
  descricao: yup.string().max(KIT_DESCRIPTION_MAX, M.descriptionMax),
  variant: yup.mixed<VariantChoice>().test('size-or-colour', M.selectSizeOrColour, (v) => !v || !lacksSizeOrColour(v)),
});

/** Rules of a product line being added: a product must be chosen, quantity 'Quantidade mínima é 1'. */
export const addItemValidation = yup.object({
  product: yup.mixed<SelectedProduct>().nullable().test('chosen', M.selectProduct, (v) => !!v),
  ...lineRules(M.quantityMinAdd),
});

/** The error of `field` once it was left or a submit was tried (none before). */
export function visibleError<V>(formik: FormikProps<V>, field: keyof V & string): string | undefined {
  const error = formik.errors[field];
  return (formik.touched[field] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
}
