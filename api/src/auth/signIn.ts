/**
 * Sending the customers' sign-in links (§7 Authentication): a link asked for on /login/cliente and
 * the staff's welcome mail. The link is issued here (./magicLink: single use, hashed in the
 * database) and mailed through the mailer with its expiry, so it is never sent after it.
 */
import type { Db } from '../db';
import type { Mailer } from '../mail/mailer';
import { magicLinkMail, welcomeMail } from '../mail/signInMails';
import { findCustomerByEmail, issueMagicLink, MAGIC_LINK_TTL_MS } from './magicLink';

/** Lifetime of the sign-in link of the welcome mail: 72 hours (a link the customer asks for lasts 15 minutes). */
export const WELCOME_LINK_TTL_MS = 72 * 3_600_000;

/** What sending a sign-in mail needs. */
export interface SignInMailDeps {
  db: Db;
  mailer: Mailer;
  /** The site's public address, which the link points to. */
  siteUrl: string;
  now: () => Date;
}

/**
 * Mails the sign-in link to `email` when a customer has it; nothing otherwise (the caller has
 * already answered, so an unknown address is told apart neither by content nor timing). The link
 * carries `from` (where the customer was going) when it is a safe same-site path.
 */
export async function sendMagicLink(deps: SignInMailDeps, email: string, from?: string): Promise<void> {
  const customer = await findCustomerByEmail(deps.db, email);
  if (!customer) return;
  const at = deps.now();
  const link = await issueMagicLink(deps.db, { siteUrl: deps.siteUrl, now: at, email, cliForCodigo: customer.codigo, from });
  const expiresAt = new Date(at.getTime() + MAGIC_LINK_TTL_MS);
  await deps.mailer.send(magicLinkMail({ to: email, nome: customer.nome, link, expiresAt, ttlMinutes: MAGIC_LINK_TTL_MS / 60_000 }));
}

/**
 * The staff's welcome mail to the customer whose e-mail is `to`, greeting `name`: a single-use
 * sign-in link valid WELCOME_LINK_TTL_MS. False, and nothing sent, when no customer has that e-mail.
 */
export async function sendWelcome(deps: SignInMailDeps, to: string, name: string): Promise<boolean> {
  const customer = await findCustomerByEmail(deps.db, to);
  if (!customer?.email) return false;
  const at = deps.now();
  const link = await issueMagicLink(deps.db, { siteUrl: deps.siteUrl, now: at, email: customer.email, cliForCodigo: customer.codigo, ttlMs: WELCOME_LINK_TTL_MS });
  const expiresAt = new Date(at.getTime() + WELCOME_LINK_TTL_MS);
  const loginUrl = `${deps.siteUrl}/login/cliente`;
  await deps.mailer.send(welcomeMail({ to: customer.email, nome: name, link, expiresAt, ttlHours: WELCOME_LINK_TTL_MS / 3_600_000, loginUrl }));
  return true;
}
