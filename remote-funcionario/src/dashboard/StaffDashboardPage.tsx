/**
 * Staff dashboard (/funcionario/dashboard, §2 Staff dashboard): heading, 'Relatórios' (only with the
 * permission 'Visualizar relatórios', decision 040), 'Presente na loja' (only
 * with the permission 'Registrar presente na loja', decision 028) and 'Nova Lista' (only with the
 * permission 'Criar listas'), the four counters, the filter card, the list cards (page
 * size 50) with 'Página X de Y' and the pagination. Filters and page live in the address; a
 * filter change goes back to page 1. Archive and restore ask for confirmation (§4 List status),
 * toast the result and refresh the lists and the counters.
 */
import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { hasPermission, paths, routeTable, useSession, type Lista } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { EmptyState, GiftBoxIcon, LoadError, Pagination, PlusIcon, toastFailure, toastSuccess, useFiltersInAddress, usePageMeta } from 'shared-contracts/ui';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { LoadingText, ScreenContainer, useLastDefined } from '../common/ScreenParts';
import { useRefreshStaffData } from '../common/staffCache';
import { MetricCards } from './MetricCards';
import { StaffFiltersCard } from './StaffFiltersCard';
import { StaffListCard } from './StaffListCard';
import { readStaffFilters, toStaffQuery, writeStaffFilters, type StaffFilters } from './staffFilters';
import { dashboardTexts as t } from './texts';
import { useStaffLists } from './useStaffDashboard';

const staffFiltersCodec = { read: readStaffFilters, write: writeStaffFilters };

function StatusConfirm({ lista, onClose, onDone }: { lista: Lista | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  // Keeps the texts while the dialog closes after `lista` was cleared.
  const shown = useLastDefined(lista);
  const archiving = shown?.status !== 'arquivado';
  const confirm = async () => {
    if (!lista) return;
    try {
      const { message } = await areaApi.setListStatus(lista.id, archiving ? 'arquivado' : 'ativo');
      const title = archiving ? t.archivedOk : t.restoredOk;
      toastSuccess(title, message && message !== title ? message : undefined);
    } catch (error) {
      toastFailure(archiving ? t.archiveError : t.restoreError, error);
    }
    await onDone();
  };
  return (
    <ConfirmDialog
      open={!!lista}
      title={archiving ? t.archiveTitle : t.restoreTitle}
      description={shown ? (archiving ? t.archiveText(shown.titulo) : t.restoreText(shown.titulo)) : ''}
      confirmLabel={archiving ? t.archive : t.restore}
      destructive={archiving}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

function Results({ filters, onPageChange }: { filters: StaffFilters; onPageChange: (page: number) => void }) {
  const query = useMemo(() => toStaffQuery(filters), [filters]);
  const { data, error, isLoading, mutate } = useStaffLists(query);
  const refreshStaffData = useRefreshStaffData();
  const [target, setTarget] = useState<Lista | null>(null);

  if (error && !data) return <LoadError title={t.loadError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingText text={t.loading} />;
  const { items, meta } = data;
  const totalPages = Math.max(1, meta.totalPages);
  return (
    <Box aria-busy={isLoading || undefined}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Text color="fg.muted" role="status">
          {isLoading ? t.loading : t.total(meta.totalItems)}
        </Text>
        <Badge variant="subtle" size="lg" data-testid="page-of">
          {t.pageOf(filters.page, totalPages)}
        </Badge>
      </Flex>
      {items.length === 0 ? (
        <EmptyState title={t.empty} hint={t.emptyHint} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" opacity={isLoading ? 0.6 : 1}>
          {items.map((lista) => (
            <StaffListCard key={lista.id} lista={lista} onToggleStatus={setTarget} />
          ))}
        </SimpleGrid>
      )}
      <Pagination page={filters.page} totalPages={meta.totalPages} onPageChange={onPageChange} />
      <StatusConfirm
        lista={target}
        onClose={() => setTarget(null)}
        onDone={refreshStaffData}
      />
    </Box>
  );
}

/** The staff dashboard screen (route id `staffDashboard`). */
export function StaffDashboardPage() {
  const { user } = useSession();
  const { filters, update, setPage, clear } = useFiltersInAddress(staffFiltersCodec);
  usePageMeta({ title: routeTable.staffDashboard.title, noindex: true });
  return (
    <ScreenContainer>
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="4" mb="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t.title}
          </Heading>
          <Text color="fg.muted">{t.intro}</Text>
        </Stack>
        <HStack gap="3" wrap="wrap">
          {hasPermission(user, routeTable.staffReports.permission) && (
            <Button asChild variant="outline" colorPalette="brand" size="md">
              <RouterLink to={paths.staffReports()}>{t.reports}</RouterLink>
            </Button>
          )}
          {hasPermission(user, routeTable.staffStoreGift.permission) && (
            <Button asChild variant="outline" colorPalette="brand" size="md">
              <RouterLink to={paths.staffStoreGift()}>
                <GiftBoxIcon />
                {t.storeGift}
              </RouterLink>
            </Button>
          )}
          {hasPermission(user, routeTable.staffListCreate.permission) && (
            <Button asChild colorPalette="brand" size="md">
              <RouterLink to={paths.staffListCreate()}>
                <PlusIcon />
                {t.newList}
              </RouterLink>
            </Button>
          )}
        </HStack>
      </Flex>
      <MetricCards />
      <StaffFiltersCard filters={filters} onChange={update} onClear={clear} />
      <Results
        filters={filters}
        onPageChange={(page) => {
          setPage(page);
          window.scrollTo({ top: 0 });
        }}
      />
    </ScreenContainer>
  );
}
