/**
 * Test helpers for every UI package (jest + Testing Library only; never bundled into an app):
 * renderScreen mounts a screen with the real providers, fixtures build realistic entities.
 * Import 'shared-contracts/testing/polyfills' first in a test file (react-router needs
 * TextEncoder at import time).
 */
export * from './renderScreen';
export * from './fixtures';
export * from './downloads';
