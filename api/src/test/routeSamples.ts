/**
 * A valid request for every route of the API, by the names of STAFF_CALLS and ROUTE_ACCESS: what
 * the permission matrix, the authorization suite and the fuzz suite send (the fuzz suite mutates
 * them). Writes get fresh targets, so that each allowed call succeeds however often it runs; the
 * resources of the customer calls are customer A's (Maria's).
 */
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { checkoutNote, toProductGid } from 'shared-contracts';
import * as s from '../db/schema';
import { issueMagicLink } from '../auth/magicLink';
import type { RouteName } from '../routes/routeAccess';
import type { StaffCallName } from '../routes/staffCalls';
import { WEBHOOK_PATHS, type WebhookTopic } from '../shop/webhook';
import { shopifyHmac } from '../sandbox-store/orders';
import { colourCode, sizeCode } from '../seed/catalogue';
import { DEMO_CUSTOMERS, DEMO_PRODUCTS, PUBLIC_LIST_ID, PUBLIC_LIST_SLUG } from '../seed/fixtures';
import type { TestContext } from './helpers';
import { TEST_OUTBOX_KEY } from './helpers';
import { filePart, formData, png } from './multipart';
import { SHOP } from './shop';
import { activeProducts, demoProduct, imageEditableProducts, newItem, newKit, newList } from './staff';

export interface Sample {
  method: string;
  url: string;
  /** A JSON body, or a raw body (multipart, signed JSON) with its `contentType`. */
  payload?: Record<string, unknown> | Buffer | string;
  contentType?: string;
  /** Headers of the call beyond the session's cookies and XSRF token. */
  headers?: Record<string, string>;
}

/** Customer A of the customer calls (the owner of the samples' lists). */
export const OWNER_A = DEMO_CUSTOMERS.maria;

/** Fixture values the samples need, read once from the seeded database. */
export interface SampleFixtures {
  productCode: string;
  imageProductCode: string;
  cups: number;
  tee: Awaited<ReturnType<typeof demoProduct>>;
  /** An active online product with stock (ordem and online-store code). */
  onlineProduct: { ordem: number; codigo: string; codigoShopify: string };
}

export async function sampleFixtures(t: TestContext): Promise<SampleFixtures> {
  const [online] = await t.db
    .selectDistinct({ ordem: s.produtos.ordem, codigo: s.produtos.codigo, codigoShopify: s.produtos.codigoShopify })
    .from(s.produtos)
    .innerJoin(s.estoque, eq(s.estoque.produtoOrdem, s.produtos.ordem))
    .where(and(isNotNull(s.produtos.codigoShopify), eq(s.produtos.shopifyAtivo, true), eq(s.produtos.ativo, true), gt(s.estoque.quantidade, 0)))
    .orderBy(s.produtos.ordem)
    .limit(1);
  return {
    productCode: (await activeProducts(t.db))[0]!.codigo,
    imageProductCode: (await imageEditableProducts(t.db))[0]!.codigo,
    cups: (await demoProduct(t.db, DEMO_PRODUCTS.cups.codigo)).ordem,
    tee: await demoProduct(t.db, DEMO_PRODUCTS.kidsTee.codigo),
    onlineProduct: { ordem: online!.ordem, codigo: online!.codigo, codigoShopify: online!.codigoShopify! },
  };
}

let nextCustomer = 9100;
let nextOrder = 1;

/** The staff list form (§5 Create list) with valid values for customer A. */
export const listForm = (titulo: string) => ({
  codigoCliFor: OWNER_A.codigo,
  vendedorId: 201,
  titulo,
  categoriaId: 2,
  filialId: 1,
  dataEvento: '2031-05-20',
  localEvento: 'Salão Azul, Macapá - AP',
});

const json = (method: string, url: string, payload?: Record<string, unknown>): Sample => ({ method, url, ...(payload ? { payload } : {}) });

/** A multipart upload of a small PNG (and `fields`). */
async function upload(method: string, url: string, fields: Record<string, string> = {}): Promise<Sample> {
  const body = formData([filePart(await png(16, 16)), ...Object.entries(fields).map(([name, data]) => ({ name, data }))]);
  return { method, url, payload: body.payload, contentType: body.contentType };
}

type Builder = (t: TestContext, f: SampleFixtures) => Promise<Sample>;

/** A valid request of each staff call (STAFF_CALLS). */
export const STAFF_SAMPLES: Record<StaffCallName, Builder> = {
  listLists: async () => json('GET', '/lista?status=arquivado&page=1'),
  setListStatus: async (t) => json('PATCH', `/lista/status/${await newList(t.db)}`, { status: 'arquivado' }),
  metrics: async () => json('GET', '/lista/funcionario/metricas'),
  report: async () => json('GET', '/relatorios?de=2026-01-01&ate=2026-12-31&filialId=1'),
  branches: async () => json('GET', '/filial'),
  getList: async () => json('GET', `/lista/${PUBLIC_LIST_ID}`),
  listOrders: async () => json('GET', `/lista/${PUBLIC_LIST_ID}/pedidos`),
  receivedGifts: async () => json('GET', `/lista/${PUBLIC_LIST_ID}/presentes-recebidos`),
  staffCompletionDiscount: async () => json('GET', `/lista/${PUBLIC_LIST_ID}/desconto-conclusao`),
  tillSearch: async () => json('GET', `/presentes-loja/listas?busca=${PUBLIC_LIST_ID}`),
  tillList: async () => json('GET', `/presentes-loja/listas/${PUBLIC_LIST_ID}`),
  registerStoreGift: async (t, f) => {
    const listaId = await newList(t.db);
    const item = await newItem(t.db, listaId, f.cups);
    return json('POST', `/presentes-loja/listas/${listaId}`, { listaProdutoId: item.id, nome: 'Convidada da loja', filialId: 1, numeroVenda: 'V-1' });
  },
  undoStoreGift: async (t, f) => json('POST', `/presentes-loja/${(await newStoreGift(t, f, await newList(t.db))).id}/desfazer`),
  createList: async () => json('POST', '/lista', listForm('Lista criada no teste de permissões')),
  updateList: async (t) => json('PUT', `/lista/${await newList(t.db)}`, listForm('Título alterado')),
  getCliFor: async () => json('GET', `/cli_for/${DEMO_CUSTOMERS.joao.codigo}`),
  updateCliForEmail: async (t) => {
    const codigo = ++nextCustomer;
    await t.db.insert(s.cliFor).values({ codigo, nome: 'Cliente Teste', email: `antes.${codigo}@example.com` });
    return json('PATCH', `/cli_for/${codigo}/email`, { email: `depois.${codigo}@example.com` });
  },
  getSeller: async () => json('GET', '/funcionarios/201'),
  welcomeMail: async () => json('POST', '/mail/welcome', { to: DEMO_CUSTOMERS.joao.email, name: DEMO_CUSTOMERS.joao.nome }),
  listItems: async () => json('GET', `/lista-produtos/${PUBLIC_LIST_ID}?status=todos`),
  updateItem: async (t) => json('PATCH', `/lista-produtos/${(await newItem(t.db, PUBLIC_LIST_ID)).id}`, { quantidade: 3, descricao: 'Alterado' }),
  setItemSold: async (t) => json('PATCH', `/lista-produtos/${(await newItem(t.db, PUBLIC_LIST_ID)).id}/vendido`, { vendido: true }),
  removeItem: async (t) => {
    const item = await newItem(t.db, PUBLIC_LIST_ID, 7);
    return json('DELETE', `/lista-produtos/${item.id}/${item.listaId}/produto/${item.ordemProdServ}`);
  },
  setAnchorSold: async (t) => json('PATCH', `/lista-produtos/anchor/${(await newKit(t.db, PUBLIC_LIST_ID)).anchor.id}/vendido`, { vendido: true }),
  removeKit: async (t) => json('DELETE', `/lista-produtos/anchor/${(await newKit(t.db, PUBLIC_LIST_ID)).anchor.id}`),
  unlinkKitMember: async (t) => json('PATCH', `/lista-produtos/${(await newKit(t.db, PUBLIC_LIST_ID)).members[0]!.id}/unlink-kit`),
  productLookup: async (_t, f) => json('GET', `/produtos/${f.productCode}`),
  productImage: async (_t, f) => upload('PATCH', `/produtos/${f.imageProductCode}/imagem`, { codigo: f.imageProductCode }),
  addItem: async (t, f) => json('POST', '/lista-produtos', { listaId: await newList(t.db), ordemProdServ: f.cups, quantidade: 1 }),
  addVariantItem: async (t, f) =>
    json('POST', '/lista-produtos/add', {
      listaId: await newList(t.db),
      ordemProdServ: f.tee.ordem,
      quantidade: 2,
      tamanhoCodigo: sizeCode('4 anos'),
      corCodigo: colourCode('Branco'),
      variavel: true,
    }),
  updateVariantItem: async (t, f) => {
    const item = await newItem(t.db, await newList(t.db), f.tee.ordem, { variavel: true, ordemProdServGrade: f.tee.grades[0]!.ordem });
    return json('PATCH', `/lista-produtos/variante/${item.id}`, { variavel: true, quantidade: 1, tamanhoCodigo: sizeCode('6 anos'), corCodigo: colourCode('Amarelo') });
  },
  createKit: async (t, f) =>
    json('POST', '/lista-produtos/kit', { anchorItemId: (await newItem(t.db, await newList(t.db), f.cups)).id, items: [{ ordemProdServ: f.cups, quantidade: 1 }] }),
  sizes: async () => json('GET', '/tamanhos?q=anos&take=10'),
  colours: async () => json('GET', '/cores?sort=desc&skip=2'),
};

/** The branch of the samples' till registrations: staff of it may undo them (docs/decisions/037). */
export const SAMPLE_FILIAL = 1;

/**
 * A gift registered at the till today by staff 1001 at branch SAMPLE_FILIAL on a fresh item of list
 * `listaId` (written directly, as the till does: the item given, the registration and its active item row).
 */
export async function newStoreGift(t: TestContext, f: SampleFixtures, listaId: number): Promise<{ id: number; listaProdutoId: number }> {
  const item = await newItem(t.db, listaId, f.cups);
  await t.db.update(s.listaProdutos).set({ vendido: true }).where(eq(s.listaProdutos.id, item.id));
  const [row] = await t.db
    .insert(s.presentesLoja)
    .values({ listaId, listaProdutoId: item.id, presente: 'Presente da loja', quantidade: 1, valor: 10, nome: 'Convidada da loja', filialId: SAMPLE_FILIAL, registradoPor: 1001, registradoEm: t.clock.now })
    .returning({ id: s.presentesLoja.id });
  await t.db.insert(s.presenteLojaItens).values({ presenteId: row!.id, listaProdutoId: item.id });
  return { id: row!.id, listaProdutoId: item.id };
}

/** A fresh active list of customer A. */
const ownList = (t: TestContext) => newList(t.db, { cliForCodigo: OWNER_A.codigo });
/** A list of OWNER_A whose event was 30 days ago, with one gift the online store sells and nobody gave. */
async function ownPastList(t: TestContext, f: SampleFixtures): Promise<number> {
  const listaId = await newList(t.db, { cliForCodigo: OWNER_A.codigo, dataEvento: new Date(t.clock.now.getTime() - 30 * 86_400_000) });
  await newItem(t.db, listaId, f.onlineProduct.ordem);
  return listaId;
}

/** A signed orders/paid webhook that gives a fresh item of a fresh list. */
/** A signed delivery of `topic` about a new order of a new list item (refunds/create: a refund of it). */
const signedOrder = (topic: WebhookTopic) =>
  async function (t: TestContext, f: SampleFixtures): Promise<Sample> {
    const listaId = await newList(t.db);
    const item = await newItem(t.db, listaId, f.onlineProduct.ordem);
    const n = nextOrder++;
    const properties = [{ name: '_lista_id', value: String(listaId) }, { name: '_lista_produto_id', value: String(item.id) }];
    const line = { id: 1, variant_id: Number(f.onlineProduct.codigoShopify), title: 'Presente', quantity: 1, price: '10.00', properties };
    const order = { id: 7_100_000_000 + n, name: `#T${n}`, email: 'convidada@example.com', total_price: '10.00', currency: 'BRL', financial_status: topic === 'orders/create' ? 'pending' : 'paid', line_items: [line] };
    const body = JSON.stringify(topic === 'refunds/create' ? { id: 9_100_000 + n, order_id: order.id, refund_line_items: [{ id: 1, line_item_id: 1, quantity: 1, line_item: line }] } : topic === 'orders/cancelled' ? { ...order, cancelled_at: '2026-11-20T12:00:00Z' } : order);
    return {
      method: 'POST',
      url: WEBHOOK_PATHS[topic],
      payload: body,
      contentType: 'application/json',
      headers: { 'x-shopify-topic': topic, 'x-shopify-webhook-id': `wh-sample-${n}`, 'x-shopify-hmac-sha256': shopifyHmac(body, SHOP.secret) },
    };
  };

/** A valid request of each other route (ROUTE_ACCESS); customer calls on customer A's resources. */
export const ROUTE_SAMPLES: Record<RouteName, Builder> = {
  health: async () => json('GET', '/health'),
  healthLive: async () => json('GET', '/health/live'),
  healthReady: async () => json('GET', '/health/ready'),
  staticFiles: async () => json('GET', '/static/fallback/cover-placeholder.svg'),
  corsPreflight: async () => ({ method: 'OPTIONS', url: '/auth/login', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' } }),
  login: async () => json('POST', '/auth/login', { id: 1002, senha: 'consulta123' }),
  requestMagicLink: async () => json('POST', '/auth/request-magic-link', { email: DEMO_CUSTOMERS.joao.email }),
  verifyMagicLink: async (t) => {
    // links asked for earlier are issued in the background: they must not revoke this one (MAGIC_LINKS_ALIVE)
    await t.app.ctx.background.idle();
    const link = await issueMagicLink(t.db, { siteUrl: 'http://site.test', now: t.clock.now, email: DEMO_CUSTOMERS.joao.email, cliForCodigo: DEMO_CUSTOMERS.joao.codigo });
    const url = new URL(link);
    return json('POST', '/auth/verify-magic-link', { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! });
  },
  logout: async () => json('POST', '/auth/logout'),
  me: async () => json('GET', '/auth/me'),
  publicLists: async () => json('GET', '/lista/publica?search=casamento&page=1&limit=10'),
  publicListsIndex: async () => json('GET', '/lista/publica/index?page=1&limit=30'),
  categories: async () => json('GET', '/lista_categoria'),
  listBySlug: async () => json('GET', `/lista/publica/slug/${PUBLIC_LIST_SLUG}`),
  shareList: async () => json('GET', `/lista/publica/share/${PUBLIC_LIST_ID}`),
  checkout: async (t, f) => {
    const listId = await newList(t.db);
    const item = await newItem(t.db, listId, f.onlineProduct.ordem);
    return json('POST', '/shopify/checkout', {
      productId: toProductGid(f.onlineProduct.codigoShopify)!,
      quantity: 1,
      listId,
      listProductId: item.id,
      note: checkoutNote(listId, f.onlineProduct.codigo),
    });
  },
  valePresenteOptions: async () => json('GET', '/shopify/vale-presente'),
  valePresenteCheckout: async (t) => json('POST', '/shopify/vale-presente/checkout', { listId: await newList(t.db), valor: 100, quantidade: 2, nome: 'Ana', mensagem: 'Felicidades!' }),
  cotaCheckout: async (t, f) => {
    const listaId = await newList(t.db);
    const item = await newItem(t.db, listaId, f.onlineProduct.ordem, { quantidade: 40, aceitaCotas: true });
    return json('POST', '/shopify/cota/checkout', { listId: listaId, listProductId: item.id, valor: 100, nome: 'Ana', mensagem: 'Felicidades!' });
  },
  ordersCreate: signedOrder('orders/create'),
  ordersPaid: signedOrder('orders/paid'),
  ordersCancelled: signedOrder('orders/cancelled'),
  refundsCreate: signedOrder('refunds/create'),
  customerDashboard: async () => json('GET', `/cliente/listas/dashboard?codigo=${OWNER_A.codigo}&email=${encodeURIComponent(OWNER_A.email)}`),
  customerLists: async () => json('GET', `/cliente/listas?codigo=${OWNER_A.codigo}&email=${encodeURIComponent(OWNER_A.email)}&status=todos`),
  customerList: async () => json('GET', `/cliente/listas/${PUBLIC_LIST_ID}/${OWNER_A.codigo}/${encodeURIComponent(OWNER_A.email)}`),
  customerReceivedGifts: async (t) => json('GET', `/cliente/listas/${await ownList(t)}/presentes-recebidos`),
  customerSetThanked: async (t, f) => {
    const listaId = await ownList(t);
    const gift = await newStoreGift(t, f, listaId);
    return json('PATCH', `/cliente/listas/${listaId}/presentes-recebidos/agradecimento`, { canal: 'loja', id: gift.id, listaProdutoId: gift.listaProdutoId, agradecido: true });
  },
  customerSetItemCotas: async (t, f) => {
    const listaId = await ownList(t);
    const item = await newItem(t.db, listaId, f.onlineProduct.ordem, { quantidade: 40 });
    return json('PUT', `/cliente/listas/${listaId}/itens/${item.id}/cotas`, { aceitaCotas: true });
  },
  customerCompletionDiscount: async (t, f) => json('GET', `/cliente/listas/${await ownPastList(t, f)}/desconto-conclusao`),
  customerRequestCompletionDiscount: async (t, f) => json('POST', `/cliente/listas/${await ownPastList(t, f)}/desconto-conclusao`),
  customerCompletionDiscountCart: async (t, f) => {
    const listaId = await ownPastList(t, f);
    const now = t.clock.now;
    await t.db.insert(s.descontosConclusao).values({ listaId, codigo: `LISTA-T${listaId}`, percentual: 10, validoDe: now, validoAte: new Date(now.getTime() + 86_400_000), shopifyId: 'gid://shopify/DiscountCodeNode/1', criadoEm: now });
    return json('POST', `/cliente/listas/${listaId}/desconto-conclusao/carrinho`);
  },
  customerUpdateList: async (t) =>
    json('PATCH', `/cliente/listas/${await ownList(t)}`, { codigo: OWNER_A.codigo, email: OWNER_A.email, titulo: 'Novo título', descricao: 'Venham!' }),
  bannerLibrary: async () => json('GET', '/images/library/banner'),
  upload: async () => upload('POST', '/images/upload/banner'),
  setListImage: async (t) => json('PUT', `/lista/${await ownList(t)}/image`, { category: 'banner', url: '/static/library/banner-01.jpg', key: 'library/banner-01.jpg' }),
  outboxJson: async () => ({ method: 'GET', url: '/dev/outbox.json?limit=5', headers: { 'x-outbox-key': TEST_OUTBOX_KEY } }),
  outboxPage: async () => ({ method: 'GET', url: '/dev/outbox?limit=5', headers: { 'x-outbox-key': TEST_OUTBOX_KEY } }),
};

/** The sample of route `name` of either table. */
export function sampleOf(name: string, t: TestContext, f: SampleFixtures): Promise<Sample> {
  const builder = (STAFF_SAMPLES as Record<string, Builder>)[name] ?? (ROUTE_SAMPLES as Record<string, Builder>)[name];
  if (!builder) throw new Error(`no sample for route ${name}`);
  return builder(t, f);
}
