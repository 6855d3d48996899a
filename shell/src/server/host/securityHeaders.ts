/**
 * Security headers of the page host (./createHost) for the shell and the remotes, and the shell's
 * Content-Security-Policy, built from the runtime configuration the shell reads
 * (`runtime-config.json`): remote and API origins are only known at start, never at build time
 * (docs/decisions/015). `node scripts/print-csp.mjs shell/dist/runtime-config.json` prints the
 * policy, for a deployment that serves shell/dist with another web server.
 */
import fs from 'node:fs';

/** The part of the runtime configuration the policy is built from. */
export interface CspConfig {
  apiUrl?: unknown;
  assetsUrl?: unknown;
  remotes?: Record<string, unknown>;
}

/** The origin (scheme://host[:port]) of an absolute http(s) address, else null. */
function originOf(address: unknown): string | null {
  try {
    const url = new URL(String(address));
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/**
 * The shell page's CSP for `config` (the runtime configuration): scripts from the shell itself and
 * the remotes' origins; connections to the API and the remotes (manifests); images from the shell,
 * the static-assets host, the API, the remotes, data: and blob: (QR code, invitation image); styles
 * from the shell, the remotes (a remote's CSS chunks, e.g. the photo crop's) and inline ones
 * (Chakra's Emotion writes <style> elements at run time); fonts from the shell and the remotes;
 * nothing may frame the page, no plugins, base and forms on the shell only.
 */
export function shellCsp(config: CspConfig): string {
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  const api = unique([originOf(config.apiUrl)]);
  const assets = unique([originOf(config.assetsUrl)]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...api, ...remotes],
    'img-src': ["'self'", ...assets, ...api, ...remotes, 'data:', 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${unique(values).join(' ')}`)
    .join('; ');
}

/** The CSP of a page of a host without a runtime configuration (a remote's standalone host): never framed, no plugins. */
export const STANDALONE_PAGE_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/**
 * Headers of every answer of the host: no MIME sniffing, never framed, the referrer's origin only
 * across sites, HSTS when the app is served over HTTPS (`hsts`).
 */
export function staticSecurityHeaders({ hsts = false }: { hsts?: boolean } = {}): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * A reader of the CSP of the shell whose runtime-config.json is `configFile`, read again when the
 * file changes (the start command writes it before the host starts, a deployment may replace it).
 * @throws Error (from the file system or JSON) when the file cannot be read and no policy was read before.
 */
export function shellCspReader(configFile: string): () => string {
  let cached = { mtimeMs: -1, csp: '' };
  return () => {
    try {
      const { mtimeMs } = fs.statSync(configFile);
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, csp: shellCsp(JSON.parse(fs.readFileSync(configFile, 'utf8')) as CspConfig) };
    } catch (error) {
      // being replaced by a deploy (docs/decisions/032): the last policy read stays; with none yet, this throws
      if (!cached.csp) throw error;
    }
    return cached.csp;
  };
}

/**
 * The CSP of the pages of a served folder: the shell's, from `runtimeConfigFile` when the folder
 * has one at start, else the standalone one (a remote's folder).
 */
export function pageCspOf(runtimeConfigFile: string): () => string {
  return fs.existsSync(runtimeConfigFile) ? shellCspReader(runtimeConfigFile) : () => STANDALONE_PAGE_CSP;
}
