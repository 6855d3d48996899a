/**
 * The cota dialog (decision 043): a guest gives part of an expensive gift, as gift cards for the
 * list's owner earmarked for it, through the online store. The gift's name, its progress and
 * 'Em aberto: R$ …'; 'Valor da cota' (radios of the configured cota values that fit what is open,
 * then 'Outro valor' with a box for whole reais), 'Seu nome' (required), 'Mensagem' (optional, at
 * most 500, with a '0/500' counter), then in the footer 'Total: R$ …' (once a valid value is
 * chosen) beside 'Comprar na loja online', and 'Cancelar'. A formik form with yup rules
 * (./cotaForm): a failed submit focuses the first field in error. A valid one creates the checkout
 * (POST /shopify/cota/checkout) and goes to it as the vale-presente does (../../give/redirect),
 * 'Redirecionando...' meanwhile. A refusal ('Erro ao gerar o checkout' with the API's message: a
 * 409 with what is still open, a 429, a 400) or 'Checkout criado, mas sem URL' shows inside the
 * dialog, which stays open with what was typed; a 409 also refreshes the list (`onConflict`), so
 * that 'Em aberto' and the values offered follow. Loaded on demand (./useCotaGiving): formik and
 * yup are in this chunk only.
 */
import { Box, Button, chakra, Field, Input, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { Dialog } from 'shared-contracts/chakra-overlays';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { api, ApiError, COTA_MSG, errorMessage, formatBRL, type Lista, swrKeys } from 'shared-contracts';
import { COTA_RULE_MSG } from 'shared-contracts/cota-rules';
import { useFieldDescription, useFocusFirstInvalid } from 'shared-contracts/ui';
import { GivingDialogFrame } from '../../give/GivingDialogFrame';
import { CancelButton, ChoiceOption, Footer, MessageField, NameField, RequiredMark, ValuesPending } from '../creditDialogParts';
import { redirectTo } from '../../give/redirect';
import type { GiftEntry } from '../giftEntries';
import { findCotaTarget, type CotaTarget } from './cotaTarget';
import { choicesOf, cotaBody, cotaProblem, cotaValidation, cotaValue, DEFAULT_COTA_VALUES, emptyCota, OTHER, otherBounds, type CotaRule, type CotaValues } from './cotaForm';
import { cotaDialogTexts } from './dialogTexts';
import { cotaTexts } from './texts';

const t = { ...cotaTexts, ...cotaDialogTexts };

export interface CotaDialogProps {
  /** The list on the page: the checkout carries its `id` and `slug`. */
  lista: Pick<Lista, 'id' | 'slug'>;
  /** The gift (its item id, a kit's anchor; its name; its progress in reais), as the list now shows it. */
  target: CotaTarget;
  /** Closes the dialog (Esc, the backdrop, 'Fechar', 'Cancelar'); not while redirecting to the store. */
  onClose: () => void;
  /** The server said 409 (the gift's cotas changed meanwhile): refresh the list; the dialog stays open. */
  onConflict?: () => void;
}

/** A failed checkout as the dialog tells it: a title and the API's message, if any. */
interface Failure {
  title: string;
  message: string;
}

/** 'Outro valor (em reais)': whole reais, its bounds as the helper line, cotaValueProblem's message as its error. */
function OtherField({ rule, disabled }: { rule: CotaRule; disabled: boolean }) {
  const [field, meta] = useField<string>('outro');
  const invalid = !!meta.touched && !!meta.error;
  const { ids, describedBy } = useFieldDescription(invalid, true);
  const { min, max } = otherBounds(rule);
  return (
    <Field.Root required invalid={invalid} disabled={disabled} ids={ids}>
      <Field.Label>
        {t.otherInput}
        <Field.RequiredIndicator color="red.700" />
      </Field.Label>
      <Input {...field} inputMode="numeric" autoComplete="off" bg="white" size="lg" w={{ base: 'full', sm: '48' }} aria-describedby={describedBy} />
      <Field.HelperText>{t.otherHelp(formatBRL(min), formatBRL(max))}</Field.HelperText>
      <Field.ErrorText color="red.700">{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** 'Valor da cota': the values that fit and 'Outro valor', a group named by its legend; its error is every radio's description. */
function ValueField({ choices, rule, disabled }: { choices: number[]; rule: CotaRule; disabled: boolean }) {
  const [field, meta] = useField<string>('escolha');
  const invalid = !!meta.touched && !!meta.error;
  const errorId = `${useId()}-valor-erro`;
  return (
    <Stack gap="3">
      <chakra.fieldset border="0" p="0" m="0" minW="0">
        <chakra.legend fontWeight="medium" textStyle="sm" mb="1.5">
          {t.value}
          <RequiredMark />
        </chakra.legend>
        <SimpleGrid columns={2} gap="2">
          {choices.map((v) => (
            <ChoiceOption key={v} name="escolha" value={String(v)} label={formatBRL(v)} invalid={invalid} errorId={errorId} disabled={disabled} />
          ))}
          <ChoiceOption name="escolha" value={OTHER} label={t.other} invalid={invalid} errorId={errorId} disabled={disabled} />
        </SimpleGrid>
        {invalid && (
          <Text id={errorId} color="red.700" textStyle="sm" mt="1.5">
            {meta.error}
          </Text>
        )}
      </chakra.fieldset>
      {field.value === OTHER && <OtherField rule={rule} disabled={disabled} />}
    </Stack>
  );
}

/** 'Total: R$ 150,00' (the cota's value, reais) once a value that may be given is chosen or typed; announced politely. */
function TotalLine({ rule }: { rule: CotaRule }) {
  const { values } = useFormikContext<CotaValues>();
  const valor = cotaValue(values);
  const shown = Number.isFinite(valor) && cotaProblem(valor, rule) === null;
  return (
    <Text aria-live="polite" fontWeight="bold" fontSize="lg" color="brand.fg" minH="7" order={{ sm: -1 }} me={{ sm: 'auto' }} alignSelf={{ sm: 'center' }} data-testid="cota-total">
      {shown ? t.total(formatBRL(valor)) : ''}
    </Text>
  );
}

/** The gift's name, its progress and 'Em aberto: R$ …' (reais), at the top of the dialog's body. */
function Summary({ target }: { target: CotaTarget }) {
  return (
    <Stack gap="1" bg="brand.subtle" borderRadius="md" px="3" py="2.5">
      <Text fontWeight="semibold">{target.nome}</Text>
      <Text fontSize="sm" color="fg.muted">
        {COTA_MSG.progress(target.cotas.dado, target.cotas.preco)}
      </Text>
      <Text fontWeight="bold" color="brand.fg" data-testid="cota-open">
        {t.open(formatBRL(target.cotas.aberto))}
      </Text>
    </Stack>
  );
}

/** 'Erro ao gerar o checkout' and the API's message (or 'Checkout criado, mas sem URL'), announced, brought into view. */
function FailureNote({ failure }: { failure: Failure }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);
  return (
    <Box ref={ref} role="alert" bg="red.50" color="red.800" borderWidth="1px" borderColor="red.200" borderRadius="md" px="3" py="2.5" data-testid="cota-error">
      <Text fontWeight="semibold">{failure.title}</Text>
      {failure.message && failure.message !== failure.title && <Text fontSize="sm">{failure.message}</Text>}
    </Box>
  );
}

/** The form's body and buttons; focuses the first field in error after a failed submit. */
function CotaFields({ target, rule, busy, failure, onClose }: { target: CotaTarget; rule: CotaRule; busy: boolean; failure: Failure | null; onClose: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = useFormikContext<CotaValues>();
  useFocusFirstInvalid(form, submitCount, isSubmitting);
  const choices = useMemo(() => choicesOf(rule), [rule]);
  return (
    // `display: contents`: the body and footer stay the dialog's own rows, so the body scrolls inside.
    <Form noValidate ref={form} style={{ display: 'contents' }} data-testid="cota-form">
      <Dialog.Body pb="4">
        <Stack gap="5">
          <Summary target={target} />
          <ValueField choices={choices} rule={rule} disabled={busy} />
          <NameField disabled={busy} />
          <MessageField disabled={busy} note={t.note} />
          {failure && <FailureNote failure={failure} />}
        </Stack>
      </Dialog.Body>
      <Footer>
        <CancelButton onClose={onClose} disabled={busy} />
        <Button type="submit" colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} loading={busy} loadingText={t.redirecting}>
          {t.buy}
        </Button>
        <TotalLine rule={rule} />
      </Footer>
    </Form>
  );
}

/** What the dialog shows instead of the form: loading, a failure with 'Tentar novamente', no gift cards in the store, or nothing open. */
function OptionsState({ target, children, onClose }: { target?: CotaTarget; children: ReactNode; onClose: () => void }) {
  return (
    <>
      <Dialog.Body pb="4">
        <Stack gap="3" align="stretch">
          {target && <Summary target={target} />}
          <Stack gap="3" align="flex-start">
            {children}
          </Stack>
        </Stack>
      </Dialog.Body>
      <Footer>
        <CancelButton onClose={onClose} />
      </Footer>
    </>
  );
}

/** The cota dialog of gift `target` of `lista`, open until `onClose`; see the file's comment. */
export function CotaDialog({ lista, target, onClose, onConflict }: CotaDialogProps) {
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // The vale-presente's options: the store's gift card values and the cota values offered.
  // A failure is told at once, with 'Tentar novamente' (no silent retries while the guest waits).
  const options = useSWR(swrKeys.valePresenteOptions(), () => api.fetchValePresenteOptions(), { shouldRetryOnError: false });
  const denominacoes = options.data?.valores;
  const valores = options.data?.cotas?.valores ?? DEFAULT_COTA_VALUES;
  const abertoCents = Math.round(target.cotas.aberto * 100);
  const rule = useMemo<CotaRule | null>(() => (denominacoes ? { abertoCents, valores, denominacoes } : null), [abertoCents, valores, denominacoes]);
  const validation = useMemo(() => (rule ? cotaValidation(rule) : null), [rule]);

  const submit = async (values: CotaValues) => {
    setFailure(null);
    setRedirecting(true);
    try {
      const { checkoutUrl } = await api.createCotaCheckout(cotaBody(lista, target.listProductId, values));
      if (!checkoutUrl) {
        setFailure({ title: t.noCheckoutUrl, message: '' });
        setRedirecting(false);
        return;
      }
      redirectTo(checkoutUrl); // stays 'Redirecionando...' while the browser leaves
    } catch (error) {
      setFailure({ title: t.checkoutError, message: errorMessage(error, '') });
      setRedirecting(false);
      if (error instanceof ApiError && error.status === 409) onConflict?.();
    }
  };

  let content: ReactNode;
  if (rule && validation && rule.denominacoes.length > 0 && otherBounds(rule).max > 0) {
    content = (
      <Formik initialValues={emptyCota} validationSchema={validation} onSubmit={submit}>
        <CotaFields target={target} rule={rule} busy={redirecting} failure={failure} onClose={onClose} />
      </Formik>
    );
  } else if (rule) {
    content = (
      <OptionsState target={target} onClose={onClose}>
        {failure && <FailureNote failure={failure} />}
        <Text role="status">{rule.denominacoes.length > 0 ? COTA_RULE_MSG.closed : COTA_RULE_MSG.unavailable}</Text>
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
    <GivingDialogFrame title={t.title} size="md" testId="cota-dialog" redirecting={redirecting} closeDisabled={redirecting} onClose={onClose}>
      {content}
    </GivingDialogFrame>
  );
}

/**
 * The lazy chunk's component: the dialog of the gift of item `listProductId` among `entries` (its
 * current progress, after a refresh too); nothing once the gift is gone from the list.
 */
export default function CotaDialogOf({ entries, listProductId, ...props }: Omit<CotaDialogProps, 'target'> & { entries: readonly GiftEntry[]; listProductId: number }) {
  const target = findCotaTarget(entries, listProductId);
  return target ? <CotaDialog target={target} {...props} /> : null;
}
