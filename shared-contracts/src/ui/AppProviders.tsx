/**
 * The providers every app bundle wraps its screens in: its own Chakra system (Chakra is not a
 * federation singleton, see docs/decisions/002) and its toaster.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { system } from './theme';
import { Toaster } from './toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}

/** Wraps a remote's screen in AppProviders (used by each remote's routes module). */
export function withAppProviders<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function Wrapped(props: P) {
    return (
      <AppProviders>
        <Screen {...props} />
      </AppProviders>
    );
  }
  Wrapped.displayName = `withAppProviders(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return Wrapped;
}
