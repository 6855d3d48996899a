/**
 * remote-public's server module (docs/decisions/029), built by rsbuild.server.config.ts
 * into server/remote_public.cjs beside its browser build, so that one release carries both and
 * `pnpm rollback` moves both. The page server (shell/src/server) loads the version its release
 * pointer names and renders these screens, the very ones the browser runs, with the data of
 * ./ssr/pageData. The shared singletons (React, the router, SWR, Emotion, shared-contracts and
 * its Chakra) are not in this bundle: the page server provides its own (SSR_EXTERNALS).
 */
import type { RemoteServerModule } from 'shared-contracts/ssr';
import routes, { buildLabel } from './routes';
import { loadPageData } from './ssr/pageData';

const serverModule: RemoteServerModule = { routes, buildLabel, loadPageData };
export default serverModule;
