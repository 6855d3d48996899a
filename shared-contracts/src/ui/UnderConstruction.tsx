/** Placeholder of an area whose screens come in a later issue (shown honestly as such). */
import { Box, Heading, Stack, Text } from 'shared-contracts/chakra';

export function UnderConstruction({ title }: { title: string }) {
  return (
    <Box maxW="2xl" mx="auto" my="16" px="6">
      <Stack gap="3" bg="white" borderWidth="1px" borderRadius="xl" p="8" textAlign="center">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">Esta área está em construção e estará disponível em breve.</Text>
      </Stack>
    </Box>
  );
}
