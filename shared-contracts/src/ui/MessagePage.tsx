/**
 * Centered full-page message with a link home: the not-found page of §2 ('Pagina não
 * encontrada!', any unknown path and the share link of a list that cannot be shared) and the
 * shell's forbidden page. In shared-contracts/ui so that the shell and remote-public show the
 * same page.
 */
import { Button, Heading, Stack, Text } from 'shared-contracts/chakra';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from 'shared-contracts';

/** Visible texts of the message pages (§2 not-found page). */
export const messagePageTexts = {
  home: 'Voltar para o início',
  notFoundTitle: 'Pagina não encontrada!',
  notFoundText: 'O endereço que você acessou não existe ou foi alterado.',
  notFoundPageTitle: 'Página não encontrada',
} as const;

/** A heading, a text, an optional badge above them and the link home. */
export function MessagePage({ title, text, badge }: { title: string; text: string; badge?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }} px="6">
      {badge}
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.home()}>{messagePageTexts.home}</RouterLink>
      </Button>
    </Stack>
  );
}

/** The not-found page (§2): 'Pagina não encontrada!' with a link home. */
export function NotFoundPage() {
  return (
    <MessagePage
      title={messagePageTexts.notFoundTitle}
      text={messagePageTexts.notFoundText}
      badge={
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" aria-hidden="true">
          404
        </Text>
      }
    />
  );
}
