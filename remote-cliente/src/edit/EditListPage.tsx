/**
 * Customer list edit (/cliente/lista/{id}/editar, §2 Customer list edit, §5 Customer edit):
 * formik + yup form with 'Título' (required, at most 100 characters, messages in red under the
 * field), 'Mensagem para os convidados' (optional) and 'Aceitar vale-presente' (decision 030), submit 'Salvar Alterações' (disabled while
 * saving) → PATCH /cliente/listas/{id}; success toasts 'Lista atualizada com sucesso!' and returns
 * to the list view, failure toasts 'Erro ao atualizar' (§8). Beside it the cover and the profile
 * photo uploads. Only ativo lists are editable (§4): any other status shows a notice and no form.
 */
import { Button, Card, Field, Heading, Input, Stack, Text } from 'shared-contracts/chakra';
import { Textarea } from 'shared-contracts/chakra-extras';
import { Checkbox } from 'shared-contracts/chakra-overlays';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, paths, routeTable, TITLE_MAX, type CustomerCredentials, type Lista } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { FocusFirstInvalid } from 'shared-contracts/formik';
import { CenteredMessage, toastError, toastSuccess, useFieldDescription, usePageMeta } from 'shared-contracts/ui';
import { CustomerListGate } from '../common/CustomerListGate';
import { useRefreshCustomerData } from '../common/customerCache';
import { BackLink, ListSubScreen } from '../common/ListBits';
import { customerEditSchema, initialEditValues, type CustomerEditValues } from './editSchema';
import { ImageUploadField } from './ImageUploadField';
import { editTexts as t } from './texts';

const coverMessages = { done: t.coverDone, failed: t.coverFailed };
const photoMessages = { done: t.photoDone, failed: t.photoFailed };

/** 'Título' with its error (once touched) and its counter, both in the input's description. */
function TituloField() {
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<CustomerEditValues>();
  const invalid = !!(touched.titulo && errors.titulo);
  const { ids, describedBy } = useFieldDescription(invalid, true);
  return (
    <Field.Root invalid={invalid} required ids={ids}>
      <Field.Label>
        {t.titulo}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name="titulo" value={values.titulo} onChange={handleChange} onBlur={handleBlur} autoComplete="off" aria-describedby={describedBy} />
      <Field.ErrorText color="red.700">{errors.titulo}</Field.ErrorText>
      <Field.HelperText>{t.tituloCount(values.titulo.trim().length, TITLE_MAX)}</Field.HelperText>
    </Field.Root>
  );
}

/** 'Aceitar vale-presente' (decision 030): a checkbox whose help text is its description; Space toggles it. */
function ValePresenteField() {
  const { values, setFieldValue } = useFormikContext<CustomerEditValues>();
  return (
    <Field.Root>
      <Checkbox.Root name="aceitaValePresente" checked={values.aceitaValePresente} onCheckedChange={(e) => void setFieldValue('aceitaValePresente', e.checked === true)} colorPalette="brand">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.aceitaValePresente}</Checkbox.Label>
      </Checkbox.Root>
      <Field.HelperText>{t.aceitaValePresenteHelp}</Field.HelperText>
    </Field.Root>
  );
}

function EditForm({ lista, credentials }: { lista: Lista; credentials: CustomerCredentials }) {
  const navigate = useNavigate();
  const refresh = useRefreshCustomerData();

  const onSubmit = async (values: CustomerEditValues, _helpers: FormikHelpers<CustomerEditValues>) => {
    try {
      await areaApi.updateCustomerList(lista.id, {
        ...credentials,
        titulo: values.titulo.trim(),
        descricao: values.descricao.trim() ? values.descricao : null,
        aceitaValePresente: values.aceitaValePresente,
      });
      toastSuccess(t.saved);
      void refresh();
      navigate(paths.clienteList(lista.id));
    } catch (error) {
      toastError(t.saveFailed, errorMessage(error, t.saveFailedFallback));
    }
  };

  return (
    <Formik initialValues={initialEditValues(lista)} validationSchema={customerEditSchema} onSubmit={onSubmit}>
      {({ values, handleChange, handleBlur, handleSubmit, isSubmitting }) => (
        <form noValidate onSubmit={handleSubmit} aria-labelledby="editar-info">
          <FocusFirstInvalid />
          <Stack gap="5">
            <Heading as="h2" id="editar-info" size="lg">
              {t.infoSection}
            </Heading>
            <TituloField />
            <Field.Root>
              <Field.Label>{t.descricao}</Field.Label>
              <Textarea name="descricao" value={values.descricao} onChange={handleChange} onBlur={handleBlur} rows={6} autoresize />
              <Field.HelperText>{t.descricaoHelp}</Field.HelperText>
            </Field.Root>
            <ValePresenteField />
            <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={isSubmitting} loading={isSubmitting} loadingText={t.submitting}>
              {t.submit}
            </Button>
          </Stack>
        </form>
      )}
    </Formik>
  );
}

function ImagesCard({ lista }: { lista: Lista }) {
  const refresh = useRefreshCustomerData();
  const onUploaded = useCallback(() => void refresh(), [refresh]);
  return (
    <Card.Root as="section" aria-labelledby="editar-imagens">
      <Card.Body gap="6">
        <Heading as="h2" id="editar-imagens" size="lg">
          {t.imagesSection}
        </Heading>
        <ImageUploadField
          listId={lista.id}
          category="banner"
          current={lista.imagemCapa}
          label={t.cover}
          help={t.coverHelp}
          previewAlt={t.coverPreviewAlt}
          messages={coverMessages}
          onUploaded={onUploaded}
        />
        <ImageUploadField
          listId={lista.id}
          category="profile"
          current={lista.fotoLista}
          label={t.photo}
          help={t.photoHelp}
          previewAlt={t.photoPreviewAlt}
          messages={photoMessages}
          onUploaded={onUploaded}
        />
      </Card.Body>
    </Card.Root>
  );
}

function NotEditable({ lista }: { lista: Lista }) {
  return (
    <CenteredMessage>
      <Heading as="h1" size="xl">
        {t.notActiveTitle}
      </Heading>
      <Text color="fg.muted" role="alert">
        {t.notActiveText}
      </Text>
      <BackLink to={paths.clienteList(lista.id)}>{t.back}</BackLink>
    </CenteredMessage>
  );
}

function EditScreen({ lista, credentials }: { lista: Lista; credentials: CustomerCredentials }) {
  usePageMeta({ title: `${routeTable.clienteListEdit.title}: ${lista.titulo}`, noindex: true });
  if (lista.status !== 'ativo') return <NotEditable lista={lista} />;
  return (
    <ListSubScreen lista={lista} backLabel={t.back} title={t.title}>
      <Card.Root>
        <Card.Body>
          <EditForm lista={lista} credentials={credentials} />
        </Card.Body>
      </Card.Root>
      <ImagesCard lista={lista} />
    </ListSubScreen>
  );
}

/** The customer list edit screen (route id `clienteListEdit`). */
export function EditListPage() {
  return <CustomerListGate>{(lista, credentials) => <EditScreen lista={lista} credentials={credentials} />}</CustomerListGate>;
}
