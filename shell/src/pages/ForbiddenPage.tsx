/** Where a user of a disallowed type or without the permission is sent (§2 Route guard). */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from 'shared-contracts';

export default function ForbiddenPage() {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }} px="6">
      <Heading as="h1" size="2xl">
        Acesso negado
      </Heading>
      <Text color="fg.muted">Você não tem permissão para acessar esta página.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.home()}>Voltar para o início</RouterLink>
      </Button>
    </Stack>
  );
}
