/**
 * Rows of the product table (§2 Staff product management): a loose item, a kit's 'KIT' header,
 * its anchor ('Âncora') and its members ('Membro'), each with the actions its kind allows.
 * Editing and removing are offered only for unsold items; links follow the route table. A gift
 * that accepts cotas (decision 043; a kit through its anchor) shows 'Aceita cotas' and, once the
 * API reports them, its progress ('R$ 450,00 de R$ 899,00 em cotas').
 */
import { Badge, Button, Flex, HStack, Stack, Text } from 'shared-contracts/chakra';
import { Table } from 'shared-contracts/chakra-extras';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COTA_MSG, formatBRL, type Kit, type ListProductItem, paths, unitPrice } from 'shared-contracts';
import { cardRow, CheckIcon, EditIcon, KitIcon, PlusIcon, ProductThumb, responsiveTable as L, RestoreIcon, TrashIcon } from 'shared-contracts/ui';
import { editVariableState } from './itemRules';
import { productsTexts as t } from './texts';

/** What the rows ask the page to do (the page confirms removals and refreshes afterwards). */
export interface RowActions {
  /** May edit, toggle sold and remove (permission 'Editar listas'). */
  canEdit: boolean;
  /** May open the kit builder (permission 'Criar kit'). */
  canBuildKits: boolean;
  /** Id of the item whose action is running (its buttons are disabled). */
  busyId: number | null;
  edit: (item: ListProductItem) => void;
  toggleSold: (item: ListProductItem) => void;
  toggleKitSold: (kit: Kit) => void;
  remove: (item: ListProductItem) => void;
  removeKit: (kit: Kit) => void;
  removeKitItem: (kit: Kit, member: ListProductItem) => void;
}

/** Below 768 px an item is a card: picture and name, then price, quantity and status, then the actions. */
const ROW = cardRow(['img name name name', 'img price qty status', 'actions actions actions actions'], '3.5rem 1fr 1fr 1fr');

function ItemCells({ item, role, actions }: { item: ListProductItem; role?: 'anchor' | 'member'; actions: ReactNode }) {
  const nome = item.produto.nome;
  return (
    <Table.Row data-testid={`item-row-${item.id}`} bg={role ? 'purple.50/40' : undefined} {...ROW}>
      <Table.Cell {...L.cell} gridArea="img">
        <ProductThumb path={item.grade?.FotoUrl || item.produto.fotoUrl} alt={nome} loading="lazy" opacity={item.vendido ? 0.6 : 1} />
      </Table.Cell>
      <Table.Cell {...L.cell} gridArea="name" minW={{ base: '0', md: '180px' }}>
        <Stack gap="0.5" ps={role === 'member' ? { md: '4' } : undefined}>
          <HStack gap="2" wrap="wrap">
            {role === 'anchor' && <Badge colorPalette="purple">{t.anchor}</Badge>}
            {role === 'member' && <Badge colorPalette="gray">{t.member}</Badge>}
            <Text fontWeight="medium">{nome}</Text>
            {item.aceitaCotas && (
              <Badge colorPalette="teal" variant="subtle" size="sm">
                {COTA_MSG.accepts}
              </Badge>
            )}
          </HStack>
          {item.cotas && (
            <Text fontSize="xs" color="teal.700" data-testid={`cotas-${item.id}`}>
              {COTA_MSG.progress(item.cotas.dado, item.cotas.preco)}
              {item.cotas.quantidade > 0 && ` · ${COTA_MSG.count(item.cotas.quantidade)}`}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {[t.code(item.produto.codigo), item.grade?.Cores?.Nome && t.colour(item.grade.Cores.Nome), item.grade?.Tamanhos?.Nome && t.size(item.grade.Tamanhos.Nome)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {item.descricao && (
            <Text fontSize="xs" color="fg.muted" lineClamp={2}>
              {item.descricao}
            </Text>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell {...L.cell} {...L.labelled} gridArea="price" data-label={t.colPrice} whiteSpace="nowrap">
        {formatBRL(unitPrice(item))}
      </Table.Cell>
      <Table.Cell {...L.cell} {...L.labelled} gridArea="qty" data-label={t.colQuantity} textAlign={{ md: 'center' }}>
        {item.quantidade}
      </Table.Cell>
      <Table.Cell {...L.cell} {...L.labelled} gridArea="status" data-label={t.colStatus}>
        <Badge colorPalette={item.vendido ? 'green' : 'gray'} variant="subtle">
          {item.vendido ? t.sold : t.available}
        </Badge>
      </Table.Cell>
      <Table.Cell {...L.cell} gridArea="actions" pt={{ base: '2', md: '2' }}>
        <Flex role="group" aria-label={t.actionsLabel(nome)} gap="1.5" wrap="wrap" maxW={{ md: '260px' }}>
          {actions}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

function EditAction({ item, actions }: { item: ListProductItem; actions: RowActions }) {
  if (!actions.canEdit || item.vendido) return null;
  if (item.variavel) {
    // Variable products are edited on their own screen, fed by navigation state (§2, §3).
    return (
      <Button asChild size="xs" variant="outline">
        <RouterLink to={paths.editVariable(item.listaId, item.id)} state={editVariableState(item)}>
          <EditIcon />
          {t.edit}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button size="xs" variant="outline" disabled={actions.busyId === item.id} onClick={() => actions.edit(item)}>
      <EditIcon />
      {t.edit}
    </Button>
  );
}

function SoldToggle({ sold, busy, onClick }: { sold: boolean; busy: boolean; onClick: () => void }) {
  return (
    <Button size="xs" variant="outline" colorPalette={sold ? 'gray' : 'green'} disabled={busy} onClick={onClick}>
      {sold ? <RestoreIcon /> : <CheckIcon />}
      {sold ? t.markAvailable : t.markSold}
    </Button>
  );
}

function RemoveButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={onClick}>
      <TrashIcon />
      {label}
    </Button>
  );
}

function KitBuilderLink({ listaId, itemId, label, icon }: { listaId: number; itemId: number; label: string; icon: ReactNode }) {
  return (
    <Button asChild size="xs" variant="ghost" colorPalette="purple">
      <RouterLink to={paths.kitBuilder(listaId, itemId)}>
        {icon}
        {label}
      </RouterLink>
    </Button>
  );
}

/** A loose item: Editar, 'Vendido' / 'Marcar como disponível', Remover, 'Criar Kit' (the last only while unsold). */
export function LooseItemRow({ item, actions }: { item: ListProductItem; actions: RowActions }) {
  const busy = actions.busyId === item.id;
  return (
    <ItemCells
      item={item}
      actions={
        <>
          <EditAction item={item} actions={actions} />
          {actions.canEdit && <SoldToggle sold={item.vendido} busy={busy} onClick={() => actions.toggleSold(item)} />}
          {actions.canEdit && !item.vendido && <RemoveButton label={t.remove} busy={busy} onClick={() => actions.remove(item)} />}
          {actions.canBuildKits && !item.vendido && <KitBuilderLink listaId={item.listaId} itemId={item.id} label={t.createKit} icon={<KitIcon />} />}
        </>
      }
    />
  );
}

/** A kit: the 'KIT' header row, the anchor row ('Adicionar Item' only while unsold) and the member rows. */
export function KitRows({ kit, actions }: { kit: Kit; actions: RowActions }) {
  const { anchor } = kit;
  const anchorBusy = actions.busyId === anchor.id;
  return (
    <>
      <Table.Row bg="purple.50" data-testid={`kit-header-${kit.kitId}`} {...L.plainRow}>
        <Table.Cell colSpan={6} py="2" display={{ base: 'block', md: 'table-cell' }}>
          <HStack gap="2">
            <Badge colorPalette="purple" variant="solid">
              {t.kitHeader}
            </Badge>
            <Text fontWeight="semibold">{kit.kitNome}</Text>
          </HStack>
        </Table.Cell>
      </Table.Row>
      <ItemCells
        item={anchor}
        role="anchor"
        actions={
          <>
            <EditAction item={anchor} actions={actions} />
            {actions.canEdit && <SoldToggle sold={anchor.vendido} busy={anchorBusy} onClick={() => actions.toggleKitSold(kit)} />}
            {actions.canEdit && !anchor.vendido && <RemoveButton label={t.removeKit} busy={anchorBusy} onClick={() => actions.removeKit(kit)} />}
            {actions.canBuildKits && !anchor.vendido && <KitBuilderLink listaId={anchor.listaId} itemId={anchor.id} label={t.addKitItem} icon={<PlusIcon />} />}
          </>
        }
      />
      {kit.members.map((member) => (
        <ItemCells
          key={member.id}
          item={member}
          role="member"
          actions={
            <>
              <EditAction item={member} actions={actions} />
              {actions.canEdit && !member.vendido && (
                <RemoveButton label={t.removeKitItem} busy={actions.busyId === member.id} onClick={() => actions.removeKitItem(kit, member)} />
              )}
            </>
          }
        />
      ))}
    </>
  );
}
