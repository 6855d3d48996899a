/**
 * The mails the list's owner gets (beyond the spec), as plain text and HTML: a gift paid online or
 * registered at a till (the gift(s) with the price paid in BRL, who gave: name, e-mail and message
 * when known, the list's title and a link to the customer list view, where 'Presentes Já Adquiridos'
 * shows the giver; decisions 028, 036), a till registration undone (decision 037), a
 * vale-presente received (decision 030), and the completion discount code the day after the event
 * (decision 042). Each opens with the one greeting (./greeting).
 */
import { formatBRL, paths } from 'shared-contracts';
import { escapeHtml } from '../lib/html';
import { greeting } from './greeting';
import type { MailMessage } from './mailer';

/** One gift of the order: a single item, or a kit with its items; `total` in reais. */
export interface PaidGift {
  nome: string;
  total: number;
  /** For a kit: its items' names. */
  itens?: string[];
}

export interface OwnerMailInput {
  to: string;
  ownerName: string;
  listId: number;
  listTitle: string;
  gifts: PaidGift[];
  giver: { nome: string | null; email: string | null; mensagem: string | null };
  /** Given online: the store's order name and total in reais (gifts, gift bag, shipping...). */
  order?: { name: string; total: number; giftBag: boolean };
  /** Given in a store (decision 028): the branch's name, and the till's sale number when known. */
  store?: { nome: string; numeroVenda: string | null };
  /** The gift had been given by an order that was cancelled or refunded; this one's payment now counts (docs/decisions/036). */
  handedOver?: boolean;
  siteUrl: string;
}

/** The owner's mail (plain text and HTML). */
export function ownerMail(input: OwnerMailInput): MailMessage {
  const giver = input.giver.nome ?? 'Um convidado';
  const single = input.gifts.length === 1 ? input.gifts[0]! : null;
  const subject = single ? `Você ganhou um presente: ${single.nome}` : `Você ganhou ${input.gifts.length} presentes na lista ${input.listTitle}`;
  const link = `${input.siteUrl}${paths.clienteList(input.listId)}`;
  const giftLines = input.gifts.map((g) => `- ${g.nome}: ${formatBRL(g.total)}${g.itens?.length ? ` (${g.itens.join(', ')})` : ''}`);
  const who = [`Quem presenteou: ${giver}`, input.giver.email ? `E-mail: ${input.giver.email}` : null, input.giver.mensagem ? `Mensagem: "${input.giver.mensagem}"` : null].filter(
    (l): l is string => l !== null,
  );
  const where = input.store ? `na loja ${input.store.nome}` : 'pela loja online';
  const sale = input.order
    ? `Pedido ${input.order.name}, total pago ${formatBRL(input.order.total)}.`
    : input.store?.numeroVenda
      ? `Venda ${input.store.numeroVenda}.`
      : null;
  const handedOver = input.handedOver ? `O pedido que tinha dado este presente foi cancelado ou reembolsado; o pagamento de ${giver} passou a valer.` : null;
  const text = [
    greeting(input.ownerName),
    '',
    `${giver} acabou de dar um presente da sua lista "${input.listTitle}" ${where}:`,
    '',
    ...giftLines,
    ...(input.order?.giftBag ? ['Com embalagem de presente.'] : []),
    ...(handedOver ? ['', handedOver] : []),
    '',
    ...who,
    ...(sale ? [sale] : []),
    '',
    `Veja quem deu cada presente na sua lista: ${link}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<p>${e(greeting(input.ownerName))}</p>
<p><strong>${e(giver)}</strong> acabou de dar um presente da sua lista <strong>${e(input.listTitle)}</strong> ${e(where)}:</p>
<ul>${input.gifts.map((g) => `<li>${e(g.nome)}: <strong>${e(formatBRL(g.total))}</strong>${g.itens?.length ? ` (${e(g.itens.join(', '))})` : ''}</li>`).join('')}</ul>
${input.order?.giftBag ? '<p>Com embalagem de presente.</p>' : ''}${handedOver ? `<p>${e(handedOver)}</p>` : ''}
<p>${[...who, ...(sale ? [sale] : [])].map(e).join('<br>')}</p>
<p><a href="${e(link)}">Veja quem deu cada presente na sua lista</a></p>`;
  return { to: input.to, subject, text, html };
}

/** What the owner's correction says: the gift a till registration gave, its giver and store. */
export interface OwnerUndoMailInput {
  to: string;
  ownerName: string;
  listId: number;
  listTitle: string;
  gift: string;
  giver: string;
  store: string;
  siteUrl: string;
}

/**
 * The owner's correction when a store undoes a gift it had registered at the till, after the gift
 * mail went out (docs/decisions/037): the gift is available on the list again.
 */
export function ownerUndoMail(input: OwnerUndoMailInput): MailMessage {
  const subject = `O registro do presente ${input.gift} foi desfeito pela loja`;
  const link = `${input.siteUrl}${paths.clienteList(input.listId)}`;
  const body = `O registro do presente "${input.gift}" em nome de ${input.giver}, feito na loja ${input.store}, foi desfeito pela loja. Desconsidere o aviso anterior deste presente: ele está disponível novamente na sua lista "${input.listTitle}".`;
  const text = [greeting(input.ownerName), '', body, '', `Veja sua lista: ${link}`].join('\n');
  const e = escapeHtml;
  const html = `<p>${e(greeting(input.ownerName))}</p>
<p>${e(body)}</p>
<p><a href="${e(link)}">Veja sua lista</a></p>`;
  return { to: input.to, subject, text, html };
}

/** Input of the owner's vale-presente mail; `total` in reais. */
export interface ValePresenteMailInput {
  to: string;
  ownerName: string;
  listId: number;
  listTitle: string;
  total: number;
  giver: { nome: string | null; email: string | null; mensagem: string | null };
  siteUrl: string;
}

/** The owner's mail of a vale-presente: 'Você recebeu um vale-presente de R$ 100,00 de Ana' (plain text and HTML). */
export function valePresenteMail(input: ValePresenteMailInput): MailMessage {
  const giver = input.giver.nome ?? 'Um convidado';
  const amount = formatBRL(input.total);
  const subject = `Você recebeu um vale-presente de ${amount} de ${giver}`;
  const link = `${input.siteUrl}${paths.clienteList(input.listId)}`;
  const lines = [
    greeting(input.ownerName),
    '',
    `${giver} deu a você um vale-presente de ${amount} pela sua lista "${input.listTitle}".`,
    'O cartão, com o código para usar nas compras, chega em outro e-mail, enviado pela loja online.',
    '',
    ...(input.giver.mensagem ? [`Mensagem: "${input.giver.mensagem}"`] : []),
    ...(input.giver.email ? [`E-mail de quem presenteou: ${input.giver.email}`] : []),
    '',
    `Veja todos os presentes recebidos na sua lista: ${link}`,
  ];
  const e = escapeHtml;
  const html = `<p>${e(greeting(input.ownerName))}</p>
<p><strong>${e(giver)}</strong> deu a você um vale-presente de <strong>${e(amount)}</strong> pela sua lista <strong>${e(input.listTitle)}</strong>.</p>
<p>O cartão, com o código para usar nas compras, chega em outro e-mail, enviado pela loja online.</p>
${input.giver.mensagem ? `<p>Mensagem: "${e(input.giver.mensagem)}"</p>` : ''}${input.giver.email ? `<p>E-mail de quem presenteou: ${e(input.giver.email)}</p>` : ''}
<p><a href="${e(link)}">Veja todos os presentes recebidos na sua lista</a></p>`;
  return { to: input.to, subject, text: lines.join('\n'), html };
}

export interface CotasCompleteMailInput {
  to: string;
  ownerName: string;
  listId: number;
  listTitle: string;
  /** The gift's name (a kit's name). */
  presente: string;
  /** What its cotas gave, in reais, and how many orders gave it. */
  total: number;
  cotas: number;
  siteUrl: string;
}

/** The owner's mail once the cotas of a gift cover its price (decision 043): 'O presente Sofá foi completado em cotas'. */
export function cotasCompleteMail(input: CotasCompleteMailInput): MailMessage {
  const amount = formatBRL(input.total);
  const subject = `O presente ${input.presente} foi completado em cotas`;
  const link = `${input.siteUrl}${paths.clienteList(input.listId)}`;
  const count = input.cotas === 1 ? '1 cota' : `${input.cotas} cotas`;
  const lines = [
    greeting(input.ownerName),
    '',
    `Seus convidados completaram o presente "${input.presente}" da sua lista "${input.listTitle}" em ${count}, somando ${amount}.`,
    'Cada cota chegou a você como vale-presente da loja online, para usar nas compras.',
    '',
    `Veja quem participou na sua lista: ${link}`,
  ];
  const e = escapeHtml;
  const html = `<p>${e(greeting(input.ownerName))}</p>
<p>Seus convidados completaram o presente <strong>${e(input.presente)}</strong> da sua lista <strong>${e(input.listTitle)}</strong> em ${e(count)}, somando <strong>${e(amount)}</strong>.</p>
<p>Cada cota chegou a você como vale-presente da loja online, para usar nas compras.</p>
<p><a href="${e(link)}">Veja quem participou na sua lista</a></p>`;
  return { to: input.to, subject, text: lines.join('\n'), html };
}

export interface CompletionDiscountMailInput {
  to: string;
  ownerName: string;
  listId: number;
  listTitle: string;
  codigo: string;
  /** Whole percentage (10 = 10 %). */
  percentual: number;
  /** The code's last day, dd/mm/aaaa. */
  ultimoDia: string;
  /** The list's remaining gifts the code applies to. */
  itens: number;
  siteUrl: string;
}

/** The day after the event (decision 042): the owner's completion discount code and where to use it. */
export function completionDiscountMail(input: CompletionDiscountMailInput): MailMessage {
  const subject = `Seu desconto de conclusão: ${input.percentual}% nos itens que ficaram na lista`;
  const link = `${input.siteUrl}${paths.clienteList(input.listId)}`;
  const items = input.itens === 1 ? 'no item que ficou' : `nos ${input.itens} itens que ficaram`;
  const offer = `Seu evento passou, e a sua lista "${input.listTitle}" ainda tem presentes. Você ganhou ${input.percentual}% de desconto ${items} na lista, em uma compra na loja online, até ${input.ultimoDia}.`;
  const lines = [greeting(input.ownerName), '', offer, '', `Seu código: ${input.codigo}`, '', `Compre os itens restantes com o desconto pela sua lista: ${link}`];
  const e = escapeHtml;
  const html = `<p>${e(greeting(input.ownerName))}</p>
<p>${e(offer)}</p>
<p>Seu código: <strong style="font-size:1.3em;letter-spacing:.05em">${e(input.codigo)}</strong></p>
<p><a href="${e(link)}">Comprar os itens restantes</a></p>`;
  return { to: input.to, subject, text: lines.join('\n'), html };
}
