/**
 * The staff list form's values and rules (§5 Create list): a yup schema for formik with the exact
 * §5 messages, and the conversions between a `Lista`, the form values (all strings, as the inputs
 * hold them) and the create/update bodies (numeric strings become integers, §5).
 */
import * as yup from 'yup';
import { BABY_SHOWER_CATEGORY, privacidadeValues, LIST_DESCRIPTION_MAX, PERSON_NAME_MAX, PLACE_MAX, TITLE_MAX, toDayString, type ListForm, type Lista, type Privacidade, type api } from 'shared-contracts';
import { TEXT_BOUND_MESSAGES } from 'shared-contracts/area-texts';
import { areaApi } from 'shared-contracts/area-api';
import { validationTexts as v } from './texts';

/** Values of the list form, as strings the inputs hold. */
export interface ListFormValues {
  codigoCliFor: string;
  clientName: string;
  clientEmail: string;
  vendedorId: string;
  vendedorName: string;
  titulo: string;
  descricao: string;
  categoriaId: string;
  filialId: string;
  /** yyyy-MM-dd, as the date input holds it. */
  dataEvento: string;
  localEvento: string;
  privacidade: Privacidade;
  mae: string;
  pai: string;
  /** 'Aceitar vale-presente' (decision 030): guests may give store credit through the online store. */
  aceitaValePresente: boolean;
}

/** Blank form for a new list; privacy defaults to publico (§5), 'Aceitar vale-presente' ticked (decision 030). */
export const emptyListFormValues: ListFormValues = {
  codigoCliFor: '',
  clientName: '',
  clientEmail: '',
  vendedorId: '',
  vendedorName: '',
  titulo: '',
  descricao: '',
  categoriaId: '',
  filialId: '',
  dataEvento: '',
  localEvento: '',
  privacidade: 'publico',
  mae: '',
  pai: '',
  aceitaValePresente: true,
};

/** A positive integer typed as text, else `message` (required and min 1 share the text in §5). */
const positiveCode = (message: string) =>
  yup
    .string()
    .required(message)
    .test('positive-int', message, (value) => /^\d+$/.test(value ?? '') && Number(value) >= 1);

const isRealDay = (value: string | undefined) => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && toDayString(`${value}T00:00:00Z`) === value;

/** The formik validation schema with the §5 messages. */
export const listFormValidation = yup.object({
  codigoCliFor: positiveCode(v.codigoCliFor),
  vendedorId: positiveCode(v.vendedorId),
  titulo: yup.string().trim().required(v.tituloRequired).max(TITLE_MAX, v.tituloMax),
  categoriaId: positiveCode(v.categoriaId),
  filialId: positiveCode(v.filialId),
  dataEvento: yup.string().required(v.dataEvento).test('real-day', v.dataEvento, isRealDay),
  localEvento: yup.string().trim().required(v.localEvento).max(PLACE_MAX, TEXT_BOUND_MESSAGES.place),
  descricao: yup.string().trim().max(LIST_DESCRIPTION_MAX, TEXT_BOUND_MESSAGES.description),
  mae: yup.string().trim().max(PERSON_NAME_MAX, TEXT_BOUND_MESSAGES.personName),
  pai: yup.string().trim().max(PERSON_NAME_MAX, TEXT_BOUND_MESSAGES.personName),
  privacidade: yup.string().required(v.privacidade).oneOf(privacidadeValues, v.privacidade),
  clientEmail: yup.string().trim().email(v.email),
  aceitaValePresente: yup.boolean(),
});

/** Whether a category name enables the mother and father fields (§4, §9). */
export function isBabyShower(categoryName: string | null | undefined): boolean {
  return categoryName === BABY_SHOWER_CATEGORY;
}

/**
 * The form values of an existing list (edit prefill, including customer and seller names);
 * 'Aceitar vale-presente' ticked when the answer does not say (the API's default, decision 030).
 */
export function valuesFromLista(lista: Lista): ListFormValues {
  return {
    codigoCliFor: lista.cli_for ? String(lista.cli_for.Codigo) : '',
    clientName: lista.cli_for?.Nome ?? '',
    clientEmail: lista.cli_for?.Email ?? '',
    vendedorId: lista.vendedorId ? String(lista.vendedorId) : '',
    vendedorName: lista.vendedor?.Nome ?? '',
    titulo: lista.titulo,
    descricao: lista.descricao ?? '',
    categoriaId: String(lista.categoriaId),
    filialId: String(lista.filialId),
    dataEvento: toDayString(lista.dataEvento),
    localEvento: lista.localEvento ?? '',
    privacidade: lista.privacidade,
    mae: lista.mae ?? '',
    pai: lista.pai ?? '',
    aceitaValePresente: lista.aceitaValePresente ?? true,
  };
}

/** Body of `areaApi.updateList`. */
export type ListUpdateBody = Parameters<typeof areaApi.updateList>[1];

const textOrNull = (value: string) => value.trim() || null;

/**
 * The create body (POST /lista) of valid values. Mother and father are sent only for a baby
 * shower (`babyShower`), null otherwise (§4); 'Aceitar vale-presente' always (decision 030).
 */
export function toListForm(values: ListFormValues, babyShower: boolean): ListForm {
  return {
    codigoCliFor: Number(values.codigoCliFor),
    clientName: textOrNull(values.clientName),
    clientEmail: textOrNull(values.clientEmail),
    vendedorId: Number(values.vendedorId),
    vendedorName: textOrNull(values.vendedorName),
    titulo: values.titulo.trim(),
    descricao: textOrNull(values.descricao),
    categoriaId: Number(values.categoriaId),
    filialId: Number(values.filialId),
    dataEvento: values.dataEvento,
    localEvento: values.localEvento.trim(),
    privacidade: values.privacidade,
    mae: babyShower ? textOrNull(values.mae) : null,
    pai: babyShower ? textOrNull(values.pai) : null,
    aceitaValePresente: values.aceitaValePresente,
  };
}

/** The update body (PUT /lista/{id}): the form without the display-only names (§7), keeping the images. */
export function toListUpdate(values: ListFormValues, babyShower: boolean, lista: Lista): ListUpdateBody {
  const { clientName: _name, clientEmail: _email, vendedorName: _seller, ...body } = toListForm(values, babyShower);
  return { ...body, imagemCapa: lista.imagemCapa ?? null, fotoLista: lista.fotoLista ?? null };
}
