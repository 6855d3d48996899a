/**
 * The one PostgreSQL schema of the reference API (docs/product.md §3). Runs unchanged on PGlite (embedded
 * default) and on a PostgreSQL server (DATABASE_URL). Migrations: `pnpm --filter api run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => tstz('created_at').notNull().defaultNow();
const updated = () => tstz('updated_at').notNull().defaultNow();

/** Characters folded by the title search column (lower case first, then accents removed). */
export const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
export const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuucny';

/* ---------- Catalogue ---------- */

export const categorias = pgTable('categorias', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
});

/** Branches: ids 1, 4, 6, 10 are fixed (§9). */
export const filiais = pgTable('filiais', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull(),
  endereco: text('endereco'),
  contato: text('contato'),
  fotoFilial: text('foto_filial'),
});

export const vendedores = pgTable('vendedores', {
  codigo: integer('codigo').primaryKey(),
  nome: text('nome').notNull(),
});

/** Customers; `email` is stored lower-case. */
export const cliFor = pgTable('cli_for', {
  codigo: integer('codigo').primaryKey(),
  nome: text('nome').notNull(),
  email: text('email').unique(),
  createdAt: created(),
});

export const produtos = pgTable('produtos', {
  ordem: serial('ordem').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  codigoShopify: text('codigo_shopify'),
  shopifyAtivo: boolean('shopify_ativo').notNull().default(false),
  fotoUrl: text('foto_url'),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: created(),
  updatedAt: updated(),
});

/** Prices in reais; the first row (lowest id) of a product is its unit price. */
export const produtoPrecos = pgTable(
  'produto_precos',
  {
    id: serial('id').primaryKey(),
    produtoOrdem: integer('produto_ordem').notNull().references(() => produtos.ordem, { onDelete: 'cascade' }),
    preco: numeric('preco', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('produto_precos_produto_idx').on(t.produtoOrdem)],
);

export const tamanhos = pgTable('tamanhos', {
  codigo: integer('codigo').primaryKey(),
  nome: text('nome').notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

export const cores = pgTable('cores', {
  codigo: integer('codigo').primaryKey(),
  nome: text('nome').notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

/** Variants of a product (size and/or colour). `ordem` is what list items reference. */
export const grade = pgTable(
  'grade',
  {
    ordem: serial('ordem').primaryKey(),
    codigo: text('codigo').notNull().unique(),
    produtoOrdem: integer('produto_ordem').notNull().references(() => produtos.ordem, { onDelete: 'cascade' }),
    tamanhoCodigo: integer('tamanho_codigo').references(() => tamanhos.codigo),
    corCodigo: integer('cor_codigo').references(() => cores.codigo),
    fotoUrl: text('foto_url'),
  },
  (t) => [index('grade_produto_idx').on(t.produtoOrdem)],
);

export const estoque = pgTable(
  'estoque',
  {
    produtoOrdem: integer('produto_ordem').notNull().references(() => produtos.ordem, { onDelete: 'cascade' }),
    filialId: integer('filial_id').notNull().references(() => filiais.id),
    quantidade: integer('quantidade').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.produtoOrdem, t.filialId] })],
);

/* ---------- Lists ---------- */

export const listas = pgTable(
  'listas',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    titulo: text('titulo').notNull(),
    /** Lower-case, accent-free title for searching (generated: no writer can forget it). */
    tituloBusca: text('titulo_busca')
      .notNull()
      .generatedAlwaysAs(sql`translate(lower(titulo), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')`),
    descricao: text('descricao'),
    categoriaId: integer('categoria_id').notNull().references(() => categorias.id),
    filialId: integer('filial_id').notNull().references(() => filiais.id),
    dataEvento: tstz('data_evento').notNull(),
    localEvento: text('local_evento'),
    privacidade: text('privacidade').notNull().default('publico'),
    mae: text('mae'),
    pai: text('pai'),
    vendedorId: integer('vendedor_id').references(() => vendedores.codigo),
    cliForCodigo: integer('cli_for_codigo').notNull().references(() => cliFor.codigo),
    imagemCapa: text('imagem_capa'),
    fotoLista: text('foto_lista'),
    status: text('status').notNull().default('ativo'),
    /** 'Aceitar vale-presente' (decision 030): guests may give store credit (gift cards) to the owner. */
    aceitaValePresente: boolean('aceita_vale_presente').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('listas_public_idx').on(t.status, t.privacidade, t.dataEvento),
    index('listas_cli_for_idx').on(t.cliForCodigo),
    index('listas_categoria_idx').on(t.categoriaId),
    // the chain's report of one seller (reports/report, decision 040; its other indexes and
    // summary tables are migration 0011's own SQL)
    index('listas_vendedor_idx').on(t.vendedorId),
  ],
);

export const kits = pgTable(
  'kits',
  {
    id: serial('id').primaryKey(),
    listaId: integer('lista_id').notNull().references(() => listas.id, { onDelete: 'cascade' }),
    /** The anchor list item (lista_produtos.id); anchor and members carry kit_id. */
    anchorItemId: integer('anchor_item_id').notNull(),
    nome: text('nome').notNull(),
    createdAt: created(),
  },
  (t) => [index('kits_lista_idx').on(t.listaId)],
);

export const listaProdutos = pgTable(
  'lista_produtos',
  {
    id: serial('id').primaryKey(),
    listaId: integer('lista_id').notNull().references(() => listas.id, { onDelete: 'cascade' }),
    ordemProdServ: integer('ordem_prod_serv').notNull().references(() => produtos.ordem),
    ordemProdServGrade: integer('ordem_prod_serv_grade').references(() => grade.ordem),
    quantidade: integer('quantidade').notNull().default(1),
    descricao: text('descricao'),
    vendido: boolean('vendido').notNull().default(false),
    variavel: boolean('variavel').notNull().default(false),
    kitId: integer('kit_id').references(() => kits.id, { onDelete: 'set null' }),
    /**
     * The owner's 'Agradecimento enviado' of an item the staff marked sold by hand (no order or
     * till registration gave it: the tracker's 'Marcado pela loja'); cleared when it is unmarked.
     */
    agradecidoEm: tstz('agradecido_em'),
    /** 'Aceita cotas' (decision 043): guests may give toward it together; on a kit's anchor, the whole kit. */
    aceitaCotas: boolean('aceita_cotas').notNull().default(false),
    /** When its cotas covered its price and gave it ('Presenteado em cotas'); null otherwise (a refund reopens it). */
    cotasCompletasEm: tstz('cotas_completas_em'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('lista_produtos_lista_idx').on(t.listaId), index('lista_produtos_kit_idx').on(t.kitId)],
);

/* ---------- Staff and permissions ---------- */

export const gruposPermissao = pgTable('grupos_permissao', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
});

export const permissoes = pgTable(
  'permissoes',
  {
    id: serial('id').primaryKey(),
    modulo: text('modulo').notNull(),
    permissao: text('permissao').notNull(),
  },
  (t) => [uniqueIndex('permissoes_modulo_permissao_idx').on(t.modulo, t.permissao)],
);

export const grupoPermissoes = pgTable(
  'grupo_permissoes',
  {
    grupoId: integer('grupo_id').notNull().references(() => gruposPermissao.id, { onDelete: 'cascade' }),
    permissaoId: integer('permissao_id').notNull().references(() => permissoes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.grupoId, t.permissaoId] })],
);

/** Staff users; `codigo` is the login id. */
export const usuarios = pgTable('usuarios', {
  codigo: integer('codigo').primaryKey(),
  nome: text('nome').notNull(),
  email: text('email'),
  senhaHash: text('senha_hash').notNull(),
  su: boolean('su').notNull().default(false),
  grupoId: integer('grupo_id').references(() => gruposPermissao.id),
  /** The branch the staff member works at (decision 028: the till's default branch); null when none. */
  filialId: integer('filial_id').references(() => filiais.id),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: created(),
});

/* ---------- Sessions, magic links, images, mail ---------- */

/** Only the SHA-256 (hex) of the session id is stored. */
export const sessoes = pgTable(
  'sessoes',
  {
    idHash: text('id_hash').primaryKey(),
    usuarioTipo: text('usuario_tipo').notNull(),
    usuarioCodigo: integer('usuario_codigo').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: created(),
  },
  (t) => [index('sessoes_expires_idx').on(t.expiresAt)],
);

/**
 * Browsers where a staff member signed in (decision 027): the SHA-256 (hex) of the random token
 * of the browser's `lp_dispositivo` cookie, per staff code. Wrong passwords from a known browser are counted for that
 * browser alone, so guesses from elsewhere cannot lock the staff member out.
 */
export const dispositivosConfiaveis = pgTable(
  'dispositivos_confiaveis',
  {
    tokenHash: text('token_hash').notNull(),
    usuarioCodigo: integer('usuario_codigo').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: created(),
  },
  // one browser (a store's shared computer) may be known for several staff codes
  (t) => [primaryKey({ columns: [t.tokenHash, t.usuarioCodigo] }), index('dispositivos_confiaveis_expires_idx').on(t.expiresAt)],
);

/** Only the SHA-256 (hex) of the token is stored; single use. */
export const magicLinkTokens = pgTable(
  'magic_link_tokens',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    cliForCodigo: integer('cli_for_codigo').notNull().references(() => cliFor.codigo, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: created(),
  },
);

export const imagens = pgTable('imagens', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  url: text('url').notNull(),
  categoria: text('categoria').notNull(),
  contentType: text('content_type'),
  bytes: integer('bytes'),
  createdAt: created(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    link: text('link'),
    sentAt: tstz('sent_at'),
    error: text('error'),
    /** The message's Message-ID header, made once with the row: every retry of this mail carries it (docs/decisions/033). */
    messageId: text('message_id'),
    /** SMTP attempts so far (the worker's, mail/mailer). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Production mode: the mail's sign-in link sealed (AES-256-GCM, mail/mailer), kept only until the
     * mail is sent or given up (then null), so that a retry after a restart can send it.
     */
    sealedLink: text('sealed_link'),
    /** When that link stops working (UTC): the mail is given up then. */
    linkExpiresAt: tstz('link_expires_at'),
    /** When the worker gave up on this mail (MAIL_GIVE_UP_MINUTES, or the sign-in link's lifetime): it is never sent. */
    failedAt: tstz('failed_at'),
    createdAt: created(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

/* ---------- Giving a gift online (beyond the spec: holds, orders, webhooks) ---------- */

/**
 * A hold on a list item while a guest is at the online checkout: one row per item (the primary key
 * is the exclusive constraint, so two API processes on one PostgreSQL can never both hold it). A
 * row whose `expires_at` has passed is free to be taken again; a paid order deletes it. A kit's
 * items share one `token` (all held or none). The token travels in the cart attributes
 * (`_reserva`) and comes back on the order: when the order is created unpaid (Pix, boleto) the
 * hold stays until it is paid or cancelled (`pedido_id` set, `expires_at` moved on), and from then
 * on it no longer counts against the guest's limits (decision 020).
 */
export const reservas = pgTable(
  'reservas',
  {
    listaProdutoId: integer('lista_produto_id')
      .primaryKey()
      .references(() => listaProdutos.id, { onDelete: 'cascade' }),
    listaId: integer('lista_id').notNull(),
    /** Random id of the checkout attempt that holds it (also sent as a cart attribute). */
    token: text('token').notNull(),
    /** The store's cart id, once the cart exists. */
    cartId: text('cart_id'),
    /** SHA-256 of the guest's browser id (cookie) and of the client address: the hold limits count them. */
    browserHash: text('navegador_hash'),
    addressHash: text('endereco_hash'),
    /** The store's order id once the checkout became an order (awaiting payment). */
    orderId: text('pedido_shopify_id'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('reservas_token_idx').on(t.token),
    index('reservas_navegador_idx').on(t.browserHash),
    index('reservas_endereco_idx').on(t.addressHash),
    // a list page reads the running holds of its list (lists/items)
    index('reservas_lista_idx').on(t.listaId, t.expiresAt),
  ],
);

/** Webhook deliveries already processed (X-Shopify-Webhook-Id): a retried delivery changes nothing. */
export const webhooksRecebidos = pgTable('webhooks_recebidos', {
  webhookId: text('webhook_id').primaryKey(),
  topic: text('topic').notNull(),
  receivedAt: created(),
});

/**
 * An online order of the store that names list items (decision 020): created when its first event
 * arrives (orders/create, orders/paid, orders/cancelled, refunds/create, or the reconciliation),
 * in whatever order they come. Money in reais. `situacao`: pendente (created, not paid), pago,
 * cancelado. `conferencia` (null when nothing is amiss): 'a_conferir' (it gave nothing or not all
 * it claims: another product, short quantity, an incomplete kit, a test order...) or
 * 'pagamento_em_duplicidade' (paid for a gift another order had already given; `pedido_original_id`
 * is that order), with the pt-BR reason in `motivo`, for the staff to refund or sort out.
 */
export const pedidos = pgTable(
  'pedidos',
  {
    id: serial('id').primaryKey(),
    /** The store's order id (unique: the same order is recorded once). */
    shopifyOrderId: text('shopify_order_id').notNull().unique(),
    /** The order's display name, e.g. '#1001'. */
    nome: text('nome').notNull(),
    listaId: integer('lista_id').references(() => listas.id, { onDelete: 'set null' }),
    compradorNome: text('comprador_nome'),
    compradorEmail: text('comprador_email'),
    mensagem: text('mensagem'),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    moeda: text('moeda').notNull(),
    situacao: text('situacao').notNull().default('pago'),
    teste: boolean('teste').notNull().default(false),
    /**
     * The owner's own purchase of the list's remaining gifts with its completion discount code
     * (decision 042): its items leave the list as bought, not as gifts (no mail, no thanks, not in
     * the tracker's or the chain's gift figures).
     */
    descontoConclusao: boolean('desconto_conclusao').notNull().default(false),
    /** When it was paid (null until then). */
    pagoEm: tstz('pago_em'),
    canceladoEm: tstz('cancelado_em'),
    conferencia: text('conferencia'),
    motivo: text('motivo'),
    pedidoOriginalId: integer('pedido_original_id'),
    /** The order's lines that name list items, as received: {linhaId, variantId, titulo, quantidade, preco, listaId, listaProdutoId}. */
    linhas: jsonb('linhas').notNull().default(sql`'[]'::jsonb`),
    /** Line ids refunded so far (a refund that arrives before the payment is kept here). */
    linhasReembolsadas: jsonb('linhas_reembolsadas').notNull().default(sql`'[]'::jsonb`),
    /** Refund ids already applied (refunds/create is idempotent by refund too). */
    reembolsos: jsonb('reembolsos').notNull().default(sql`'[]'::jsonb`),
    createdAt: created(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('pedidos_lista_idx').on(t.listaId),
    index('pedidos_conferencia_idx').on(t.conferencia),
    // the chain's report reads the owners' completion-discount purchases by payment day (decision 042)
    index('pedidos_desconto_conclusao_idx').on(t.pagoEm).where(sql`desconto_conclusao`),
  ],
);

/**
 * The list items an order gave (a kit: anchor and members), with what the line cost. A
 * cancellation or refund gives the item back: `devolvido_em` and the reason, the row stays.
 */
export const pedidoItens = pgTable(
  'pedido_itens',
  {
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    listaProdutoId: integer('lista_produto_id')
      .notNull()
      .references(() => listaProdutos.id, { onDelete: 'cascade' }),
    /** The store's line item id (refunds name lines). */
    linhaId: text('linha_id'),
    titulo: text('titulo').notNull(),
    quantidade: integer('quantidade').notNull(),
    /** Unit price paid, in reais. */
    preco: numeric('preco', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    devolvidoEm: tstz('devolvido_em'),
    devolucaoMotivo: text('devolucao_motivo'),
    /** The owner's 'Agradecimento enviado' (decision 028), when they ticked it; null otherwise. */
    agradecidoEm: tstz('agradecido_em'),
  },
  (t) => [primaryKey({ columns: [t.pedidoId, t.listaProdutoId] }), index('pedido_itens_item_idx').on(t.listaProdutoId)],
);

/* ---------- Vale-presente (decision 030) ---------- */

/**
 * A vale-presente a list received: one line of a paid online order whose gift card variant is
 * the store's (SHOPIFY_GIFT_CARD_VARIANTS) and whose properties name the list; Shopify issued
 * `quantidade` cards of `valor` reais each and e-mailed them to the owner. A cancellation or a
 * refund of the line gives it back (`devolvido_em` and the reason; the row stays). The giver as
 * the guest typed it (`nome`, `mensagem`) and the buyer's e-mail of the order.
 */
export const valePresentes = pgTable(
  'vale_presentes',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    listaId: integer('lista_id')
      .notNull()
      .references(() => listas.id, { onDelete: 'cascade' }),
    /** The store's line item id (refunds name lines). */
    linhaId: text('linha_id').notNull(),
    variantId: text('variant_id').notNull(),
    /** Value of one card, in reais (the line's unit price). */
    valor: numeric('valor', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    quantidade: integer('quantidade').notNull(),
    /** Cards refunded so far (refunds/create names units of a line); the line is given back when all are. */
    quantidadeDevolvida: integer('quantidade_devolvida').notNull().default(0),
    nome: text('nome'),
    email: text('email'),
    mensagem: text('mensagem'),
    pagoEm: tstz('pago_em').notNull(),
    devolvidoEm: tstz('devolvido_em'),
    devolucaoMotivo: text('devolucao_motivo'),
    /** The owner's 'Agradecimento enviado', when they ticked it. */
    agradecidoEm: tstz('agradecido_em'),
    /** A cota (decision 043): the gift (a loose item, or a kit's anchor) this credit was given toward; null for a plain vale-presente. */
    listaProdutoId: integer('lista_produto_id').references(() => listaProdutos.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('vale_presentes_linha_idx').on(t.pedidoId, t.linhaId),
    index('vale_presentes_lista_idx').on(t.listaId, t.pagoEm),
    index('vale_presentes_item_idx').on(t.listaProdutoId).where(sql`lista_produto_id is not null`),
  ],
);

/**
 * A cota at a guest's checkout (decision 043): `valor_centavos` of gift `lista_produto_id` held
 * for GIFT_HOLD_MINUTES, so that the cotas never pass what is open. Many per gift; taken by the
 * database function `cota_tomar` (drizzle/0016_cotas.sql) under the gift's row lock. The stages
 * and the guest's limits are those of `reservas` (an attempt in flight until the cart exists; kept
 * for an order awaiting payment; the limits count both tables).
 */
export const cotaReservas = pgTable(
  'cota_reservas',
  {
    token: text('token').primaryKey(),
    listaProdutoId: integer('lista_produto_id')
      .notNull()
      .references(() => listaProdutos.id, { onDelete: 'cascade' }),
    listaId: integer('lista_id').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    cartId: text('cart_id'),
    browserHash: text('navegador_hash'),
    addressHash: text('endereco_hash'),
    orderId: text('pedido_shopify_id'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('cota_reservas_item_idx').on(t.listaProdutoId, t.expiresAt),
    index('cota_reservas_navegador_idx').on(t.browserHash),
    index('cota_reservas_endereco_idx').on(t.addressHash),
    index('cota_reservas_pedido_idx').on(t.orderId),
  ],
);

/* ---------- Completion discount (decision 042) ---------- */

/**
 * A list's completion discount ('Desconto de conclusão'): one discount code per list, made in the
 * store (Shopify Admin `discountCodeBasicCreate`) for the gifts still open on the list, a
 * percentage off for a period, one use. The row is written before the store is asked (the unique
 * list id keeps two requests from making two codes); `shopify_id` is set once the store made it.
 */
export const descontosConclusao = pgTable(
  'descontos_conclusao',
  {
    id: serial('id').primaryKey(),
    listaId: integer('lista_id')
      .notNull()
      .references(() => listas.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    /** Percentage off, whole (10 = 10 %). */
    percentual: integer('percentual').notNull(),
    validoDe: tstz('valido_de').notNull(),
    /** The first instant it no longer works (UTC). */
    validoAte: tstz('valido_ate').notNull(),
    /** The store's DiscountCodeNode id; null while the store is being asked. */
    shopifyId: text('shopify_id'),
    criadoEm: tstz('criado_em').notNull(),
    /** When the owner was mailed the code (the day-after job), once. */
    emailEnviadoEm: tstz('email_enviado_em'),
  },
  (t) => [uniqueIndex('descontos_conclusao_lista_idx').on(t.listaId), uniqueIndex('descontos_conclusao_codigo_idx').on(t.codigo)],
);

/* ---------- Gifts given in a store (decision 028) ---------- */

/**
 * A gift bought at a store's till and registered by the staff ('Presente na loja'): one row per
 * gift (a loose item, or a kit by its anchor: `kit_id` set), with the giver, the branch, the till's
 * sale number and who registered it. Undoing it keeps the row (`desfeito_*`). Money in reais. The
 * items it gave are `presente_loja_itens`; every registration and undo is also a row of
 * `presentes_loja_auditoria`. It never touches `estoque`: the till's own sale moved the stock.
 */
export const presentesLoja = pgTable(
  'presentes_loja',
  {
    id: serial('id').primaryKey(),
    listaId: integer('lista_id').notNull().references(() => listas.id, { onDelete: 'cascade' }),
    listaProdutoId: integer('lista_produto_id').notNull().references(() => listaProdutos.id, { onDelete: 'cascade' }),
    kitId: integer('kit_id').references(() => kits.id, { onDelete: 'set null' }),
    /** The gift's name when registered (the item's product, or the kit's name). */
    presente: text('presente').notNull(),
    quantidade: integer('quantidade').notNull(),
    valor: numeric('valor', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    nome: text('nome').notNull(),
    email: text('email'),
    mensagem: text('mensagem'),
    filialId: integer('filial_id').notNull().references(() => filiais.id),
    numeroVenda: text('numero_venda'),
    registradoPor: integer('registrado_por').notNull().references(() => usuarios.codigo),
    registradoEm: tstz('registrado_em').notNull(),
    desfeitoPor: integer('desfeito_por').references(() => usuarios.codigo),
    desfeitoEm: tstz('desfeito_em'),
    /** The owner's 'Agradecimento enviado', when they ticked it. */
    agradecidoEm: tstz('agradecido_em'),
  },
  (t) => [index('presentes_loja_lista_idx').on(t.listaId, t.registradoEm)],
);

/**
 * The list items a till registration gave (a kit: each unsold item). `ativo` until the registration
 * is undone; the partial unique index is the database's rule that one item is given at the till
 * at most once at a time, whatever the processes.
 */
export const presenteLojaItens = pgTable(
  'presente_loja_itens',
  {
    presenteId: integer('presente_id').notNull().references(() => presentesLoja.id, { onDelete: 'cascade' }),
    listaProdutoId: integer('lista_produto_id').notNull().references(() => listaProdutos.id, { onDelete: 'cascade' }),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.presenteId, t.listaProdutoId] }),
    uniqueIndex('presente_loja_itens_ativo_idx').on(t.listaProdutoId).where(sql`ativo`),
  ],
);

/** Audit of the till: one row per registration ('registrado') and per undo ('desfeito'), by whom and when. */
export const presentesLojaAuditoria = pgTable(
  'presentes_loja_auditoria',
  {
    id: serial('id').primaryKey(),
    presenteId: integer('presente_id').notNull().references(() => presentesLoja.id, { onDelete: 'cascade' }),
    acao: text('acao').notNull(),
    usuarioCodigo: integer('usuario_codigo').notNull().references(() => usuarios.codigo),
    em: tstz('em').notNull(),
  },
  (t) => [index('presentes_loja_auditoria_presente_idx').on(t.presenteId)],
);

/**
 * Leases of jobs that must run once across every API process (the reconciliation with the store):
 * a process runs the job only while it holds the row's lease; `cursor` is where the job got to.
 */
export const tarefas = pgTable('tarefas', {
  nome: text('nome').primaryKey(),
  dono: text('dono'),
  ate: tstz('ate'),
  cursor: text('cursor'),
  ultimaExecucao: tstz('ultima_execucao'),
});

/**
 * One row (id 1) whose `versao` grows, in the writing transaction, with every write to a table that
 * the guests' reads show (lists, items, kits, holds, products, prices, stock, catalogue names):
 * statement triggers of migration 0004. The cache of those reads (lists/publicReads) keys on it, so
 * that every API process sees a write as soon as it is committed.
 */
export const versaoDados = pgTable('versao_dados', {
  id: integer('id').primaryKey(),
  versao: bigint('versao', { mode: 'number' }).notNull().default(0),
});

/* ---------- Rate limits (decision 014) ---------- */

/**
 * Counters of the rate limits (lib/rateLimit): one row per limit and subject (an address, a staff
 * code, an e-mail, a user), keyed by the SHA-256 of `{limit}:{subject}` so that no address or
 * e-mail is stored in clear. In the database, so that every API process counts together.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: tstz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
