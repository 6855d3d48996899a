/**
 * 'Presente na loja' (/funcionario/presente-na-loja, decision 028; permission 'Registrar presente na
 * loja'): the till screen where staff record a gift a guest bought in a store. The search
 * (./TillSearch) finds the list; the chosen list (`?lista={id}` in the address, so a reload keeps
 * it) shows its header, its gifts with their state and 'Registrar presente' (./TillGiftList,
 * ./RegisterGiftDialog), and the day's registrations with 'Desfazer' (./TillRecords). An archived
 * list shows STORE_GIFT_MSG.archived and no register button.
 */
import { Badge, Box, Card, Flex, Heading, Stack, Text } from 'shared-contracts/chakra';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate, parseRouteId, routeTable, useSession, type Gift, type Lista } from 'shared-contracts';
import { branchName, isNotFound, LoadError, usePageMeta } from 'shared-contracts/ui';
import { listGifts } from 'shared-contracts/gifts';
import { BackToDashboard, LoadingText, ScreenContainer } from '../common/ScreenParts';
import { RegisterGiftDialog } from './RegisterGiftDialog';
import { Facts } from './Facts';
import { tillTexts as t } from './texts';
import { TillGiftList } from './TillGiftList';
import { TillRecords } from './TillRecords';
import { TillSearch } from './TillSearch';
import { useNow, useTillList } from './useTillList';

/** Address parameter of the chosen list. */
const LIST_PARAM = 'lista';

function ListHeader({ lista }: { lista: Lista }) {
  const archived = lista.status === 'arquivado';
  return (
    <Card.Root mb="4">
      <Card.Body gap="3">
        <Flex gap="2" wrap="wrap" align="center">
          <Heading as="h2" size="xl">
            {lista.titulo}
          </Heading>
          <Text color="fg.muted">{t.listId(lista.id)}</Text>
          <Badge colorPalette={archived ? 'gray' : 'green'}>{t.statusLabels[lista.status]}</Badge>
        </Flex>
        <Facts
          facts={[
            [t.owner, lista.cli_for?.Nome ?? '—'],
            [t.eventDate, formatDate(lista.dataEvento)],
            [t.branch, branchName(lista.filialId, lista.filial?.nome, 'Filial')],
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}

function TillList({ id }: { id: number }) {
  const { user } = useSession();
  const { data, error, isValidating, mutate } = useTillList(id);
  const now = useNow();
  const [target, setTarget] = useState<Gift | null>(null);

  if (error && !data) {
    if (isNotFound(error))
      return (
        <Text role="status" bg="orange.50" color="orange.900" borderRadius="md" px="4" py="3">
          {t.msg.notFound}
        </Text>
      );
    return <LoadError title={t.listLoadError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />;
  }
  if (!data) return <LoadingText text={t.loadingList} />;

  const { lista, registros } = data;
  const archived = lista.status === 'arquivado';
  const refresh = () => mutate();
  return (
    <Box aria-busy={isValidating || undefined}>
      <ListHeader lista={lista} />
      {archived && (
        <Text role="status" bg="gray.100" borderRadius="md" px="4" py="3" mb="4" fontWeight="medium">
          {t.msg.archived}
        </Text>
      )}
      <Box as="section" aria-labelledby="till-gifts">
        <Heading as="h2" size="lg" id="till-gifts" mb="3">
          {t.gifts}
        </Heading>
        <TillGiftList gifts={listGifts(lista)} now={now} canRegister={!archived} onRegister={setTarget} />
      </Box>
      <TillRecords registros={registros} now={now} onChanged={refresh} />
      {!archived && (
        <RegisterGiftDialog
          gift={target}
          listaId={lista.id}
          defaultFilialId={user?.filialId ?? lista.filialId ?? null}
          fallbackBranchName={(branchId) => branchName(branchId, branchId === lista.filialId ? lista.filial?.nome : null, 'Filial')}
          onClose={() => setTarget(null)}
          onChanged={refresh}
        />
      )}
    </Box>
  );
}

/** The till screen (route id `staffStoreGift`); see the module comment. */
export function StoreGiftPage() {
  usePageMeta({ title: routeTable.staffStoreGift.title, noindex: true });
  const [params, setParams] = useSearchParams();
  const listId = parseRouteId(params.get(LIST_PARAM) ?? undefined);
  const open = (id: number | null) => setParams(id ? { [LIST_PARAM]: String(id) } : {});
  return (
    <ScreenContainer maxW="5xl">
      <Stack gap="1" mb="6">
        <BackToDashboard />
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t.title}
        </Heading>
        <Text color="fg.muted">{t.intro}</Text>
      </Stack>
      <TillSearch onOpen={open} />
      {listId && <TillList key={listId} id={listId} />}
    </ScreenContainer>
  );
}
