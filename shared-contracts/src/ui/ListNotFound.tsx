/**
 * 'Lista não encontrada' (§2 Public list page, Customer list view): the heading, 'A lista que você
 * está procurando não existe ou foi removida.' and one link, which each area chooses (the guest's
 * 'Ver todas as listas', the owner's 'Voltar ao Dashboard').
 */
import { Button, Heading, Text } from 'shared-contracts/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredMessage } from './CenteredMessage';

/** Visible texts of the list's not-found card (§2). */
export const listNotFoundTexts = {
  title: 'Lista não encontrada',
  text: 'A lista que você está procurando não existe ou foi removida.',
} as const;

/** The not-found card of a list, a page heading (h1), with a link to `to` named `linkLabel`. */
export function ListNotFound({ to, linkLabel }: { to: string; linkLabel: string }) {
  return (
    <CenteredMessage>
      <Heading as="h1" size="2xl">
        {listNotFoundTexts.title}
      </Heading>
      <Text color="fg.muted">{listNotFoundTexts.text}</Text>
      <Button asChild colorPalette="brand" size="md">
        <RouterLink to={to}>{linkLabel}</RouterLink>
      </Button>
    </CenteredMessage>
  );
}
