/**
 * A route's screen whose code is its own chunk (issue 11: a guest downloads only the page they
 * open). `preload()` starts the download early (the shell calls it as soon as the area's routes
 * module is there); rendering shows a spinner until the code arrives. A failed download is not
 * remembered: the area's 'Tentar novamente' (the shell's boundary) asks again.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from 'shared-contracts/chakra';
import type { ScreenComponent } from 'shared-contracts';
import { CenteredMessage } from './CenteredMessage';

export function screenOnDemand(load: () => Promise<{ default: ComponentType }>): ScreenComponent {
  let pending: Promise<{ default: ComponentType }> | null = null;
  // React.lazy keeps a rejected download: after a failure, the next mount takes a new one.
  let Loaded = lazy(() => preload());
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      Loaded = lazy(() => preload());
      throw error;
    }));

  function OnDemandScreen() {
    // A failure stays for this mount (the boundary shows it); mounting again asks anew.
    const [Screen] = useState(() => Loaded);
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
