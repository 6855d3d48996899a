/**
 * Size of the invitation image (§2 Customer share screen): 1080 × 1350 CSS px, the 4:5 portrait
 * format that Instagram and WhatsApp show whole. The element has this size on the page (scaled
 * down with a CSS transform on its wrapper) and the exported PNG has exactly these pixels.
 */
export const INVITATION_SIZE = { width: 1080, height: 1350 } as const;

/** Attribute of the wrapper that scales the invitation down on screen (reset when drawing). */
export const INVITATION_SCALER_ATTR = 'data-convite-scaler';
