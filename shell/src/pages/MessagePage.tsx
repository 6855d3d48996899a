/** Centered full-page message with a link home (not-found and forbidden pages). */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from 'shared-contracts';

export function MessagePage({ title, text, badge }: { title: string; text: string; badge?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }} px="6">
      {badge}
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.home()}>Voltar para o início</RouterLink>
      </Button>
    </Stack>
  );
}
