/**
 * jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time. The shared
 * jest.setup.ui.ts is outside this remote, so each test file imports this module first.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as unknown as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
