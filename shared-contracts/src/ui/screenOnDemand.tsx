/**
 * A route's screen whose code is its own chunk (decision 013: a guest downloads only the page they
 * open). `preload()` starts the download early (the shell calls it as soon as the area's routes
 * module is there); rendering shows a spinner until the code arrives. A failed download is not
 * remembered: the area's 'Tentar novamente' (the shell's boundary) asks again.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from 'shared-contracts/chakra';
import type { ScreenComponent } from 'shared-contracts';
import { CenteredMessage } from './CenteredMessage';

/**
 * The one wrapper for code loaded on demand (`import()`): `load` wrapped so that calls share one
 * pending download, and a failed download is not remembered, so the next call loads anew
 * (React.lazy and a module promise kept in a variable would otherwise keep the failure for good).
 * `onFailure` runs on each failed download before the error reaches the callers (for example to
 * replace a React.lazy component that holds the failure). It lives beside `screenOnDemand`, which
 * every area's routes module already carries, so that it costs no module of its own.
 */
export function importOnce<T>(load: () => Promise<T>, onFailure?: () => void): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      onFailure?.();
      throw error;
    }));
}

/**
 * A route's screen whose code loads on demand; see the file's note. Once its code is here (after
 * `preload()`), it renders at once, without React.lazy and without a Suspense boundary: a page
 * rendered on the server (decision 029, whose page server preloads the screen too) then hydrates its
 * screen in the same pass as the rest. A boundary left dehydrated for a later pass would be
 * rendered anew, server HTML thrown away, by any update reaching it first (React's error 421,
 * seen when the session answer came before it).
 */
export function screenOnDemand(load: () => Promise<{ default: ComponentType }>): ScreenComponent {
  let loaded: ComponentType | null = null;
  // React.lazy keeps a rejected download: after a failure, the next mount takes a new one.
  let Loaded = lazy(() => preload());
  const preload = importOnce(
    () =>
      load().then((module) => {
        loaded = module.default;
        return module;
      }),
    () => {
      Loaded = lazy(() => preload());
    },
  );

  function OnDemandScreen() {
    // A failure stays for this mount (the boundary shows it); mounting again asks anew.
    const [screen] = useState(() => ({ Screen: loaded ?? Loaded, here: loaded !== null }));
    const { Screen } = screen;
    if (screen.here) return <Screen />;
    return (
      <Suspense
        fallback={
          <CenteredMessage>
            <Spinner size="lg" color="brand.solid" aria-label="Carregando" />
          </CenteredMessage>
        }
      >
        <Screen />
      </Suspense>
    );
  }
  return Object.assign(OnDemandScreen, { preload });
}
