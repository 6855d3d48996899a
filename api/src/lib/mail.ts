/**
 * Mail: every message goes to the outbox table and one log line; with SMTP_URL it is also sent by
 * nodemailer (in the background; failures are recorded).
 *
 * A message's sign-in `link` is a secret (whoever holds it signs in). In production mode
 * (`keepLinks` false) it exists only in memory on its way to SMTP: the outbox row keeps who, what
 * and when with the link replaced by LINK_REDACTED (and `link` null), and the log line never
 * names it. Demo mode keeps it in the row and the log (the outbox pages read it there).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db';
import { mailOutbox } from '../db/schema';
import { escapeHtml } from './magicLink';

/** What the outbox keeps instead of a sign-in link in production mode. */
export const LINK_REDACTED = '[link removido]';

/** `message` without its link: in the text, in the HTML (escaped or not), and in `link`. */
export function redactLink(message: MailMessage): MailMessage {
  const { link } = message;
  if (!link) return message;
  const strip = (v: string) => v.split(escapeHtml(link)).join(LINK_REDACTED).split(link).join(LINK_REDACTED);
  return { ...message, text: strip(message.text), html: message.html === undefined ? undefined : strip(message.html), link: undefined };
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<number>;
  /**
   * Records `message` in the outbox through `tx` (a transaction, so the mail exists only if the
   * transaction commits) and returns the function that logs and sends it: call it after the commit.
   */
  stage(tx: Db, message: MailMessage): Promise<() => void>;
}

export function createMailer(db: Db, opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger; keepLinks: boolean }): Mailer {
  let transport: Transporter | undefined;
  const smtp = async (id: number, message: MailMessage) => {
    try {
      if (!transport) {
        const nodemailer = await import('nodemailer');
        transport = nodemailer.createTransport(opts.smtpUrl);
      }
      await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (err) {
      opts.log.error({ err, mailId: id }, 'mail: SMTP send failed');
      await db.update(mailOutbox).set({ error: String((err as Error).message ?? err) }).where(eq(mailOutbox.id, id)).catch(() => undefined);
    }
  };
  const record = async (executor: Db, message: MailMessage) => {
    const kept = opts.keepLinks ? message : redactLink(message);
    const [row] = await executor
      .insert(mailOutbox)
      .values({ to: kept.to, subject: kept.subject, text: kept.text, html: kept.html ?? null, link: kept.link ?? null })
      .returning({ id: mailOutbox.id });
    return row!.id;
  };
  const deliver = (id: number, message: MailMessage) => {
    // never the link: a sign-in link is a secret, in demo mode too (the demo outbox, behind its key, shows it)
    opts.log.info(`mail #${id} to=${message.to} subject="${message.subject}"`);
    if (opts.smtpUrl) void smtp(id, message);
  };
  return {
    async send(message) {
      const id = await record(db, message);
      deliver(id, message);
      return id;
    },
    async stage(tx, message) {
      const id = await record(tx, message);
      return () => deliver(id, message);
    },
  };
}
