/**
 * The modules the page server lends to a remote's server bundle (SSR_EXTERNALS of
 * shared-contracts/ssr): the page server's own React, router, SWR, Emotion, shared-contracts and
 * Chakra modules, so that a remote's screens and the shell's frame render with one copy of each
 * (two Reacts or two session contexts would break the page, as in the browser). Imported as the
 * shell's own code imports them (`import`, not `require`: a package with both builds would
 * otherwise be bundled twice, and the remote's SWR would not see the shell's SWRConfig); a
 * namespace is marked `__esModule`, as the remote's CommonJS interop expects.
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouterDom from 'react-router-dom';
import * as Swr from 'swr';
import * as EmotionReact from '@emotion/react';
import * as SharedContracts from 'shared-contracts';
import * as Chakra from 'shared-contracts/chakra';
import * as ChakraOverlays from 'shared-contracts/chakra-overlays';
import * as ChakraMenus from 'shared-contracts/chakra-menus';
import * as ChakraExtras from 'shared-contracts/chakra-extras';
import * as ChakraDates from 'shared-contracts/chakra-dates';
import type { SsrExternal } from 'shared-contracts/ssr';

export const hostModules: Record<SsrExternal, unknown> = {
  'react': React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-router-dom': ReactRouterDom,
  'swr': Swr,
  '@emotion/react': EmotionReact,
  'shared-contracts': SharedContracts,
  'shared-contracts/chakra': Chakra,
  'shared-contracts/chakra-overlays': ChakraOverlays,
  'shared-contracts/chakra-menus': ChakraMenus,
  'shared-contracts/chakra-extras': ChakraExtras,
  'shared-contracts/chakra-dates': ChakraDates,
};

/**
 * The `require` a remote's server bundle runs with: the lent modules, nothing else (no file
 * system, no other package). @throws Error naming a module that is not lent.
 */
export function remoteRequire(id: string): unknown {
  if (Object.prototype.hasOwnProperty.call(hostModules, id)) return hostModules[id as SsrExternal];
  throw new Error(`o módulo '${id}' não é fornecido pelo servidor de páginas`);
}
