import { otherListFormSchema, passwordResetFormSchema, productFormSchema, registrationFormSchema } from './forms';

/** The first message of each field of a failed parse (what a form shows under the field). */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('registration (§5 Unused schemas)', () => {
  const valid = { email: 'ana@example.com', nome: 'Ana', telefone: '(96) 99999-0000', senha: 'segredo1' };

  it('accepts a complete registration; the phone is optional', () => {
    expect(registrationFormSchema.parse(valid)).toEqual(valid);
    expect(registrationFormSchema.parse({ ...valid, telefone: '' }).telefone).toBeUndefined();
    expect(registrationFormSchema.parse({ ...valid, telefone: undefined }).telefone).toBeUndefined();
  });

  it('gives the §5 messages', () => {
    expect(messages(registrationFormSchema.safeParse({ email: '', nome: 'A', senha: '' }))).toEqual({
      email: 'Email é obrigatório',
      nome: 'Nome deve ter pelo menos 2 caracteres',
      senha: 'Senha é obrigatória',
    });
    expect(messages(registrationFormSchema.safeParse({ ...valid, email: 'ana@', senha: '12345' }))).toEqual({
      email: 'Email inválido',
      senha: 'Senha deve ter pelo menos 6 caracteres',
    });
  });

  it('takes a Brazilian phone only, and bounds every text', () => {
    expect(messages(registrationFormSchema.safeParse({ ...valid, telefone: '9999-0000' }))).toEqual({ telefone: 'Telefone inválido' });
    expect(messages(registrationFormSchema.safeParse({ ...valid, nome: 'a'.repeat(101), senha: 'x'.repeat(129) }))).toEqual({
      nome: 'Nome muito longo',
      senha: 'Senha muito longa',
    });
  });
});

describe('password reset (§5 Unused schemas)', () => {
  it('accepts a token and two equal passwords', () => {
    expect(passwordResetFormSchema.safeParse({ token: 'abc', novaSenha: 'segredo1', confirmarSenha: 'segredo1' }).success).toBe(true);
  });

  it("requires the token and puts 'Senhas não coincidem' on confirmarSenha", () => {
    expect(messages(passwordResetFormSchema.safeParse({ token: ' ', novaSenha: 'segredo1', confirmarSenha: 'segredo1' }))).toEqual({
      token: 'Token é obrigatório',
    });
    expect(messages(passwordResetFormSchema.safeParse({ token: 'abc', novaSenha: 'segredo1', confirmarSenha: 'segredo2' }))).toEqual({
      confirmarSenha: 'Senhas não coincidem',
    });
  });

  it('asks at least 6 characters of both passwords', () => {
    expect(messages(passwordResetFormSchema.safeParse({ token: 'abc', novaSenha: '123', confirmarSenha: '123' }))).toEqual({
      novaSenha: 'Senha deve ter pelo menos 6 caracteres',
      confirmarSenha: 'Confirmação de senha deve ter pelo menos 6 caracteres',
    });
  });
});

describe('other list schema (§5)', () => {
  const valid = {
    nome: 'Casamento Ana e Bruno',
    categoria: 'Casamento',
    data_evento: '2027-03-05',
    privacy: 'Pública',
    url_personalizada: 'ana-e-bruno',
    client_name: 'Ana',
    client_email: 'ana@example.com',
    idfilial: '4',
  };

  it('accepts the form and turns the numeric branch into an integer', () => {
    expect(otherListFormSchema.parse(valid)).toEqual({ ...valid, idfilial: 4 });
    expect(otherListFormSchema.parse({ ...valid, client_name: '', client_email: '' })).toMatchObject({ client_name: undefined, client_email: undefined });
    for (const privacy of ['Pública', 'Privada', 'Apenas Convidados']) expect(otherListFormSchema.safeParse({ ...valid, privacy }).success).toBe(true);
  });

  it('gives its messages', () => {
    expect(
      messages(otherListFormSchema.safeParse({ ...valid, nome: '', url_personalizada: '', idfilial: '', privacy: 'publico', data_evento: '' })),
    ).toEqual({
      nome: 'Nome é obrigatório',
      data_evento: 'Data do evento é obrigatória',
      privacy: 'Selecione uma privacidade válida',
      url_personalizada: 'URL personalizada é obrigatória',
      idfilial: 'Filial é obrigatória',
    });
    expect(messages(otherListFormSchema.safeParse({ ...valid, nome: 'a'.repeat(101), client_email: 'x@', idfilial: '1e3', data_evento: '2027-02-31' }))).toEqual({
      nome: 'Nome muito longo',
      client_email: 'Email inválido',
      idfilial: 'Filial é obrigatória',
      data_evento: 'Data inválida',
    });
  });
});

describe('product schema (§5)', () => {
  it('accepts a named product with a price and a quantity', () => {
    expect(productFormSchema.parse({ name: 'Jogo de Xícaras', price: 129.9, quantity: 2 })).toEqual({ name: 'Jogo de Xícaras', price: 129.9, quantity: 2 });
    expect(productFormSchema.safeParse({ name: 'X', price: 0.01, quantity: 1 }).success).toBe(true);
  });

  it('gives its messages', () => {
    expect(messages(productFormSchema.safeParse({ name: ' ', price: 0, quantity: 0 }))).toEqual({
      name: 'Nome é obrigatório',
      price: 'Preço deve ser maior que zero',
      quantity: 'Quantidade deve ser pelo menos 1',
    });
    expect(messages(productFormSchema.safeParse({ name: 'a'.repeat(101), price: Number.NaN, quantity: 1.5 }))).toEqual({
      name: 'Nome muito longo',
      price: 'Preço deve ser maior que zero',
      quantity: 'Quantidade deve ser pelo menos 1',
    });
  });
});
