/**
 * No request takes the site down (docs/decisions/032, 033): the shell's host (shell/src/server/host),
 * the production host of every guest page, gets at least 10,000 odd requests over raw connections:
 * absolute-form and authority-form targets, `//host:port/…`, invalid percent-encoding, NUL and
 * control characters, 16 KB query strings, odd Host, X-Forwarded-* and X-Request-Id headers,
 * HTTP/1.0, odd methods, slow and cut bodies. Every one gets an answer or a closed connection, none
 * a 5xx, and every ordinary request after them still gets its page, with its request id.
 */
import net from 'node:net';
import { FIXTURE_SLUG, GUESTS_ONLY_SLUG, expect, test } from './support';

const PORT = 8080;

/** Sends `head` (and `body`, slowly when `slowMs` is set) on a new connection; resolves the status code, or 0 when the connection closed without one. */
function raw(head: string, { body = '', slowMs = 0, timeoutMs = 5000 }: { body?: string; slowMs?: number; timeoutMs?: number } = {}): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1');
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
      resolve(status ? Number(status) : 0);
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.on('connect', () => {
      socket.write(head, 'latin1');
      if (!body) return;
      if (!slowMs) {
        socket.write(body, 'latin1');
        return;
      }
      // a slow body: a byte at a time, then the connection is left open
      let i = 0;
      const drip = setInterval(() => {
        if (i >= body.length || socket.destroyed) return clearInterval(drip);
        socket.write(body[i++]!, 'latin1');
      }, slowMs);
    });
  });
}

const request = (target: string, headers: string[] = ['Host: localhost:8080'], version = 'HTTP/1.1', method = 'GET') =>
  `${method} ${target} ${version}\r\n${headers.join('\r\n')}${headers.length ? '\r\n' : ''}Connection: close\r\n\r\n`;

/** The odd requests: those that stopped the host (decision 032), then variations of each kind, `count` in all. */
function oddRequests(count: number): { head: string; body?: string; slowMs?: number }[] {
  const long = 'a'.repeat(16 * 1024);
  const fixed = [
    request('//x:65536/'),
    request('//%zz/'),
    request('//['),
    request('http://x:99999/'),
    request('http://localhost:8080//x:65536/'),
    request('localhost:443', ['Host: localhost:443'], 'HTTP/1.1', 'CONNECT'),
    request('*', ['Host: localhost'], 'HTTP/1.1', 'OPTIONS'),
    request(`/listas?search=${long}`),
    request(`/listas?search=${'b'.repeat(10_000)}`),
    request(`/lista/${FIXTURE_SLUG}?${long}`),
    request(`/${long}`),
    request('/lista/%E0%A4%A'),
    request('/%'),
    request('/lista/a%00b'),
    request('/lista/a\x00b'),
    request('/lista/\x01\x7f'),
    request('/lista/../../etc/passwd'),
    request('/static/js/../../../../etc/passwd'),
    request('/', [], 'HTTP/1.0'),
    request('/lista/x', ['Host: '], 'HTTP/1.0'),
    request('/', ['Host: ['], 'HTTP/1.1'),
    request('/', ['Host: x:99999']),
    request('/', ['Host: localhost:8080', 'X-Forwarded-Host: //x:65536', 'X-Forwarded-Proto: javascript:', 'X-Forwarded-For: ::::']),
    request('/', ['Host: localhost:8080', `X-Long: ${long}`]),
    request('/lista/x', ['Host: localhost:8080', `X-Request-Id: ${long}`]),
    request('/lista/x', ['Host: localhost:8080', 'X-Request-Id: a b <c>', 'X-Request-Id: d']),
    request('/', ['Host: localhost:8080', 'X-Request-Id: \u00e9\u00e9']),
    request('/', ['Host: localhost:8080', 'Transfer-Encoding: chunked, identity']),
    request('/', ['Host: localhost:8080'], 'HTTP/9.9'),
    request('/', ['Host: localhost:8080'], 'HTTP/1.1', 'BREW'),
    'GET\r\n\r\n',
    '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03',
  ];
  const out: { head: string; body?: string; slowMs?: number }[] = fixed.map((head) => ({ head }));
  out.push({ head: request('/lista/x', ['Host: localhost:8080', 'Content-Length: 10'], 'HTTP/1.1', 'POST'), body: 'abc', slowMs: 50 });
  out.push({ head: request('/', ['Host: localhost:8080', 'Content-Length: 5'], 'HTTP/1.1', 'POST'), body: 'abcdefghij' });
  for (let i = 0; out.length < count; i++) {
    const n = i.toString(36);
    const kind = i % 8;
    if (kind === 0) out.push({ head: request(`//h${n}:${65536 + i}/`) });
    else if (kind === 1) out.push({ head: request(`/lista/%${n.slice(-1)}z${n}`) });
    else if (kind === 2) out.push({ head: request(`http://h${n}:${99999 + i}/lista/${n}`) });
    else if (kind === 3) out.push({ head: request(`/lista/${FIXTURE_SLUG}?b=${i}`) });
    else if (kind === 4) out.push({ head: request(`/listas?utm=${n}&search=&page=1`) });
    else if (kind === 5) out.push({ head: request(`/x${n}\x07/`) });
    else if (kind === 6) out.push({ head: request('/', [`Host: ${n}\u00e9:${i}`, `X-Forwarded-For: ${n}`, `X-Request-Id: ${n}${'%'.repeat(i % 3)}`], i % 2 ? 'HTTP/1.0' : 'HTTP/1.1') });
    else out.push({ head: request(`//[${n}`) });
  }
  return out;
}

test('at least 10,000 odd requests get an answer, none a 5xx, and the site keeps serving its pages', async ({ request: http }) => {
  test.setTimeout(240_000);
  const odd = oddRequests(10_000);
  expect(odd.length).toBeGreaterThanOrEqual(10_000);
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 48 }, async () => {
      while (next < odd.length) {
        const { head, body, slowMs } = odd[next++]!;
        const status = await raw(head, { body, slowMs, timeoutMs: slowMs ? 1500 : 10_000 });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
  test.info().annotations.push({ type: 'statuses', description: summary });
  expect([...statuses.keys()].filter((status) => status >= 500), summary).toEqual([]);
  // the host's own refusals were given (not only closed connections)
  expect(statuses.get(400) ?? 0, summary).toBeGreaterThan(1000);
  expect(statuses.get(414) ?? 0, summary).toBeGreaterThan(0);

  const list = await http.get(`/lista/${FIXTURE_SLUG}`, { headers: { 'X-Request-Id': 'fuzz-depois-1' } });
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain('data-testid="gift-card"');
  expect(list.headers()['x-request-id']).toBe('fuzz-depois-1');
  expect((await http.get('/listas?b=1')).status()).toBe(200);
  expect((await http.get('/static/nao-existe.js')).status()).toBe(404);
});

test("a private list's page is kept by no shared cache; a public one's briefly", async ({ request: http }) => {
  const shared = await http.get(`/lista/${FIXTURE_SLUG}`);
  expect(shared.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=10');
  const guestsOnly = await http.get(`/lista/${GUESTS_ONLY_SLUG}`);
  expect(guestsOnly.status()).toBe(200);
  expect(guestsOnly.headers()['cache-control']).toBe('private, no-store');
});
