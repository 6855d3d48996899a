/**
 * Build-time module federation settings shared by the shell and every remote (DESIGN: Runtime
 * federation; docs/decisions/013 for the bytes). Singletons: react, react-dom, react-router-dom,
 * swr, @emotion/react and shared-contracts (one session context), and Chakra UI through three
 * curated modules (`chakraShared`).
 */

/** A shared module's settings (the part of @module-federation's `SharedConfig` we use). */
export interface SharedModule {
  singleton: boolean;
  requiredVersion: string;
  eager?: boolean;
  /** false: the app brings no copy of its own and uses the one the shell provides. */
  import?: false;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * The react-router-dom exports the apps import. The shell provides react-router-dom tree-shaken
 * to exactly these (`runtime-infer`: a consumer whose list is covered uses it; anything else would
 * load the full copy); federation.test.ts fails when an app imports one that is not listed.
 * `react-router` itself is not shared: nothing imports it directly (same test).
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

export const federationShared: Record<string, SharedModule> = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  'react-router-dom': {
    singleton: true,
    requiredVersion: '^7.18.5',
    treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS },
  },
  swr: { singleton: true, requiredVersion: '^2.5.1' },
  '@emotion/react': { singleton: true, requiredVersion: '^11.14.0' },
  'shared-contracts': { singleton: true, requiredVersion: '^1.0.0' },
};

/**
 * Chakra UI, through the four curated modules of shared-contracts/ui (chakra.ts for first paint,
 * chakraOverlays.ts, chakraExtras.ts and chakraDates.ts on demand): one Chakra for the whole product.
 */
export const chakraShared: Record<string, SharedModule> = {
  'shared-contracts/chakra': { singleton: true, requiredVersion: '^1.0.0' },
  'shared-contracts/chakra-overlays': { singleton: true, requiredVersion: '^1.0.0' },
  'shared-contracts/chakra-extras': { singleton: true, requiredVersion: '^1.0.0' },
  'shared-contracts/chakra-dates': { singleton: true, requiredVersion: '^1.0.0' },
};

/** Dev/preview ports of each app (production ports are configuration, see README). */
export const DEV_PORTS = { api: 3000, shell: 8080, public: 3101, cliente: 3102, funcionario: 3103, kits: 3104 } as const;

/**
 * The curated Chakra modules as a remote consumes them in production: from the shell only, never a
 * copy of its own (`import: false`). The on-demand modules re-export Chakra components whose
 * context lives in the shell's bundle; a remote's own copy of one of them (which the runtime may
 * pick when the shell has not loaded it yet) would carry a second Chakra context, and its
 * components would throw "forgot to wrap component within <ChakraProvider />" (found by the
 * browser tests of the customer and staff areas). The remote's standalone dev host keeps its copies.
 */
export function consumedChakra(production: boolean): Record<string, SharedModule> {
  if (!production) return chakraShared;
  return Object.fromEntries(Object.entries(chakraShared).map(([name, config]) => [name, { ...config, import: false as const }]));
}

