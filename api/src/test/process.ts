/**
 * Real API processes for the tests that kill one (jobs/crash.test, shop/holdFault.test): a free
 * port, the API started with `node --import tsx src/server.ts` and an environment, a poll.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '../..');

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the API with `env` over this process's environment and resolves once it listens (its
 * output is kept in `log`). Rejects when it exits first or does not listen within 90 s.
 */
export function startApi(env: Record<string, string>, log: string[]): Promise<ChildProcess> {
  // tsx as a loader in the same process (its CLI would run the server in a child that SIGKILL misses)
  // API_NODE_FLAGS: extra Node flags for the API processes (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p` to profile a chaos run)
  const flags = process.env.API_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${log.join('').slice(-2000)}`)), 90_000);
    const read = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (/API listening on/.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`API exited (${code}):\n${log.join('').slice(-2000)}`)));
  });
}

/** Polls `value` every 100 ms until it gives something other than undefined; throws after `ms`. */
export async function eventually<T>(value: () => T | undefined | Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await value();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves once `child` has exited (at once when it already has). */
export const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
