/**
 * Add product to list (/listas/{listaId}/produtos/novo, §2 Add product to list, §5 Kit, §7, §8):
 * product-code search, quantity ('Quantidade mínima é 1'), multi-line description (up to 500),
 * 'Possui variantes?' with the size and colour lists (50 per page, 300 ms debounce, asked Z to A
 * as §7 says, shown in their natural order), 'Cancelar' and 'Adicionar' ('Salvando...'). Saves
 * with POST /lista-produtos, or POST /lista-produtos/add with the size and colour when variants are on;
 * 'Item adicionado com sucesso!' refreshes the list's cached products (§7) and opens its products
 * page; 'Erro ao adicionar item' with the server's message otherwise. An archived list gets a
 * notice instead of the form.
 *
 * 'Aceita cotas' (decision 043) is sent as `aceitaCotas` with either add call; the API's refusal
 * (400 below the minimum price) shows as the red toast's description, as every failure here.
 */
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DEBOUNCE_MS, parseRouteId, paths, routeTable, SIZES_PAGE_SIZE, successFlash } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { LoadError, toastFailure, usePageMeta, useRefreshListProducts, useStaffList } from 'shared-contracts/ui';
import { DescriptionField } from '../common/DescriptionField';
import { CotasField } from '../common/CotasField';
import { addItemValidation, EMPTY_ITEM, visibleError, type ItemFormValues } from '../common/itemForm';
import { ProductSearch } from '../common/ProductSearch';
import { QuantityField } from '../common/QuantityField';
import { FormCard } from '../common/FormCard';
import { LoadingLine, Notice, ScreenFrame } from '../common/ScreenFrame';
import { frameTexts } from '../common/texts';
import { useGoBack } from '../common/useGoBack';
import { VariantFields } from '../common/VariantFields';
import { addProductTexts as t } from './texts';

/** The add screen's values: a product line and 'Aceita cotas' (decision 043). */
export interface AddProductValues extends ItemFormValues {
  aceitaCotas: boolean;
}

const EMPTY_ADD: AddProductValues = { ...EMPTY_ITEM, aceitaCotas: false };

/** The add call for the form's values: with the variant when variants are on (§7), and 'Aceita cotas' in both. */
export function addItemCall(listaId: number, values: AddProductValues) {
  const base = {
    listaId,
    ordemProdServ: values.product!.ordem,
    quantidade: Number(values.quantidade),
    descricao: values.descricao.trim() || null,
    aceitaCotas: values.aceitaCotas,
  };
  if (!values.variant.variavel) return areaApi.addListItem(base);
  return areaApi.addVariantItem({ ...base, variavel: true, tamanhoCodigo: values.variant.tamanho?.Codigo ?? null, corCodigo: values.variant.cor?.Codigo ?? null });
}

function AddProductForm({ listaId }: { listaId: number }) {
  const navigate = useNavigate();
  const goBack = useGoBack(paths.staffListProducts(listaId));
  const refresh = useRefreshListProducts();
  const [lookupPending, setLookupPending] = useState(false);
  const formik = useFormik<AddProductValues>({
    initialValues: EMPTY_ADD,
    validationSchema: addItemValidation,
    onSubmit: async (values) => {
      try {
        await addItemCall(listaId, values);
        void refresh(listaId);
        // the products page is another area: the shell shows the toast there
        navigate(paths.staffListProducts(listaId), { replace: true, state: successFlash(t.added) });
      } catch (error) {
        toastFailure(t.addError, error);
      }
    },
  });
  const { values, errors, submitCount, isSubmitting } = formik;
  const submitted = submitCount > 0;

  return (
    <FormCard onSubmit={formik.handleSubmit} onCancel={goBack} submitting={isSubmitting} submitCount={submitCount} submitLabel={t.submit} savingLabel={t.saving} submitDisabled={lookupPending}>
      <ProductSearch
        value={values.product}
        onChange={(p) => void formik.setFieldValue('product', p)}
        onPendingChange={setLookupPending}
        error={submitted ? (errors.product as string | undefined) : undefined}
      />
      <QuantityField label={t.quantity} value={values.quantidade} onChange={formik.handleChange} onBlur={formik.handleBlur} error={visibleError(formik, 'quantidade')} />
      <DescriptionField
        label={t.description}
        value={values.descricao}
        placeholder={t.descriptionPlaceholder}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={visibleError(formik, 'descricao')}
      />
      <VariantFields
        value={values.variant}
        onChange={(v) => void formik.setFieldValue('variant', v)}
        variantes={values.product?.variantes}
        paging={{ take: SIZES_PAGE_SIZE.add, sort: 'desc' }}
        debounceMs={DEBOUNCE_MS.sizesColours}
        showError={submitted}
      />
      <CotasField checked={values.aceitaCotas} onChange={(checked) => void formik.setFieldValue('aceitaCotas', checked)} />
    </FormCard>
  );
}

/** The add-product screen (route id `addProduct`). */
export function AddProductPage() {
  const listaId = parseRouteId(useParams().listaId);
  usePageMeta({ title: routeTable.addProduct.title, noindex: true });
  const { data: lista, error, mutate } = useStaffList(listaId);

  let body: React.ReactNode;
  if (!listaId) body = <Notice text={frameTexts.invalidAddress} />;
  else if (error && !lista) body = <LoadError title={frameTexts.listLoadError} retryLabel={frameTexts.retry} error={error} onRetry={() => void mutate()} />;
  else if (!lista) body = <LoadingLine />;
  else if (lista.status !== 'ativo') body = <Notice text={frameTexts.archived} />;
  else body = <AddProductForm listaId={listaId} />;

  return (
    <ScreenFrame listaId={listaId} title={t.title} subtitle={lista?.titulo} maxW="4xl">
      {body}
    </ScreenFrame>
  );
}
