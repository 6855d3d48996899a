import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

const KEYLEN = 64;

/**
 * How many hashes run at once: one core is always left to the event loop (on 2 cores, one hash at
 * a time), so that parallel password guesses slow down only the logins, not every other call.
 */
export const MAX_PARALLEL_HASHES = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

/** Async scrypt (libuv's thread pool, at most MAX_PARALLEL_HASHES at once): never blocks the event loop. */
async function scryptAsync(password: string, salt: Buffer, keylen: number): Promise<Buffer> {
  // a slot is taken here, or handed over by the hash that ends (running does not change then)
  if (running >= MAX_PARALLEL_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await new Promise((resolve, reject) => scrypt(password, salt, keylen, (err, key) => (err ? reject(err) : resolve(key))));
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** `scrypt$<salt b64>$<hash b64>` with a random per-user salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEYLEN);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** True when `password` matches `stored` (a hashPassword result); constant-time comparison. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, saltB64, hashB64] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Constant-time string comparison (different lengths compare unequal without a shortcut on content). */
export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
