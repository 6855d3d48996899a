/**
 * Staff product management (/funcionario/lista/{id}/produtos, §2 Staff product management): name
 * search (400 ms debounce, §9) and status filter (todos, disponivel, vendido), 'Novo Produto',
 * and the table Imagem, Nome, Preço, Quantidade, Status, Ações with loose items and kits (KIT
 * header, 'Âncora' and 'Membro' rows), the available ones before the sold ones. Every action toasts its §8 text and refreshes the data;
 * removals ask first. Every action is reachable at any width (responsiveTable: cards below 768 px).
 * 'Aceita cotas' (decision 043) shows on the rows (ProductRows) and is edited in EditItemDialog, on
 * a loose item or a kit's anchor, never on a kit member.
 */
import { Badge, Box, Button, Card, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { Table } from 'shared-contracts/chakra-extras';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DEBOUNCE_MS, hasPermission, parseRouteId, paths, routeTable, useSession, type Kit, type ListProductItem } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { LoadError, PlusIcon, responsiveTable, toastFailure, toastSuccess, useDebouncedValue, usePageMeta, useRefreshListProducts } from 'shared-contracts/ui';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { BackToDashboard, LabelledSelect, LoadingText, ScreenContainer, useLastDefined } from '../common/ScreenParts';
import { EditItemDialog, type KitRole } from './EditItemDialog';
import { tableGifts } from './itemRules';
import { KitRows, LooseItemRow, type RowActions } from './ProductRows';
import { productsTexts as t } from './texts';
import { useListItems, type ItemStatusFilter } from './useListItems';

type PendingRemoval =
  | { kind: 'item'; item: ListProductItem }
  | { kind: 'kit'; kit: Kit }
  | { kind: 'member'; kit: Kit; item: ListProductItem };

/** ' (Tamanho M, Cor Azul)' when the item has a variant (either part alone when only one is set). */
const variantOf = (item: ListProductItem) => t.variantSuffix(item.grade?.Tamanhos?.Nome, item.grade?.Cores?.Nome);

function removalDialog(pending: PendingRemoval) {
  switch (pending.kind) {
    case 'item':
      return { title: t.removeTitle, text: t.removeText(pending.item.produto.nome, variantOf(pending.item)), label: t.remove };
    case 'kit':
      return { title: t.removeKitTitle, text: t.removeKitText(pending.kit.kitNome), label: t.removeKit };
    case 'member':
      return { title: t.removeKitItemTitle, text: t.removeKitItemText(pending.item.produto.nome, pending.kit.kitNome, variantOf(pending.item)), label: t.removeKitItem };
  }
}

/** The place of `item` in the kits on screen: a kit's anchor, one of its members, or none. */
function kitRoleOf(item: ListProductItem | null, kits: readonly Kit[] | undefined): KitRole {
  if (!item || !kits) return undefined;
  for (const kit of kits) {
    if (kit.anchor.id === item.id) return 'anchor';
    if (kit.members.some((m) => m.id === item.id)) return 'member';
  }
  return undefined;
}

/** Runs a removal and toasts its result (§8). */
async function runRemoval(pending: PendingRemoval): Promise<void> {
  try {
    if (pending.kind === 'item') {
      await areaApi.removeListItem(pending.item.id, pending.item.listaId, pending.item.ordemProdServ);
      toastSuccess(t.removed);
    } else if (pending.kind === 'kit') {
      await areaApi.removeKit(pending.kit.anchor.id);
      toastSuccess(t.kitRemoved);
    } else {
      await areaApi.unlinkKitMember(pending.item.id);
      toastSuccess(t.kitItemRemoved);
    }
  } catch (error) {
    toastFailure(pending.kind === 'item' ? t.removeError : pending.kind === 'kit' ? t.removeKitError : t.removeKitItemError, error);
  }
}

function Filters({ search, onSearch, status, onStatus }: { search: string; onSearch: (v: string) => void; status: ItemStatusFilter; onStatus: (v: ItemStatusFilter) => void }) {
  return (
    <Card.Root size="sm" mb="5">
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Field.Root gridColumn={{ md: 'span 2' }}>
            <Field.Label>{t.searchLabel}</Field.Label>
            <Input type="search" value={search} placeholder={t.searchPlaceholder} onChange={(e) => onSearch(e.target.value)} />
          </Field.Root>
          <LabelledSelect label={t.status} value={status} onChange={(v) => onStatus(v as ItemStatusFilter)}>
            <option value="todos">{t.statusAll}</option>
            <option value="disponivel">{t.statusAvailable}</option>
            <option value="vendido">{t.statusSold}</option>
          </LabelledSelect>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** The product management screen (route id `staffListProducts`). */
export function ListProductsPage() {
  const listId = parseRouteId(useParams().id);
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ItemStatusFilter>('todos');
  const settledSearch = useDebouncedValue(search.trim(), DEBOUNCE_MS.items);
  const { data, error, isLoading, mutate } = useListItems(listId, settledSearch, status);
  const refreshProducts = useRefreshListProducts();
  const refresh = () => (listId ? refreshProducts(listId) : Promise.resolve());
  const [editing, setEditing] = useState<ListProductItem | null>(null);
  const [removal, setRemoval] = useState<PendingRemoval | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  // Keeps the dialog's texts while it closes after `removal` was cleared.
  const shownRemoval = useLastDefined(removal);
  const dialog = shownRemoval ? removalDialog(shownRemoval) : null;
  usePageMeta({ title: routeTable.staffListProducts.title, noindex: true });

  const runToggle = async (id: number, call: () => Promise<unknown>, okText: string) => {
    setBusyId(id);
    try {
      await call();
      toastSuccess(okText);
    } catch (error) {
      toastFailure(t.updateError, error);
    } finally {
      setBusyId(null);
    }
    await refresh();
  };

  const actions: RowActions = {
    canEdit: hasPermission(user, routeTable.staffListEdit.permission),
    canBuildKits: hasPermission(user, routeTable.kitBuilder.permission),
    busyId,
    edit: setEditing,
    toggleSold: (item) => void runToggle(item.id, () => areaApi.setItemSold(item.id, !item.vendido), item.vendido ? t.markedAvailable : t.markedSold),
    toggleKitSold: (kit) =>
      void runToggle(kit.anchor.id, () => areaApi.setAnchorSold(kit.anchor.id, !kit.anchor.vendido), kit.anchor.vendido ? t.kitMarkedAvailable : t.kitMarkedSold),
    remove: (item) => setRemoval({ kind: 'item', item }),
    removeKit: (kit) => setRemoval({ kind: 'kit', kit }),
    removeKitItem: (kit, item) => setRemoval({ kind: 'member', kit, item }),
  };

  let content: React.ReactNode;
  if (!listId || (error && !data)) {
    content = <LoadError title={t.loadError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />;
  } else if (!data) {
    content = <LoadingText text={t.loading} />;
  } else if (data.items.length === 0 && data.kits.length === 0) {
    content = (
      <Text color="fg.muted" textAlign="center" py="10">
        {t.empty}
      </Text>
    );
  } else {
    content = (
      <Box borderWidth="1px" borderRadius="md" bg="white" overflow="hidden" opacity={isLoading ? 0.6 : 1} aria-busy={isLoading || undefined}>
        <Table.Root size="sm" aria-label={t.tableLabel} {...responsiveTable.root}>
          <Table.Header {...responsiveTable.header}>
            <Table.Row>
              <Table.ColumnHeader>{t.colImage}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.colName}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.colPrice}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="center">{t.colQuantity}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.colStatus}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.colActions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body {...responsiveTable.body}>
            {tableGifts(data.items, data.kits).map((gift) =>
              gift.kind === 'item' ? (
                <LooseItemRow key={`item-${gift.item.id}`} item={gift.item} actions={actions} />
              ) : (
                <KitRows key={`kit-${gift.kit.kitId}`} kit={gift.kit} actions={actions} />
              ),
            )}
          </Table.Body>
        </Table.Root>
      </Box>
    );
  }

  return (
    <ScreenContainer>
      <BackToDashboard />
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="4" mb="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t.title}
          </Heading>
          {data && (
            <Flex gap="2" align="center" wrap="wrap">
              <Text color="fg.muted">{data.lista.titulo}</Text>
              <Badge variant="subtle">{t.count(data.stats.total)}</Badge>
            </Flex>
          )}
        </Stack>
        {listId && (
          <Flex gap="2" wrap="wrap">
            {hasPermission(user, routeTable.staffListView.permission) && (
              <Button asChild variant="outline">
                <RouterLink to={paths.staffListView(listId)}>{t.viewList}</RouterLink>
              </Button>
            )}
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.addProduct(listId)}>
                <PlusIcon />
                {t.newProduct}
              </RouterLink>
            </Button>
          </Flex>
        )}
      </Flex>
      <Filters search={search} onSearch={setSearch} status={status} onStatus={setStatus} />
      <Box>{content}</Box>
      <EditItemDialog item={editing} kitRole={kitRoleOf(editing, data?.kits)} onClose={() => setEditing(null)} onChanged={refresh} />
      <ConfirmDialog
        open={!!removal}
        title={dialog?.title ?? ''}
        description={dialog?.text ?? ''}
        confirmLabel={dialog?.label ?? ''}
        destructive
        onConfirm={async () => {
          if (!removal) return;
          await runRemoval(removal);
          await refresh();
        }}
        onClose={() => setRemoval(null)}
      />
    </ScreenContainer>
  );
}
