/**
 * The state a page rendered on the server hands to the browser (decision 029): read once from
 * `#lp-ssr`, validated; null on a page the browser renders alone, or when it is malformed (the
 * browser then renders the page itself, as before).
 */
import { SSR_STATE_ID, ssrStateSchema, type SsrState } from 'shared-contracts/ssr';

let read: SsrState | null | undefined;

export function ssrState(doc: Document = document): SsrState | null {
  if (read !== undefined) return read;
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  let parsed: SsrState | null = null;
  if (text) {
    try {
      const result = ssrStateSchema.safeParse(JSON.parse(text));
      if (result.success) parsed = result.data;
      else console.error('Estado da página renderizada inválido', result.error.issues[0]);
    } catch (error) {
      console.error('Estado da página renderizada ilegível', error);
    }
  }
  read = parsed;
  return parsed;
}

/** Forgets the state read (tests). */
export function resetSsrState(): void {
  read = undefined;
}

/**
 * The remotes' manifests, with the rendered area's replaced by the version the server rendered
 * (its release's version folder): the browser hydrates with the very code that rendered the page,
 * even when a release moved the pointer meanwhile.
 */
export function pinnedRemotes<T extends Record<string, string>>(remotes: T, state: SsrState | null = ssrState()): T {
  return state ? { ...remotes, [state.area]: state.manifest } : remotes;
}

/**
 * Shows the path the page was rendered at (a share link /share/lista/{id} renders its list at
 * /lista/{slug}), before the router reads it, so that the browser hydrates the same page. The
 * address keeps its own query and hash: the page server renders a page from the parameters its
 * screen reads only (docs/decisions/032), and the screen reads the same ones here.
 */
export function adoptRenderedAddress(state: SsrState | null = ssrState(), win: Window = window): void {
  if (!state?.hydrate) return;
  const { pathname, search, hash } = win.location;
  const rendered = new URL(state.path, 'http://pagina.invalid').pathname;
  if (rendered !== pathname) win.history.replaceState(win.history.state, '', rendered + search + hash);
}
