jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import * as s from '../db/schema';
import { createTestApp, type TestContext } from '../test/helpers';
import { catalogueReader, GIFT_BAG_TITLE } from './catalogue';

let t: TestContext;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
const file = path.join(dir, 'sandbox-store/catalogue.json');
beforeAll(async () => {
  t = await createTestApp({ config: { shopify: { apiVersion: '2026-10', giftBagVariantId: '7400000000599', sandboxCatalogueFile: file } } });
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
    expect(catalogue.variants['7400000000599']).toEqual({ title: GIFT_BAG_TITLE, price: '5.99', image: null });
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

  it('a missing or broken file reads as an empty catalogue', () => {
    expect(catalogueReader(path.join(dir, 'missing.json'))().variants).toEqual({});
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, '{"currency":"USD"}');
    expect(catalogueReader(broken)().variants).toEqual({});
  });
});
