/**
 * Zod in the browser never evaluates code: its JIT probes `Function('')` on the first object parse,
 * which the shell's Content-Security-Policy (no 'unsafe-eval', decision 015) blocks and reports as
 * a violation even though Zod catches the error. `jitless` skips the probe. The setting lives on
 * `globalThis`, so the first app to load shared-contracts (the shell) sets it for every copy of Zod.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
