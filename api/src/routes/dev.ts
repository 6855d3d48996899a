/**
 * The outbox pages of demo mode (API_MODE=demo; never registered in production): the mails the API
 * sent, sign-in links included, for the demo and the browser tests. They answer only with the key
 * made at start (query `key` or header `X-Outbox-Key`, compared in constant time); without it,
 * 404 as if they did not exist: the `demoKey` guard of the route table (./routeAccess).
 */
import type { FastifyInstance } from 'fastify';
import { EMAIL_MAX, safeTextSchema, strictIdSchema } from 'shared-contracts';
import { z } from 'zod';
import { parseOr400 } from '../lib/errors';
import { escapeHtml as esc } from '../lib/html';
import { readOutbox } from '../mail/mailer';
import { accessRoute } from './routeAccess';

const outboxQuerySchema = z.object({
  key: z.string().max(200).optional(),
  to: safeTextSchema(EMAIL_MAX, 'E-mail inválido').optional(),
  limit: z.preprocess((v) => (v === undefined || v === '' ? 100 : v), strictIdSchema('Limite inválido').pipe(z.number().max(500, 'Limite máximo é 500'))),
});

/** The outbox HTML page: inline style only, nothing else loads or runs. */
const PAGE_CSP = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } } };

/** Registers the outbox routes (demo mode only; app.ts registers them when the start has a key). */
export async function devRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  const fetchOutbox = (query: unknown) => readOutbox(db, parseOr400(outboxQuerySchema, query));

  accessRoute(app, 'outboxJson', async (request) => {
    const rows = await fetchOutbox(request.query);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });

  accessRoute(app, 'outboxPage', async (request, reply) => {
    const rows = await fetchOutbox(request.query);
    const items = rows
      .map(
        (r) => `<li><p><strong>#${r.id}</strong> ${esc(r.createdAt.toISOString())} — para <code>${esc(r.to)}</code>: ${esc(r.subject)}</p>
${r.link ? `<p><a href="${esc(r.link)}">${esc(r.link)}</a></p>` : ''}<pre>${esc(r.text)}</pre></li>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Caixa de saída (demonstração)</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style></head>
<body><h1>Caixa de saída (modo demonstração)</h1><p>${rows.length} mensagem(ns), mais recentes primeiro.</p><ul>${items || '<li>Nenhuma mensagem.</li>'}</ul></body></html>`;
  }, { helmet: PAGE_CSP });
}
