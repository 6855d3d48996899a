/**
 * The providers every app bundle wraps its screens in: the product's Chakra system (provided once
 * per page: a remote's screen in the shell reuses the shell's) and the app's toaster (one per
 * bundle, as its toast store). Chakra comes from the curated module that the shell shares with
 * every remote (docs/decisions/013).
 */
import { SystemProvider } from 'shared-contracts/chakra';
import type { ComponentType, ReactNode } from 'react';
import { Toaster } from './toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SystemProvider>
      {children}
      <Toaster />
    </SystemProvider>
  );
}

/** Wraps a remote's screen in AppProviders (used by each remote's routes module); keeps its `preload`. */
export function withAppProviders<P extends object>(Screen: ComponentType<P> & { preload?: () => Promise<unknown> }): ComponentType<P> & { preload?: () => Promise<unknown> } {
  function Wrapped(props: P) {
    return (
      <AppProviders>
        <Screen {...props} />
      </AppProviders>
    );
  }
  Wrapped.displayName = `withAppProviders(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return Object.assign(Wrapped, Screen.preload ? { preload: Screen.preload } : {});
}
