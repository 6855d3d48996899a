/**
 * Image URL resolution (§3 Images): absolute http(s) addresses are used as they are, relative
 * paths are prefixed with the static-assets host, and empty values fall back to a placeholder
 * (cover, product) or a default user image (profile photo).
 */
export type ImageKind = 'cover' | 'photo' | 'product' | 'branch';

/** Paths of the fallbacks on the static-assets host. */
const IMAGE_FALLBACKS: Record<ImageKind, string> = {
  cover: '/static/fallback/cover-placeholder.svg',
  photo: '/static/fallback/default-user.svg',
  product: '/static/fallback/no-image.svg',
  branch: '/static/fallback/cover-placeholder.svg',
};

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Resolves an image path against `assetsUrl`; see the rule above. */
export function resolveImageUrl(path: string | null | undefined, kind: ImageKind, assetsUrl: string): string {
  const value = path?.trim();
  if (!value) return join(assetsUrl, IMAGE_FALLBACKS[kind]);
  if (/^https?:\/\//i.test(value) || value.startsWith('data:') || value.startsWith('blob:')) return value;
  return join(assetsUrl, value);
}

/**
 * Image replacement rule (§4, §5 Product edit): a product's picture may be replaced only when it
 * has a code and no online-store code (the online store manages the others).
 */
export function canReplaceImage(produto: { codigo?: string | null; codigo_shopify?: string | null }): boolean {
  return !!produto.codigo && !produto.codigo_shopify;
}
