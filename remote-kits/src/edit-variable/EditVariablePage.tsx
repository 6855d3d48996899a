/**
 * Edit variable product (/listas/{listaId}/itens/{itemId}/editar-variavel, §2 Edit variable
 * product, §4 Image replacement, §5 Product edit, §7, §8). The product comes in the typed
 * navigation state of shared-contracts (`editVariableStateSchema`); with no valid state or no
 * item id the screen returns to the previous one. Name and price (BRL) are read-only; the picture
 * has 'Trocar imagem' (images only) or 'Imagem não editável' with the Shopify message; quantity
 * ('Quantidade deve ser maior que 0'), description, colour and size (variants fixed on; lists of
 * 100 with a 250 ms debounce, §9) are saved with PATCH /lista-produtos/variante/{itemId}:
 * 'Item atualizado com sucesso!' refreshes the list's cached products (§7) and opens the products page;
 * 'Erro ao atualizar item' with the server's message otherwise.
 *
 * 'Aceita cotas' (decision 043) starts from the state's `aceitaCotas` and is sent on save when it
 * is ticked or was ticked: an item that never accepted cotas saves without it, so that a kit's
 * member (which the API refuses to mark, 409) stays editable. A ticked box is sent on every save,
 * so that the API checks the minimum price again (400 when a lower quantity falls below it); its
 * refusals show as the red toast's description.
 */
import { Badge, DataList } from 'shared-contracts/chakra';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import * as yup from 'yup';
import { DEBOUNCE_MS, editVariableStateSchema, formatBRL, parseRouteId, paths, routeTable, SIZES_PAGE_SIZE, successFlash, type EditVariableState, type SizeOrColour } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { ProductImageEditor, toastFailure, usePageMeta, useRefreshListProducts } from 'shared-contracts/ui';
import { CotasField } from '../common/CotasField';
import { DescriptionField } from '../common/DescriptionField';
import { lineRules, visibleError } from '../common/itemForm';
import { QuantityField } from '../common/QuantityField';
import { FormCard } from '../common/FormCard';
import { LoadingLine, ScreenFrame } from '../common/ScreenFrame';
import { useGoBack } from '../common/useGoBack';
import { useProductVariants } from '../common/useSizesColours';
import { VariantFields, type VariantChoice } from '../common/VariantFields';
import { editVariableTexts as t } from './texts';

interface EditValues {
  quantidade: string;
  descricao: string;
  variant: VariantChoice;
  aceitaCotas: boolean;
}

/** Formik rules of the form, with the §5 Product edit messages. */
export const editVariableValidation = yup.object(lineRules(t.quantityMin));

/** The initial size or colour of the state (its name when known, else its code). */
const initialChoice = (codigo: number | null | undefined, nome: string | null | undefined): SizeOrColour | null =>
  codigo == null ? null : { Codigo: codigo, Nome: nome || String(codigo) };

/** The form's starting values from the navigation state (§3 List product in edit). */
export function initialValues(state: EditVariableState): EditValues {
  return {
    quantidade: String(state.quantidade),
    descricao: state.descricao ?? '',
    variant: {
      variavel: true,
      tamanho: initialChoice(state.tamanhoCodigoInicial, state.tamanhoNomeInicial),
      cor: initialChoice(state.corCodigoInicial, state.corNomeInicial),
    },
    aceitaCotas: state.aceitaCotas === true,
  };
}

function EditVariableForm({ listaId, itemId, product }: { listaId: number; itemId: number; product: EditVariableState }) {
  const goBack = useGoBack(paths.staffListProducts(listaId));
  const navigate = useNavigate();
  const refresh = useRefreshListProducts();
  const [fotoUrl, setFotoUrl] = useState(product.fotoUrl ?? null);
  const variantes = useProductVariants(product.codigo);
  const formik = useFormik<EditValues>({
    initialValues: initialValues(product),
    validationSchema: editVariableValidation,
    onSubmit: async (values) => {
      try {
        await areaApi.updateVariantItem(itemId, {
          variavel: true,
          quantidade: Number(values.quantidade),
          descricao: values.descricao.trim() || null,
          tamanhoCodigo: values.variant.tamanho?.Codigo ?? null,
          corCodigo: values.variant.cor?.Codigo ?? null,
          ...(values.aceitaCotas || product.aceitaCotas ? { aceitaCotas: values.aceitaCotas } : {}),
        });
        void refresh(listaId);
        // the products page is another area: the shell shows the toast there
        navigate(paths.staffListProducts(listaId), { replace: true, state: successFlash(t.updated) });
      } catch (error) {
        toastFailure(t.updateError, error);
      }
    },
  });
  const { values, isSubmitting, submitCount } = formik;

  return (
    <FormCard onSubmit={formik.handleSubmit} onCancel={goBack} submitting={isSubmitting} submitCount={submitCount} submitLabel={t.save} savingLabel={t.saving}>
      <ProductImageEditor
        nome={product.nome}
        codigo={product.codigo}
        codigoShopify={product.codigo_shopify}
        codigoGrade={product.codigoGrade}
        fotoUrl={fotoUrl}
        variantLabel={[product.tamanhoNomeInicial, product.corNomeInicial].filter(Boolean).join(' · ') || undefined}
        onReplaced={(url) => {
          setFotoUrl(url);
          return refresh(listaId);
        }}
      />
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel color="fg.muted">{t.name}</DataList.ItemLabel>
          <DataList.ItemValue>{product.nome}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel color="fg.muted">{t.code}</DataList.ItemLabel>
          <DataList.ItemValue>{product.codigo}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel color="fg.muted">{t.price}</DataList.ItemLabel>
          <DataList.ItemValue>{formatBRL(product.preco)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <QuantityField label={t.quantity} value={values.quantidade} onChange={formik.handleChange} onBlur={formik.handleBlur} error={visibleError(formik, 'quantidade')} />
      <DescriptionField label={t.description} value={values.descricao} onChange={formik.handleChange} onBlur={formik.handleBlur} error={visibleError(formik, 'descricao')} />
      <VariantFields
        fixed
        value={values.variant}
        onChange={(v) => void formik.setFieldValue('variant', v)}
        variantes={variantes}
        paging={{ take: SIZES_PAGE_SIZE.edit, sort: 'desc' }}
        debounceMs={DEBOUNCE_MS.sizesColoursEdit}
        showError
      />
      <CotasField checked={values.aceitaCotas} onChange={(checked) => void formik.setFieldValue('aceitaCotas', checked)} />
    </FormCard>
  );
}

/** The edit-variable screen (route id `editVariable`). */
export function EditVariablePage() {
  const params = useParams();
  const listaId = parseRouteId(params.listaId);
  const itemId = parseRouteId(params.itemId);
  const parsed = editVariableStateSchema.safeParse(useLocation().state);
  const product = parsed.success ? parsed.data : null;
  const goBack = useGoBack(listaId ? paths.staffListProducts(listaId) : paths.staffDashboard());
  const usable = !!(product && itemId && listaId);
  usePageMeta({ title: routeTable.editVariable.title, noindex: true });
  useEffect(() => {
    // Nothing to edit without the product handed over by the products page, or without an item.
    if (!usable) goBack();
  }, [usable, goBack]);

  return (
    <ScreenFrame listaId={listaId} title={t.title} badges={itemId ? <Badge variant="subtle" size="lg">{t.itemBadge(itemId)}</Badge> : undefined} maxW="4xl">
      {usable ? <EditVariableForm listaId={listaId!} itemId={itemId!} product={product!} /> : <LoadingLine text={t.returning} />}
    </ScreenFrame>
  );
}
