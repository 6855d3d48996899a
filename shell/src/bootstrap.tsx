/**
 * Start: read the runtime configuration, configure the API client and the remotes, render. A page
 * rendered on the server (decision 029, ./ssrState) is hydrated instead: its remote (the version that
 * rendered it) and screen are loaded first, then the same tree takes over the HTML inside a
 * transition (React yields to the browser between slices), with the server's data handed to SWR
 * so that nothing is asked again. A press the page loader held is answered before that when the
 * screen can (./answerPress, decision 048: a gift's dialog). A 404 page, or a remote that cannot
 * be loaded, is rendered anew.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi, matchRoute, type RuntimeConfig, type ScreenComponent } from 'shared-contracts';
import { answerHeldPress } from './answerPress';
import { App } from './App';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { prefetchOverlays } from './federation/chakraModules';
import { loadArea, setupRemotes } from './federation/remotes';
import { pressHeld } from './heldPress';
import { pinnedRemotes, ssrState } from './ssrState';

/**
 * The rendered page, with its screen, once it can be hydrated (its area's routes module and its
 * screen's code are here), or null when the page is rendered anew.
 */
async function pageToHydrate(): Promise<{ screen?: ScreenComponent } | null> {
  const state = ssrState();
  if (!state?.hydrate) return null;
  try {
    const routes = await loadArea(state.area);
    const match = matchRoute(window.location.pathname);
    const screen = match ? routes[match.id] : undefined;
    await screen?.preload?.();
    return { screen };
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** Marks the document once the app runs (hydrated or rendered): a tap before that reaches no handler. */
const markReady = () => {
  document.documentElement.dataset.ready = '';
};

function startApp(root: HTMLElement, config: RuntimeConfig, hydrate: boolean): void {
  const state = hydrate ? ssrState() : null;
  // The tree is the page server's exactly (no sibling beside App): React's useId gives the same ids
  // on both sides, and the calendar finds its field by the id the HTML carries (docs/decisions/031).
  const app = <App config={config} initialData={state?.fallback} notFound={state?.notFound} onReady={markReady} />;
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

async function start(): Promise<void> {
  const element = document.getElementById('root')!;
  try {
    const config = await loadRuntimeConfig();
    configureApi({ apiUrl: config.apiUrl, assetsUrl: config.assetsUrl });
    setupRemotes({ ...config, remotes: pinnedRemotes(config.remotes) });
    if (pressHeld()) prefetchOverlays();
    const page = await pageToHydrate();
    if (page && pressHeld()) await answerHeldPress(page.screen, config, ssrState()?.fallback ?? {});
    startApp(element, config, page !== null);
  } catch (error) {
    console.error(error);
    createRoot(element).render(
      <div role="alert" style={{ fontFamily: 'sans-serif', padding: 32, textAlign: 'center' }}>
        <h1>Não foi possível iniciar a Lista de Presentes.</h1>
        <p>Tente novamente em alguns instantes.</p>
      </div>,
    );
  }
}

void start();
