/**
 * Test helpers of the page host's tests (never in the host's bundle): a built app's folder, a host
 * on it whose log lines are kept, raw requests over a socket (for targets `inject` cannot send),
 * and a page server with a renderer the test controls.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { createPageServer, type PageServerOptions } from '../index';
import type { RenderedPage } from '../renderPage';
import { createHost, type HostOptions } from './createHost';

export const INDEX_HTML = '<!doctype html><html><head><title>Lista de Presentes</title></head><body><div id="root"></div></body></html>';
export const RUNTIME_CONFIG = {
  apiUrl: 'http://api.test',
  assetsUrl: 'http://assets.test',
  remotes: { public: 'http://public.test/mf-manifest.json' },
};

/** Writes `text` and, as the build does, its .br and .gz siblings. */
function writeBuilt(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

/** A built app's folder in a new temporary folder: index.html, a hashed chunk, a manifest, a release version folder, and (`shell`) runtime-config.json. */
export function builtApp({ shell = true } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-host-'));
  writeBuilt(path.join(root, 'index.html'), INDEX_HTML);
  writeBuilt(path.join(root, 'static/js/index.0123abcd.js'), 'console.log("app")');
  writeBuilt(path.join(root, 'mf-manifest.json'), '{}');
  writeBuilt(path.join(root, '0123456789/remote_public.js'), 'console.log("versão")');
  fs.writeFileSync(path.join(root, '.env'), 'SEGREDO=1');
  if (shell) fs.writeFileSync(path.join(root, 'runtime-config.json'), JSON.stringify(RUNTIME_CONFIG));
  return root;
}

/** A rendered page of `url`. */
export const renderedPage = (url: string, more: Partial<RenderedPage> = {}): RenderedPage => ({ status: 200, html: `<html><body>página ${url}</body></html>`, version: 'v1', private: false, ...more });

/** A page server (../index) whose renders `render` makes. */
export const pageServerWith = (render: (url: string) => Promise<RenderedPage | null>, options: Partial<PageServerOptions> = {}) =>
  createPageServer({ distDir: '/nao/existe', renderer: () => ({ render }), ...options });

/** A host on `root` whose JSON log lines are kept in `lines`. */
export function testHost(options: Partial<HostOptions> & { root: string }) {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { ...createHost({ logStream, ...options }), lines };
}

/** Sends `head` as it is on a new connection to `port`; resolves the answer's status line and headers (lower-case names), or status 0 when the connection closed without one. */
export function rawRequest(port: number, head: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [statusLine = '', ...headerLines] = answer.split('\r\n\r\n')[0]!.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers });
    });
    socket.on('connect', () => socket.write(head, 'latin1'));
  });
}

/** A GET of `target` (sent as it is) that asks the server to close the connection after answering. */
export const rawGet = (target: string, extraHeaders = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`;

/** A promise and the function that settles it (a gate a test opens). */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { opened, open };
}
