/**
 * The return path after a sign-in (docs/product.md, beyond §1 to §9: a sign-in brings the visitor
 * back, same-site paths only): on the contract's ground floor, so that the request schemas
 * (schemas/requests.ts) use it without importing the navigation state, which imports the schemas.
 */

/** Longest return path kept after a sign-in. */
export const RETURN_PATH_MAX = 200;
// '/' then anything but a second '/' or a '\' (browsers read '/\host' as '//host'); no backslash
// or control character anywhere
const RETURN_PATH = /^\/(?![/\\])[^\\\u0000-\u001f\u007f-\u009f]*$/;

/**
 * `value` when it is a same-site relative path that is safe to send a person back to after signing
 * in (starts with '/', not '//' nor '/\', at most RETURN_PATH_MAX characters, no backslash or
 * control character), else undefined: never an open redirect. The one rule of the
 * guard, the sign-in screens, the magic-link request schema and the mailed link.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX || !RETURN_PATH.test(value)) return undefined;
  return value;
}
