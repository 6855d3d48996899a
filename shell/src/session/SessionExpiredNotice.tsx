/**
 * The notice of a session that ended on the server (§2 Route guard: the redirect carries the
 * reason session_expired; §8): on any page whose address has reason=session_expired, a polite
 * status message with a link to sign in again: the employee login when the page the person was
 * going to is a staff route, the customer login for a customer route, the login choice otherwise.
 * Closing it drops the reason from the address.
 */
import { Box, CloseButton, Flex, Link, Text } from 'shared-contracts/chakra';
import { WarningIcon } from 'shared-contracts/ui';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { guardRedirectStateSchema, matchRoute, paths, REASON_PARAM, routeDef, SESSION_EXPIRED_REASON } from 'shared-contracts';
import { sessionTexts as t } from './texts';

/** The sign-in page for someone who was going to `from` (a path with its query). */
export function signInPathFor(from: string | undefined): string {
  const id = from ? matchRoute(from.split('?')[0]!)?.id : undefined;
  const def = id ? routeDef(id) : undefined;
  if (def?.permission) return paths.loginFuncionario();
  if (def?.allowedTypes?.includes('cliente')) return paths.loginCliente();
  return paths.loginSelect();
}

export function SessionExpiredNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  if (params.get(REASON_PARAM) !== SESSION_EXPIRED_REASON) return null;
  const state = guardRedirectStateSchema.safeParse(location.state);
  const dismiss = () => {
    params.delete(REASON_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
  };
  return (
    <Flex role="status" bg="orange.subtle" color="orange.fg" alignItems={{ base: 'flex-start', md: 'center' }} px={{ base: '4', md: '6' }} py="3" gap="3">
      <Box flexShrink={0} mt={{ base: '0.5', md: '0' }}>
        <WarningIcon />
      </Box>
      <Flex flex="1" flexDirection={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '3' }} alignItems={{ base: 'flex-start', md: 'center' }}>
        <Text fontWeight="medium">{t.expired}</Text>
        <Link asChild fontWeight="semibold" color="brand.fg" textDecoration="underline">
          <RouterLink to={signInPathFor(state.success ? state.data.from : undefined)}>{t.signInAgain}</RouterLink>
        </Link>
      </Flex>
      <CloseButton size="sm" aria-label={t.close} onClick={dismiss} />
    </Flex>
  );
}
