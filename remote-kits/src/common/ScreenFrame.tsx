/**
 * The page frame of the kits screens: container (narrower padding below 768 px), the link back to
 * the list's products, the heading with optional badges and subtitle, the polite loading line and
 * the notice shown instead of a form.
 */
import { Box, Button, Container, Flex, Heading, Stack, Text, type ContainerProps } from 'shared-contracts/chakra';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from 'shared-contracts';
import { BackIcon } from 'shared-contracts/ui';
import { frameTexts as t } from './texts';

export interface ScreenFrameProps {
  /** The list whose products page the back link opens (none on an invalid address). */
  listaId: number | null;
  title: string;
  /** Badges beside the title. */
  badges?: ReactNode;
  /** A line under the title (the list's title). */
  subtitle?: string;
  maxW?: ContainerProps['maxW'];
  children: ReactNode;
}

export function ScreenFrame({ listaId, title, badges, subtitle, maxW = '6xl', children }: ScreenFrameProps) {
  return (
    <Container maxW={maxW} py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {listaId && (
        <Button asChild variant="ghost" size="sm" ms="-3" mb="2">
          <RouterLink to={paths.staffListProducts(listaId)}>
            <BackIcon />
            {t.backToProducts}
          </RouterLink>
        </Button>
      )}
      <Stack gap="1" mb="6">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {badges}
        </Flex>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {children}
    </Container>
  );
}

/** A polite 'Carregando...' line while a screen's data loads. */
export function LoadingLine({ text = t.loading }: { text?: string }) {
  return (
    <Text role="status" color="fg.muted" textAlign="center" py="10">
      {text}
    </Text>
  );
}

/** An explanation shown instead of a form (archived list, sold anchor, invalid address). */
export function Notice({ text }: { text: string }) {
  return (
    <Box role="status" borderWidth="1px" borderRadius="md" bg="orange.50" borderColor="orange.200" color="orange.900" px="4" py="3">
      {text}
    </Box>
  );
}
