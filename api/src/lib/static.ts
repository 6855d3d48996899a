/**
 * Static files under /static/*: /static/fallback/* from api/assets/fallback, everything else from
 * DATA_DIR/static. Long cache, ETag, cross-origin resource policy and CORS: an origin of
 * CORS_ORIGINS keeps the global CORS hook's answer (origin echoed, credentials), any other request
 * gets `Access-Control-Allow-Origin: *` (public files: html2canvas draws them into a canvas from
 * another origin with crossOrigin 'anonymous'); `Vary: Origin` either way. A small handler instead of
 * @fastify/static, whose ESM-only dependency cannot be loaded by jest on Node 20.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export const STATIC_MAX_AGE_SECONDS = 30 * 86_400;

/** The path of a static request decoded once more, or null when it does not decode ('%E0'). */
function decodedPath(raw: string): string | null {
  try {
    return decodeURIComponent(raw.split('?')[0]!);
  } catch {
    return null;
  }
}

/**
 * The handler of GET /static/* (see above; app.ts registers it from the route table, entry
 * `staticFiles`): 404 for paths that do not decode, unknown types, paths outside the roots,
 * missing files.
 */
export function staticFiles(opts: { dataRoot: string; fallbackRoot: string }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const rel = decodedPath((request.params as Record<string, string>)['*'] ?? '');
    if (rel === null) return reply.callNotFound();
    const [root, inner] = rel.startsWith('fallback/')
      ? [opts.fallbackRoot, rel.slice('fallback/'.length)]
      : [opts.dataRoot, rel];
    const file = path.resolve(root, inner);
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!type || rel.includes('\0') || !file.startsWith(root + path.sep)) return reply.callNotFound();
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return reply.callNotFound();
    }
    if (!stat.isFile()) return reply.callNotFound();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    if (!reply.hasHeader('Access-Control-Allow-Origin')) {
      reply.removeHeader('Access-Control-Allow-Credentials');
      reply.header('Access-Control-Allow-Origin', '*');
    }
    reply
      .header('Cache-Control', `public, max-age=${STATIC_MAX_AGE_SECONDS}`)
      .header('ETag', etag)
      .header('Last-Modified', stat.mtime.toUTCString())
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type(type).header('Content-Length', stat.size);
    return reply.send(fs.createReadStream(file));
  };
}
