/** Failed load of a screen's data: the §8 description rule and a retry button. */
import { Button, Stack, Text } from 'shared-contracts/chakra';
import { errorMessage } from 'shared-contracts';

export function LoadError({ title, retryLabel, error, onRetry }: { title: string; retryLabel: string; error: unknown; onRetry: () => void }) {
  return (
    <Stack align="center" gap="3" py="10" role="alert">
      <Text color="red.700" fontWeight="medium">
        {title}
      </Text>
      <Text color="fg.muted">{errorMessage(error, title)}</Text>
      <Button variant="outline" colorPalette="brand" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
