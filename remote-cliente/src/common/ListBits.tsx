/**
 * Small pieces shared by the customer screens: the back link, the status badge, the progress
 * ('X de Y itens presenteados' with a percent bar, §2) and the centred message layout.
 */
import { Badge, Box, Container, Grid, Heading, HStack, Link, Progress, Stack, Text } from 'shared-contracts/chakra';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, type Lista, type ListaStatus } from 'shared-contracts';
import { BackIcon } from 'shared-contracts/ui';
import type { ListProgressValue } from './progress';
import { commonTexts as t } from './texts';

/** A link with a left arrow back to `to` (router path). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" display="inline-flex" alignItems="center" gap="1.5" py="1">
      <RouterLink to={to}>
        <BackIcon />
        {children}
      </RouterLink>
    </Link>
  );
}

/** 'Ativa' (green) or 'Arquivada' (grey) badge of a list status (§4 List status). */
export function StatusBadge({ status }: { status: ListaStatus }) {
  return (
    <Badge colorPalette={status === 'ativo' ? 'green' : 'gray'} variant="subtle" data-testid="status-badge">
      {t.status[status]}
    </Badge>
  );
}

/** 'X de Y itens presenteados', the percent and a bar (green when complete). */
export function ListProgressBar({ progress }: { progress: ListProgressValue }) {
  const complete = progress.total > 0 && progress.vendidos >= progress.total;
  return (
    <Stack gap="1.5" data-testid="list-progress">
      <HStack justify="space-between" gap="2" fontSize="sm">
        <Text color="fg.muted">{t.progress(progress.vendidos, progress.total)}</Text>
        <Text fontWeight="semibold">{`${progress.percent}%`}</Text>
      </HStack>
      <Progress.Root value={progress.percent} colorPalette={complete ? 'green' : 'brand'} size="sm">
        <Progress.Track aria-label={t.progressBarLabel(progress.percent)}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/**
 * Frame of a list's sub-screen (edit, share): back link to the list view, the screen's heading
 * with the list title under it, and a two-column grid (one column on mobile) for `children`.
 */
export function ListSubScreen({ lista, backLabel, title, children }: { lista: Lista; backLabel: string; title: string; children: ReactNode }) {
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Box>
          <BackLink to={paths.clienteList(lista.id)}>{backLabel}</BackLink>
        </Box>
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{lista.titulo}</Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          {children}
        </Grid>
      </Stack>
    </Container>
  );
}
