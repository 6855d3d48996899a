jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));

/**
 * A checkout whose process dies between the hold and the store's cart (docs/decisions/036): a
 * real API process (demo mode, an embedded database in a temporary folder, the sandbox store in
 * this process) with the fault-injection point `checkout-after-hold` kills itself with SIGKILL
 * right after writing the hold. A new process on the same data, without the fault: the gift is
 * not shown as reserved, and another guest gives it once the in-flight hold has run out
 * (GIFT_HOLD_CART_SECONDS=3 here; 45 by default).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { checkoutNote, fetchListBySlugResponseSchema } from 'shared-contracts';
import { buildSandboxStore } from '../sandbox-store/app';
import { catalogueReader } from '../sandbox-store/catalogue';
import { PUBLIC_LIST_SLUG } from '../seed/fixtures';
import { eventually, exited, freePort, startApi } from '../test/process';
import { SHOP } from '../test/shop';

let dataDir: string;
let sandbox: FastifyInstance;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lista-hold-fault-'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await sandbox?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh anonymous browser of the API at `api`: its cookies and XSRF header (from GET /health). */
async function newGuest(api: string): Promise<Record<string, string>> {
  const health = await fetch(`${api}/health`);
  const cookies = health.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
  return { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf };
}

it('a hold whose process died before the cart gives way within the in-flight time, and is never shown as reserved', async () => {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const catalogue = path.join(dataDir, 'catalogue.json');
  let sandboxUrl = '';
  sandbox = await buildSandboxStore({
    privateToken: SHOP.token,
    webhookSecret: SHOP.secret,
    webhookBaseUrl: api,
    catalogue: catalogueReader(catalogue),
    publicUrl: () => sandboxUrl,
    assetsUrl: api,
    logger: false,
  });
  sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const env = {
    API_MODE: 'demo',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_FACTOR: '1000',
    SHOPIFY_STORE_DOMAIN: new URL(sandboxUrl).host,
    SHOPIFY_STOREFRONT_PRIVATE_TOKEN: SHOP.token,
    SHOPIFY_WEBHOOK_SECRET: SHOP.secret,
    SHOPIFY_API_VERSION: SHOP.apiVersion,
    SHOPIFY_GIFT_BAG_VARIANT_ID: SHOP.giftBagVariantId,
    SANDBOX_STORE_CATALOGUE: catalogue,
    GIFT_HOLD_CART_SECONDS: '3',
    LOG_LEVEL: 'info',
  };
  const log: string[] = [];
  const faulty = await startApi({ ...env, API_FAULTS: 'checkout-after-hold' }, log);
  children.push(faulty);

  const readItem = async (id?: number) => {
    const lista = fetchListBySlugResponseSchema.parse(await (await fetch(`${api}/lista/publica/slug/${PUBLIC_LIST_SLUG}`)).json());
    return lista.produtosAvulsos!.find((i) => (id ? i.id === id : !i.vendido && !i.reservadoAte && i.produto.isShopify_Ativo && i.produto.codigo_shopify))!;
  };
  const item = await readItem();
  const body = JSON.stringify({
    productId: `gid://shopify/ProductVariant/${item.produto.codigo_shopify}`,
    quantity: item.quantidade,
    listId: item.listaId,
    listProductId: item.id,
    note: checkoutNote(item.listaId, item.produto.codigo),
  });
  const tried = await fetch(`${api}/shopify/checkout`, { method: 'POST', headers: await newGuest(api), body }).then(
    (res) => `answered ${res.status}`,
    () => 'died',
  );
  expect(tried).toBe('died');
  await exited(faulty);
  expect(faulty.signalCode).toBe('SIGKILL');

  const restarted = await startApi(env, log);
  children.push(restarted);
  expect((await readItem(item.id)).reservadoAte).toBeNull();
  const other = await newGuest(api);
  const given = await eventually(async () => {
    const res = await fetch(`${api}/shopify/checkout`, { method: 'POST', headers: other, body });
    if (res.status === 200) return (await res.json()) as { checkoutUrl: string };
    expect(res.status).toBe(409);
    return undefined;
  }, 60_000);
  expect(given.checkoutUrl).toContain('/cart/c/');
  restarted.kill('SIGTERM');
  await exited(restarted);
}, 180_000);
