/**
 * The attribute the page loader (./pageLoader.ts, docs/decisions/031) puts on a control pressed
 * before the app runs, until the app gives its click back. The app's start reads it (./bootstrap.tsx).
 */
export const HELD_ATTRIBUTE = 'data-lp-held';

/**
 * Whether a press waits for the app: on a guest page it most often opens a dialog ('Presentear',
 * 'Dar uma cota', the menu's drawer), whose code the start then downloads beside its own instead of
 * after it, once the click is given back (docs/decisions/047).
 */
export const pressHeld = (): boolean => heldControl(document) !== null;

/** The control whose press the page loader holds in `doc`, if any. */
export const heldControl = (doc: Document): HTMLElement | null => doc.querySelector<HTMLElement>(`[${HELD_ATTRIBUTE}]`);

/**
 * On the document element while the app's scripts run ahead of the guest's intent (docs/decisions/050):
 * the page loader runs them once the page has loaded, and takes this off at the guest's first
 * touch, move, key, focus or scroll. Until then the entry runs and the start-up chunks register
 * their modules, but none of them runs and the page is not taken over.
 */
export const WAITING_ATTRIBUTE = 'data-lp-waiting';

/** Resolves once the page loader no longer holds the takeover back (at once when it does not). */
export function guestIntent(): Promise<void> {
  const root = document.documentElement;
  if (!root.hasAttribute(WAITING_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (root.hasAttribute(WAITING_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    }).observe(root, { attributes: true, attributeFilter: [WAITING_ATTRIBUTE] });
  });
}
