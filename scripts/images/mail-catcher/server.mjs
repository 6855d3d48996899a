/**
 * A stand-in for the Mailpit image (axllent/mailpit) on machines without a registry
 * (scripts/images/base-images.sh): takes every mail by SMTP on port 1025 (no authentication, no
 * TLS, as Mailpit's defaults) and answers the part of Mailpit's HTTP API on port 8025 that the
 * deploy test and a demo use:
 *   GET /api/v1/messages        { total, messages: [{ ID, From, To, Subject, Created }] }, newest first
 *   GET /api/v1/message/{ID}    { ID, From, To, Subject, Created, Text, HTML }
 *   GET /livez                  200 while it runs
 *   GET /                       the messages as a page, newest first
 * Keeps the last 500 mails in memory.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const KEEP = 500;
const messages = [];
const addresses = (field) => (field?.value ?? []).map((a) => ({ Name: a.name ?? '', Address: a.address ?? '' }));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  async onData(stream, _session, done) {
    try {
      const mail = await simpleParser(stream);
      messages.unshift({
        ID: randomUUID(),
        From: addresses(mail.from)[0] ?? { Name: '', Address: '' },
        To: addresses(mail.to),
        Subject: mail.subject ?? '',
        Created: new Date().toISOString(),
        Text: mail.text ?? '',
        HTML: typeof mail.html === 'string' ? mail.html : '',
      });
      messages.length = Math.min(messages.length, KEEP);
      done();
    } catch (error) {
      done(error);
    }
  },
});
smtp.listen(1025, '0.0.0.0');

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const json = (res, status, value) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    if (url.pathname === '/livez') return json(res, 200, { ok: true });
    if (url.pathname === '/api/v1/messages') {
      const summary = messages.map(({ Text, HTML, ...rest }) => rest);
      return json(res, 200, { total: messages.length, messages: summary });
    }
    const one = /^\/api\/v1\/message\/([\w-]+)$/.exec(url.pathname);
    if (one) {
      const message = messages.find((m) => m.ID === one[1]);
      return message ? json(res, 200, message) : json(res, 404, { error: 'not found' });
    }
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const rows = messages.map((m) => `<li><b>${escape(m.Subject)}</b> → ${escape(m.To.map((t) => t.Address).join(', '))} (${m.Created})<pre>${escape(m.Text)}</pre></li>`);
      return res.end(`<!doctype html><meta charset="utf-8"><title>Mail</title><h1>${messages.length} mensagens</h1><ol>${rows.join('')}</ol>`);
    }
    json(res, 404, { error: 'not found' });
  })
  .listen(8025, '0.0.0.0');

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
