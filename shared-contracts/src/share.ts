/**
 * Share links and messages (§2 Share options): WhatsApp with default country code 55, a Twitter
 * message, a Facebook sharer. The message carries the list's share link (/share/lista/{id}) and
 * the discount sentence of §2.
 */
import { SHARE_DISCOUNT_TEXT, WHATSAPP_COUNTRY_CODE } from './constants';

export interface ShareMessageInput {
  titulo: string;
  url: string;
  /** Invitation code shown in stores; the list id by default. */
  codigo?: string | number;
}

/** The share message: title, link and the discount sentence with the code. */
export function buildShareMessage({ titulo, url, codigo }: ShareMessageInput): string {
  const code = codigo !== undefined ? ` ${codigo}` : '';
  return `🎁 ${titulo}\nConfira a lista de presentes: ${url}\n${SHARE_DISCOUNT_TEXT}${code ? `: ${String(codigo)}` : ''}`;
}

/**
 * A Brazilian phone number in the international digits WhatsApp needs, with the default country
 * code 55 (§9): '(96) 3222-1001' → '559632221001', '+55 96 99999-0000' → '5596999990000'. A
 * national number is an area code and 8 or 9 digits (10 or 11 digits, a leading trunk '0' dropped);
 * 12 or 13 digits that start with 55 already carry it (so area code 55 is not taken for the
 * country). Null when the text is no such number.
 */
export function whatsAppNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length === 10 || digits.length === 11) return `${WHATSAPP_COUNTRY_CODE}${digits}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith(WHATSAPP_COUNTRY_CODE)) return digits;
  return null;
}

/**
 * wa.me link with `text`: to `phone` (always with the country code, see whatsAppNumber) when it
 * is a phone number, otherwise WhatsApp's own contact chooser.
 */
export function whatsAppLink(text: string, phone?: string | null): string {
  return `https://wa.me/${whatsAppNumber(phone) ?? ''}?text=${encodeURIComponent(text)}`;
}

export function twitterLink(text: string, url: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

export function facebookLink(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}
