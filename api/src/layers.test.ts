/**
 * The floor dependency-cruiser cannot see (api/.dependency-cruiser.cjs sees modules, not the names
 * taken from them): the domain modules (lists/, images/, shop/, till/) and mail/ take plain values,
 * never Fastify's request, reply or app, and log through lib/log's Log. The routes read the request and pass its values
 * (docs/architecture.md, "The reference API").
 */
import fs from 'node:fs';
import path from 'node:path';

const DOMAIN = ['lists', 'images', 'shop', 'till', 'mail', 'onlineStore'];
/** Any import of Fastify, a type too (its logger is seen as lib/log's Log). */
const HTTP_TYPES = /\bFastify(Request|Reply|Instance)\b|from 'fastify'/;

/** The non-test TypeScript files under `dir`, with their text. */
function sources(dir: string): Array<{ file: string; text: string }> {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ file: path.join(dir, f), text: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

describe('the domain is free of HTTP', () => {
  it.each(DOMAIN)('%s/ names no Fastify request, reply or app, and imports nothing of Fastify', (folder) => {
    const files = sources(path.join(__dirname, folder));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => HTTP_TYPES.test(f.text)).map((f) => path.relative(__dirname, f.file))).toEqual([]);
  });
});
