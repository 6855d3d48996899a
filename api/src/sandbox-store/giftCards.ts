/**
 * The sandbox store's gift cards (decision 030), as Shopify issues them: when an order is paid, each
 * unit of a line whose variant is a gift card (catalogue `giftCard`) becomes one card with a code,
 * sent to the line's recipient when the line carries Shopify's recipient properties (`Recipient
 * email`, `Recipient name`, `Message`, `__shopify_send_gift_card_to_recipient`), else to the buyer.
 * The sandbox has no mail: its page GET /sandbox/vale-presentes shows the cards it "sent".
 */
import { randomBytes } from 'node:crypto';

/**
 * Shopify's line item properties of a gift card recipient (the sandbox's own copy, as an outside
 * system keeps it; ./copies.test.ts checks it against the API's).
 */
export const RECIPIENT_PROPERTIES = {
  email: 'Recipient email',
  name: 'Recipient name',
  message: 'Message',
  send: '__shopify_send_gift_card_to_recipient',
} as const;

/** One card the sandbox issued: value in reais (decimal string), its code, who it went to. */
export interface IssuedGiftCard {
  code: string;
  value: string;
  recipientEmail: string;
  recipientName: string | null;
  message: string | null;
  orderName: string;
  issuedAt: Date;
}

const property = (attributes: Array<{ key: string; value: string }>, key: string) => attributes.find((a) => a.key === key)?.value?.trim() || null;

/** A code like Shopify's: 16 characters, letters and digits without look-alikes, in groups of 4. */
export function giftCardCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
  return chars.match(/.{4}/g)!.join(' ');
}

/** An e-mail address that Shopify would accept as a recipient. */
export const validRecipient = (email: string | null) => !!email && email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * The cards of one paid order: `quantity` cards per gift card line, to its recipient when the line
 * asks to send it to one, else to the buyer's e-mail.
 */
export function issueGiftCards(
  lines: Array<{ giftCard: boolean; price: string; quantity: number; attributes: Array<{ key: string; value: string }> }>,
  order: { name: string; email: string },
  now: Date,
): IssuedGiftCard[] {
  const cards: IssuedGiftCard[] = [];
  for (const line of lines.filter((l) => l.giftCard)) {
    const send = property(line.attributes, RECIPIENT_PROPERTIES.send) !== null;
    const recipient = send ? property(line.attributes, RECIPIENT_PROPERTIES.email) : null;
    for (let i = 0; i < line.quantity; i++) {
      cards.push({
        code: giftCardCode(),
        value: line.price,
        recipientEmail: recipient && validRecipient(recipient) ? recipient : order.email,
        recipientName: send ? property(line.attributes, RECIPIENT_PROPERTIES.name) : null,
        message: send ? property(line.attributes, RECIPIENT_PROPERTIES.message) : null,
        orderName: order.name,
        issuedAt: now,
      });
    }
  }
  return cards;
}
