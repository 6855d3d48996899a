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
export const pressHeld = (doc: Document = document): boolean => heldControl(doc) !== null;

/** The control whose press the page loader holds, if any. */
export const heldControl = (doc: Document = document): HTMLElement | null => doc.querySelector<HTMLElement>(`[${HELD_ATTRIBUTE}]`);
