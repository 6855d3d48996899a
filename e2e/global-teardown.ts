/** Stops any server that a test restarted (the stack's own are stopped by Playwright). */
import fs from 'node:fs';
import { pidsFile } from './tests/support';

export default function globalTeardown(): void {
  if (!fs.existsSync(pidsFile)) return;
  const pids = JSON.parse(fs.readFileSync(pidsFile, 'utf8')) as Record<string, number>;
  for (const pid of Object.values(pids)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
