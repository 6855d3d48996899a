/**
 * The §5 schemas that no screen or call uses yet, kept here with their exact messages so that the
 * screen that needs one takes it as it is: 'Unused schemas' (registration, password reset),
 * 'Other list schema' and the product schema. The messages §5 does not give follow the ones it
 * does ('… é obrigatório', '… muito longo'); every text has a length bound.
 */
import { z } from 'zod';
import { PASSWORD_MIN, QUANTITY_MAX, QUANTITY_MIN, TITLE_MAX } from '../constants';
import { whatsAppNumber } from '../share';
import { dayStringSchema, digitsToNumber, INT4_MAX } from './common';

/** Longest name, e-mail, password and token these forms accept. */
export const FORM_TEXT_MAX = { name: 100, email: 254, password: 128, token: 512, phone: 20, url: 100 } as const;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

const emailField = z
  .string({ message: 'Email é obrigatório' })
  .trim()
  .min(1, 'Email é obrigatório')
  .max(FORM_TEXT_MAX.email, 'Email inválido')
  .pipe(z.email('Email inválido'));

/** A password: required, at least PASSWORD_MIN characters (§5), at most 128. */
const passwordField = z
  .string({ message: 'Senha é obrigatória' })
  .min(1, 'Senha é obrigatória')
  .min(PASSWORD_MIN, 'Senha deve ter pelo menos 6 caracteres')
  .max(FORM_TEXT_MAX.password, 'Senha muito longa');

/** An optional text: '' and blanks mean absent. */
const optionalText = (max: number, tooLong: string) =>
  z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), z.string().trim().max(max, tooLong).optional());

/**
 * Registration (§5 Unused schemas): e-mail, name of at least 2 characters, optional phone (a
 * Brazilian number: area code and 8 or 9 digits, with or without +55; WhatsApp gets it with 55,
 * see whatsAppNumber) and password.
 */
export const registrationFormSchema = z.object({
  email: emailField,
  nome: z
    .string({ message: 'Nome deve ter pelo menos 2 caracteres' })
    .trim()
    .min(2, 'Nome deve ter pelo menos 2 caracteres')
    .max(FORM_TEXT_MAX.name, 'Nome muito longo'),
  telefone: optionalText(FORM_TEXT_MAX.phone, 'Telefone inválido').refine((v) => v === undefined || whatsAppNumber(v) !== null, 'Telefone inválido'),
  senha: passwordField,
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/**
 * Password reset (§5 Unused schemas): the token of the mail, the new password and its
 * confirmation of at least 6 characters; different passwords fail on `confirmarSenha`.
 */
export const passwordResetFormSchema = z
  .object({
    token: requiredText('Token é obrigatório', FORM_TEXT_MAX.token, 'Token inválido'),
    novaSenha: passwordField,
    confirmarSenha: z
      .string({ message: 'Confirmação de senha deve ter pelo menos 6 caracteres' })
      .min(PASSWORD_MIN, 'Confirmação de senha deve ter pelo menos 6 caracteres')
      .max(FORM_TEXT_MAX.password, 'Senha muito longa'),
  })
  .refine((v) => v.novaSenha === v.confirmarSenha, { message: 'Senhas não coincidem', path: ['confirmarSenha'] });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** The privacy labels of the other list schema (§5), as its select shows them. */
export const otherListPrivacyLabels = ['Pública', 'Privada', 'Apenas Convidados'] as const;

/**
 * 'Other list schema' (§5): a list form with the field names it gives (nome, categoria,
 * data_evento as yyyy-MM-dd, privacy by label, url_personalizada, client_name, client_email,
 * idfilial). A numeric string of `idfilial` becomes an integer.
 */
export const otherListFormSchema = z.object({
  nome: requiredText('Nome é obrigatório', TITLE_MAX, 'Nome muito longo'),
  categoria: requiredText('Categoria obrigatória', FORM_TEXT_MAX.name, 'Categoria inválida'),
  data_evento: z
    .string({ message: 'Data do evento é obrigatória' })
    .trim()
    .min(1, 'Data do evento é obrigatória')
    .pipe(dayStringSchema),
  privacy: z.enum(otherListPrivacyLabels, { message: 'Selecione uma privacidade válida' }),
  url_personalizada: requiredText('URL personalizada é obrigatória', FORM_TEXT_MAX.url, 'URL personalizada muito longa'),
  client_name: optionalText(FORM_TEXT_MAX.name, 'Nome muito longo'),
  client_email: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
    z.string().trim().max(FORM_TEXT_MAX.email, 'Email inválido').pipe(z.email('Email inválido')).optional(),
  ),
  idfilial: z.preprocess(
    (v) => (v === '' || v === null ? undefined : digitsToNumber(v)),
    z.number({ message: 'Filial é obrigatória' }).int('Filial é obrigatória').min(1, 'Filial é obrigatória').max(INT4_MAX, 'Filial é obrigatória'),
  ),
});
export type OtherListForm = z.infer<typeof otherListFormSchema>;

/** Highest price the product schema accepts, in reais. */
export const PRODUCT_PRICE_MAX = 1_000_000;

/** Product schema (§5): name (up to 100), price in reais from 0.01, quantity from 1 (to 999). */
export const productFormSchema = z.object({
  name: requiredText('Nome é obrigatório', TITLE_MAX, 'Nome muito longo'),
  price: z
    .number({ message: 'Preço deve ser maior que zero' })
    .min(0.01, 'Preço deve ser maior que zero')
    .max(PRODUCT_PRICE_MAX, 'Preço muito alto'),
  quantity: z
    .number({ message: 'Quantidade deve ser pelo menos 1' })
    .int('Quantidade deve ser pelo menos 1')
    .min(QUANTITY_MIN, 'Quantidade deve ser pelo menos 1')
    .max(QUANTITY_MAX, `Quantidade máxima é ${QUANTITY_MAX}`),
});
export type ProductForm = z.infer<typeof productFormSchema>;
