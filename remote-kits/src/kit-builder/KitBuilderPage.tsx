/**
 * Kit builder (/funcionario/lista/{listaId}/kit/{anchorItemId}, §2 Kit builder, §4, §5 Kit, §8):
 * 'Criar Kit' around a loose item, or 'Adicionar Item' to the kit the item anchors. Shows the back
 * link, the anchor item id badge and the anchor; the add part (./AddKitItemForm) fills the pending
 * items (./KitDraftTable); 'Cancelar' goes back, 'Salvar kit' (disabled when empty or saving, with
 * 'Adicione ao menos 1 produto ao kit') saves with POST /lista-produtos/kit, toasts 'Kit criado com
 * sucesso!' or 'Item adicionado ao kit!' ('Erro ao salvar kit' on failure), refreshes the list's
 * cached products (§7) and opens the list's products page. A sold anchor, a kit member or an item
 * of another list gets an explanation instead of the form.
 */
import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from 'shared-contracts/chakra';
import { useReducer, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { formatBRL, kitPrice, parseRouteId, paths, routeTable, successFlash, swrKeys, unitPrice, type ListProductItem } from 'shared-contracts';
import type { ListItemsResponse } from 'shared-contracts/area-api';
import { areaApi } from 'shared-contracts/area-api';
import { LoadError, ProductThumb, toastFailure, usePageMeta, useRefreshListProducts } from 'shared-contracts/ui';
import { LoadingLine, Notice, ScreenFrame } from '../common/ScreenFrame';
import { frameTexts } from '../common/texts';
import { useGoBack } from '../common/useGoBack';
import { AddKitItemForm } from './AddKitItemForm';
import { EMPTY_DRAFT, kitDraftReducer, kitRequest } from './kitDraft';
import { KitDraftTable } from './KitDraftTable';
import { kitBuilderTexts as t } from './texts';

/** Where the anchor stands (§2: 'Criar Kit' on a loose item, 'Adicionar Item' on a kit's anchor). */
export type AnchorState =
  | { kind: 'create'; anchor: ListProductItem }
  | { kind: 'add'; anchor: ListProductItem; kitNome: string; members: number; kitPrice: number }
  | { kind: 'sold' | 'member' | 'missing' };

/** The anchor `anchorItemId` in the list's items, and what the builder may do with it (with the kit's price so far when adding). */
export function anchorState(data: ListItemsResponse, anchorItemId: number): AnchorState {
  const loose = data.items.find((i) => i.id === anchorItemId);
  const kit = data.kits.find((k) => k.anchor.id === anchorItemId);
  const anchor = loose ?? kit?.anchor;
  if (anchor?.vendido) return { kind: 'sold' };
  if (loose) return { kind: 'create', anchor: loose };
  if (kit) return { kind: 'add', anchor: kit.anchor, kitNome: kit.kitNome, members: kit.members.length, kitPrice: kitPrice(kit) };
  if (data.kits.some((k) => k.members.some((m) => m.id === anchorItemId))) return { kind: 'member' };
  return { kind: 'missing' };
}

function AnchorCard({ state }: { state: Extract<AnchorState, { anchor: ListProductItem }> }) {
  const { anchor } = state;
  return (
    <Card.Root size="sm" mb="6" variant="outline">
      <Card.Body>
        <HStack gap="4" align="center">
          <ProductThumb path={anchor.grade?.FotoUrl || anchor.produto.fotoUrl} alt={t.anchorPhotoAlt(anchor.produto.nome)} boxSize="16" />
          <Stack gap="0.5" minW="0">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="purple">{t.anchor}</Badge>
              <Text fontWeight="semibold">{anchor.produto.nome}</Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t.code(anchor.produto.codigo)} · {formatBRL(unitPrice(anchor))} · {frameTexts.quantity}: {anchor.quantidade}
            </Text>
            {state.kind === 'add' && (
              <Text fontSize="sm" color="purple.700">
                {t.kitOf(state.kitNome, state.members)}
              </Text>
            )}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** A titled card section of the builder (heading h2 naming the region), with an optional footer. */
function Section({ id, title, footer, children }: { id: string; title: string; footer?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer && (
        <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
          {footer}
        </Card.Footer>
      )}
    </Card.Root>
  );
}

function Builder({ listaId, state }: { listaId: number; state: Extract<AnchorState, { anchor: ListProductItem }> }) {
  const [draft, dispatch] = useReducer(kitDraftReducer, EMPTY_DRAFT);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const goBack = useGoBack(paths.staffListProducts(listaId));
  const refresh = useRefreshListProducts();
  const empty = draft.items.length === 0;

  const save = async () => {
    setSaving(true);
    try {
      const res = await areaApi.createKit(kitRequest(state.anchor.id, draft.items));
      void refresh(listaId);
      // the products page is another area: the shell shows the toast there
      navigate(paths.staffListProducts(listaId), { replace: true, state: successFlash(res.created ? t.created : t.itemsAdded) });
    } catch (error) {
      toastFailure(t.saveError, error);
      setSaving(false);
    }
  };

  return (
    <>
      <AnchorCard state={state} />
      <Stack gap="6">
        <Section id="kit-add-title" title={t.addSection}>
          <AddKitItemForm saving={saving} onAdd={(item) => dispatch({ type: 'add', item })} />
        </Section>
        <Section
          id="kit-items-title"
          title={t.pendingSection}
          footer={
            <>
              <Flex gap="3" justify="flex-end" wrap="wrap">
                <Button variant="outline" onClick={goBack} disabled={saving}>
                  {t.cancel}
                </Button>
                <Button colorPalette="brand" onClick={() => void save()} disabled={empty} loading={saving} loadingText={t.saving} aria-describedby={empty ? 'kit-save-reason' : undefined}>
                  {t.save}
                </Button>
              </Flex>
              {empty && (
                <Text id="kit-save-reason" fontSize="sm" color="fg.muted" textAlign="end">
                  {t.atLeastOne}
                </Text>
              )}
            </>
          }
        >
          <KitDraftTable
            items={draft.items}
            dispatch={dispatch}
            kitSoFar={state.kind === 'add' ? state.kitPrice : unitPrice(state.anchor) * state.anchor.quantidade}
            members={state.kind === 'add' ? state.members : 0}
          />
        </Section>
      </Stack>
    </>
  );
}

const UNAVAILABLE: Record<'sold' | 'member' | 'missing', string> = { sold: t.anchorSold, member: t.anchorMember, missing: t.anchorMissing };

/** The kit builder screen (route id `kitBuilder`). */
export function KitBuilderPage() {
  const params = useParams();
  const listaId = parseRouteId(params.listaId);
  const anchorItemId = parseRouteId(params.anchorItemId);
  usePageMeta({ title: routeTable.kitBuilder.title, noindex: true });
  // Same key and call as the products page's unfiltered view: one cached copy.
  const { data, error, mutate } = useSWR(listaId && anchorItemId ? swrKeys.staffListItems(listaId) : null, ([, id, , status]) =>
    areaApi.fetchListItems(id, { search: undefined, status }),
  );
  const state = data && anchorItemId ? anchorState(data, anchorItemId) : null;
  const title = state?.kind === 'add' ? t.addTitle : t.createTitle;

  let body: React.ReactNode;
  if (!listaId || !anchorItemId) body = <Notice text={frameTexts.invalidAddress} />;
  else if (error && !data) body = <LoadError title={t.itemsLoadError} retryLabel={frameTexts.retry} error={error} onRetry={() => void mutate()} />;
  else if (!state || !data) body = <LoadingLine />;
  else if (data.lista.status !== 'ativo') body = <Notice text={frameTexts.archived} />;
  else if (state.kind === 'create' || state.kind === 'add') body = <Builder key={state.kind} listaId={listaId} state={state} />;
  else body = <Notice text={UNAVAILABLE[state.kind]} />;

  return (
    <ScreenFrame
      listaId={listaId}
      title={title}
      subtitle={data?.lista.titulo}
      badges={anchorItemId ? <Badge colorPalette="purple" variant="subtle" size="lg">{t.anchorBadge(anchorItemId)}</Badge> : undefined}
    >
      {body}
    </ScreenFrame>
  );
}
