/**
 * Map links built on the device (§2 Public list page, §5 Map link): an Apple Maps link on iOS,
 * otherwise a maps search link. Needs a query, or a name or address.
 * @throws Error('query vazia') when the query given is blank,
 *         Error('Forneça name/address ou query') when nothing is given.
 */
export interface MapLinkInput {
  query?: string | null;
  name?: string | null;
  address?: string | null;
}

/** True on iPhone, iPad and iPod user agents (iPadOS reports as Mac with touch). */
export function isIOS(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function buildMapLink(input: MapLinkInput, ios: boolean): string {
  let query: string;
  if (input.query !== undefined && input.query !== null) {
    query = input.query.trim();
    if (!query) throw new Error('query vazia');
  } else {
    const parts = [input.name, input.address].map((p) => p?.trim()).filter((p): p is string => !!p);
    if (parts.length === 0) throw new Error('Forneça name/address ou query');
    query = parts.join(', ');
  }
  const q = encodeURIComponent(query);
  return ios ? `https://maps.apple.com/?q=${q}` : `https://www.google.com/maps/search/?api=1&query=${q}`;
}
