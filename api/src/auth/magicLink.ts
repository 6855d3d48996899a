/**
 * Customer magic links (§7 Authentication): one-time sign-in tokens sent by e-mail. Only the
 * SHA-256 of a token is stored; /auth/verify-magic-link consumes it. Used by the customer's own
 * request (/auth/request-magic-link) and by staff sending the customer access (/mail/welcome).
 */
import { and, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import { safeReturnPath } from 'shared-contracts';
import type { Db } from '../db';
import * as s from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';

/** Lifetime of a link the customer asks for: 15 minutes. */
export const MAGIC_LINK_TTL_MS = 15 * 60_000;
/** Unused links of one customer that stay valid: a new link revokes the older ones beyond these. */
export const MAGIC_LINKS_ALIVE = 3;

/** Longest `from` path a sign-in link carries back. */

/** The customer (cli_for) whose e-mail is `email` (case-insensitive), or undefined. */
export async function findCustomerByEmail(db: Db, email: string) {
  const [customer] = await db
    .select({ codigo: s.cliFor.codigo, nome: s.cliFor.nome, email: s.cliFor.email })
    .from(s.cliFor)
    .where(eq(sql`lower(${s.cliFor.email})`, email.trim().toLowerCase()))
    .limit(1);
  return customer;
}

/**
 * Stores a new single-use token for customer `cliForCodigo` and `email` (lower-cased), valid for
 * `ttlMs` milliseconds from `now`, revokes the customer's older unused tokens beyond the
 * MAGIC_LINKS_ALIVE newest, and returns the sign-in address
 * `{siteUrl}/auth/magic?email=...&token=...` that the /auth/magic screen verifies, with `&from=...`
 * when `opts.from` is a safe return path (safeReturnPath; dropped otherwise), where the screen sends
 * the customer after signing in. The address is a secret: it goes into the mail and
 * nowhere else (see mail/mailer).
 */
export async function issueMagicLink(
  db: Db,
  opts: { siteUrl: string; now: Date; email: string; cliForCodigo: number; ttlMs?: number; from?: string },
): Promise<string> {
  const email = opts.email.trim().toLowerCase();
  const token = randomToken(32);
  await db.insert(s.magicLinkTokens).values({
    email,
    cliForCodigo: opts.cliForCodigo,
    tokenHash: sha256(token),
    expiresAt: new Date(opts.now.getTime() + (opts.ttlMs ?? MAGIC_LINK_TTL_MS)),
  });
  const unused = and(eq(s.magicLinkTokens.cliForCodigo, opts.cliForCodigo), isNull(s.magicLinkTokens.usedAt));
  const newest = await db
    .select({ id: s.magicLinkTokens.id })
    .from(s.magicLinkTokens)
    .where(unused)
    .orderBy(desc(s.magicLinkTokens.id))
    .limit(MAGIC_LINKS_ALIVE);
  await db
    .update(s.magicLinkTokens)
    .set({ usedAt: opts.now })
    .where(and(unused, notInArray(s.magicLinkTokens.id, newest.map((r) => r.id))));
  const from = safeReturnPath(opts.from);
  const back = from === undefined ? '' : `&from=${encodeURIComponent(from)}`;
  return `${opts.siteUrl}/auth/magic?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}${back}`;
}

/**
 * Consumes the sign-in link of `email` with `token` at `at`: marks it used (once: a second call
 * finds nothing) when it exists, is unused and has not expired. Answers the customer's code
 * (cli_for), or undefined for a link that is unknown, used or expired.
 */
export async function consumeMagicLink(db: Db, email: string, token: string, at: Date): Promise<number | undefined> {
  const used = await db
    .update(s.magicLinkTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(s.magicLinkTokens.tokenHash, sha256(token)),
        eq(s.magicLinkTokens.email, email.toLowerCase()),
        isNull(s.magicLinkTokens.usedAt),
        gt(s.magicLinkTokens.expiresAt, at),
      ),
    )
    .returning({ codigo: s.magicLinkTokens.cliForCodigo });
  return used[0]?.codigo;
}
