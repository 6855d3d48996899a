/**
 * React's own `useSyncExternalStore` (React 18 and later), in place of the
 * `use-sync-external-store/shim` that SWR imports for React 16 and 17: the shell's build resolves
 * the shim to this module (rsbuild.config.ts), which keeps the shim's 300 B off every guest page
 * (decision 052).
 */
export { useSyncExternalStore } from 'react';
