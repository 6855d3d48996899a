/**
 * Customer login (/login/cliente, §2): e-mail only; after submit, 'Link enviado!' with the e-mail
 * echoed, and 'Voltar ao login', which returns to the form with the e-mail as typed.
 * Requesting a link does not set a user (§4). Where the customer was going (`from`) goes
 * with the request, so that the mailed link brings them back there. On a submit with errors, focus
 * moves to the invalid field, its error linked by aria-describedby.
 */
import { Button, Field, Input, Stack, Text } from 'shared-contracts/chakra';
import { Formik, Form } from 'formik';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api, errorMessage } from 'shared-contracts';
import { FocusFirstInvalid } from 'shared-contracts/formik';
import { toastError } from 'shared-contracts/ui';
import { AuthCard } from './AuthCard';
import { pendingReturnPath } from './returnTo';
import { loginTexts } from './texts';
import { customerLoginSchema } from './validation';

/** The customer's sign-in form and, once the link was sent, its confirmation. */
export default function CustomerLoginPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // what the customer typed, so that 'Voltar ao login' shows the form filled in again
  const [typed, setTyped] = useState('');
  const location = useLocation();
  const emailErrorId = useId(); // Chakra links an error by aria-errormessage only: also describe by it

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
        initialValues={{ email: typed }}
        validationSchema={customerLoginSchema}
        onSubmit={async ({ email }) => {
          const trimmed = email.trim();
          try {
            const from = pendingReturnPath(location.state);
            await api.requestMagicLink(from ? { email: trimmed, from } : { email: trimmed });
            setTyped(email);
            setSentTo(trimmed);
          } catch (error) {
            toastError(loginTexts.failed, errorMessage(error, loginTexts.unknownError));
          }
        }}
      >
        {({ errors, touched, isSubmitting, getFieldProps }) => (
          <Form noValidate>
            <FocusFirstInvalid />
            <Stack gap="5">
              <Field.Root invalid={!!(touched.email && errors.email)} required ids={{ errorText: emailErrorId }}>
                <Field.Label>E-mail</Field.Label>
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="seu@email.com"
                  aria-describedby={touched.email && errors.email ? emailErrorId : undefined}
                  {...getFieldProps('email')}
                />
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
