/**
 * Size of the invitation image (§2 Customer share screen): 1080 × 1350 CSS px, the 4:5 portrait
 * format that Instagram and WhatsApp show whole. The element has this size on the page (scaled
 * down with a CSS transform on its wrapper) and the exported PNG has exactly these pixels.
 */
export const INVITATION_SIZE = { width: 1080, height: 1350 } as const;

/**
 * Font size (CSS px) of the invitation's share-link line: 26 px while the line has at most 40
 * characters (what one line of its column holds), then smaller in proportion down to 18 px, so
 * that a long shop address still fits on one line.
 */
export function linkLineFontSize(line: string): number {
  return line.length <= 40 ? 26 : Math.max(18, Math.floor((26 * 40) / line.length));
}

/**
 * The places where an address may break when it must: after each '/' and before each '.'
 * (never inside a word). 'loja.com.br/share/lista/7' → ['loja', '.com', '.br/', 'share/', 'lista/', '7'].
 */
export function urlBreakParts(url: string): string[] {
  return url.split(/(?<=\/)|(?=\.)/).filter(Boolean);
}

/** Attribute of the wrapper that scales the invitation down on screen (reset when drawing). */
export const INVITATION_SCALER_ATTR = 'data-convite-scaler';
