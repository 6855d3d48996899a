jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { and, eq } from 'drizzle-orm';
import { BRANCH_NAMES } from 'shared-contracts';
import type { Database } from '../db';
import { openTestDatabase } from '../test/database';
import * as s from '../db/schema';
import { verifyPassword } from '../lib/crypto';
import { rowCount } from '../test/helpers';
import { CATEGORY_NAMES, DEMO_CUSTOMERS, DEMO_PRODUCTS, DEMO_USERS, PUBLIC_LIST_SLUG } from './fixtures';
import { isDatabaseEmpty, seed } from './index';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db, { images: false });
});
afterAll(async () => {
  await database?.close();
});

const TABLES = [
  s.filiais, s.categorias, s.produtos, s.produtoPrecos, s.estoque, s.grade, s.tamanhos, s.cores, s.listas,
  s.listaProdutos, s.kits, s.usuarios, s.gruposPermissao, s.permissoes, s.grupoPermissoes, s.cliFor, s.vendedores,
];

describe('seed', () => {
  it('fills the catalogue', async () => {
    const db = database.db;
    const branches = await db.select().from(s.filiais).orderBy(s.filiais.id);
    expect(branches.map((b) => [b.id, b.nome])).toEqual(Object.entries(BRANCH_NAMES).map(([id, nome]) => [Number(id), nome]));
    expect((await db.select().from(s.categorias)).map((c) => c.nome).sort()).toEqual([...CATEGORY_NAMES].sort());
    expect(await rowCount(db, s.produtos)).toBeGreaterThanOrEqual(300);
    expect(await rowCount(db, s.listas)).toBeGreaterThanOrEqual(150);
    expect(await rowCount(db, s.vendedores)).toBe(10);
    const lists = await db.select().from(s.listas);
    for (const v of ['ativo', 'arquivado']) expect(lists.some((l) => l.status === v)).toBe(true);
    for (const v of ['publico', 'privado', 'apenas_convidados']) expect(lists.some((l) => l.privacidade === v)).toBe(true);
    expect(new Set(lists.map((l) => l.categoriaId)).size).toBe(CATEGORY_NAMES.length);
    expect(new Set(lists.map((l) => l.filialId))).toEqual(new Set([1, 4, 6, 10]));
    expect(lists.some((l) => l.dataEvento < new Date()) && lists.some((l) => l.dataEvento > new Date())).toBe(true);
    expect(lists.filter((l) => l.cliForCodigo === DEMO_CUSTOMERS.maria.codigo).length).toBeGreaterThanOrEqual(4);
    const shop = (await db.select().from(s.produtos)).filter((p) => p.codigoShopify);
    expect(shop.length).toBeGreaterThan(90);
    expect(shop.every((p) => /^\d+$/.test(p.codigoShopify!))).toBe(true);
    const [known] = await db.select().from(s.listas).where(and(eq(s.listas.slug, PUBLIC_LIST_SLUG), eq(s.listas.status, 'ativo')));
    expect(known!.privacidade).toBe('publico');
    expect(known!.tituloBusca).toBe('casamento maria e joao');
  });

  it('has realistic sizes and colours, some inactive, and products with and without variants', async () => {
    const db = database.db;
    const sizes = await db.select().from(s.tamanhos);
    for (const nome of ['P', 'M', 'G', 'GG', '1 ano', '16 anos', '33', '44']) expect(sizes.find((r) => r.nome === nome)?.ativo).toBe(true);
    expect(sizes.filter((r) => /^\d+ anos?$/.test(r.nome)).length).toBe(16);
    expect(sizes.some((r) => !r.ativo)).toBe(true);
    const colours = await db.select().from(s.cores);
    for (const nome of ['Branco', 'Preto', 'Azul Marinho']) expect(colours.find((r) => r.nome === nome)?.ativo).toBe(true);
    expect(colours.some((r) => !r.ativo)).toBe(true);
    const produtos = await db.select().from(s.produtos);
    const withVariants = new Set((await db.select({ p: s.grade.produtoOrdem }).from(s.grade)).map((r) => r.p));
    expect(produtos.filter((p) => withVariants.has(p.ordem)).length).toBeGreaterThan(20);
    expect(produtos.filter((p) => !withVariants.has(p.ordem)).length).toBeGreaterThan(100);
    expect(produtos.some((p) => !p.ativo)).toBe(true);
    for (const demo of Object.values(DEMO_PRODUCTS)) {
      const p = produtos.find((row) => row.codigo === demo.codigo)!;
      expect({ nome: p.nome, ativo: p.ativo }).toEqual({ nome: demo.nome, ativo: 'ativo' in demo ? demo.ativo : true });
      const grades = await db.select().from(s.grade).where(eq(s.grade.produtoOrdem, p.ordem));
      expect(grades.length).toBe(Math.max(demo.sizes.length, 1) * Math.max(demo.colours.length, 1) * (demo.sizes.length || demo.colours.length ? 1 : 0));
    }
  });

  it('stores hashed passwords that verify', async () => {
    const users = await database.db.select().from(s.usuarios).orderBy(s.usuarios.codigo);
    expect(users.map((u) => u.nome)).toEqual(Object.values(DEMO_USERS).map((u) => u.nome));
    for (const demo of Object.values(DEMO_USERS)) {
      const u = users.find((x) => x.codigo === demo.codigo)!;
      expect(u.senhaHash).not.toContain(demo.senha);
      expect(await verifyPassword(demo.senha, u.senhaHash)).toBe(true);
      expect(await verifyPassword(`${demo.senha}x`, u.senhaHash)).toBe(false);
    }
  });

  it('is idempotent: a second run adds and changes nothing', async () => {
    const counts = await Promise.all(TABLES.map((tb) => rowCount(database.db, tb)));
    const lists = await database.db.select().from(s.listas).orderBy(s.listas.id);
    await seed(database.db, { images: false });
    expect(await Promise.all(TABLES.map((tb) => rowCount(database.db, tb)))).toEqual(counts);
    expect(await database.db.select().from(s.listas).orderBy(s.listas.id)).toEqual(lists);
    // sequences follow the explicit ids: a new row gets the next id
    const [row] = await database.db.insert(s.categorias).values({ nome: 'Teste' }).returning();
    expect(row!.id).toBe(CATEGORY_NAMES.length + 1);
  });
});

describe("demo data that reads like a real chain's", () => {
  /** The seed's women's and girls' first names: the article before a name agrees with them ('da Valentina', 'do Theo'). */
  const WOMEN = new Set(['Ana', 'Beatriz', 'Daniela', 'Fernanda', 'Helena', 'Juliana', 'Mariana', 'Olívia', 'Rafaela', 'Tatiane', 'Larissa', 'Camila', 'Letícia', 'Bianca', 'Isabela', 'Luana', 'Maria', 'Clara', 'Alice', 'Laura', 'Sofia', 'Valentina', 'Manuela', 'Cecília']);
  const lists = async () => database.db.select().from(s.listas).orderBy(s.listas.id);
  /** The names a title gives, read from its words: what follows the occasion ('Casamento', 'Aniversário de 3 anos da', ...). */
  const namesIn = (titulo: string) => {
    const rest = titulo
      .replace(new RegExp(`^(${[...CATEGORY_NAMES].sort((a, b) => b.length - a.length).join('|')})( de (Prata|Ouro|Pérola|Cristal))?`), '')
      .replace(/^ de \d+ anos?/, '')
      .replace(/^ (de|da|do)\b/, '')
      .trim();
    return rest.split(' e ').map((part) => part.split(' '));
  };
  const initialsOf = (names: string[][]) => names.map((words) => words.map((w) => w[0]).join('')).join('&');

  it("gives each list with a photo the monogram of the names in its title: 'M&J' for 'Casamento Maria e João'", async () => {
    const all = await lists();
    expect(all.find((l) => l.slug === PUBLIC_LIST_SLUG)!.fotoLista).toBe('/static/seed/profiles/monograma-m-e-j.jpg');
    const withPhoto = all.filter((l) => l.fotoLista);
    expect(withPhoto.length).toBeGreaterThan(100);
    for (const l of withPhoto) {
      const monogram = /^\/static\/seed\/profiles\/monograma-([a-z-]+)\.jpg$/.exec(l.fotoLista!)?.[1];
      expect({ titulo: l.titulo, monogram }).toEqual({ titulo: l.titulo, monogram: initialsOf(namesIn(l.titulo)).toLowerCase().replace('&', '-e-') });
    }
  });

  it("writes grammatical titles that name the list's owner: 'Chá de Bebê da Valentina', 'Aniversário de 1 ano do Theo'", async () => {
    const all = await lists();
    const owners = new Map((await database.db.select().from(s.cliFor)).map((c) => [c.codigo, c.nome]));
    const categories = new Map((await database.db.select().from(s.categorias)).map((c) => [c.id, c.nome]));
    for (const l of all) {
      const categoria = categories.get(l.categoriaId!)!;
      expect(l.titulo.startsWith(categoria)).toBe(true);
      expect(l.titulo).not.toMatch(/\b1 anos\b/);
      for (const [, article, name] of l.titulo.matchAll(/\b(da|do) (\p{Lu}\p{Ll}+)/gu)) {
        expect(`${article} ${name}`).toBe(`${WOMEN.has(name!) ? 'da' : 'do'} ${name}`);
      }
      if (['Chá de Bebê', 'Chá de Fralda', 'Batizado', 'Formatura', 'Chá de Panela'].includes(categoria)) expect(l.titulo).toMatch(/ (da|do) \p{Lu}/u);
      if (categoria === 'Aniversário') expect(l.titulo).toMatch(/^Aniversário de (1 ano|\d+ anos) (da|do) \p{Lu}/u);
      const owner = owners.get(l.cliForCodigo!)!;
      const ownerFirst = owner.split(' ')[0]!;
      if (categoria === 'Chá de Bebê') {
        // the owner is the mother or the father; the mother is a woman, the father a man
        expect([l.mae, l.pai]).toContain(owner);
        expect(WOMEN.has(l.mae!.split(' ')[0]!)).toBe(true);
        expect(WOMEN.has(l.pai!.split(' ')[0]!)).toBe(false);
      } else if (!['Chá de Fralda', 'Batizado'].includes(categoria) && !/^Aniversário de \d+ anos? (da|do) (Alice|Miguel|Laura|Arthur|Sofia|Heitor|Valentina|Theo|Manuela|Davi|Cecília|Bernardo)$/.test(l.titulo)) {
        expect({ titulo: l.titulo, owner: ownerFirst, named: namesIn(l.titulo).some((words) => words[0] === ownerFirst) }).toEqual({ titulo: l.titulo, owner: ownerFirst, named: true });
      }
    }
  });
});

describe('a seed that stops half-way', () => {
  it('leaves the database empty, and the next seed completes it', async () => {
    const fresh = await openTestDatabase();
    try {
      // the 20th insert of the seed fails, as a process killed there would stop
      let inserts = 0;
      const failing = new Proxy(fresh.db, {
        get(target, key, receiver) {
          if (key !== 'transaction') return Reflect.get(target, key, receiver);
          return (run: (tx: unknown) => Promise<unknown>) =>
            target.transaction((tx) =>
              run(
                new Proxy(tx, {
                  get(t, k, r) {
                    if (k === 'insert' && ++inserts === 20) throw new Error('processo encerrado');
                    const value = Reflect.get(t, k, r) as unknown;
                    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(t) : value;
                  },
                }),
              ),
            );
        },
      });
      await expect(seed(failing, { images: false })).rejects.toThrow('processo encerrado');
      expect(inserts).toBe(20);
      for (const table of TABLES) expect(await rowCount(fresh.db, table)).toBe(0);
      expect(await isDatabaseEmpty(fresh.db)).toBe(true);

      await seed(fresh.db, { images: false });
      const untouched = await openTestDatabase();
      try {
        await seed(untouched.db, { images: false });
        for (const table of TABLES) expect(await rowCount(fresh.db, table)).toBe(await rowCount(untouched.db, table));
      } finally {
        await untouched.close();
      }
    } finally {
      await fresh.close();
    }
  });
});
