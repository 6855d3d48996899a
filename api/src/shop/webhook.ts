/**
 * POST /shopify/webhooks/orders-paid: Shopify (or the sandbox store) tells the API an order is
 * paid. Server to server, so exempt from the XSRF check (route config `xsrfExempt`), but not from
 * validation:
 * - the HMAC (header X-Shopify-Hmac-Sha256, base64 HMAC-SHA256 of the raw body with
 *   SHOPIFY_WEBHOOK_SECRET) is checked in constant time on the raw bytes: 401 and nothing changed
 *   when it is missing or wrong, or when no secret is configured;
 * - topic orders/paid, a webhook id and a valid order body (400 otherwise);
 * - a webhook id already processed (Shopify retries) or an order already recorded: 200, nothing
 *   changes.
 * Then, in one transaction: the webhook id is recorded, the order's list items are marked vendido
 * (a kit's lines name its anchor and members), their holds end, the order is recorded (order id,
 * items, giver's name and e-mail when present, total) and each list's owner is mailed. An order
 * without list items (a normal sale of the store) is acknowledged and ignored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, MSG } from '../lib/errors';
import { CART_KEYS } from './checkout';
import { givenLines, giverOf, shopifyOrderSchema, type GivenLine, type ShopifyOrder } from './order';
import { ownerMail, type PaidGift } from './ownerMail';

export const WEBHOOK_PATH = '/shopify/webhooks/orders-paid';
export const ORDERS_PAID_TOPIC = 'orders/paid';

export const WEBHOOK_MSG = {
  badSignature: 'Assinatura do webhook inválida.',
  badTopic: 'Tópico de webhook não suportado.',
  noWebhookId: 'Cabeçalho X-Shopify-Webhook-Id ausente.',
  badOrder: 'Pedido inválido.',
  processed: 'Pedido registrado.',
  duplicate: 'Webhook já processado.',
  notAGift: 'Pedido sem presentes de lista: ignorado.',
} as const;

/** True when `signature` (base64) is the HMAC-SHA256 of `raw` with `secret`; constant time. */
export function verifyShopifyHmac(raw: Buffer, signature: string | undefined, secret: string | undefined): boolean {
  if (!secret || !signature) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const webhookIdSchema = z.string().trim().min(1).max(200);

type Outcome = { message: string; deliver: Array<() => void> };

/** Records a paid order (see the module doc); returns the answer's message and the mails to send. */
export async function recordPaidOrder(db: Db, opts: { webhookId: string; order: ShopifyOrder; now: Date; siteUrl: string; stageMail: (tx: Db, m: ReturnType<typeof ownerMail>) => Promise<() => void> }): Promise<Outcome> {
  const { order } = opts;
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(s.webhooksRecebidos)
      .values({ webhookId: opts.webhookId, topic: ORDERS_PAID_TOPIC, receivedAt: opts.now })
      .onConflictDoNothing()
      .returning({ id: s.webhooksRecebidos.webhookId });
    if (fresh.length === 0) return { message: WEBHOOK_MSG.duplicate, deliver: [] };

    // Only lines whose item really is on the list they name.
    const lines = givenLines(order);
    const rows = lines.length
      ? await tx
          .select({ id: s.listaProdutos.id, listaId: s.listaProdutos.listaId, kitId: s.listaProdutos.kitId })
          .from(s.listaProdutos)
          .where(inArray(s.listaProdutos.id, lines.map((l) => l.listaProdutoId)))
      : [];
    const known = new Map(rows.map((r) => [r.id, r]));
    const valid = lines.filter((l, i) => known.get(l.listaProdutoId)?.listaId === l.listaId && lines.findIndex((o) => o.listaProdutoId === l.listaProdutoId) === i);
    if (valid.length === 0) return { message: WEBHOOK_MSG.notAGift, deliver: [] };

    const giver = giverOf(order);
    const pagoEm = order.processed_at && !Number.isNaN(Date.parse(order.processed_at)) ? new Date(order.processed_at) : opts.now;
    const [pedido] = await tx
      .insert(s.pedidos)
      .values({
        shopifyOrderId: order.id,
        nome: order.name ?? `#${order.id}`,
        listaId: valid[0]!.listaId,
        compradorNome: giver.nome,
        compradorEmail: giver.email,
        mensagem: giver.mensagem,
        total: Number(order.total_price),
        moeda: order.currency,
        pagoEm,
      })
      .onConflictDoNothing()
      .returning({ id: s.pedidos.id });
    if (!pedido) return { message: WEBHOOK_MSG.duplicate, deliver: [] };

    const ids = valid.map((l) => l.listaProdutoId);
    await tx.update(s.listaProdutos).set({ vendido: true, updatedAt: opts.now }).where(inArray(s.listaProdutos.id, ids));
    await tx.delete(s.reservas).where(inArray(s.reservas.listaProdutoId, ids));
    await tx.insert(s.pedidoItens).values(valid.map((l) => ({ pedidoId: pedido.id, listaProdutoId: l.listaProdutoId, titulo: l.titulo, quantidade: l.quantidade, preco: l.preco })));

    const giftBag = order.line_items.some((li) => li.properties?.some((p) => p.name === CART_KEYS.listId) && !li.properties?.some((p) => p.name === CART_KEYS.listItemId));
    const deliver: Array<() => void> = [];
    for (const listaId of [...new Set(valid.map((l) => l.listaId))]) {
      const mine = valid.filter((l) => l.listaId === listaId);
      const [owner] = await tx
        .select({ titulo: s.listas.titulo, nome: s.cliFor.nome, email: s.cliFor.email })
        .from(s.listas)
        .innerJoin(s.cliFor, eq(s.cliFor.codigo, s.listas.cliForCodigo))
        .where(eq(s.listas.id, listaId))
        .limit(1);
      if (!owner?.email) continue;
      const gifts = await paidGifts(tx, mine, known);
      deliver.push(
        await opts.stageMail(
          tx,
          ownerMail({
            to: owner.email,
            ownerName: owner.nome,
            listId: listaId,
            listTitle: owner.titulo,
            gifts,
            giver,
            orderName: order.name ?? `#${order.id}`,
            orderTotal: Number(order.total_price),
            giftBag,
            siteUrl: opts.siteUrl,
          }),
        ),
      );
    }
    return { message: WEBHOOK_MSG.processed, deliver };
  });
}

/** The order's lines as gifts: loose items one by one, a kit's lines together under its name. */
async function paidGifts(db: Db, lines: GivenLine[], known: Map<number, { kitId: number | null }>): Promise<PaidGift[]> {
  const kitIds = [...new Set(lines.map((l) => known.get(l.listaProdutoId)?.kitId).filter((k): k is number => k != null))];
  const kits = kitIds.length ? await db.select({ id: s.kits.id, nome: s.kits.nome }).from(s.kits).where(inArray(s.kits.id, kitIds)) : [];
  const kitName = new Map(kits.map((k) => [k.id, k.nome]));
  const gifts: PaidGift[] = [];
  const byKit = new Map<number, PaidGift>();
  for (const line of lines) {
    const total = line.preco * line.quantidade;
    const kitId = known.get(line.listaProdutoId)?.kitId;
    const nome = kitId != null ? kitName.get(kitId) : undefined;
    if (kitId == null || nome === undefined) {
      gifts.push({ nome: line.titulo, total });
      continue;
    }
    const gift = byKit.get(kitId) ?? { nome, total: 0, itens: [] };
    if (!byKit.has(kitId)) (byKit.set(kitId, gift), gifts.push(gift));
    gift.total += total;
    gift.itens!.push(line.titulo);
  }
  return gifts;
}

/**
 * Registers the webhook route in its own plugin scope, where JSON bodies stay raw bytes (the HMAC
 * is over exactly what Shopify sent); the rest of the API keeps its parsed JSON.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(WEBHOOK_PATH, { config: { xsrfExempt: true } }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!verifyShopifyHmac(raw, header(request.headers['x-shopify-hmac-sha256']), ctx.config.shopify.webhookSecret)) {
      request.log.warn('webhook: refused (missing or wrong signature)');
      throw new HttpError(401, WEBHOOK_MSG.badSignature);
    }
    if (header(request.headers['x-shopify-topic']) !== ORDERS_PAID_TOPIC) throw new HttpError(400, WEBHOOK_MSG.badTopic);
    const webhookId = webhookIdSchema.safeParse(header(request.headers['x-shopify-webhook-id']));
    if (!webhookId.success) throw new HttpError(400, WEBHOOK_MSG.noWebhookId);
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new HttpError(400, MSG.badBody);
    }
    const order = shopifyOrderSchema.safeParse(json);
    if (!order.success) throw new HttpError(400, WEBHOOK_MSG.badOrder);

    const outcome = await recordPaidOrder(ctx.db, {
      webhookId: webhookId.data,
      order: order.data,
      now: ctx.now(),
      siteUrl: ctx.config.siteUrl,
      stageMail: (tx, message) => ctx.mailer.stage(tx, message),
    });
    outcome.deliver.forEach((send) => send());
    request.log.info({ webhookId: webhookId.data, outcome: outcome.message }, 'webhook: orders/paid');
    return { message: outcome.message };
  });
}
