/** Dev-only outbox pages (never registered when NODE_ENV is 'production'). */
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as s from '../db/schema';
import { parseOr400 } from '../lib/errors';

const outboxQuerySchema = z.object({
  to: z.string().trim().max(320, 'E-mail inválido').optional(),
  limit: z.coerce.number().int().min(1, 'Limite inválido').max(500, 'Limite máximo é 500').default(100),
});

const esc = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function devRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  const fetchOutbox = async (query: unknown) => {
    const q = parseOr400(outboxQuerySchema, query);
    const base = db
      .select({
        id: s.mailOutbox.id,
        to: s.mailOutbox.to,
        subject: s.mailOutbox.subject,
        text: s.mailOutbox.text,
        html: s.mailOutbox.html,
        link: s.mailOutbox.link,
        createdAt: s.mailOutbox.createdAt,
      })
      .from(s.mailOutbox);
    const filtered = q.to ? base.where(eq(sql`lower(${s.mailOutbox.to})`, q.to.toLowerCase())) : base;
    return filtered.orderBy(desc(s.mailOutbox.id)).limit(q.limit);
  };

  app.get('/dev/outbox.json', async (request) => {
    const rows = await fetchOutbox(request.query);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });

  app.get('/dev/outbox', async (request, reply) => {
    const rows = await fetchOutbox(request.query);
    const items = rows
      .map(
        (r) => `<li><p><strong>#${r.id}</strong> ${esc(r.createdAt.toISOString())} — para <code>${esc(r.to)}</code>: ${esc(r.subject)}</p>
${r.link ? `<p><a href="${esc(r.link)}">${esc(r.link)}</a></p>` : ''}<pre>${esc(r.text)}</pre></li>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída (dev)</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style></head>
<body><h1>Caixa de saída (somente desenvolvimento)</h1><p>${rows.length} mensagem(ns), mais recentes primeiro.</p><ul>${items || '<li>Nenhuma mensagem.</li>'}</ul></body></html>`;
  });
}
