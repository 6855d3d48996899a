/**
 * A paid Shopify order as the orders/paid webhook sends it (only the fields this API reads; the
 * rest of Shopify's order is accepted and ignored), and what it gives: the list items named by
 * the line properties `_lista_id` and `_lista_produto_id` (the cart line attributes of
 * ./checkout), the giver and the total.
 */
import { z } from 'zod';
import { CART_KEYS } from './checkout';

/**
 * Control characters (NUL and the other C0 ones but tab and line breaks, DEL) are dropped from the
 * order's texts, not refused: the order is paid, and a refused webhook is retried by Shopify forever.
 */
const withoutControl = (v: string) => v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
const text = (max: number) => z.string().max(max).transform(withoutControl);
const nameValue = z.object({ name: text(255), value: z.unknown() });

/** The orders/paid body; money fields are decimal strings in the order's currency. */
export const shopifyOrderSchema = z.looseObject({
  // Shopify's ids are integers (sample payloads even exceed 2^53); kept as text.
  id: z.union([z.number().positive().refine(Number.isInteger), z.string().regex(/^\d{1,20}$/)]).transform(String),
  name: text(100).optional(),
  email: text(320).nullish(),
  contact_email: text(320).nullish(),
  note: text(5000).nullish(),
  note_attributes: z.array(nameValue).max(250).nullish(),
  total_price: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  processed_at: z.string().max(40).nullish(),
  customer: z.looseObject({ first_name: text(255).nullish(), last_name: text(255).nullish(), email: text(320).nullish() }).nullish(),
  billing_address: z.looseObject({ name: text(255).nullish(), first_name: text(255).nullish(), last_name: text(255).nullish() }).nullish(),
  line_items: z
    .array(
      z.looseObject({
        title: text(500),
        quantity: z.number().int().min(0).max(100_000),
        price: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
        properties: z.array(nameValue).max(250).nullish(),
      }),
    )
    .max(500),
});
export type ShopifyOrder = z.infer<typeof shopifyOrderSchema>;

/** A line of the order that names one list item. Price per unit in the order's currency. */
export interface GivenLine {
  listaId: number;
  listaProdutoId: number;
  titulo: string;
  quantidade: number;
  preco: number;
}

/** The note attribute that carries the giver's message (the sandbox's checkout writes it). */
export const MESSAGE_ATTRIBUTE = 'Mensagem';

const strictId = (value: unknown): number | null => {
  const textValue = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,10}$/.test(textValue)) return null;
  const n = Number(textValue);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};
const valueOf = (pairs: Array<{ name: string; value: unknown }> | null | undefined, name: string) =>
  pairs?.find((p) => p.name === name)?.value;
const clean = (v: string | null | undefined) => {
  const value = v ? withoutControl(v).trim() : '';
  return value ? value : null;
};

/** The order's lines that name a list item (others, e.g. the gift bag or a normal sale, are left out). */
export function givenLines(order: ShopifyOrder): GivenLine[] {
  const lines: GivenLine[] = [];
  for (const line of order.line_items) {
    const listaId = strictId(valueOf(line.properties, CART_KEYS.listId));
    const listaProdutoId = strictId(valueOf(line.properties, CART_KEYS.listItemId));
    if (listaId === null || listaProdutoId === null) continue;
    lines.push({ listaId, listaProdutoId, titulo: line.title, quantidade: line.quantity, preco: Number(line.price) });
  }
  return lines;
}

/** Who gave: the billing name (else the customer's), the order's e-mail, the message attribute. */
export function giverOf(order: ShopifyOrder): { nome: string | null; email: string | null; mensagem: string | null } {
  const billing = order.billing_address;
  const nome =
    clean(billing?.name) ??
    clean([billing?.first_name, billing?.last_name].filter(Boolean).join(' ')) ??
    clean([order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(' '));
  const email = clean(order.email) ?? clean(order.contact_email) ?? clean(order.customer?.email);
  const message = valueOf(order.note_attributes, MESSAGE_ATTRIBUTE);
  return { nome, email, mensagem: typeof message === 'string' ? clean(message.slice(0, 1000)) : null };
}
