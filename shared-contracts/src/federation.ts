/**
 * Build-time module federation settings shared by the shell and every remote (docs/architecture.md: Runtime
 * federation; docs/decisions/013 for the bytes, 018 for the version checks). Singletons: react,
 * react-dom, react-router-dom, swr, @emotion/react and shared-contracts (one session context), and
 * Chakra UI through four curated modules of shared-contracts. Each carries the version the app was
 * built with and requires the same major (`^x.y.z`); those whose second copy or other major breaks
 * the page are `strictVersion`: the federation runtime then refuses to load a remote that needs
 * another major than the one already loaded, instead of running it half-working.
 */

/** A shared module's settings (the part of @module-federation's `SharedConfig` we use). */
export interface SharedModule {
  singleton: boolean;
  /** The version this app provides (its installed package's version). */
  version: string;
  /** The range this app accepts from whoever loaded the singleton first. */
  requiredVersion: string;
  /** A version outside `requiredVersion` is an error (the remote fails), not a warning. */
  strictVersion: boolean;
  eager?: boolean;
  /** false: the app brings no copy of its own and uses the one the shell provides. */
  import?: false;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/** The packages shared as singletons, by the package whose installed version they carry. */
export const SHARED_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'swr', '@emotion/react', 'shared-contracts'] as const;
export type SharedPackage = (typeof SHARED_PACKAGES)[number];

/** Versions of the shared packages an app is built with (`x.y.z`), e.g. from its node_modules. */
export type SharedVersions = Record<SharedPackage, string>;

/**
 * The Chakra UI modules of shared-contracts/ui (chakra.ts for first paint; chakraOverlays.ts,
 * chakraMenus.ts, chakraExtras.ts and chakraDates.ts on demand): one Chakra for the whole product.
 * They carry shared-contracts' version.
 */
export const CHAKRA_MODULES = [
  'shared-contracts/chakra',
  'shared-contracts/chakra-overlays',
  'shared-contracts/chakra-menus',
  'shared-contracts/chakra-extras',
  'shared-contracts/chakra-dates',
] as const;

/** The curated Chakra modules loaded on demand: all but the first-paint one. */
export const ON_DEMAND_CHAKRA_MODULES = CHAKRA_MODULES.filter((name) => name !== 'shared-contracts/chakra');

/**
 * Whether `name` is a shared module whose mismatch breaks the page (two Reacts, two routers, two
 * session contexts or Chakra systems): react, react-dom, react-router-dom, shared-contracts and its
 * modules. Another major of these is refused; swr and @emotion/react only warn.
 */
export function isStrictShared(name: string): boolean {
  return /^(react|react-dom|react-router-dom|shared-contracts(\/.+)?)$/.test(name);
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

/**
 * The @emotion/react exports the browser builds import: Chakra's (`Global`, `ThemeContext`,
 * `withEmotionCache`) and the server styles' hook (`__unsafe_useEmotionCache`, ./ui/serverStyles).
 * The shell provides @emotion/react tree-shaken to these, without `withTheme`, `jsx`, `css`,
 * `keyframes`, `ClassNames` and `CacheProvider` (the page server's code, which runs outside
 * federation, uses the whole package). federation.test.ts fails when an app or Chakra imports one
 * that is not listed. `withTheme` must stay out: the shell's browser build empties
 * hoist-non-react-statics, which only `withTheme` calls (shell/rsbuild.config.ts).
 */
export const EMOTION_EXPORTS = ['Global', 'ThemeContext', '__unsafe_useEmotionCache', 'withEmotionCache'];

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?$/;

/**
 * The shared modules of an app built with `versions`: every singleton requires its own major
 * (`^version`), the strict ones (`isStrictShared`) as an error, react-router-dom tree-shaken to
 * ROUTER_EXPORTS, @emotion/react to EMOTION_EXPORTS. @throws Error when a version is not a plain semantic version (`x.y.z`).
 */
export function sharedModules(versions: SharedVersions): Record<string, SharedModule> {
  const shared = (name: string, version: string): SharedModule => {
    if (!SEMVER.test(version)) throw new Error(`versão inválida de ${name}: '${version}' (esperado x.y.z)`);
    return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: isStrictShared(name) };
  };
  const modules: Record<string, SharedModule> = {};
  for (const name of SHARED_PACKAGES) modules[name] = shared(name, versions[name]);
  modules['react-router-dom'] = { ...modules['react-router-dom']!, treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } };
  modules['@emotion/react'] = { ...modules['@emotion/react']!, treeShaking: { mode: 'runtime-infer', usedExports: EMOTION_EXPORTS } };
  for (const name of CHAKRA_MODULES) modules[name] = shared(name, versions['shared-contracts']);
  return modules;
}

/** Dev/preview ports of each app (production ports are configuration, see README). */
export const DEV_PORTS = { api: 3000, shell: 8080, public: 3101, cliente: 3102, funcionario: 3103, kits: 3104 } as const;

/**
 * A remote's shared `modules` with the curated Chakra modules as it consumes them in production: from the shell only, never a
 * copy of its own (`import: false`). The on-demand modules re-export Chakra components whose
 * context lives in the shell's bundle; a remote's own copy of one of them (which the runtime may
 * pick when the shell has not loaded it yet) would carry a second Chakra context, and its
 * components would throw "forgot to wrap component within <ChakraProvider />" (found by the
 * browser tests of the customer and staff areas). The remote's standalone dev host keeps its copies.
 */
export function consumedChakra(modules: Record<string, SharedModule>, production: boolean): Record<string, SharedModule> {
  if (!production) return modules;
  return { ...modules, ...Object.fromEntries(CHAKRA_MODULES.map((name) => [name, { ...modules[name]!, import: false as const }])) };
}

