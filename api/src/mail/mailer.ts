/**
 * Mail (docs/decisions/033): every message is a row of the outbox, committed with the change that
 * causes it, and one log line once committed. With SMTP_URL, the same transaction adds a `mail` job
 * (jobs/), and a worker sends it with nodemailer: a refusal or a lost connection is retried after
 * growing waits until the server accepts it, and given up MAIL_GIVE_UP_MINUTES after the mail was
 * made (the row's `failed_at`, counted in the metrics). Every try carries the row's Message-ID, made
 * once, so that a retry after a lost acknowledgement is recognisable.
 *
 * A message's sign-in `link` is a secret (whoever holds it signs in). In production mode
 * (`keepLinks` false) the outbox row keeps who, what and when with the link replaced by
 * LINK_REDACTED (and `link` null), and the log line never names it. To be sent, and retried, the
 * row keeps the link sealed (`sealed_link`, AES-256-GCM, key MAIL_SEAL_KEY, else one made at each
 * start) until the mail is sent or given up, and a sign-in mail is given up when its link expires:
 * the sealed link lives no longer than the link. Demo mode keeps the link in the row and the log
 * (the outbox pages read it there).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Log } from '../lib/log';
import type { Db } from '../db';
import { mailOutbox } from '../db/schema';
import type { Jobs } from '../jobs';
import type { MailCounters } from '../lib/metrics';
import { escapeHtml } from '../lib/html';

/** What the outbox keeps instead of a sign-in link in production mode. */
export const LINK_REDACTED = '[link removido]';

/** `message` without its link: in the text, in the HTML (escaped or not), and in `link`. */
export function redactLink(message: MailMessage): MailMessage {
  const { link } = message;
  if (!link) return message;
  const strip = (v: string) => v.split(escapeHtml(link)).join(LINK_REDACTED).split(link).join(LINK_REDACTED);
  return { ...message, text: strip(message.text), html: message.html === undefined ? undefined : strip(message.html), link: undefined };
}

/** The message of a redacted row with its `link` put back (the inverse of `redactLink`). */
function restoreLink(message: MailMessage, link: string): MailMessage {
  const put = (v: string, value: string) => v.split(LINK_REDACTED).join(value);
  return { ...message, text: put(message.text, link), html: message.html === undefined ? undefined : put(message.html, escapeHtml(link)), link };
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A sign-in link in the text (a secret, see the module doc). */
  link?: string;
  /** When that link stops working (UTC): required with a link (the sign-in mails of auth/ set it). A mail with a link is not sent after it. */
  linkExpiresAt?: Date;
}

export interface Mailer {
  /** Records `message` (and its job) in its own transaction, then logs it; returns the outbox id. */
  send(message: MailMessage): Promise<number>;
  /**
   * Records `message` (and its job) through `tx` (a transaction, so the mail exists only if the
   * transaction commits) and returns the function that logs it and wakes the worker: call it after the commit.
   */
  stage(tx: Db, message: MailMessage): Promise<() => void>;
}


export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  log: Log;
  keepLinks: boolean;
  /** The job runtime that carries each mail to the worker (needed with `smtpUrl`). */
  jobs?: Jobs;
  /** MAIL_SEAL_KEY (any text; hashed to 32 bytes); without it, a key made at each start. */
  sealKey?: string;
  /** MAIL_GIVE_UP_MINUTES: how long after its creation a mail is still tried. */
  giveUpMinutes: number;
  counters?: MailCounters;
  now?: () => Date;
}

/** Seals `text` with AES-256-GCM under `key`: base64url of iv, tag and ciphertext. */
function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens what `seal` made; null when the key is another (a restart without MAIL_SEAL_KEY) or it was altered. */
function unseal(key: Buffer, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The domain of the From address, for Message-IDs (`<uuid@domain>`). */
function messageIdDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'listadepresentes.local';
}

export interface MailWorker {
  /** Sends the outbox row `data.id` (the `mail` job's handler: `{ id }`); throws to be tried again later. */
  deliver(data: Record<string, unknown>): Promise<void>;
}

/** The mailer of one API process, and the handler its worker runs for each `mail` job. */
export function createMailer(db: Db, opts: MailerOptions): Mailer & MailWorker {
  const key = createHash('sha256').update(opts.sealKey ?? randomBytes(32).toString('hex')).digest();
  const now = opts.now ?? (() => new Date());
  const domain = messageIdDomain(opts.from);
  let transport: Transporter | undefined;

  const record = async (executor: Db, message: MailMessage) => {
    const kept = opts.keepLinks ? message : redactLink(message);
    const messageId = `<${randomUUID()}@${domain}>`;
    const sending = Boolean(opts.smtpUrl && opts.jobs);
    if (message.link && !message.linkExpiresAt) throw new Error('a mail with a sign-in link needs linkExpiresAt');
    const linkExpiresAt = message.link ? message.linkExpiresAt! : null;
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        to: kept.to,
        subject: kept.subject,
        text: kept.text,
        html: kept.html ?? null,
        link: kept.link ?? null,
        messageId,
        linkExpiresAt,
        // production: the link sealed, only while there is a worker to send it
        sealedLink: sending && message.link && !opts.keepLinks ? seal(key, message.link) : null,
      })
      .returning({ id: mailOutbox.id });
    const id = row!.id;
    if (sending) {
      await opts.jobs!.enqueue(executor, 'mail', { id });
      opts.counters?.queued();
    }
    return id;
  };
  const committed = (id: number, message: MailMessage) => {
    // never the link: a sign-in link is a secret, in demo mode too (the demo outbox, behind its key, shows it)
    opts.log.info({ mailId: id }, `mail #${id} to=${message.to} subject="${message.subject}"`);
    opts.jobs?.wake('mail');
  };
  const giveUp = async (id: number, reason: string) => {
    await db.update(mailOutbox).set({ failedAt: now(), error: reason.slice(0, 500), sealedLink: null }).where(eq(mailOutbox.id, id));
    opts.counters?.failed();
    opts.log.error({ mailId: id }, `mail: given up (${reason.slice(0, 200)})`);
  };

  return {
    async send(message) {
      const id = await db.transaction((tx) => record(tx as unknown as Db, message));
      committed(id, message);
      return id;
    },
    async stage(tx, message) {
      const id = await record(tx, message);
      return () => committed(id, message);
    },
    async deliver(data) {
      const id = Number(data.id);
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row || row.sentAt || row.failedAt) return;
      let message: MailMessage = { to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, link: row.link ?? undefined };
      if (row.linkExpiresAt && row.linkExpiresAt.getTime() <= now().getTime()) return giveUp(id, 'sign-in link expired before the mail was accepted');
      if (row.sealedLink) {
        const link = unseal(key, row.sealedLink);
        if (!link) return giveUp(id, 'sign-in link cannot be opened (MAIL_SEAL_KEY changed or unset across a restart)');
        message = restoreLink(message, link);
      }
      if (now().getTime() - row.createdAt.getTime() > opts.giveUpMinutes * 60_000) return giveUp(id, row.error ?? 'not accepted in time');
      await db.update(mailOutbox).set({ attempts: sql`${mailOutbox.attempts} + 1` }).where(eq(mailOutbox.id, id));
      try {
        if (!transport) {
          const nodemailer = await import('nodemailer');
          transport = nodemailer.createTransport(opts.smtpUrl);
        }
        await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html, messageId: row.messageId ?? undefined });
      } catch (err) {
        const reason = String((err as Error).message ?? err).slice(0, 500);
        await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, id));
        opts.counters?.retried();
        opts.log.warn({ mailId: id, attempt: row.attempts + 1 }, `mail: SMTP try failed, will try again (${reason.slice(0, 200)})`);
        throw err;
      }
      await db.update(mailOutbox).set({ sentAt: now(), error: null, sealedLink: null }).where(eq(mailOutbox.id, id));
      opts.counters?.sent();
    },
  };
}

/**
 * The demo outbox's newest `limit` mails, newest first, only those to `to` (case-insensitive) when
 * given. Read by the demo mode's outbox pages (routes/dev.ts); production writes no outbox.
 */
export function readOutbox(db: Db, q: { to?: string; limit: number }) {
  const base = db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      link: mailOutbox.link,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox);
  const filtered = q.to ? base.where(eq(sql`lower(${mailOutbox.to})`, q.to.toLowerCase())) : base;
  return filtered.orderBy(desc(mailOutbox.id)).limit(q.limit);
}
