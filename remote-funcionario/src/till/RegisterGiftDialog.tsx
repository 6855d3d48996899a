/**
 * 'Registrar presente' (decision 028): the dialog that records at the till a gift bought in a store.
 * Fields (formik + yup, STORE_GIFT_MSG texts): 'Nome de quem presenteou' (required, ≤ 120),
 * 'E-mail' (optional), 'Mensagem' (optional, ≤ 500, with a counter), 'Filial' (the staff member's
 * branch, else the list's) and 'Número da venda' (optional, ≤ 40). A failed submit focuses the first
 * invalid field. Sends POST /presentes-loja/listas/{id} with the texts trimmed and the empty
 * optional fields left out; success toasts 'Presente registrado.', closes and refreshes the list;
 * a refusal (409: given or held meanwhile) toasts the API's message, keeps what was typed and
 * refreshes the list so that the gift shows its new state.
 */
import { Button, Field, Input, NativeSelect, Stack, Text } from 'shared-contracts/chakra';
import { Dialog } from 'shared-contracts/chakra-overlays';
import { Textarea } from 'shared-contracts/chakra-extras';
import { Form, Formik, useField, useFormikContext } from 'formik';
import * as yup from 'yup';
import { EMAIL_MAX, errorMessage, formatBRL, GIFT_MESSAGE_MAX, PERSON_NAME_MAX, SALE_NUMBER_MAX, type Branch, type Gift, type RegisterStoreGiftRequest } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { FocusFirstInvalid } from 'shared-contracts/formik';
import { branchName, toastError, toastSuccess, useFieldDescription } from 'shared-contracts/ui';
import { giftKey } from 'shared-contracts/gifts';
import { DialogFrame } from '../common/DialogFrame';
import { useLastDefined } from '../common/ScreenParts';
import { useBranches } from '../common/useCatalogue';
import { tillTexts as t } from './texts';
import { giftItemId, giftName, giftPrice } from './tillGifts';

/** The dialog's form values (all strings, as the inputs hold them; `filialId` an id). */
export interface RegisterGiftValues {
  nome: string;
  email: string;
  mensagem: string;
  filialId: string;
  numeroVenda: string;
}

/** Yup rules of the dialog, with the contract's messages and bounds. */
export const registerGiftValidation = yup.object({
  nome: yup.string().trim().required(t.msg.giverRequired).max(PERSON_NAME_MAX, t.msg.giverMax),
  email: yup.string().trim().email(t.msg.email).max(EMAIL_MAX, t.msg.email),
  mensagem: yup.string().trim().max(GIFT_MESSAGE_MAX, t.msg.messageMax),
  filialId: yup.string().required(t.msg.badBranch),
  numeroVenda: yup.string().trim().max(SALE_NUMBER_MAX, t.msg.saleNumberMax),
});

/** The request body: texts trimmed, empty optional fields left out. */
export function toRegisterBody(listaProdutoId: number, values: RegisterGiftValues): RegisterStoreGiftRequest {
  const optional = (value: string) => value.trim() || undefined;
  const body: RegisterStoreGiftRequest = { listaProdutoId, nome: values.nome.trim(), filialId: Number(values.filialId) };
  const email = optional(values.email);
  const mensagem = optional(values.mensagem);
  const numeroVenda = optional(values.numeroVenda);
  if (email) body.email = email;
  if (mensagem) body.mensagem = mensagem;
  if (numeroVenda) body.numeroVenda = numeroVenda;
  return body;
}

interface FieldProps {
  name: keyof RegisterGiftValues;
  label: string;
  required?: boolean;
}

function TextInputField({ name, label, required, type = 'text', autoComplete = 'off' }: FieldProps & { type?: 'text' | 'email'; autoComplete?: string }) {
  const [field, meta] = useField<string>(name);
  const invalid = !!meta.touched && !!meta.error;
  const { ids, describedBy } = useFieldDescription(invalid);
  return (
    <Field.Root required={required} invalid={invalid} ids={ids}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator color="red.700" />
      </Field.Label>
      <Input {...field} type={type} autoComplete={autoComplete} aria-describedby={describedBy} />
      <Field.ErrorText color="red.700">{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

function MessageField() {
  const [field, meta] = useField<string>('mensagem');
  const invalid = !!meta.touched && !!meta.error;
  const { ids, describedBy } = useFieldDescription(invalid, true);
  return (
    <Field.Root invalid={invalid} ids={ids}>
      <Field.Label>{t.message}</Field.Label>
      <Textarea {...field} rows={3} autoresize aria-describedby={describedBy} />
      <Field.ErrorText color="red.700">{meta.error}</Field.ErrorText>
      <Field.HelperText alignSelf="flex-end" color={field.value.length > GIFT_MESSAGE_MAX ? 'red.700' : undefined}>
        {t.messageCount(field.value.length, GIFT_MESSAGE_MAX)}
      </Field.HelperText>
    </Field.Root>
  );
}

function BranchField({ branches, fallbackName }: { branches: Branch[]; fallbackName: (id: number) => string }) {
  const [field, meta] = useField<string>('filialId');
  const invalid = !!meta.touched && !!meta.error;
  const { ids, describedBy } = useFieldDescription(invalid);
  // Until the branches arrive (or if the default is not among them), the chosen one stays shown.
  const chosen = Number(field.value);
  const options = branches.some((b) => b.id === chosen) || !chosen ? branches : [{ id: chosen, nome: fallbackName(chosen) }, ...branches];
  return (
    <Field.Root required invalid={invalid} ids={ids}>
      <Field.Label>
        {t.branchField}
        <Field.RequiredIndicator color="red.700" />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} aria-describedby={describedBy}>
          {!chosen && <option value="" />}
          {options.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {branchName(b.id, b.nome, 'Filial')}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText color="red.700">{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

function RegisterGiftFields({ gift, branches, fallbackName, onClose }: { gift: Gift; branches: Branch[]; fallbackName: (id: number) => string; onClose: () => void }) {
  const { isSubmitting } = useFormikContext<RegisterGiftValues>();
  return (
    <Form noValidate>
      <FocusFirstInvalid />
      <Dialog.Body>
        <Stack gap="4">
          <Text fontWeight="semibold" data-testid="register-gift-name">
            {t.dialogGift(giftName(gift), formatBRL(giftPrice(gift)))}
          </Text>
          <TextInputField name="nome" label={t.giverName} required autoComplete="name" />
          <TextInputField name="email" label={t.email} type="email" autoComplete="email" />
          <MessageField />
          <BranchField branches={branches} fallbackName={fallbackName} />
          <TextInputField name="numeroVenda" label={t.saleNumber} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={isSubmitting} onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t.saving}>
          {t.confirm}
        </Button>
      </Dialog.Footer>
    </Form>
  );
}

/** Props of RegisterGiftDialog. */
export interface RegisterGiftDialogProps {
  /** The gift being registered; the dialog is open while it is set. */
  gift: Gift | null;
  listaId: number;
  /** The branch 'Filial' starts at: the staff member's, else the list's. */
  defaultFilialId: number | null;
  /** The name of a branch missing from GET /filial (the list's own, as the list sent it). */
  fallbackBranchName: (id: number) => string;
  onClose: () => void;
  /** Refreshes the list (SWR mutate). */
  onChanged: () => Promise<unknown>;
}

/** The registration dialog; see the module comment. */
export function RegisterGiftDialog({ gift, listaId, defaultFilialId, fallbackBranchName, onClose, onChanged }: RegisterGiftDialogProps) {
  const branches = useBranches();
  // Keeps the form while the dialog closes after `gift` was cleared.
  const shown = useLastDefined(gift);
  const submit = async (values: RegisterGiftValues) => {
    if (!shown) return;
    try {
      await areaApi.registerStoreGift(listaId, toRegisterBody(giftItemId(shown), values));
      toastSuccess(t.msg.registered, undefined, t.toastId);
      onClose();
    } catch (error) {
      toastError(errorMessage(error, t.registerError), undefined, t.toastId);
    }
    void onChanged();
  };
  const initialValues: RegisterGiftValues = { nome: '', email: '', mensagem: '', filialId: defaultFilialId ? String(defaultFilialId) : '', numeroVenda: '' };
  return (
    <DialogFrame open={!!gift} placement="center" size="md" title={t.dialogTitle} onClose={onClose}>
      {shown && (
        <Formik key={giftKey(shown)} initialValues={initialValues} validationSchema={registerGiftValidation} onSubmit={submit}>
          <RegisterGiftFields gift={shown} branches={branches} fallbackName={fallbackBranchName} onClose={onClose} />
        </Formik>
      )}
    </DialogFrame>
  );
}
