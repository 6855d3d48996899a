/**
 * The one HTML escaper of the API: for text put into HTML or SVG (mail bodies, the demo outbox
 * page, the cover library's pictures). Escapes `&`, `<`, `>` and `"`, so a value is safe in text
 * and in a double-quoted attribute.
 */
export const escapeHtml = (v: string): string =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
