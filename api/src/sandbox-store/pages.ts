/**
 * The sandbox store's pages, in pt-BR: the checkout of a cart (its lines with picture, quantity,
 * price and line total, the gift bag, the note, the cart attributes a buyer sees (keys without a
 * leading '_'), the total in BRL, the giver's name (filled from 'Presente de') and e-mail, and
 * 'Pagar'), the confirmation with a link back to the list, and 'not found'.
 * Plain server-rendered HTML that works without JavaScript, laid out for phones first.
 */
import { GIFT_BAG_TITLE } from './catalogue';
import { RECIPIENT_PROPERTIES, type IssuedGiftCard } from './giftCards';
import { cartDiscountCents, cartTotalCents, cents, type SandboxCart } from './model';

/** Escapes text for HTML (the sandbox's own, as an outside system has). */
const e = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const PAGE_TEXTS = {
  brand: 'Loja online',
  sandbox: 'Loja de testes (sandbox): nenhum pagamento real é feito.',
  title: 'Finalizar compra',
  summary: 'Resumo do pedido',
  quantity: (n: number) => `Quantidade: ${n}`,
  unitPrice: (v: string) => `${v} cada`,
  giftBag: 'Embalagem de presente',
  note: 'Observação do pedido',
  total: 'Total',
  /** The cart's discount code and what it takes off ('Desconto (LISTA-AB12CD34): -R$ 35,00'). */
  discount: (code: string, amount: string) => `Desconto (${code}): -${amount}`,
  giver: 'Seus dados',
  name: 'Nome completo',
  email: 'E-mail',
  pay: 'Pagar',
  nameRequired: 'Informe seu nome.',
  emailInvalid: 'Informe um e-mail válido.',
  paidTitle: 'Pagamento aprovado!',
  paidText: (nome: string, order: string) => `Obrigado, ${nome}! O pedido ${order} foi pago e a loja já foi avisada.`,
  pendingNotice: 'A loja ainda não confirmou o recebimento do aviso: ele será reenviado automaticamente.',
  backToList: 'Voltar para a lista de presentes',
  notFoundTitle: 'Carrinho não encontrado',
  notFoundText: 'Este endereço de pagamento não existe ou expirou. Volte à lista de presentes e tente de novo.',
  fixErrors: 'Corrija os campos indicados.',
  /** A gift card line (decision 030): to whom the store e-mails it (never the address: the buyer's page does not show it). */
  giftCardTo: (nome: string) => `Para: ${nome} · enviado por e-mail pela loja`,
  giftCardsTitle: 'Vales-presente emitidos',
  giftCardsIntro: 'Os cartões que a loja de testes emitiu e enviaria por e-mail (a loja de testes não envia e-mails).',
  giftCardsEmpty: 'Nenhum vale-presente emitido ainda.',
  giftCardCode: 'Código',
  giftCardRecipient: 'Para',
  giftCardMessage: 'Mensagem',
  giftCardOrder: (order: string) => `Pedido ${order}`,
} as const;

/** Values and field errors of the payment form. */
export interface PayForm {
  nome: string;
  email: string;
  errors: Partial<Record<'nome' | 'email', string>>;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:'Inter','Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f5f5f4;color:#1c1917;line-height:1.5}
header{background:#1c1917;color:#fff;padding:.75rem 1rem}header strong{font-size:1.1rem}header p{margin:.25rem 0 0;font-size:.85rem;color:#e7e5e4}
main{max-width:64rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.1rem;margin:0 0 .75rem}
.grid{display:grid;gap:1rem}@media(min-width:768px){.grid{grid-template-columns:minmax(0,1.4fr) minmax(0,1fr)}main{padding:2rem 1.5rem}}
.card{background:#fff;border:1px solid #e7e5e4;border-radius:.75rem;padding:1rem}
ul.lines{list-style:none;margin:0;padding:0}ul.lines li{display:flex;gap:.75rem;padding:.75rem 0;border-bottom:1px solid #f0efee}
ul.lines li:last-child{border-bottom:0}.thumb{width:64px;height:64px;flex:none;border-radius:.5rem;background:#fafaf9;object-fit:contain;border:1px solid #e7e5e4}
.gift{display:flex;align-items:center;justify-content:center;color:#b5245f;background:#fdf2f6}
.line-body{flex:1;min-width:0}.line-title{font-weight:600;margin:0}.muted{color:#57534e;font-size:.9rem;margin:0}.line-total{font-weight:600;white-space:nowrap}
.total{display:flex;justify-content:space-between;font-size:1.2rem;font-weight:700;border-top:2px solid #1c1917;margin-top:.75rem;padding-top:.75rem}
.note{background:#fafaf9;border-radius:.5rem;padding:.5rem .75rem;margin-top:.75rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input,textarea{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #a8a29e;border-radius:.5rem;background:#fff}
input:focus,textarea:focus,button:focus,a:focus{outline:3px solid #d63c74;outline-offset:2px}
.error{color:#b91c1c;font-size:.9rem;margin:.25rem 0 0}.alert{background:#fef2f2;color:#991b1b;border-radius:.5rem;padding:.5rem .75rem}
button{margin-top:1rem;width:100%;font:inherit;font-weight:700;font-size:1.05rem;padding:.8rem;border:0;border-radius:.5rem;background:#b8275b;color:#fff;cursor:pointer}
button:hover{background:#9a1f4b}.ok{font-size:2.5rem}a.button{display:inline-block;margin-top:1rem;padding:.7rem 1rem;border-radius:.5rem;background:#b8275b;color:#fff;font-weight:700;text-decoration:none}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} - ${PAGE_TEXTS.brand}</title><style>${STYLE}</style></head>
<body><header><strong>${PAGE_TEXTS.brand}</strong><p>${PAGE_TEXTS.sandbox}</p></header><main>${body}</main></body></html>`;
}

/** Money as the store's checkout shows it, in reais (its own formatter: the sandbox imports nothing of the product). */
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const formatBRL = (reais: number) => money.format(reais);
const brl = (value: string) => formatBRL(cents(value) / 100);
/**
 * Line icons as inline SVG: an emoji needs a colour-emoji font, which a server or a phone may lack
 * (Debian's Chromium showed a missing-glyph box for the gift bag).
 */
const svgIcon = (paths: string) =>
  `<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
const GIFT_ICON = svgIcon('<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M12 8v13"/><path d="M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7"/><path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5"/>');
const BOX_ICON = svgIcon('<path d="M21 8 12 3 3 8v8l9 5 9-5z"/><path d="m3 8 9 5 9-5"/><path d="M12 13v8"/>');

const imageUrl = (image: string | null, assetsUrl: string) =>
  !image ? null : /^https?:\/\//.test(image) ? image : `${assetsUrl.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;

function linesHtml(cart: SandboxCart, assetsUrl: string): string {
  return cart.lines
    .map((l) => {
      const gift = l.title === GIFT_BAG_TITLE;
      const src = imageUrl(l.image, assetsUrl);
      const picture = src
        ? `<img class="thumb" src="${e(src)}" alt="${e(l.title)}">`
        : `<span class="thumb gift" aria-hidden="true">${gift ? GIFT_ICON : BOX_ICON}</span>`;
      const lineTotal = formatBRL((cents(l.price) * l.quantity) / 100);
      const recipient = l.giftCard ? l.attributes.find((a) => a.key === RECIPIENT_PROPERTIES.name)?.value : undefined;
      return `<li data-testid="checkout-line">${picture}<div class="line-body"><p class="line-title">${e(l.title)}</p>
<p class="muted">${e(PAGE_TEXTS.quantity(l.quantity))} · ${e(PAGE_TEXTS.unitPrice(brl(l.price)))}</p>${recipient ? `<p class="muted">${e(PAGE_TEXTS.giftCardTo(recipient))}</p>` : ''}</div><span class="line-total">${e(lineTotal)}</span></li>`;
    })
    .join('');
}

/** The cart attributes a buyer sees at checkout: as on Shopify's, those whose key starts with '_' stay hidden. */
const visibleAttributes = (cart: SandboxCart) => cart.attributes.filter((a) => !a.key.startsWith('_') && a.value.trim());

/**
 * The key of the cart attribute the sandbox's checkout reads the buyer's name from (what a store
 * sets up in its checkout), so a guest who typed it in the product's dialog does not type it again.
 */
export const BUYER_NAME_ATTRIBUTE = 'Presente de';

/** The payment form as the checkout first shows it: the name from the cart's 'Presente de', if any. */
export function firstPayForm(cart: SandboxCart): PayForm {
  const nome = cart.attributes.find((a) => a.key === BUYER_NAME_ATTRIBUTE)?.value.trim().slice(0, 120) ?? '';
  return { nome, email: '', errors: {} };
}

/** The checkout page of `cart` with the payment form (values and errors of a previous try). */
export function checkoutPage(cart: SandboxCart, form: PayForm, opts: { assetsUrl: string; payAction: string }): string {
  const t = PAGE_TEXTS;
  const field = (name: keyof PayForm['errors'], label: string, control: string) => {
    const error = form.errors[name];
    return `<label for="${name}">${e(label)}</label>${control.replace('/>', `${error ? ` aria-invalid="true" aria-describedby="${name}-erro"` : ''}/>`)}${
      error ? `<p class="error" id="${name}-erro">${e(error)}</p>` : ''
    }`;
  };
  const hasErrors = Object.keys(form.errors).length > 0;
  const body = `<h1>${t.title}</h1><div class="grid">
<section class="card" aria-labelledby="resumo"><h2 id="resumo">${t.summary}</h2><ul class="lines">${linesHtml(cart, opts.assetsUrl)}</ul>
${cart.note ? `<p class="note"><strong>${t.note}:</strong> <span data-testid="checkout-note">${e(cart.note)}</span></p>` : ''}
${visibleAttributes(cart).map((a) => `<p class="note"><strong>${e(a.key)}:</strong> <span data-testid="checkout-attribute">${e(a.value)}</span></p>`).join('')}
${cart.discount ? `<p class="note" data-testid="checkout-discount">${e(t.discount(cart.discount.code, formatBRL(cartDiscountCents(cart) / 100)))}</p>` : ''}
<p class="total"><span>${t.total}</span><span data-testid="checkout-total">${e(formatBRL(cartTotalCents(cart) / 100))}</span></p></section>
<section class="card" aria-labelledby="dados"><h2 id="dados">${t.giver}</h2>
${hasErrors ? `<p class="alert" role="alert">${t.fixErrors}</p>` : ''}
<form method="post" action="${e(opts.payAction)}" novalidate>
${field('nome', t.name, `<input id="nome" name="nome" autocomplete="name" required maxlength="120" value="${e(form.nome)}"/>`)}
${field('email', t.email, `<input id="email" name="email" type="email" autocomplete="email" required maxlength="320" value="${e(form.email)}"/>`)}
<button type="submit">${t.pay}</button></form></section></div>`;
  return layout(t.title, body);
}

/** The confirmation after paying: the order name and a link back to the list page (when known). */
export function paidPage(cart: SandboxCart, listUrl: string | null): string {
  const t = PAGE_TEXTS;
  const order = cart.order!;
  const body = `<section class="card" style="max-width:36rem;margin:2rem auto;text-align:center" aria-labelledby="pago">
<p class="ok" aria-hidden="true">✅</p><h1 id="pago">${t.paidTitle}</h1><p>${e(t.paidText(order.nome.split(/\s+/)[0] ?? order.nome, order.name))}</p>
${order.delivered ? '' : `<p class="muted">${t.pendingNotice}</p>`}
${listUrl ? `<a class="button" href="${e(listUrl)}">${t.backToList}</a>` : ''}</section>`;
  return layout(t.paidTitle, body);
}

/** A masked e-mail for the sandbox's page ('a***@example.com'). */
const masked = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

/** GET /sandbox/vale-presentes: the gift cards issued, newest first (decision 030). */
export function giftCardsPage(cards: IssuedGiftCard[]): string {
  const t = PAGE_TEXTS;
  const items = cards
    .map(
      (c) => `<li class="card" data-testid="gift-card"><p class="line-title">${e(brl(c.value))} · ${e(t.giftCardOrder(c.orderName))}</p>
<p>${t.giftCardCode}: <strong data-testid="gift-card-code">${e(c.code)}</strong></p>
<p class="muted">${t.giftCardRecipient}: ${e(c.recipientName ? `${c.recipientName} (${masked(c.recipientEmail)})` : masked(c.recipientEmail))}</p>
${c.message ? `<p class="muted">${t.giftCardMessage}: ${e(c.message)}</p>` : ''}</li>`,
    )
    .join('');
  const body = `<h1>${t.giftCardsTitle}</h1><p class="muted">${t.giftCardsIntro}</p>
${cards.length ? `<ul class="lines" style="display:grid;gap:.75rem">${items}</ul>` : `<p>${t.giftCardsEmpty}</p>`}`;
  return layout(t.giftCardsTitle, body);
}

export function notFoundPage(): string {
  return layout(PAGE_TEXTS.notFoundTitle, `<section class="card" style="max-width:36rem;margin:2rem auto"><h1>${PAGE_TEXTS.notFoundTitle}</h1><p>${PAGE_TEXTS.notFoundText}</p></section>`);
}

/**
 * Checks the payment form (name, e-mail); trims the values. Like Shopify's checkout it has no
 * message field: the guest's message comes from the review dialog as a cart attribute.
 */
export function readPayForm(body: Record<string, string>): PayForm {
  const nome = (body.nome ?? '').trim().slice(0, 120);
  const email = (body.email ?? '').trim().slice(0, 320);
  const errors: PayForm['errors'] = {};
  if (!nome) errors.nome = PAGE_TEXTS.nameRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = PAGE_TEXTS.emailInvalid;
  return { nome, email, errors };
}
