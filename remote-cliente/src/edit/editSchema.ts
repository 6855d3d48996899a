/** The customer edit form (§5 Customer edit): formik values and their yup schema. */
import * as yup from 'yup';
import { LIST_DESCRIPTION_MAX, TITLE_MAX, type Lista } from 'shared-contracts';
import { TEXT_BOUND_MESSAGES } from 'shared-contracts/area-texts';
import { editTexts as t } from './texts';

/** Formik values of the customer edit form. */
export interface CustomerEditValues {
  titulo: string;
  /** 'Mensagem para os convidados'; '' clears it. */
  descricao: string;
  /** 'Aceitar vale-presente' (decision 030): guests may give store credit, e-mailed to the customer. */
  aceitaValePresente: boolean;
}

/**
 * Title required ('Título é obrigatório') and at most 100 characters ('Título muito longo');
 * description optional, at most LIST_DESCRIPTION_MAX characters (the API's bound).
 */
export const customerEditSchema: yup.ObjectSchema<CustomerEditValues> = yup.object({
  titulo: yup.string().trim().required(t.tituloRequired).max(TITLE_MAX, t.tituloTooLong),
  descricao: yup.string().defined().default('').max(LIST_DESCRIPTION_MAX, TEXT_BOUND_MESSAGES.description),
  aceitaValePresente: yup.boolean().defined().default(true),
});

/** The form's starting values from the list; 'Aceitar vale-presente' ticked when the answer does not say. */
export function initialEditValues(lista: Pick<Lista, 'titulo' | 'descricao' | 'aceitaValePresente'>): CustomerEditValues {
  return { titulo: lista.titulo, descricao: lista.descricao ?? '', aceitaValePresente: lista.aceitaValePresente ?? true };
}
