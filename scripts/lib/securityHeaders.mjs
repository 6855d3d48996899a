/**
 * Security headers of the static servers of the shell and the remotes (scripts/serve-static.mjs),
 * and the shell's Content-Security-Policy, built from the runtime configuration the shell reads
 * (`runtime-config.json`): remote and API origins are only known at start, never at build time.
 *
 *   node scripts/lib/securityHeaders.mjs shell/dist/runtime-config.json   # prints the CSP
 *
 * (for a deployment that serves shell/dist with another web server: send that header with index.html).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The origin (scheme://host[:port]) of an absolute http(s) address, else null. */
function originOf(address) {
  try {
    const url = new URL(address);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The shell page's CSP for `config` (the runtime configuration): scripts from the shell itself and
 * the remotes' origins; connections to the API and the remotes (manifests); images from the shell,
 * the static-assets host, the API, the remotes, data: and blob: (QR code, invitation image); styles
 * from the shell, the remotes (a remote's CSS chunks, e.g. the photo crop's) and inline ones
 * (Chakra's Emotion writes <style> elements at run time); fonts from the shell and the remotes;
 * nothing may frame the page, no plugins, base and forms on the shell only.
 */
export function shellCsp(config) {
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  const api = unique([originOf(config.apiUrl)]);
  const assets = unique([originOf(config.assetsUrl)]);
  const directives = {
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

/**
 * Headers of every answer of a static server: no MIME sniffing, never framed, the referrer's
 * origin only across sites, HSTS when the app is served over HTTPS (`hsts`).
 */
export function staticSecurityHeaders({ hsts = false } = {}) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The CSP of the shell served from `dir`, from its runtime-config.json (re-read when the file
 * changes: the start command writes it before the server starts, a deployment may replace it).
 */
export function shellCspReader(configFile) {
  let cached = { mtimeMs: -1, csp: '' };
  return () => {
    try {
      const { mtimeMs } = fs.statSync(configFile);
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, csp: shellCsp(JSON.parse(fs.readFileSync(configFile, 'utf8'))) };
    } catch (error) {
      // being replaced by a deploy (docs/decisions/032): the last policy read stays; with none yet, this throws
      if (!cached.csp) throw error;
    }
    return cached.csp;
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('uso: node scripts/lib/securityHeaders.mjs <runtime-config.json>');
    process.exit(2);
  }
  console.log(shellCsp(JSON.parse(fs.readFileSync(file, 'utf8'))));
}
