/** yup schemas of the sign-in forms with the exact messages of §5. */
import * as yup from 'yup';
import { EMPLOYEE_CODE_MIN, PASSWORD_MIN } from 'shared-contracts';

export const customerLoginSchema = yup.object({
  email: yup.string().trim().required('Email é obrigatório').email('Email inválido'),
});

export const employeeLoginSchema = yup.object({
  id: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('Codigo é obrigatório')
    .required('Codigo é obrigatório')
    .integer('Codigo é obrigatório')
    .min(EMPLOYEE_CODE_MIN, 'Codigo é obrigatório'),
  senha: yup.string().required('Senha é obrigatória').min(PASSWORD_MIN, 'Senha deve ter pelo menos 6 caracteres'),
});
