/**
 * What each library costs a guest (docs/decisions/053): the bytes a page downloads, split by the
 * library each minified character of a file comes from, read from the file's source map. Node
 * only, for `pnpm bench --libraries`.
 *
 * A file's wire bytes (brotli, as the browser received them) are shared among its libraries in
 * proportion of their minified characters: compression is not uniform, so a library's figure is an
 * estimate within a few per cent, while the total is the exact sum of the files.
 */
import { TraceMap, eachMapping, type SourceMapInput } from '@jridgewell/trace-mapping';

/** Code with no source in the map: the bundler's module wrappers, a shared module's export table. */
export const NO_SOURCE = 'sem fonte (invólucros de módulo)';

/** The groups a guest's bytes are reported in, by package name (first match wins). */
const GROUPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(@chakra-ui|@ark-ui|@zag-js|@pandacss|@floating-ui|@internationalized)\/|^@emotion\/is-prop-valid$|^proxy-compare$/, 'Chakra UI (com Ark, Zag e as listas de props)'],
  [/^(react-dom|scheduler)$/, 'react-dom'],
  [/^(react|react-is|hoist-non-react-statics|use-sync-external-store)$/, 'react'],
  [/^(@emotion\/.+|stylis)$/, 'Emotion'],
  [/^@module-federation\//, 'runtime de federação'],
  [/^(react-router|react-router-dom|cookie|set-cookie-parser)$/, 'react-router'],
  [/^zod$/, 'Zod'],
  [/^(swr|dequal)$/, 'SWR'],
];

/** The package a path in node_modules belongs to (pnpm's `.pnpm/<id>/node_modules/<package>/`), or null. */
function packageOf(source: string): string | null {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const rest = source.slice(at + 'node_modules/'.length);
  if (rest.startsWith('.rspack-mf-runtime/')) return '@module-federation/bundler-runtime';
  return /^((?:@[^/]+\/)?[^/]+)\//.exec(rest)?.[1] ?? null;
}

/**
 * The library a source of a source map belongs to: a group above, the bundler's runtime
 * (`webpack://webpack/...`; its federation parts go with the federation runtime), one of the
 * product's packages by its folder (`shell`, `remote-public`, `shared-contracts`...), another
 * package by its name, or NO_SOURCE for null.
 */
export function libraryOf(source: string | null): string {
  if (source === null) return NO_SOURCE;
  if (source.startsWith('webpack://')) {
    return /runtime\/(module_federation|sharing|consumes|remotes|embed_federation)/.test(source) ? 'runtime de federação' : 'runtime do Rspack';
  }
  const pkg = packageOf(source);
  if (pkg === null) return /(?:^|\/)(shell|remote-[a-z]+|shared-contracts|tooling)\/src\//.exec(source)?.[1] ?? source;
  return GROUPS.find(([pattern]) => pattern.test(pkg))?.[1] ?? pkg;
}

/**
 * The minified characters of `code` by library, from its source map `map`: each mapping's segment
 * runs from its column to the next mapping's on the same line (or the line's end); characters
 * before a line's first mapping, and segments without a source, count as NO_SOURCE. Line breaks
 * are not counted.
 */
export function charactersByLibrary(code: string, map: SourceMapInput): Map<string, number> {
  const lines = code.split('\n');
  // each source's library once (a map has a few hundred sources and up to a few hundred thousand
  // segments); eachMapping gives the segments in the generated code's order
  const libraries = new Map<string | null, string>();
  const segments: Array<{ line: number; column: number; library: string }> = [];
  eachMapping(new TraceMap(map), (m) => {
    let library = libraries.get(m.source);
    if (library === undefined) libraries.set(m.source, (library = libraryOf(m.source)));
    segments.push({ line: m.generatedLine - 1, column: m.generatedColumn, library });
  });
  const out = new Map<string, number>();
  const add = (library: string, chars: number) => {
    if (chars > 0) out.set(library, (out.get(library) ?? 0) + chars);
  };
  let next = 0;
  lines.forEach((text, line) => {
    let at = 0;
    let library = NO_SOURCE;
    for (let segment = segments[next]; segment?.line === line; segment = segments[++next]) {
      const column = Math.min(segment.column, text.length);
      add(library, column - at);
      at = column;
      library = segment.library;
    }
    add(library, text.length - at);
  });
  return out;
}

/** One file a page downloaded: its wire bytes, and its code with source map when the map build has it. */
export interface DownloadedFile {
  wireBytes: number;
  /** The name it is reported under when it has no map (the page loader, a remote's entry). */
  name: string;
  code?: string;
  map?: SourceMapInput;
}

/**
 * The wire bytes of `files` by library, largest first: each file's bytes shared in proportion of
 * its characters by library (charactersByLibrary); a file without a map counts whole under its
 * name. Bytes are rounded per file, so the sum may differ from the files' total by a byte or two
 * per file.
 */
export function bytesByLibrary(files: readonly DownloadedFile[]): Array<{ library: string; bytes: number }> {
  const totals = new Map<string, number>();
  const add = (library: string, bytes: number) => totals.set(library, (totals.get(library) ?? 0) + bytes);
  for (const file of files) {
    if (file.code === undefined || file.map === undefined) {
      add(file.name, file.wireBytes);
      continue;
    }
    const chars = charactersByLibrary(file.code, file.map);
    const all = [...chars.values()].reduce((n, c) => n + c, 0);
    for (const [library, count] of chars) add(library, Math.round((file.wireBytes * count) / all));
  }
  return [...totals].map(([library, bytes]) => ({ library, bytes })).sort((a, b) => b.bytes - a.bytes);
}
