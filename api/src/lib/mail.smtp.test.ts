jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * Mail through SMTP (SMTP_URL): a local SMTP server (smtp-server, from the nodemailer project) on
 * 127.0.0.1 and a free port receives what the app sends; mailparser reads the message; the magic
 * link in it signs the customer in.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { meResponseSchema, requestMagicLinkResponseSchema, verifyMagicLinkResponseSchema } from 'shared-contracts';
import * as s from '../db/schema';
import { DEMO_CUSTOMERS } from '../seed/fixtures';
import { cookieValue, createTestApp, headers, type TestContext } from '../test/helpers';

const MARIA = DEMO_CUSTOMERS.maria;
const REJECTED = DEMO_CUSTOMERS.joao.email;

interface Received {
  mail: ParsedMail;
  envelope: SMTPServerSession['envelope'];
}

let server: SMTPServer;
let t: TestContext;
const inbox: Received[] = [];
const waiters: Array<() => void> = [];

/** The next message the SMTP server receives (fails after `ms`). */
function nextMail(ms = 10_000): Promise<Received> {
  const already = inbox.length;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message reached the SMTP server')), ms);
    const check = () => {
      if (inbox.length > already) {
        clearTimeout(timer);
        resolve(inbox[already]!);
      } else waiters.push(check);
    };
    check();
  });
}

/** Polls until `fn` returns a truthy value (fails after `ms`). */
async function eventually<T>(fn: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase() === REJECTED) return callback(new Error('550 Caixa postal indisponível'));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({ mail, envelope: session.envelope });
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('magic link by SMTP', () => {
  it('delivers the link to the customer, and the link signs her in', async () => {
    const arriving = nextMail();
    const req = await t.app.inject({ method: 'POST', url: '/auth/request-magic-link', headers: headers(), payload: { email: MARIA.email } });
    expect(req.statusCode).toBe(200);
    requestMagicLinkResponseSchema.parse(req.json());

    const { mail, envelope } = await arriving;
    expect(envelope.rcptTo.map((r) => r.address)).toEqual([MARIA.email]);
    expect(mail.subject).toBe('Seu link de acesso à Lista de Presentes');
    expect(mail.from?.text).toContain('nao-responda@listadepresentes.local');
    const inText = /https?:\/\/\S+\/auth\/magic\?\S+/.exec(mail.text ?? '')?.[0];
    expect(inText).toBeDefined();
    const inHtml = /href="([^"]+\/auth\/magic\?[^"]+)"/.exec(String(mail.html))?.[1]?.replace(/&amp;/g, '&');
    expect(inHtml).toBe(inText);
    const link = new URL(inText!);
    expect(link.origin + link.pathname).toBe('http://site.test/auth/magic');

    const verify = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-magic-link',
      headers: headers(),
      payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    });
    expect(verify.statusCode).toBe(200);
    expect(verifyMagicLinkResponseSchema.parse(verify.json()).usuario.codigoCliente).toBe(MARIA.codigo);
    const sid = cookieValue(verify, 'sid');
    expect(sid).toBeTruthy();

    const me = await t.app.inject({ url: '/auth/me', headers: headers(sid) });
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json()).usuario).toMatchObject({
      usuarioTipo: 'cliente',
      codigoCliente: MARIA.codigo,
      email: MARIA.email,
      nome: MARIA.nome,
    });

    const sent = await eventually(async () => {
      const [row] = await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, MARIA.email));
      return row?.sentAt ? row : undefined;
    });
    expect(sent.error).toBeNull();
  });

  it('records an SMTP refusal in the outbox and still answers the request normally', async () => {
    const req = await t.app.inject({ method: 'POST', url: '/auth/request-magic-link', headers: headers(), payload: { email: REJECTED } });
    expect(req.statusCode).toBe(200);
    const row = await eventually(async () => {
      const [r] = await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, REJECTED));
      return r?.error ? r : undefined;
    });
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/550|indisponível/);
    expect(inbox.every((m) => m.envelope.rcptTo.every((r) => r.address !== REJECTED))).toBe(true);
  });
});
