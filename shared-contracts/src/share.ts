/**
 * Share links and messages (§2 Share options): WhatsApp with default country code 55, a Twitter
 * message, a Facebook sharer. The message carries the discount sentence of §2.
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

/** wa.me link; a phone without a country code gets 55. With no phone, the chooser link. */
export function whatsAppLink(text: string, phone?: string): string {
  const digits = phone?.replace(/\D/g, '') ?? '';
  const number = digits && !digits.startsWith(WHATSAPP_COUNTRY_CODE) ? `${WHATSAPP_COUNTRY_CODE}${digits}` : digits;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function twitterLink(text: string, url: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

export function facebookLink(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}
