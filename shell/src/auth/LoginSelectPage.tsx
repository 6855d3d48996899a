/** Login type selection (/login/select): customer or employee. */
import { Button, chakra, Stack, Text } from 'shared-contracts/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from 'shared-contracts';
import { AuthCard } from './AuthCard';

export default function LoginSelectPage() {
  return (
    <AuthCard title="Como você quer entrar?" subtitle="Escolha o tipo de acesso.">
      <Stack gap="3">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.loginCliente()}>Acompanhar Minha Lista</RouterLink>
        </Button>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Para noivos, aniversariantes e anfitriões: entre com o seu{' '}
          {/* never broken at its hyphen ('e-' on one line, 'mail.' on the next) */}
          <chakra.span whiteSpace="nowrap">e-mail.</chakra.span>
        </Text>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paths.loginFuncionario()}>Sou funcionário</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}
