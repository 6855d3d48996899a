/**
 * The providers every app bundle wraps its screens in: the product's Chakra system and the app's
 * toaster. Chakra comes from the curated module (shared by the shell and remote-public, bundled by
 * each signed-in remote: docs/decisions/013). On a page rendered on the server, the first of them
 * to render takes the server's style elements over without moving them (./serverStyles).
 */
import { ChakraProvider, system } from 'shared-contracts/chakra';
import type { ComponentType, ReactNode } from 'react';
import type { ScreenComponent } from 'shared-contracts';
import { useServerStyles } from './serverStyles';
import { Toaster } from './toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  useServerStyles();
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}

type ScreenExtras = Pick<ScreenComponent, 'preload' | 'answerPress'>;

/** Wraps a remote's screen in AppProviders (used by each remote's routes module); keeps its `preload` and `answerPress`. */
export function withAppProviders<P extends object>(Screen: ComponentType<P> & ScreenExtras): ComponentType<P> & ScreenExtras {
  function Wrapped(props: P) {
    return (
      <AppProviders>
        <Screen {...props} />
      </AppProviders>
    );
  }
  Wrapped.displayName = `withAppProviders(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  const { preload, answerPress } = Screen;
  return Object.assign(Wrapped, preload ? { preload } : {}, answerPress ? { answerPress } : {});
}
