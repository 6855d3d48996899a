/** Not-found page for every unknown path (§2): 'Pagina não encontrada!' with a link home. */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from 'shared-contracts';

export function NotFoundPage() {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }} px="6">
      <Text fontSize="6xl" fontWeight="bold" color="brand.solid" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Pagina não encontrada!
      </Heading>
      <Text color="fg.muted">O endereço que você acessou não existe ou foi alterado.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.home()}>Voltar para o início</RouterLink>
      </Button>
    </Stack>
  );
}
