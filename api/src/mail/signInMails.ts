/**
 * The customers' sign-in mails (§7 Authentication, decision 014): the link asked for on
 * /login/cliente, and the staff's welcome with its longer-lived link. Each carries its link as
 * `link` with `linkExpiresAt`, so the mailer keeps it sealed and never sends it after it expires.
 */
import { escapeHtml as e } from '../lib/html';
import { greeting } from './greeting';
import type { MailMessage } from './mailer';

/** The sign-in link a customer asked for; `ttlMinutes` is written in the text ('válido por 15 minutos'). */
export function magicLinkMail(input: { to: string; nome: string; link: string; expiresAt: Date; ttlMinutes: number }): MailMessage {
  const hello = greeting(input.nome);
  const valid = `válido por ${input.ttlMinutes} minutos, uso único`;
  return {
    to: input.to,
    subject: 'Seu link de acesso à Lista de Presentes',
    text: `${hello}\n\nUse o link abaixo para acessar suas listas (${valid}):\n${input.link}\n\nSe você não pediu este acesso, ignore este e-mail.`,
    html: `<p>${e(hello)}</p><p>Use o link abaixo para acessar suas listas (${valid}):</p><p><a href="${e(input.link)}">Acessar minhas listas</a></p><p>Se você não pediu este acesso, ignore este e-mail.</p>`,
    link: input.link,
    linkExpiresAt: input.expiresAt,
  };
}

/**
 * The staff's welcome to a customer whose list is ready: a sign-in link valid `ttlHours` hours and
 * where to ask for a new one (`loginUrl`, /login/cliente).
 */
export function welcomeMail(input: { to: string; nome: string; link: string; expiresAt: Date; ttlHours: number; loginUrl: string }): MailMessage {
  const hello = greeting(input.nome);
  const valid = `válido por ${input.ttlHours} horas, uso único`;
  return {
    to: input.to,
    subject: 'Seu acesso à Lista de Presentes',
    text:
      `${hello}\n\nSua lista de presentes está pronta. Use o link abaixo para acessar suas listas ` +
      `(${valid}):\n${input.link}\n\nDepois disso, peça um novo link em ${input.loginUrl}.`,
    html:
      `<p>${e(hello)}</p><p>Sua lista de presentes está pronta. Use o link abaixo para acessar suas listas (${valid}):</p>` +
      `<p><a href="${e(input.link)}">Acessar minhas listas</a></p><p>Depois disso, peça um novo link em <a href="${e(input.loginUrl)}">${e(input.loginUrl)}</a>.</p>`,
    link: input.link,
    linkExpiresAt: input.expiresAt,
  };
}
