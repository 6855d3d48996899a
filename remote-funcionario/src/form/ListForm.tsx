/**
 * The staff list form (§2 Staff create list / edit list, §5 Create list): customer (code looked
 * up on blur, read-only name, e-mail read-only until 'Editar'), seller (code looked up on blur,
 * read-only name), title, description, category, branch, event date and place, privacy, and
 * mother/father only for a baby shower (cleared otherwise, §4), and 'Aceitar vale-presente'
 * (decision 030). One component for create and edit; the page decides what submitting does.
 */
import { Button, Card, Flex, Heading, SimpleGrid } from 'shared-contracts/chakra';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import * as yup from 'yup';
import { privacidadeLabels, privacidadeValues } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { FocusFirstInvalid } from 'shared-contracts/formik';
import { branchName, toastError, toastFailure, toastSuccess } from 'shared-contracts/ui';
import { useBranches, useStaffCategories } from '../common/useCatalogue';
import { CheckboxField, DateField, SelectField, TextField } from './fields';
import { isBabyShower, listFormValidation, type ListFormValues } from './listFormValues';
import { formTexts as t, validationTexts } from './texts';

/** A typed code as the lookups need it: a positive integer, else null (§5 lookup rule). */
export function lookupCode(raw: string): number | null {
  const code = Number(raw.trim());
  return Number.isInteger(code) && code > 0 ? code : null;
}

const emailRule = yup.string().trim().required().email();

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Header>
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Looks a code up when its field loses focus: a blank field waits for submit, a code that is not
 * above 0 toasts 'Código deve ser maior que 0', and an unchanged code already found is not
 * looked up again.
 */
function useLookup(field: 'codigoCliFor' | 'vendedorId', found: boolean, run: (code: number) => Promise<void>) {
  const { values } = useFormikContext<ListFormValues>();
  const resolved = useRef<number | null>(found ? lookupCode(values[field]) : null);
  return async () => {
    const raw = values[field];
    if (!raw.trim()) return;
    const code = lookupCode(raw);
    if (code === null) {
      toastError(t.codeMustBePositive);
      return;
    }
    if (code === resolved.current) return;
    try {
      await run(code);
      resolved.current = code;
    } catch {
      resolved.current = null;
    }
  };
}

function CustomerFields({ found }: { found: boolean }) {
  const { values, setFieldValue, setFieldTouched, setFieldError } = useFormikContext<ListFormValues>();
  const [editingEmail, setEditingEmail] = useState(false);
  const [savingEmail, setSavingEmail] = useState(false);
  const lookup = useLookup('codigoCliFor', found, async (code) => {
    try {
      const cliente = await areaApi.fetchCliFor(code);
      await setFieldValue('clientName', cliente.Nome, false);
      await setFieldValue('clientEmail', cliente.Email ?? '', false);
      setEditingEmail(false);
      toastSuccess(t.customerFound);
    } catch (error) {
      await setFieldValue('clientName', '', false);
      await setFieldValue('clientEmail', '', false);
      toastFailure(t.customerLookupError, error);
      throw error;
    }
  });

  const code = lookupCode(values.codigoCliFor);
  const canEditEmail = code !== null && !!values.clientName;

  const saveEmail = async () => {
    if (code === null) return;
    const email = values.clientEmail.trim();
    if (!emailRule.isValidSync(email)) {
      await setFieldTouched('clientEmail', true, false);
      setFieldError('clientEmail', validationTexts.email);
      return;
    }
    setSavingEmail(true);
    try {
      await areaApi.updateCliForEmail(code, email);
      toastSuccess(t.emailUpdated);
      setEditingEmail(false);
    } catch (error) {
      toastFailure(t.emailUpdateError, error);
    } finally {
      setSavingEmail(false);
    }
  };

  return (
    <Section title={t.customerSection}>
      <TextField name="codigoCliFor" label={t.customerCode} required inputMode="numeric" digitsOnly helperText={t.lookupHint} onBlur={() => void lookup()} />
      <TextField name="clientName" label={t.customerName} required readOnly />
      <TextField
        name="clientEmail"
        label={t.customerEmail}
        type="email"
        readOnly={!editingEmail}
        addon={
          editingEmail ? (
            <Button colorPalette="brand" flexShrink={0} loading={savingEmail} onClick={() => void saveEmail()}>
              {t.saveEmail}
            </Button>
          ) : (
            <Button variant="outline" flexShrink={0} disabled={!canEditEmail} onClick={() => setEditingEmail(true)}>
              {t.editEmail}
            </Button>
          )
        }
      />
    </Section>
  );
}

function SellerFields({ found }: { found: boolean }) {
  const { setFieldValue } = useFormikContext<ListFormValues>();
  const lookup = useLookup('vendedorId', found, async (code) => {
    try {
      const seller = await areaApi.fetchSeller(code);
      await setFieldValue('vendedorName', seller.Nome, false);
      toastSuccess(t.sellerFound);
    } catch (error) {
      await setFieldValue('vendedorName', '', false);
      toastFailure(t.sellerLookupError, error);
      throw error;
    }
  });
  return (
    <Section title={t.sellerSection}>
      <TextField name="vendedorId" label={t.sellerCode} required inputMode="numeric" digitsOnly helperText={t.lookupHint} onBlur={() => void lookup()} />
      <TextField name="vendedorName" label={t.sellerName} required readOnly />
    </Section>
  );
}

/**
 * Whether the chosen category is 'Chá de Bebê'; undefined while the categories are unknown.
 * Before the categories load, `knownCategory` (the list's own category, on edit) answers.
 */
function useBabyShower(knownCategory?: { id: number; nome: string }): boolean | undefined {
  const { values } = useFormikContext<ListFormValues>();
  const categories = useStaffCategories();
  const chosen = categories.find((c) => String(c.id) === values.categoriaId);
  if (chosen) return isBabyShower(chosen.nome);
  if (knownCategory && String(knownCategory.id) === values.categoriaId) return isBabyShower(knownCategory.nome);
  if (!values.categoriaId) return false;
  return categories.length > 0 ? false : undefined;
}

function ListFields({ knownCategory, onBabyShower }: { knownCategory?: { id: number; nome: string }; onBabyShower: (value: boolean) => void }) {
  const { values, setFieldValue } = useFormikContext<ListFormValues>();
  const categories = useStaffCategories();
  const branches = useBranches();
  const babyShower = useBabyShower(knownCategory);

  useEffect(() => {
    if (babyShower === undefined) return;
    onBabyShower(babyShower);
    // Mother and father belong to a baby shower only (§4): another category clears them.
    if (!babyShower && (values.mae || values.pai)) {
      void setFieldValue('mae', '', false);
      void setFieldValue('pai', '', false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [babyShower]);

  return (
    <Section title={t.listSection}>
      <TextField name="titulo" label={t.titulo} required />
      <TextField name="localEvento" label={t.localEvento} required />
      <SelectField
        name="categoriaId"
        label={t.categoria}
        required
        placeholder={t.categoriaPlaceholder}
        options={
          categories.length > 0
            ? categories.map((c) => ({ value: String(c.id), label: c.nome }))
            : knownCategory
              ? [{ value: String(knownCategory.id), label: knownCategory.nome }]
              : []
        }
      />
      <SelectField
        name="filialId"
        label={t.filial}
        required
        placeholder={t.filialPlaceholder}
        options={branches.map((b) => ({ value: String(b.id), label: branchName(b.id, b.nome, 'Filial') }))}
      />
      <DateField name="dataEvento" label={t.dataEvento} placeholder={t.datePlaceholder} invalidText={t.dateInvalid} required />
      <SelectField name="privacidade" label={t.privacidade} options={privacidadeValues.map((p) => ({ value: p, label: privacidadeLabels[p] }))} />
      {babyShower && (
        <>
          <TextField name="mae" label={t.mae} />
          <TextField name="pai" label={t.pai} />
        </>
      )}
      <GridSpan>
        <TextField name="descricao" label={t.descricao} multiline />
      </GridSpan>
      <GridSpan>
        <CheckboxField name="aceitaValePresente" label={t.aceitaValePresente} helperText={t.aceitaValePresenteHelp} />
      </GridSpan>
    </Section>
  );
}

function GridSpan({ children }: { children: React.ReactNode }) {
  return <Flex gridColumn={{ md: 'span 2' }}>{children}</Flex>;
}

/** Props of ListForm. */
export interface ListFormProps {
  initialValues: ListFormValues;
  submitLabel: string;
  /** The list's own category (edit), to show mother/father before the categories load. */
  knownCategory?: { id: number; nome: string };
  /** Receives valid values and whether the category is a baby shower; toasts and navigation are the caller's. */
  onSubmit: (values: ListFormValues, babyShower: boolean) => Promise<void>;
}

/** The formik list form with the §5 rules; `onSubmit` runs only with valid values. */
export function ListForm({ initialValues, submitLabel, knownCategory, onSubmit }: ListFormProps) {
  const babyShower = useRef(false);
  // On edit, the customer and seller of the list count as already found.
  const customerFound = !!initialValues.clientName;
  const sellerFound = !!initialValues.vendedorName;
  return (
    <Formik initialValues={initialValues} validationSchema={listFormValidation} onSubmit={(values) => onSubmit(values, babyShower.current)}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <FocusFirstInvalid />
          <Flex direction="column" gap="5">
            <CustomerFields found={customerFound} />
            <SellerFields found={sellerFound} />
            <ListFields knownCategory={knownCategory} onBabyShower={(value) => (babyShower.current = value)} />
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="brand" size="lg" w={{ base: 'full', md: 'auto' }} loading={isSubmitting} loadingText={t.saving}>
                {submitLabel}
              </Button>
            </Flex>
          </Flex>
        </Form>
      )}
    </Formik>
  );
}
