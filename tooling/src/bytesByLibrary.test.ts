import type { EncodedSourceMap } from '@jridgewell/trace-mapping';
import { NO_SOURCE, bytesByLibrary, charactersByLibrary, libraryOf } from './bytesByLibrary';

const PNPM = '../../../../work/main/node_modules/.pnpm';

describe('libraryOf', () => {
  it.each([
    [`${PNPM}/react-dom@18.3.1_react@18.3.1/node_modules/react-dom/cjs/react-dom.production.min.js`, 'react-dom'],
    [`${PNPM}/scheduler@0.23.2/node_modules/scheduler/cjs/scheduler.production.min.js`, 'react-dom'],
    [`${PNPM}/@chakra-ui+react@3.37.0/node_modules/@chakra-ui/react/dist/esm/preset-base.js`, 'Chakra UI (com Ark, Zag e as listas de props)'],
    [`${PNPM}/@emotion+is-prop-valid@1.4.0/node_modules/@emotion/is-prop-valid/dist/emotion-is-prop-valid.esm.js`, 'Chakra UI (com Ark, Zag e as listas de props)'],
    [`${PNPM}/@emotion+cache@11.14.0/node_modules/@emotion/cache/dist/emotion-cache.browser.esm.js`, 'Emotion'],
    [`${PNPM}/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/src/core.ts`, 'runtime de federação'],
    ['../../../../work/main/shell/node_modules/.rspack-mf-runtime/shell.js', 'runtime de federação'],
    ['webpack://webpack/runtime/consumes_loading', 'runtime de federação'],
    ['webpack://webpack/runtime/jsonp_chunk_loading', 'runtime do Rspack'],
    [`${PNPM}/zod@4.1.12/node_modules/zod/v4/core/schemas.js`, 'Zod'],
    [`${PNPM}/qrcode.react@4.2.0/node_modules/qrcode.react/lib/esm/index.js`, 'qrcode.react'],
    ['../../../../work/main/shared-contracts/src/schemas/entities.ts', 'shared-contracts'],
    ['../../../../work/main/remote-public/src/pages/ListPage.tsx', 'remote-public'],
    [null, NO_SOURCE],
  ])('%s is %s', (source, library) => {
    expect(libraryOf(source)).toBe(library);
  });
});

// Two sources; line 1: 'abcd' from react-dom, 'ef' from the shell; line 2 has no mapping.
// Mappings: [col 0, source 0, line 0, col 0] then [col +4, source +1, line +0, col +0].
const MAP: EncodedSourceMap = {
  version: 3,
  sources: [`${PNPM}/react-dom@18.3.1/node_modules/react-dom/index.js`, '../../../../work/main/shell/src/index.ts'],
  names: [],
  mappings: 'AAAA,ICAA',
};
const CODE = 'abcdef\nxy';

describe('charactersByLibrary', () => {
  it('counts each segment up to the next mapping, and unmapped code as no source', () => {
    expect(Object.fromEntries(charactersByLibrary(CODE, MAP))).toEqual({ 'react-dom': 4, shell: 2, [NO_SOURCE]: 2 });
  });
});

describe('bytesByLibrary', () => {
  it('shares each file’s wire bytes by its characters, and counts a file without a map whole', () => {
    const result = bytesByLibrary([
      { name: 'index.js', wireBytes: 800, code: CODE, map: MAP },
      { name: 'page-loader.js', wireBytes: 150 },
    ]);
    expect(result).toEqual([
      { library: 'react-dom', bytes: 400 },
      { library: 'shell', bytes: 200 },
      { library: NO_SOURCE, bytes: 200 },
      { library: 'page-loader.js', bytes: 150 },
    ]);
  });
});
