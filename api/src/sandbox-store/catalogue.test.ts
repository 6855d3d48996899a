jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { loadConfig } from '../config';
import * as s from '../db/schema';
import { createTestApp, type TestContext } from '../test/helpers';
import { buildCatalogue } from '../shop/sandboxCatalogue';
import { catalogueReader, GIFT_BAG_TITLE } from './catalogue';

let t: TestContext;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
const file = path.join(dir, 'sandbox-store/catalogue.json');
beforeAll(async () => {
  t = await createTestApp({ config: { shopify: { ...loadConfig({}).shopify, giftBagVariantId: '7400000000599', sandboxCatalogueFile: file } } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('sandbox catalogue (embedded default)', () => {
  it('the API writes it at start: every product active online with its first price, and the gift bag', async () => {
    const read = catalogueReader(file);
    const catalogue = read();
    const online = await t.db
      .select({ code: s.produtos.codigoShopify, nome: s.produtos.nome, ativo: s.produtos.ativo })
      .from(s.produtos)
      .where(and(isNotNull(s.produtos.codigoShopify), eq(s.produtos.shopifyAtivo, true)));
    const active = online.filter((p) => p.ativo);
    expect(active.length).toBeGreaterThan(50);
    expect(Object.keys(catalogue.variants).sort()).toEqual([...active.map((p) => p.code!), '7400000000599'].sort());
    expect(catalogue.variants['7400000000599']).toEqual({ title: GIFT_BAG_TITLE, price: '5.99', image: null, stock: null });
    const first = active[0]!;
    const [price] = await t.db
      .select({ preco: s.produtoPrecos.preco })
      .from(s.produtoPrecos)
      .innerJoin(s.produtos, eq(s.produtos.ordem, s.produtoPrecos.produtoOrdem))
      .where(eq(s.produtos.codigoShopify, first.code!))
      .orderBy(s.produtoPrecos.id)
      .limit(1);
    expect(catalogue.variants[first.code!]).toMatchObject({ title: first.nome, price: price!.preco.toFixed(2) });
  });

  it("each product's online stock is its stock summed over the branches (no row: 0)", async () => {
    const catalogue = await buildCatalogue(t.db);
    const rows = await t.db
      .select({ code: s.produtos.codigoShopify, quantidade: s.estoque.quantidade })
      .from(s.produtos)
      .leftJoin(s.estoque, eq(s.estoque.produtoOrdem, s.produtos.ordem))
      .where(and(isNotNull(s.produtos.codigoShopify), eq(s.produtos.shopifyAtivo, true), eq(s.produtos.ativo, true)));
    const expected = new Map<string, number>();
    for (const r of rows) expected.set(r.code!, (expected.get(r.code!) ?? 0) + Math.max(0, r.quantidade ?? 0));
    for (const [code, variant] of Object.entries(catalogue.variants)) expect([code, variant.stock]).toEqual([code, expected.get(code)]);
    const stocks = Object.values(catalogue.variants).map((v) => v.stock!);
    expect(stocks.some((n) => n === 0)).toBe(true); // some seeded online products are sold out
    expect(stocks.filter((n) => n > 0).length).toBeGreaterThan(30);
  });

  it('the seeded demo keeps giving: every unsold gift that the site offers online has the stock its quantity asks for', async () => {
    const catalogue = await buildCatalogue(t.db);
    const items = await t.db
      .select({ listaId: s.listaProdutos.listaId, kitId: s.listaProdutos.kitId, quantidade: s.listaProdutos.quantidade, code: s.produtos.codigoShopify })
      .from(s.listaProdutos)
      .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
      .where(eq(s.listaProdutos.vendido, false));
    // One cart per loose item, one per kit: what a cart asks of each variant.
    const carts = new Map<string, Map<string, number>>();
    let offered = 0;
    items.forEach((item, i) => {
      const variant = item.code ? catalogue.variants[item.code] : undefined;
      if (!variant || !variant.stock) return; // not online, or sold out: the site does not offer it online
      offered += 1;
      const key = item.kitId === null ? `item ${i}` : `kit ${item.kitId}`;
      const asked = carts.get(key) ?? new Map<string, number>();
      asked.set(item.code!, (asked.get(item.code!) ?? 0) + item.quantidade);
      carts.set(key, asked);
    });
    expect(offered).toBeGreaterThan(20);
    const short = [...carts].flatMap(([key, asked]) =>
      [...asked].filter(([code, quantity]) => quantity > catalogue.variants[code]!.stock!).map(([code, quantity]) => `${key}: ${code} asks ${quantity} of ${catalogue.variants[code]!.stock}`),
    );
    expect(short).toEqual([]);
  });

  it('reads a catalogue written without stock (untracked variants)', () => {
    const old = path.join(dir, 'old.json');
    fs.writeFileSync(old, JSON.stringify({ currency: 'BRL', variants: { '111': { title: 'Toalha', price: '10.00', image: null } } }));
    expect(catalogueReader(old)().variants['111']).toEqual({ title: 'Toalha', price: '10.00', image: null });
  });

  it('a missing or broken file reads as an empty catalogue', () => {
    expect(catalogueReader(path.join(dir, 'missing.json'))().variants).toEqual({});
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, '{"currency":"USD"}');
    expect(catalogueReader(broken)().variants).toEqual({});
  });
});
