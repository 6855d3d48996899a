/**
 * What 'Presentear' does (§2 Public list page): a single gift opens the purchase review dialog, a
 * kit opens /lista/kit with its typed navigation state. The giving path's code does not run on the
 * guest's first visit: the dialog and the kit state load with `import()` on the first click (or
 * when the pointer or focus reaches a 'Presentear' button); the dialog's chunk is only downloaded
 * ahead, by the page loader and with the list screen (docs/decisions/047). Until the dialog's code arrives a
 * loading overlay stands in for it, so a click is never lost; if the code cannot be loaded the
 * guest is told and the next click tries again.
 */
import { Box, Spinner, Stack, Text } from 'shared-contracts/chakra';
import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type Lista } from 'shared-contracts';
import { importOnce, toastError } from 'shared-contracts/ui';
import type { GiftEntry } from './giftEntries';
import { listTexts as t } from './texts';

/**
 * The giving dialog's code, once (../give/GiveDialog): prefetched with the list screen's chunk, so
 * that a list page's first 'Presentear' waits for no download (docs/decisions/047).
 */
export const loadDialog = importOnce(() => import(/* webpackChunkName: "give", webpackPrefetch: true */ '../give/GiveDialog'));
const loadKitState = () => import('./kitOptionsState');

/** Starts downloading the giving path (idempotent: one download, a failed one is asked again). */
export function prefetchGiving(): void {
  void loadDialog().catch(() => undefined);
}

/**
 * Stand-in for a dialog while its code loads: a modal overlay with a spinner and `label`
 * ('Carregando opções de compra...' by default; the vale-presente's dialog names its own, decision 030).
 */
export function LoadingOverlay({ label = t.giveLoading }: { label?: string }) {
  return (
    <Box position="fixed" inset="0" zIndex="modal" bg="blackAlpha.600" display="flex" alignItems="center" justifyContent="center" role="dialog" aria-modal="true" aria-label={label}>
      <Stack bg="white" borderRadius="lg" px="8" py="6" align="center" gap="3" shadow="lg">
        <Spinner size="lg" color="brand.solid" />
        <Text role="status">{label}</Text>
      </Stack>
    </Box>
  );
}

/** Turns a failed load of a dialog's code into `onError` (React.lazy keeps a failed import). */
export class LoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A dialog loaded on demand (`load`, an importOnce of its module, whose default export takes
 * `P`): `show(key, props)` opens it (a new `key` mounts a new one), `close()` ends it;
 * `render(live)` is the dialog with those props and `live` ones (read at each render, e.g. the
 * list after a refresh), a loading overlay with `texts.loading` while its code arrives, or null. A failed
 * download tells the guest `texts.error`, closes, and arms a new import, so that the next click
 * imports again (React.lazy keeps a failed import).
 */
export function useDialogOnDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, texts: { loading?: string; error: string }) {
  const [shown, setShown] = useState<{ key: number; props: P } | null>(null);
  const [LazyDialog, setLazyDialog] = useState(() => lazy(load));
  const close = useCallback(() => setShown(null), []);
  const failed = useCallback(() => {
    toastError(texts.error);
    setShown(null);
    setLazyDialog(() => lazy(load));
  }, [load, texts.error]);
  const show = useCallback((key: number, props: P) => setShown({ key, props }), []);
  const Dialog = LazyDialog as unknown as ComponentType<P>;
  const render = (live?: Partial<P>) =>
    shown ? (
      <LoadBoundary key={shown.key} onError={failed}>
        <Suspense fallback={<LoadingOverlay label={texts.loading} />}>
          <Dialog {...shown.props} {...live} />
        </Suspense>
      </LoadBoundary>
    ) : null;
  return { show, close, render };
}

export interface Giving {
  /** The 'Presentear' handler. */
  give: (entry: GiftEntry) => void;
  /** The dialog (or its loading overlay) while a single gift is being given; render it once. */
  element: ReactNode;
}

/**
 * `onConflict`: the server refused a checkout with 409 (held, sold, changed): refresh the list. The
 * dialog then closes: the gift cannot be given as it showed, the red toast says why and the
 * refreshed card shows 'Reservado' or 'Adquirido' (a toast that stays until closed must not sit
 * over the dialog's 'Fechar' on a phone). Other failures keep it open, to try again.
 */
export function useGiving(lista: Pick<Lista, 'id' | 'slug'>, onConflict: () => void): Giving {
  const navigate = useNavigate();
  const { show, close, render } = useDialogOnDemand(loadDialog, { error: t.giveLoadError });
  const conflict = useCallback(() => {
    close();
    onConflict();
  }, [close, onConflict]);

  const give = useCallback(
    (entry: GiftEntry) => {
      if (entry.kind === 'item') {
        show(entry.item.id, { item: entry.item, listSlug: lista.slug, onClose: close, onConflict: conflict });
        return;
      }
      loadKitState().then(
        ({ kitOptionsState }) => navigate(paths.kitOptions(), { state: kitOptionsState(entry.kit, lista) }),
        () => toastError(t.giveLoadError),
      );
    },
    [navigate, lista, show, close, conflict],
  );

  return { give, element: render() };
}
