/**
 * The kit builder's add part (§2 Kit builder, §5 Kit): product-code search with select and clear,
 * quantity (a whole number from 1, 'Quantidade mínima é 1'), optional description (up to 500),
 * 'Possui variantes?' with the size and colour lists (50 per page, 300 ms debounce, §9). The add
 * button is disabled while a lookup runs or the kit is saving, without a product ('Selecione um
 * produto'), or with variants on and neither size nor colour chosen ('Selecione Tamanho ou Cor');
 * the reason is shown beside it. Adding resets the form.
 */
import { Button, Field, Input, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { DEBOUNCE_MS, KIT_DESCRIPTION_MAX, SIZES_PAGE_SIZE } from 'shared-contracts';
import { PlusIcon, useFieldDescription, useFocusFirstInvalid } from 'shared-contracts/ui';
import { addItemValidation, EMPTY_ITEM, visibleError, type ItemFormValues } from '../common/itemForm';
import { ProductSearch } from '../common/ProductSearch';
import { QuantityField } from '../common/QuantityField';
import { lacksSizeOrColour, VariantFields } from '../common/VariantFields';
import type { KitDraftItem } from './kitDraft';
import { kitBuilderTexts as t } from './texts';

/** Why the add button is disabled, or null when it is enabled. */
export function addDisabledReason(values: Pick<ItemFormValues, 'product' | 'variant'>, busy: boolean): string | null {
  if (!values.product) return t.whyDisabledProduct;
  if (lacksSizeOrColour(values.variant)) return t.whyDisabledVariant;
  return busy ? '' : null;
}

export interface AddKitItemFormProps {
  onAdd: (item: Omit<KitDraftItem, 'tempId'>) => void;
  /** The kit is being saved: nothing can be added meanwhile. */
  saving: boolean;
}

export function AddKitItemForm({ onAdd, saving }: AddKitItemFormProps) {
  const [lookupPending, setLookupPending] = useState(false);
  // a new key remounts the code search empty after each add
  const [round, setRound] = useState(0);
  const formik = useFormik<ItemFormValues>({
    initialValues: EMPTY_ITEM,
    validationSchema: addItemValidation,
    onSubmit: (values, helpers) => {
      onAdd({
        product: values.product!,
        quantidade: Number(values.quantidade),
        descricao: values.descricao.trim(),
        tamanho: values.variant.variavel ? values.variant.tamanho : null,
        cor: values.variant.variavel ? values.variant.cor : null,
      });
      helpers.resetForm();
      setRound((r) => r + 1);
    },
  });
  const { values } = formik;
  const reason = addDisabledReason(values, lookupPending || saving);
  const quantityError = visibleError(formik, 'quantidade');
  const descriptionError = formik.errors.descricao;
  const description = useFieldDescription(!!descriptionError);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, formik.submitCount, formik.isSubmitting);

  return (
    <form ref={form} noValidate onSubmit={formik.handleSubmit} aria-label={t.addSection}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', lg: '8' }} alignItems="start">
        <ProductSearch key={round} value={values.product} onChange={(p) => void formik.setFieldValue('product', p)} onPendingChange={setLookupPending} />
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, sm: 4 }} gap="4">
            <QuantityField label={t.quantity} value={values.quantidade} onChange={formik.handleChange} onBlur={formik.handleBlur} error={quantityError} />
            <Field.Root gridColumn={{ sm: 'span 3' }} invalid={!!descriptionError} ids={description.ids}>
              <Field.Label>{t.description}</Field.Label>
              <Input name="descricao" maxLength={KIT_DESCRIPTION_MAX} value={values.descricao} onChange={formik.handleChange} onBlur={formik.handleBlur} aria-describedby={description.describedBy} />
              <Field.ErrorText color="red.700">{descriptionError}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <VariantFields
            value={values.variant}
            onChange={(v) => void formik.setFieldValue('variant', v)}
            variantes={values.product?.variantes}
            paging={{ take: SIZES_PAGE_SIZE.add, sort: 'asc' }}
            debounceMs={DEBOUNCE_MS.sizesColours}
            showError
          />
          <Stack gap="1" align={{ base: 'stretch', sm: 'flex-start' }}>
            <Button type="submit" colorPalette="brand" disabled={reason !== null} aria-describedby={reason ? 'kit-add-reason' : undefined}>
              <PlusIcon />
              {t.addButton}
            </Button>
            {reason && (
              <Text id="kit-add-reason" fontSize="sm" color="fg.muted">
                {reason}
              </Text>
            )}
          </Stack>
        </Stack>
      </SimpleGrid>
    </form>
  );
}
