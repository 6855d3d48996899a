/**
 * Customer login (/login/cliente, §2): e-mail only; after submit, 'Link enviado!' with the e-mail
 * echoed, and 'Voltar ao login'. Requesting a link does not set a user (§4).
 */
import { Button, Field, Input, Stack, Text } from 'shared-contracts/chakra';
import { Formik, Form } from 'formik';
import { useState } from 'react';
import { api, errorMessage } from 'shared-contracts';
import { toastError } from 'shared-contracts/ui';
import { AuthCard } from './AuthCard';
import { loginTexts } from './texts';
import { customerLoginSchema } from './validation';

export default function CustomerLoginPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthCard title="Link enviado!">
        <Stack gap="4" textAlign="center">
          <Text fontWeight="semibold" data-testid="email-enviado">
            {sentTo}
          </Text>
          <Text>Acesse o seu e-mail e Clique no link que enviamos para acessar sua conta automaticamente.</Text>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Voltar ao login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Acompanhar Minha Lista" subtitle="Informe o e-mail cadastrado na loja. Enviaremos um link de acesso.">
      <Formik
        initialValues={{ email: '' }}
        validationSchema={customerLoginSchema}
        onSubmit={async ({ email }) => {
          const trimmed = email.trim();
          try {
            await api.requestMagicLink({ email: trimmed });
            setSentTo(trimmed);
          } catch (error) {
            toastError(loginTexts.failed, errorMessage(error, loginTexts.unknownError));
          }
        }}
      >
        {({ errors, touched, isSubmitting, getFieldProps }) => (
          <Form noValidate>
            <Stack gap="5">
              <Field.Root invalid={!!(touched.email && errors.email)} required>
                <Field.Label>E-mail</Field.Label>
                <Input type="email" autoComplete="email" placeholder="seu@email.com" {...getFieldProps('email')} />
                <Field.ErrorText>{errors.email}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Enviando...">
                Enviar link de acesso
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
