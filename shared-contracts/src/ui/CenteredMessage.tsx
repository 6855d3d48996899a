/** A centred column for full-screen messages of a screen (loading, not found, errors). */
import { Container, Stack } from 'shared-contracts/chakra';
import type { ReactNode } from 'react';

export function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <Container maxW="2xl" py="16" px="4">
      <Stack align="center" gap="3" textAlign="center">
        {children}
      </Stack>
    </Container>
  );
}
