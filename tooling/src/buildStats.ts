/** Reading a build's stats (Rsbuild/Rspack) for the shared build settings of ./rsbuild. */
import { PRESS_FILES_META } from 'shared-contracts/ssr';

/** A chunk as the build's stats describe it: its files and why it exists (its origins). */
export interface ChunkInfo {
  initial?: boolean;
  files?: string[];
  origins?: Array<{ moduleName?: string; request?: string }>;
}

/** The shared module a chunk origin provides (`provide shared module (scope) <name>@<version> = ...`), or null. */
function providedShared(origin: { moduleName?: string }): string | null {
  return /^provide shared module \([^)]*\) (.+?)@[^@\s]+ =/.exec(origin.moduleName ?? '')?.[1] ?? null;
}

/**
 * The async chunks a page needs before it can render, from the build's stats: those made for the
 * entry's `import(entryImport)` (the app behind the async boundary), and those holding this app's
 * own copy of a shared module it consumes at start (`provide shared module ...`), except the
 * shared modules in `onDemandShared`. Code loaded on demand (other dynamic imports) and the
 * fallback copies of shared modules are left out.
 */
export function startupChunkFiles(chunks: ChunkInfo[], options: { entryImport: string; onDemandShared: string[] }): string[] {
  const startup = (origin: { moduleName?: string; request?: string }) => {
    const shared = providedShared(origin);
    if (shared !== null) return !options.onDemandShared.includes(shared);
    return origin.request === options.entryImport;
  };
  return chunks
    .filter((chunk) => !chunk.initial && (chunk.origins ?? []).some(startup))
    .flatMap((chunk) => (chunk.files ?? []).filter((file) => file.endsWith('.js')));
}

/**
 * The files of the shared modules `names` as this app provides them (their own chunk and the chunks
 * split from it), from the build's stats: what a module loaded on demand downloads.
 */
export function sharedModuleFiles(chunks: ChunkInfo[], names: readonly string[]): string[] {
  const isOne = (origin: { moduleName?: string }) => names.includes(providedShared(origin) ?? '');
  return chunks.filter((chunk) => !chunk.initial && (chunk.origins ?? []).some(isOne)).flatMap((chunk) => (chunk.files ?? []).filter((file) => file.endsWith('.js')));
}

/** An HTML tag as Rsbuild's `modifyHTMLTags` hands it over (the fields used here). */
export interface HtmlTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
}

/**
 * The head of the shell's page (decision 019): the entry scripts at high fetch priority, then a
 * low-priority `<link rel="preload" as="script">` for each start-up chunk (`files`, under `prefix`),
 * and the files a held press downloads at once (`pressFiles`: the overlays' module, decision 048)
 * in a `<meta>` the page server gives to the page loader.
 * The entry starts the page's first API call and its remote (src/early.ts), so it goes first; a
 * deferred script is otherwise fetched at low priority, behind the preloads. Measured on the slow
 * 4G link: the early start moved from 1.8 s to 1.1 s, the first card on / from 2.9 s to 2.6 s.
 */
export function startupHeadTags<T extends HtmlTag>(headTags: T[], files: string[], prefix: string, pressFiles: string[] = []): HtmlTag[] {
  const head: HtmlTag[] = headTags.map((tag) => (tag.tag === 'script' && tag.attrs?.src ? { ...tag, attrs: { ...tag.attrs, fetchpriority: 'high' } } : tag));
  for (const file of files) head.push({ tag: 'link', attrs: { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${prefix}${file}` } });
  // inert for the browser: the page server hands it to the page loader (decision 048)
  if (pressFiles.length > 0) head.push({ tag: 'meta', attrs: { name: PRESS_FILES_META, content: pressFiles.map((file) => `${prefix}${file}`).join(' ') } });
  return head;
}
