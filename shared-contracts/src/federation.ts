/**
 * Build-time module federation settings shared by the shell and every remote (DESIGN: Runtime
 * federation). Singletons: react, react-dom, react-router(-dom), swr, @emotion/react and
 * shared-contracts (one session context). Chakra UI is not shared: see docs/decisions/002.
 */
export const federationShared = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  'react-router': { singleton: true, requiredVersion: '^7.18.5' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.18.5' },
  swr: { singleton: true, requiredVersion: '^2.5.1' },
  '@emotion/react': { singleton: true, requiredVersion: '^11.14.0' },
  'shared-contracts': { singleton: true, requiredVersion: '^1.0.0' },
} as const;

/** Dev/preview ports of each app (production ports are configuration, see README). */
export const DEV_PORTS = { api: 3000, shell: 8080, public: 3101, cliente: 3102, funcionario: 3103, kits: 3104 } as const;
