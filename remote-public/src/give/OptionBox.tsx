/**
 * The frame of one way to give (§2 Kit purchase options): a section named by its heading, with an
 * intro line under the heading; `tone` 'brand' for the online purchase, 'plain' for the stores.
 */
import { Box, Heading, Stack, Text } from 'shared-contracts/chakra';
import { useId, type ReactNode } from 'react';

export interface OptionBoxProps {
  title: string;
  intro: ReactNode;
  tone: 'brand' | 'plain';
  headingLevel: 'h2' | 'h3';
  testId: string;
  children: ReactNode;
}

export function OptionBox({ title, intro, tone, headingLevel, testId, children }: OptionBoxProps) {
  const titleId = useId();
  const colours = tone === 'brand' ? { borderColor: 'brand.200', bg: 'brand.subtle' } : { bg: 'white' };
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} data-testid={testId} {...colours}>
      <Stack gap="3">
        <Stack gap="1">
          <Heading as={headingLevel} id={titleId} size="md">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {intro}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
