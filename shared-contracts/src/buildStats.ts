/** Reading a build's stats (Rsbuild/Rspack) for the shared build settings of ./rsbuild. */

/** A chunk as the build's stats describe it: its files and why it exists (its origins). */
export interface ChunkInfo {
  initial?: boolean;
  files?: string[];
  origins?: Array<{ moduleName?: string; request?: string }>;
}

/**
 * The async chunks a page needs before it can render, from the build's stats: those made for the
 * entry's `import(entryImport)` (the app behind the async boundary), and those holding this app's
 * own copy of a shared module it consumes at start (`provide shared module ...`), except the
 * shared modules in `onDemandShared`. Code loaded on demand (other dynamic imports) and the
 * fallback copies of shared modules are left out.
 */
export function startupChunkFiles(chunks: ChunkInfo[], options: { entryImport: string; onDemandShared: string[] }): string[] {
  const provided = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ =/;
  const startup = (origin: { moduleName?: string; request?: string }) => {
    const shared = provided.exec(origin.moduleName ?? '');
    if (shared) return !options.onDemandShared.includes(shared[1]!);
    return origin.request === options.entryImport;
  };
  return chunks
    .filter((chunk) => !chunk.initial && (chunk.origins ?? []).some(startup))
    .flatMap((chunk) => (chunk.files ?? []).filter((file) => file.endsWith('.js')));
}
