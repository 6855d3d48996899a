/** Centered card that frames the sign-in screens. */
import { Box, Heading, Stack, Text } from 'shared-contracts/chakra';
import type { ReactNode } from 'react';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box px="4" py={{ base: '10', md: '16' }}>
      <Box maxW="md" mx="auto" bg="white" borderWidth="1px" borderRadius="2xl" boxShadow="sm" p={{ base: '6', md: '8' }}>
        <Stack gap="6">
          <Stack gap="2" textAlign="center">
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
