/**
 * Magic-link sign-in (/auth/magic, §2): reads email and token, shows 'Verificando seu link
 * mágico...'; then the user goes back to the link's `from` (where the guard stopped them)
 * when it is a same-site path they may open, else a cliente to /cliente/dashboard and anyone else
 * to /; on failure 'Não foi possível entrar' and 'Solicitar novo link'.
 */
import { Button, Spinner, Stack, Text } from 'shared-contracts/chakra';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { api, errorMessage, paths, useSession } from 'shared-contracts';
import { AuthCard } from './AuthCard';
import { forgetReturnPath, returnPathFor } from './returnTo';

export const MAGIC_LINK_DEFAULT_ERROR = 'Erro ao validar o link mágico. Ele pode estar expirado.';
export const MAGIC_LINK_INCOMPLETE = 'Link incompleto. Verifique o e-mail recebido.';

/** Verifies the link of the query string once and signs the customer in. */
export default function MagicLinkPage() {
  const [params] = useSearchParams();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const from = params.get('from') ?? undefined;

  useEffect(() => {
    if (started.current) return; // a token is single-use: verify it once
    started.current = true;
    if (!email || !token) {
      setError(MAGIC_LINK_INCOMPLETE);
      return;
    }
    api.verifyMagicLink({ email, token }).then(
      ({ usuario }) => {
        const back = returnPathFor(usuario, from);
        forgetReturnPath();
        setUser(usuario);
        navigate(back ?? (usuario.usuarioTipo === 'cliente' ? paths.clienteDashboard() : paths.home()), { replace: true });
      },
      (cause: unknown) => setError(errorMessage(cause, MAGIC_LINK_DEFAULT_ERROR)),
    );
  }, [email, token, from, navigate, setUser]);

  if (error) {
    return (
      <AuthCard title="Não foi possível entrar">
        <Stack gap="4" textAlign="center">
          <Text role="alert">{error}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.loginCliente()}>Solicitar novo link</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Entrando">
      <Stack align="center" gap="4" aria-live="polite">
        <Spinner size="lg" color="brand.solid" />
        <Text>Verificando seu link mágico...</Text>
      </Stack>
    </AuthCard>
  );
}
