/** Not-found page for every unknown path (§2): 'Pagina não encontrada!' with a link home. */
import { Text } from '@chakra-ui/react';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return (
    <MessagePage
      title="Pagina não encontrada!"
      text="O endereço que você acessou não existe ou foi alterado."
      badge={
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" aria-hidden="true">
          404
        </Text>
      }
    />
  );
}
