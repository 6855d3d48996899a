/**
 * The vale-presente dialog (decision 030): a guest buys Shopify gift cards for the list's owner
 * through the online store. 'Valor' (radios of the store's denominations in reais, none chosen),
 * 'Quantidade' (1 to 10, default 1), 'Seu nome' (required), 'Mensagem' (optional, at most 500,
 * with a '0/500' counter), a note on how it arrives, then in the footer 'Total: R$ …' (once a
 * value is chosen) beside 'Comprar na loja online', and 'Cancelar'. A formik form with yup rules (./valePresenteForm): a
 * failed submit focuses the first field in error. A valid one creates the checkout
 * (POST /shopify/vale-presente/checkout) and goes to it as the giving path does
 * (../../give/useOnlineCheckout: 'Redirecionando...', 'Erro ao gerar o checkout' with the API's
 * message, 'Checkout criado, mas sem URL'). One column at every width (full width on a phone),
 * scrolling inside. Loaded on demand (./ValePresenteCard): formik and yup are in this chunk only.
 */
import { Button, chakra, Field, Input, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { Dialog } from 'shared-contracts/chakra-overlays';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import useSWR from 'swr';
import { api, formatBRL, swrKeys, VALE_PRESENTE_MSG, VALE_PRESENTE_QUANTITY_MAX, type Lista } from 'shared-contracts';
import { useFieldDescription, useFocusFirstInvalid } from 'shared-contracts/ui';
import { GivingDialogFrame } from '../../give/GivingDialogFrame';
import { CancelButton, ChoiceOption, Footer, MessageField, NameField, RequiredMark, ValuesPending } from '../creditDialogParts';
import { useOnlineCheckout, type OnlineCheckout } from '../../give/useOnlineCheckout';
import { valePresenteDialogTexts } from './dialogTexts';
import { valePresenteTexts } from './texts';

import { emptyValePresente, isValidQuantity, valePresenteBody, valePresenteValidation, type ValePresenteValues } from './valePresenteForm';

const t = { ...valePresenteTexts, ...valePresenteDialogTexts };

export interface ValePresenteDialogProps {
  /** The list on the page: the checkout carries its `id` and `slug`. */
  lista: Pick<Lista, 'id' | 'slug'>;
  /** Closes the dialog (Esc, the backdrop, 'Fechar', 'Cancelar'); not while redirecting to the store. */
  onClose: () => void;
  /** The server said 409 (the list changed meanwhile): refresh the list. */
  onConflict?: () => void;
}

/** 'Valor': a group named by its legend; its error is every radio's description. */
function ValueField({ valores, disabled }: { valores: number[]; disabled: boolean }) {
  const [, meta] = useField<string>('valor');
  const invalid = !!meta.touched && !!meta.error;
  const errorId = `${useId()}-valor-erro`;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="medium" textStyle="sm" mb="1.5">
        {t.value}
        <RequiredMark />
      </chakra.legend>
      {/* two a row at every width: the store's four values never wrap 3 + 1 */}
      <SimpleGrid columns={2} gap="2">
        {valores.map((v) => (
          <ChoiceOption key={v} name="valor" value={String(v)} label={formatBRL(v)} invalid={invalid} errorId={errorId} disabled={disabled} />
        ))}
      </SimpleGrid>
      {invalid && (
        <Text id={errorId} color="red.700" textStyle="sm" mt="1.5">
          {meta.error}
        </Text>
      )}
    </chakra.fieldset>
  );
}

/** 'Quantidade': a number box from 1 to 10. */
function QuantityField({ disabled }: { disabled: boolean }) {
  const [field, meta] = useField<number | ''>('quantidade');
  const invalid = !!meta.touched && !!meta.error;
  const { ids, describedBy } = useFieldDescription(invalid, true);
  return (
    <Field.Root required invalid={invalid} disabled={disabled} ids={ids}>
      <Field.Label>
        {t.quantity}
        <Field.RequiredIndicator color="red.700" />
      </Field.Label>
      <Input {...field} type="number" inputMode="numeric" min={1} max={VALE_PRESENTE_QUANTITY_MAX} step={1} bg="white" size="lg" w={{ base: 'full', sm: '40' }} aria-describedby={describedBy} />
      <Field.HelperText>{t.quantityHelp}</Field.HelperText>
      <Field.ErrorText color="red.700">{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * 'Total: R$ 200,00' (value × quantity, reais) once a value is chosen and the quantity is valid;
 * announced politely. In the footer, beside the buy button: first on its row from `sm`, above it on
 * a phone (the footer's column is reversed), so it is seen without scrolling the body.
 */
function TotalLine() {
  const { values } = useFormikContext<ValePresenteValues>();
  const shown = values.valor !== '' && isValidQuantity(values.quantidade);
  return (
    <Text aria-live="polite" fontWeight="bold" fontSize="lg" color="brand.fg" minH="7" order={{ sm: -1 }} me={{ sm: 'auto' }} alignSelf={{ sm: 'center' }} data-testid="vale-presente-total">
      {shown ? t.total(formatBRL(Number(values.valor) * Number(values.quantidade))) : ''}
    </Text>
  );
}

/** The form's body and buttons; focuses the first field in error after a failed submit. */
function ValePresenteFields({ valores, checkout, onClose }: { valores: number[]; checkout: OnlineCheckout; onClose: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = useFormikContext<ValePresenteValues>();
  useFocusFirstInvalid(form, submitCount, isSubmitting);
  const busy = checkout.redirecting;
  return (
    // `display: contents`: the body and footer stay the dialog's own rows, so the body scrolls inside.
    <Form noValidate ref={form} style={{ display: 'contents' }} data-testid="vale-presente-form">
      <Dialog.Body pb="4">
        <Stack gap="5">
          <ValueField valores={valores} disabled={busy} />
          <QuantityField disabled={busy} />
          <NameField disabled={busy} />
          <MessageField disabled={busy} note={t.note} />
        </Stack>
      </Dialog.Body>
      <Footer>
        <CancelButton onClose={onClose} disabled={busy} />
        <Button type="submit" colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} loading={busy} loadingText={t.redirecting}>
          {t.buy}
        </Button>
        <TotalLine />
      </Footer>
    </Form>
  );
}

/** What the dialog shows instead of the form: loading, a failure with 'Tentar novamente', or no denominations. */
function OptionsState({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <>
      <Dialog.Body pb="4">
        <Stack gap="3" align="flex-start">
          {children}
        </Stack>
      </Dialog.Body>
      <Footer>
        <CancelButton onClose={onClose} />
      </Footer>
    </>
  );
}

/** The vale-presente dialog of `lista`, open until `onClose`; see the file's comment. */
export function ValePresenteDialog({ lista, onClose, onConflict }: ValePresenteDialogProps) {
  const checkout = useOnlineCheckout({ onConflict });
  // A failure is told at once, with 'Tentar novamente' (no silent retries while the guest waits).
  const options = useSWR(swrKeys.valePresenteOptions(), () => api.fetchValePresenteOptions(), { shouldRetryOnError: false });
  const valores = options.data?.valores;
  const validation = useMemo(() => valePresenteValidation(valores ?? []), [valores]);
  const submit = (values: ValePresenteValues) => checkout.open(() => api.createValePresenteCheckout(valePresenteBody(lista, values)));

  let content: ReactNode;
  if (valores && valores.length > 0) {
    content = (
      <Formik initialValues={emptyValePresente} validationSchema={validation} onSubmit={submit}>
        <ValePresenteFields valores={valores} checkout={checkout} onClose={onClose} />
      </Formik>
    );
  } else if (valores) {
    content = (
      <OptionsState onClose={onClose}>
        <Text role="status">{VALE_PRESENTE_MSG.unavailable}</Text>
      </OptionsState>
    );
  } else {
    content = (
      <OptionsState onClose={onClose}>
        <ValuesPending failed={!!options.error && !options.isValidating} errorText={t.valuesError} onRetry={() => void options.mutate()} />
      </OptionsState>
    );
  }

  return (
    <GivingDialogFrame title={t.title} size="md" testId="vale-presente-dialog" redirecting={checkout.redirecting} closeDisabled={checkout.redirecting} onClose={onClose}>
      {content}
    </GivingDialogFrame>
  );
}

export default ValePresenteDialog;
