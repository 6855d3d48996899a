/**
 * Edit dialog of a list item (§2 Staff product management 'Editar', §5 Product edit (staff)):
 * name and price read-only, quantity (at least 1, 'Quantidade deve ser maior que 0') and an
 * optional description, saved with PATCH /lista-produtos/{id} ('Produto atualizado!' /
 * 'Erro ao atualizar item'). The picture can be replaced only when the product has a code and no
 * online-store code; otherwise 'Imagem não editável' with the online-store note.
 *
 * 'Aceita cotas' (decision 043) starts from the item's `aceitaCotas` and is sent with the save; a
 * kit's anchor marks the whole kit, a kit member has no such checkbox (the API refuses it, 409).
 * The API's refusals (below the minimum price, 400; a gift that already received cotas, 409)
 * show as the red toast's description, as every failure of this dialog.
 */
import { Button, DataList, Field, Input, Stack } from 'shared-contracts/chakra';
import { Checkbox, Dialog } from 'shared-contracts/chakra-overlays';
import { Textarea } from 'shared-contracts/chakra-extras';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { COTA_MSG, formatBRL, KIT_DESCRIPTION_MAX, type ListProductItem, unitPrice } from 'shared-contracts';
import { KIT_RULE_MESSAGES } from 'shared-contracts/area-texts';
import { areaApi } from 'shared-contracts/area-api';
import { ProductImageEditor, toastFailure, toastSuccess } from 'shared-contracts/ui';
import { editItemTexts as t } from './texts';
import { DialogFrame } from '../common/DialogFrame';

/** Formik rules of the dialog: quantity is a whole number of at least 1 (§5). */
export const editItemValidation = yup.object({
  quantidade: yup
    .string()
    .required(t.quantityMin)
    .test('min-1', t.quantityMin, (value) => /^\d+$/.test(value ?? '') && Number(value) >= 1),
  descricao: yup.string().max(KIT_DESCRIPTION_MAX, KIT_RULE_MESSAGES.descriptionMax),
});

/** What the dialog knows of the item's place in a kit: none, the kit's anchor or one of its members. */
export type KitRole = 'anchor' | 'member' | undefined;

function EditItemForm({ item, kitRole, onClose, onChanged }: { item: ListProductItem; kitRole: KitRole; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const cotasShown = kitRole !== 'member';
  const formik = useFormik({
    initialValues: { quantidade: String(item.quantidade), descricao: item.descricao ?? '', aceitaCotas: item.aceitaCotas === true },
    validationSchema: editItemValidation,
    onSubmit: async (values) => {
      try {
        await areaApi.updateListItem(item.id, {
          quantidade: Number(values.quantidade),
          descricao: values.descricao.trim() || null,
          ...(cotasShown ? { aceitaCotas: values.aceitaCotas } : {}),
        });
        toastSuccess(t.updated);
        onClose();
        await onChanged();
      } catch (error) {
        toastFailure(t.updateError, error);
      }
    },
  });
  const quantityError = formik.touched.quantidade ? formik.errors.quantidade : undefined;
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Dialog.Body>
        <Stack gap="4">
          <ProductImageEditor
            nome={item.produto.nome}
            codigo={item.produto.codigo}
            codigoShopify={item.produto.codigo_shopify}
            codigoGrade={item.grade?.Codigo}
            fotoUrl={item.grade?.FotoUrl || item.produto.fotoUrl}
            onReplaced={onChanged}
          />
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel color="fg.muted">{t.name}</DataList.ItemLabel>
              <DataList.ItemValue>{item.produto.nome}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel color="fg.muted">{t.price}</DataList.ItemLabel>
              <DataList.ItemValue>{formatBRL(unitPrice(item))}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Field.Root required invalid={!!quantityError}>
            <Field.Label>
              {t.quantity}
              <Field.RequiredIndicator color="red.700" />
            </Field.Label>
            <Input name="quantidade" type="number" min={1} step={1} inputMode="numeric" value={formik.values.quantidade} onChange={formik.handleChange} onBlur={formik.handleBlur} />
            <Field.ErrorText color="red.700">{quantityError}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t.description}</Field.Label>
            <Textarea name="descricao" rows={3} maxLength={KIT_DESCRIPTION_MAX} value={formik.values.descricao} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </Field.Root>
          {cotasShown && (
            <Field.Root>
              <Checkbox.Root
                name="aceitaCotas"
                checked={formik.values.aceitaCotas}
                onCheckedChange={(e) => void formik.setFieldValue('aceitaCotas', e.checked === true)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{COTA_MSG.accepts}</Checkbox.Label>
              </Checkbox.Root>
              <Field.HelperText>{kitRole === 'anchor' ? t.cotasKitHelp : t.cotasHelp}</Field.HelperText>
            </Field.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={formik.isSubmitting} onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" colorPalette="brand" loading={formik.isSubmitting} loadingText={t.saving}>
          {t.save}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Props of EditItemDialog. */
export interface EditItemDialogProps {
  /** The item being edited; the dialog is open while it is set. */
  item: ListProductItem | null;
  /** The item's place in a kit: a member has no 'Aceita cotas' (the kit is marked by its anchor). */
  kitRole?: KitRole;
  onClose: () => void;
  /** Refreshes the table after a change. */
  onChanged: () => Promise<unknown>;
}

/** The item edit dialog; open while `item` is set. */
export function EditItemDialog({ item, kitRole, onClose, onChanged }: EditItemDialogProps) {
  return (
    <DialogFrame open={!!item} placement="center" size="md" title={t.title} onClose={onClose}>
      {item && <EditItemForm key={item.id} item={item} kitRole={kitRole} onClose={onClose} onChanged={onChanged} />}
    </DialogFrame>
  );
}
