/**
 * Zod in the browser never evaluates code: an object schema probes `Function('')` for its JIT when
 * it is created (Zod 4.1), which the shell's Content-Security-Policy (no 'unsafe-eval', decision
 * 015) blocks and reports as a violation even though Zod catches the error. `jitless` skips the
 * probe. The setting belongs to one copy of Zod and must come before its first schema: the shell's
 * entry imports this module first of all (`shared-contracts/zod-config`), before its early start
 * builds any schema; this package's index imports it too, for every other host.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
