/**
 * Employee login (/login/funcionario, §2): 'Codigo' and 'Senha' with show/hide; 'Acessar Sistema'
 * ('Entrando...' while sending); on success the toast 'Login realizado com sucesso!' and
 * /funcionario/dashboard, or back to where the guard stopped them (`from`) when they may
 * open it; on failure the red toast 'Erro no login' (§8). On a submit with errors, focus moves to
 * the first invalid field, its error linked by aria-describedby.
 */
import { Button, Field, HStack, IconButton, Input, Link, Stack } from 'shared-contracts/chakra';
import { Formik, Form } from 'formik';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { api, errorMessage, paths, useSession } from 'shared-contracts';
import { FocusFirstInvalid } from 'shared-contracts/formik';
import { toastError, toastSuccess } from 'shared-contracts/ui';
import { AuthCard } from './AuthCard';
import { forgetReturnPath, pendingReturnPath, returnPathFor } from './returnTo';
import { loginTexts } from './texts';
import { employeeLoginSchema } from './validation';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** The staff sign-in form. */
export default function EmployeeLoginPage() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Chakra links an error by aria-errormessage only: the inputs are also described by it
  const idErrorId = useId();
  const senhaErrorId = useId();
  const [showPassword, setShowPassword] = useState(false);

  return (
    <AuthCard title="Acesso do Funcionário" subtitle="Entre com o seu código e senha.">
      <Formik
        initialValues={{ id: '', senha: '' }}
        validationSchema={employeeLoginSchema}
        onSubmit={async (values) => {
          try {
            const { usuario } = await api.login({ id: Number(values.id), senha: values.senha });
            const back = returnPathFor(usuario, pendingReturnPath(location.state));
            forgetReturnPath();
            setUser(usuario);
            toastSuccess('Login realizado com sucesso!');
            navigate(back ?? paths.staffDashboard());
          } catch (error) {
            toastError(loginTexts.failed, errorMessage(error, loginTexts.unknownError));
          }
        }}
      >
        {({ errors, touched, isSubmitting, getFieldProps }) => (
          <Form noValidate>
            <FocusFirstInvalid />
            <Stack gap="5">
              <Field.Root invalid={!!(touched.id && errors.id)} required ids={{ errorText: idErrorId }}>
                <Field.Label>Codigo</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  autoComplete="username"
                  aria-describedby={touched.id && errors.id ? idErrorId : undefined}
                  {...getFieldProps('id')}
                />
                <Field.ErrorText>{errors.id}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!(touched.senha && errors.senha)} required ids={{ errorText: senhaErrorId }}>
                <Field.Label>Senha</Field.Label>
                <HStack w="full" gap="2">
                  <Input
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    aria-describedby={touched.senha && errors.senha ? senhaErrorId : undefined}
                    {...getFieldProps('senha')}
                  />
                  <IconButton
                    variant="outline"
                    aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((v) => !v)}
                  >
                    <EyeIcon crossed={showPassword} />
                  </IconButton>
                </HStack>
                <Field.ErrorText>{errors.senha}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting}>
                {isSubmitting ? 'Entrando...' : 'Acessar Sistema'}
              </Button>
              <HStack justify="space-between" fontSize="sm">
                <Link asChild color="brand.fg">
                  <RouterLink to={paths.loginSelect()}>Voltar</RouterLink>
                </Link>
                <Link asChild color="brand.fg">
                  <RouterLink to={paths.home()}>Ir para a página inicial</RouterLink>
                </Link>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
