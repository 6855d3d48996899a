/**
 * What the page server (shell/src/server) and the browser share about guest pages rendered on the
 * server (docs/decisions/029): the modules a remote's server bundle takes from the page
 * server, the page's data handed from the server to SWR, and the element that carries it.
 */
import { z } from 'zod';
import type { AreaRoutes, RouteId } from './routes';
import { CHAKRA_MODULES, SHARED_PACKAGES } from './federation';

/** The id of the `<script type="application/json">` that carries `SsrState` in a rendered page. */
export const SSR_STATE_ID = 'lp-ssr';

/**
 * The modules a remote's server bundle does not bundle but takes from the page server, as its
 * browser code takes them from the shell: exactly the federation singletons (one React, one
 * router, one SWR, one Emotion, one session context and Chakra), plus React's JSX runtime.
 */
export const SSR_EXTERNALS = [...SHARED_PACKAGES, ...CHAKRA_MODULES, 'react/jsx-runtime'] as const;
export type SsrExternal = (typeof SSR_EXTERNALS)[number];

/**
 * The name of the `<meta>` of the shell's page that lists the files a press held by the page
 * loader downloads at once (the overlays' module, whose dialogs such a press most often opens):
 * written by the shell's build, handed to the page loader by the page server (decision 048).
 */
export const PRESS_FILES_META = 'lp-press-files';

/** Where a remote's server bundle lies, relative to its remote entry's folder (its release's version folder). */
export const ssrBundlePath = (remoteName: string) => `server/${remoteName}.cjs`;

/** What a page needs on the server: its HTTP status and its SWR data (`unstable_serialize(key)` → data). */
export interface SsrPageData {
  status: 200 | 404;
  /** The page's data, serialized SWR key → the parsed answer of the API: the SWR cache starts with it, on the server and in the browser. */
  fallback: Record<string, unknown>;
  /** The address the page is rendered at, when it is not the requested one (a share link renders its list). */
  path?: string;
  /**
   * The serialized SWR keys the API answered 404 for (an unknown list, docs/decisions/031): the screen renders
   * its own not-found texts from that error on the server, and the browser hydrates the same.
   * A 404 without it is rendered as the shell's not-found page and rendered anew in the browser.
   */
  notFound?: string[];
  /** A page of a list that is not public ('privado', 'apenas_convidados'): sent `Cache-Control: private, no-store` (docs/decisions/032). */
  private?: boolean;
  /**
   * The remote's named chunks (their `webpackChunkName`, `CHUNK_NAME` below) that the page's screen and its
   * first action load: the page loader prefetches them from the remote's manifest after the page
   * has loaded, so that neither waits for a download once the guest acts (docs/decisions/047).
   */
  chunks?: string[];
}

/** A chunk name of `SsrPageData.chunks`: the name a remote gives a chunk, as its file name begins. */
export const CHUNK_NAME = /^[a-z0-9-]{1,40}$/;

/** What the page server asks a remote for one page. */
export interface SsrPageRequest {
  routeId: RouteId;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/**
 * A remote's server module (its `server/<name>.cjs`, built from src/server.tsx): the same screens
 * the browser runs, and the data of each page it renders on the server (null: that page is left to
 * the browser).
 */
export interface RemoteServerModule {
  routes: AreaRoutes;
  buildLabel?: string;
  loadPageData(request: SsrPageRequest): Promise<SsrPageData | null>;
}

/** The state a rendered page hands to the browser (JSON in `#lp-ssr`). */
export const ssrStateSchema = z.object({
  /** The area whose screen was rendered. */
  area: z.enum(['public']),
  /** The manifest of the remote version the server rendered (its release's version folder). */
  manifest: z.string().url().max(2000),
  /** That version (its release's folder name). */
  version: z.string().max(64),
  /** The page's data (`SsrPageData.fallback`): the browser's SWR cache starts with it. */
  fallback: z.record(z.string(), z.unknown()),
  /** The serialized SWR keys that start as a 404 error (`SsrPageData.notFound`). */
  notFound: z.array(z.string().max(2000)).max(10).default([]),
  /** The address rendered (differs from the location for a share link). */
  path: z.string().startsWith('/').max(2000),
  /** false: the HTML is not the page the browser would render (a 404): render anew instead of hydrating. */
  hydrate: z.boolean(),
  /** The runtime configuration (the same as /runtime-config.json). */
  config: z.record(z.string(), z.unknown()),
});
export type SsrState = z.infer<typeof ssrStateSchema>;

/**
 * The state as the page server writes it: with the remote's chunks to prefetch
 * (`SsrPageData.chunks`, at most 8 names of `CHUNK_NAME`), which only the page loader reads (the
 * app's schema leaves them out, so that its start carries no code for them).
 */
export type RenderedSsrState = SsrState & { chunks: string[] };
