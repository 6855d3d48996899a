/**
 * Toasts (§8): failures are red ('error' type), successes green. One toaster per app bundle.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { toaster } from './toasterStore';
// Through the package name, as every module of shared-contracts/ui (one federation singleton).
import { errorMessage } from 'shared-contracts';

export { toaster };
const ToastView = lazy(() => import(/* webpackChunkName: "lazy-toast-view" */ './ToastView'));

/**
 * Renders the toasts created with `toaster.create({ type, title, description })`. The view and its
 * state machine (./ToastView) load when the first toast is created, not with the page: the store
 * keeps that toast, and the view shows it as it starts.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        <ToastView />
      </Suspense>
    </ChunkBoundary>
  ) : null;
}

/**
 * How long toasts stay (docs/product.md, 'Forms, pickers and messages'): an error stays until it
 * is closed; a success at least 5 s (the toast machine's own default is 2 s). Every toast pauses
 * while the pointer is over the toasts or focus is in them (the toast group's own behaviour), and
 * while the page is hidden (`pauseOnPageIdle`).
 */
export const TOAST_DURATION_MS = { error: Infinity, success: 6000 } as const;

/** `{ id }` when there is one: the toast store spreads the options over the id it makes, so an `id: undefined` key would erase it. */
const idOf = (id: string | undefined) => (id ? { id } : {});

/**
 * Red toast with the §8 description rule already applied by the caller; it stays until closed. A
 * toast of the same `id` still shown is replaced (one outcome of a screen at a time, not a pile).
 */
export function toastError(title: string, description?: string, id?: string): void {
  toaster.create({ type: 'error', title, description, closable: true, duration: TOAST_DURATION_MS.error, ...idOf(id) });
}

/** Green toast; it stays `TOAST_DURATION_MS.success` (paused while hovered or focused); `id` as in toastError. */
export function toastSuccess(title: string, description?: string, id?: string): void {
  toaster.create({ type: 'success', title, description, closable: true, duration: TOAST_DURATION_MS.success, ...idOf(id) });
}

/**
 * Red toast `title` (§8 catalogue) with, as its description, the server's message, else its error
 * field, else the network or error message (§8 rule); none when nothing useful is known.
 */
export function toastFailure(title: string, error: unknown): void {
  const description = errorMessage(error, '');
  toastError(title, description && description !== title ? description : undefined);
}
