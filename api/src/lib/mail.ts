/**
 * Mail: every message goes to the outbox table and one log line (to, subject, link); with
 * SMTP_URL it is also sent by nodemailer (in the background; failures are recorded).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db';
import { mailOutbox } from '../db/schema';

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

export function createMailer(db: Db, opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
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
    const [row] = await executor
      .insert(mailOutbox)
      .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, link: message.link ?? null })
      .returning({ id: mailOutbox.id });
    return row!.id;
  };
  const deliver = (id: number, message: MailMessage) => {
    opts.log.info(`mail #${id} to=${message.to} subject="${message.subject}"${message.link ? ` link=${message.link}` : ''}`);
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
