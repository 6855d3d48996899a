jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * Mail through SMTP (SMTP_URL): a local SMTP server (smtp-server, from the nodemailer project) on
 * 127.0.0.1 and a free port receives what the app's worker sends (the `mail` jobs,
 * docs/decisions/033); mailparser reads the message; the magic link in it signs the customer in.
 * The server can refuse every message for a while (`refusing`), as an SMTP server that is down does.
 */
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { meResponseSchema, requestMagicLinkResponseSchema, verifyMagicLinkResponseSchema } from 'shared-contracts';
import { queryRows } from '../db';
import * as s from '../db/schema';
import { LINK_REDACTED } from './mailer';
import { ownerMail } from './ownerMails';
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
let smtpUrl: string;
/** While true, the SMTP server answers every message 451 (try again later). */
let refusing = false;
/** The worker's settings in these tests: a retry after about a second, polled every half second. */
const JOBS = { leaseSeconds: 5, mailRetrySeconds: 1, mailGiveUpMinutes: 60, pollSeconds: 0.5 };

/** A test app whose worker delivers its mails (as a ROLE=both process does). */
async function appWithWorker(config: Partial<TestContext['app']['ctx']['config']> = {}): Promise<TestContext> {
  const app = await createTestApp({ config: { smtpUrl, jobs: JOBS, ...config } });
  await app.app.ctx.jobs.startWorker({ mail: (data) => app.app.ctx.mailer.deliver(data) });
  return app;
}
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
    onMailFrom(_address, _session, callback) {
      if (refusing) return callback(Object.assign(new Error('Serviço temporariamente indisponível'), { responseCode: 451 }));
      callback();
    },
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
  smtpUrl = `smtp://127.0.0.1:${port}`;
  t = await appWithWorker();
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

  it('SMTP refusing every message for a while, then accepting: every mail arrives, once each, with its Message-ID', async () => {
    refusing = true;
    const to = ['a@example.com', 'b@example.com', 'c@example.com'];
    const ids = await Promise.all(to.map((address, n) => t.app.ctx.mailer.send({ to: address, subject: `Teste ${n}`, text: `Mensagem ${n}` })));
    const rows = async () => t.db.select().from(s.mailOutbox).where(inArray(s.mailOutbox.id, ids));
    // every mail refused at least twice (the worker waits about 1 s, then about 2 s)
    await eventually(async () => ((await rows()).every((r) => r.attempts >= 2) ? true : undefined), 30_000);
    expect((await rows()).every((r) => r.sentAt === null && /451|indisponível/.test(r.error ?? ''))).toBe(true);
    refusing = false;
    const sent = await eventually(async () => {
      const now = await rows();
      return now.every((r) => r.sentAt) ? now : undefined;
    }, 30_000);
    const arrived = inbox.filter((m) => to.includes(m.envelope.rcptTo[0]?.address ?? ''));
    expect(arrived.map((m) => m.mail.messageId).sort()).toEqual(sent.map((r) => r.messageId).sort());
    expect(new Set(sent.map((r) => r.messageId)).size).toBe(3);
    expect(sent.every((r) => r.error === null && r.failedAt === null)).toBe(true);
  }, 60_000);

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
    // tried again until MAIL_GIVE_UP_MINUTES have passed since it was made, then given up for good
    await eventually(async () => {
      const [r] = await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, REJECTED));
      return r && r.attempts >= 2 ? r : undefined;
    }, 30_000);
    t.clock.advance((JOBS.mailGiveUpMinutes + 1) * 60_000);
    const given = await eventually(async () => {
      const [r] = await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, REJECTED));
      return r?.failedAt ? r : undefined;
    }, 30_000);
    expect(given.sentAt).toBeNull();
    expect(await t.app.ctx.metrics.registry.getSingleMetricAsString('mail_messages_total')).toMatch(/outcome="failed"} 1/);
  }, 60_000);
});

describe('sign-in link by SMTP in production mode', () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await appWithWorker({ mode: 'production' });
  }, 60_000);
  afterAll(async () => prod?.close());

  it('sends the link after SMTP refusals, while neither the outbox row nor the job keeps it in clear', async () => {
    const outboxRow = async () => (await prod.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, MARIA.email)))[0];
    refusing = true;
    const req = await prod.app.inject({ method: 'POST', url: '/auth/request-magic-link', headers: headers(), payload: { email: MARIA.email } });
    expect(req.statusCode).toBe(200);
    const waiting = await eventually(async () => {
      const r = await outboxRow();
      return r && r.attempts >= 1 ? r : undefined;
    }, 30_000);
    // while it waits for a retry: redacted text, no link, the link only sealed
    expect(waiting.link).toBeNull();
    expect(waiting.text).toContain(LINK_REDACTED);
    expect(waiting.sealedLink).toEqual(expect.any(String));
    const arriving = nextMail(30_000);
    refusing = false;
    const { mail } = await arriving;
    const link = /https?:\/\/\S+\/auth\/magic\?\S+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    expect(waiting.sealedLink).not.toContain(token);
    expect(mail.messageId).toBe(waiting.messageId);
    const sent = await eventually(async () => {
      const r = await outboxRow();
      return r?.sentAt ? r : undefined;
    });
    // dropped once sent: the link is nowhere in the row, nor in the job
    expect(sent.sealedLink).toBeNull();
    expect(JSON.stringify(sent)).not.toContain(token);
    const jobs = await queryRows<{ data: unknown }>(prod.db, sql`select data from pgboss.job where name = 'mail'`);
    expect(jobs).toEqual([{ data: { id: sent.id } }]);
  }, 60_000);

  it("keeps an owner's gift mail through an SMTP outage longer than a sign-in link lives: its list address is no secret", async () => {
    const owner = 'ana.owner@example.com';
    const message = ownerMail({
      to: owner,
      ownerName: 'Ana Souza',
      listId: 7,
      listTitle: 'Casamento Ana e Léo',
      gifts: [{ nome: 'Jogo de Panelas', total: 399.9 }],
      giver: { nome: 'Bia', email: null, mensagem: null },
      siteUrl: 'https://presentes.example',
    });
    refusing = true;
    const id = await prod.app.ctx.mailer.send(message);
    const row = async () => (await prod.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.id, id)))[0]!;
    await eventually(async () => ((await row()).attempts >= 1 ? true : undefined), 30_000);
    // the row keeps the list's address in clear: nothing of it is sealed, and it does not expire
    expect((await row()).linkExpiresAt).toBeNull();
    expect((await row()).text).toContain('https://presentes.example/cliente/lista/7');
    // SMTP down for 20 minutes (a sign-in link lives 15)
    prod.clock.advance(20 * 60_000);
    const arriving = nextMail(30_000);
    refusing = false;
    const { mail } = await arriving;
    expect(mail.subject).toBe('Você ganhou um presente: Jogo de Panelas');
    expect(mail.text).toContain('https://presentes.example/cliente/lista/7');
    const sent = await eventually(async () => ((await row()).sentAt ? row() : undefined), 30_000);
    expect(sent.failedAt).toBeNull();
  }, 60_000);
});
