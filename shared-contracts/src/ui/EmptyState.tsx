/** The empty result of a listing: a heading and a hint to change the filters (§2 empty states). */
import { Heading, Stack, Text } from 'shared-contracts/chakra';

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Stack align="center" gap="2" py="12" textAlign="center">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {hint && <Text color="fg.muted">{hint}</Text>}
    </Stack>
  );
}
