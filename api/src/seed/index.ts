/**
 * Demo catalogue (docs/architecture.md, "The reference API"). Deterministic (seeded PRNG, dates relative to
 * `now`) and idempotent: every row has a fixed key and is inserted with ON CONFLICT DO NOTHING,
 * so a second run changes nothing. Fixed fixtures are in ./fixtures.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BRANCH_IDS, BRANCHES as BRANCH_ROWS, MODULE_LISTA, PERMISSIONS } from 'shared-contracts';
import type { Db } from '../db';
import * as s from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { COLOURS, demoProductRows, INACTIVE_COLOURS, INACTIVE_SIZES, SIZES } from './catalogue';
import { slugify } from '../lists/slugs';
import { createRng } from './prng';
import { seedCotas } from './cotas';
import { seedGivings } from './givings';
import { emailName, insertAll } from './insert';
import {
  ARCHIVED_LIST_SLUG,
  CATEGORY_NAMES,
  DEMO_CUSTOMERS,
  DEMO_USERS,
  GUESTS_ONLY_LIST_SLUG,
  PAST_PUBLIC_LIST_SLUG,
  PRIVATE_LIST_SLUG,
  PUBLIC_LIST_SLUG,
  PUBLIC_LIST_TITLE,
  SELLER_CODES,
} from './fixtures';
import {
  COVER_COUNT,
  branchPath,
  coverPath,
  generateSeedImages,
  monogramOf,
  monogramPath,
  productPath,
} from './images';

export interface SeedOptions {
  /** Reference time for event dates (default: now). */
  now?: Date;
  /** Render the picture files (default true). Tests pass false. */
  images?: boolean;
  /** DATA_DIR: pictures go to DATA_DIR/static. Required when images is true. */
  dataDir?: string;
  log?: (line: string) => void;
}

export interface SeedResult {
  products: number;
  lists: number;
  items: number;
  kits: number;
  imagesWritten: number;
}

const DAY = 86_400_000;

/** Phone of each branch; names and addresses are the client's fixed ones (shared-contracts BRANCHES). */
const BRANCH_CONTACTS: Record<number, string> = {
  1: '(96) 3222-1001',
  4: '(96) 3281-4004',
  6: '(96) 3223-6006',
  10: '(96) 3214-1010',
};

type SizeKind = 'baby' | 'adult' | 'bed' | null;
const FAMILIES: Array<{ nome: string; min: number; max: number; sizes: SizeKind }> = [
  { nome: 'Body Manga Curta', min: 29, max: 69, sizes: 'baby' },
  { nome: 'Macacão Plush', min: 59, max: 129, sizes: 'baby' },
  { nome: 'Kit Fraldas de Pano', min: 39, max: 89, sizes: null },
  { nome: 'Manta Soft', min: 49, max: 149, sizes: null },
  { nome: 'Toalha com Capuz', min: 39, max: 99, sizes: null },
  { nome: 'Mordedor de Silicone', min: 19, max: 49, sizes: null },
  { nome: 'Chocalho Musical', min: 29, max: 69, sizes: null },
  { nome: 'Mamadeira Anticólica', min: 39, max: 119, sizes: null },
  { nome: 'Trocador Portátil', min: 69, max: 159, sizes: null },
  { nome: 'Babador Impermeável', min: 19, max: 45, sizes: null },
  { nome: 'Saída de Maternidade', min: 89, max: 229, sizes: 'baby' },
  { nome: 'Sapatinho de Tricô', min: 29, max: 59, sizes: 'baby' },
  { nome: 'Jogo de Panelas Antiaderente', min: 299, max: 899, sizes: null },
  { nome: 'Jogo de Lençol 400 Fios', min: 149, max: 459, sizes: 'bed' },
  { nome: 'Jogo de Toalhas', min: 89, max: 259, sizes: null },
  { nome: 'Aparelho de Jantar 20 Peças', min: 199, max: 699, sizes: null },
  { nome: 'Faqueiro Inox 24 Peças', min: 119, max: 399, sizes: null },
  { nome: 'Liquidificador', min: 129, max: 399, sizes: null },
  { nome: 'Cafeteira Elétrica', min: 119, max: 599, sizes: null },
  { nome: 'Jogo de Copos', min: 49, max: 149, sizes: null },
  { nome: 'Edredom', min: 179, max: 499, sizes: 'bed' },
  { nome: 'Travesseiro', min: 49, max: 189, sizes: null },
  { nome: 'Conjunto de Taças', min: 79, max: 249, sizes: null },
  { nome: 'Tábua de Frios', min: 59, max: 179, sizes: null },
  { nome: 'Air Fryer', min: 349, max: 899, sizes: null },
  { nome: 'Panela de Pressão', min: 119, max: 349, sizes: null },
  { nome: 'Batedeira', min: 199, max: 699, sizes: null },
  { nome: 'Sanduicheira', min: 89, max: 219, sizes: null },
  { nome: 'Ferro de Passar', min: 99, max: 279, sizes: null },
  { nome: 'Jogo de Cama Infantil', min: 119, max: 289, sizes: 'bed' },
  { nome: 'Cobertor Microfibra', min: 89, max: 239, sizes: 'bed' },
  { nome: 'Porta-Retrato', min: 29, max: 99, sizes: null },
  { nome: 'Camisa Social', min: 99, max: 259, sizes: 'adult' },
  { nome: 'Vestido Midi', min: 139, max: 349, sizes: 'adult' },
  { nome: 'Camiseta Básica', min: 39, max: 99, sizes: 'adult' },
  { nome: 'Calça Jeans', min: 119, max: 299, sizes: 'adult' },
  { nome: 'Bolsa Transversal', min: 129, max: 399, sizes: null },
  { nome: 'Relógio Analógico', min: 199, max: 899, sizes: null },
  { nome: 'Perfume 100ml', min: 149, max: 599, sizes: null },
  { nome: 'Tênis Casual', min: 179, max: 499, sizes: 'adult' },
  { nome: 'Pijama Longo', min: 79, max: 199, sizes: 'adult' },
  { nome: 'Roupão Atoalhado', min: 119, max: 289, sizes: 'adult' },
];
const LINES = ['Essencial', 'Premium', 'Clássico', 'Conforto', 'Luxo', 'Kids', 'Deluxe', 'Tradicional'];
const SIZE_SETS: Record<Exclude<SizeKind, null>, string[]> = {
  baby: ['RN', 'P', 'M', 'G'],
  adult: ['P', 'M', 'G', 'GG'],
  bed: ['Solteiro', 'Casal', 'Queen', 'King'],
};

const FIRST = ['Ana', 'Beatriz', 'Carlos', 'Daniela', 'Eduardo', 'Fernanda', 'Gabriel', 'Helena', 'Igor', 'Juliana', 'Lucas', 'Mariana', 'Nicolas', 'Olívia', 'Paulo', 'Rafaela', 'Sérgio', 'Tatiane', 'Vinícius', 'Larissa', 'Pedro', 'Camila', 'Rodrigo', 'Letícia', 'André', 'Bianca', 'Thiago', 'Isabela', 'Márcio', 'Luana'];
const LAST = ['Oliveira', 'Souza', 'Lima', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Araújo', 'Ribeiro', 'Carvalho', 'Gomes', 'Martins', 'Barbosa', 'Cardoso', 'Teixeira'];
const BABY = ['Alice', 'Miguel', 'Laura', 'Arthur', 'Sofia', 'Heitor', 'Valentina', 'Theo', 'Manuela', 'Davi', 'Cecília', 'Bernardo'];
const PLACES = [
  'Salão de Festas Amazonas, Macapá - AP', 'Igreja Matriz de São José, Macapá - AP', 'Espaço Fortaleza, Macapá - AP',
  'Buffet Encanto, Santana - AP', 'Clube Macapá, Macapá - AP', 'Residência da família, Santana - AP',
  'Espaço Garden Trapiche, Macapá - AP', 'Paróquia Nossa Senhora da Conceição, Santana - AP', 'Hotel Atalaia, Macapá - AP',
];
/** Women's and girls' first names of FIRST and BABY (and of the fixtures): 'da Valentina', 'do Theo'. */
const WOMEN = new Set(['Ana', 'Beatriz', 'Daniela', 'Fernanda', 'Helena', 'Juliana', 'Mariana', 'Olívia', 'Rafaela', 'Tatiane', 'Larissa', 'Camila', 'Letícia', 'Bianca', 'Isabela', 'Luana', 'Maria', 'Clara', 'Alice', 'Laura', 'Sofia', 'Valentina', 'Manuela', 'Cecília']);
/** The article before a first name ('da Maria', 'do João'). */
const of = (nome: string) => `${WOMEN.has(nome) ? 'da' : 'do'} ${nome}`;
/** The owner's partner in a couple's title (and a baby's other parent): `drawn`, or the next name of FIRST of the other sex. */
function partnerOf(owner: string, drawn: string): string {
  const fits = (nome: string) => WOMEN.has(nome) !== WOMEN.has(owner);
  for (let i = 0; i < FIRST.length; i++) {
    const nome = FIRST[(FIRST.indexOf(drawn) + i) % FIRST.length]!;
    if (fits(nome)) return nome;
  }
  return drawn;
}
const SELLERS = ['Rita Fernandes', 'Marcos Lima', 'Joana Prado', 'Felipe Rocha', 'Sandra Moura', 'Otávio Reis', 'Priscila Dias', 'Renato Alves', 'Cíntia Melo', 'Wagner Pinto'];



/**
 * Seeds the demo data (idempotent: rows that exist are kept). All or nothing: one transaction,
 * with the pictures written before it commits, so that a start killed during the seed (even by
 * SIGKILL) leaves an empty database, which the next start seeds again.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction((tx) => seedInto(tx as unknown as Db, options));
}

async function seedInto(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const rng = createRng(20240611);
  // Suffixes of the slugs of lists that are not public (unguessable, decision 016), from their own
  // generator so that every other generated value stays as it was.
  const slugRng = createRng(20261122);
  const hiddenSuffix = () => Array.from({ length: 12 }, () => slugRng.int(0, 15).toString(16)).join('');
  const now = options.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (days: number, hour: number) => new Date(today + days * DAY + hour * 3_600_000);

  /* Branches, categories, sizes, colours, sellers */
  const branches = BRANCH_ROWS.map((b) => ({ ...b, contato: BRANCH_CONTACTS[b.id]!, fotoFilial: branchPath(b.id) }));
  await insertAll(db, s.filiais, branches);
  await insertAll(db, s.categorias, CATEGORY_NAMES.map((nome, i) => ({ id: i + 1, nome })));
  const catId = (nome: (typeof CATEGORY_NAMES)[number]) => CATEGORY_NAMES.indexOf(nome) + 1;
  await insertAll(db, s.tamanhos, SIZES.map((nome, i) => ({ codigo: i + 1, nome, ativo: !INACTIVE_SIZES.has(nome) })));
  await insertAll(db, s.cores, COLOURS.map((nome, i) => ({ codigo: i + 1, nome, ativo: !INACTIVE_COLOURS.has(nome) })));
  await insertAll(db, s.vendedores, SELLER_CODES.map((codigo, i) => ({ codigo, nome: SELLERS[i]! })));

  /* Permissions and staff */
  const permNames = Object.values(PERMISSIONS);
  await insertAll(db, s.permissoes, permNames.map((permissao, i) => ({ id: i + 1, modulo: MODULE_LISTA, permissao })));
  await insertAll(db, s.gruposPermissao, [
    { id: 1, nome: 'Administradores' },
    { id: 2, nome: 'Gestores de Listas' },
    { id: 3, nome: 'Consulta' },
  ]);
  const grupoRows = [
    ...permNames.map((_, i) => ({ grupoId: 1, permissaoId: i + 1 })),
    ...permNames.flatMap((p, i) => (p === PERMISSIONS.criarUsuarios ? [] : [{ grupoId: 2, permissaoId: i + 1 }])),
    { grupoId: 3, permissaoId: permNames.indexOf(PERMISSIONS.verListas) + 1 },
  ];
  await insertAll(db, s.grupoPermissoes, grupoRows);
  const existingUsers = new Set((await db.select({ c: s.usuarios.codigo }).from(s.usuarios)).map((r) => r.c));
  const staff = [
    { ...DEMO_USERS.superUser, email: 'ana.ferreira@listadepresentes.local', su: true, grupoId: 1, filialId: null },
    { ...DEMO_USERS.fullStaff, email: 'bruno.carvalho@listadepresentes.local', su: false, grupoId: 2, filialId: BRANCH_ROWS[0]!.id },
    { ...DEMO_USERS.viewOnlyStaff, email: 'carla.mendes@listadepresentes.local', su: false, grupoId: 3, filialId: null },
  ].filter((u) => !existingUsers.has(u.codigo));
  await insertAll(
    db,
    s.usuarios,
    await Promise.all(staff.map(async ({ senha, ...u }) => ({ ...u, senhaHash: await hashPassword(senha), ativo: true }))),
  );

  /* Customers */
  const customers: Array<{ codigo: number; nome: string; email: string }> = [
    { ...DEMO_CUSTOMERS.maria },
    { ...DEMO_CUSTOMERS.joao },
  ];
  for (let i = 0; i < 38; i++) {
    const nome = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    customers.push({ codigo: 5003 + i, nome, email: `${emailName(nome)}${5003 + i}@example.com` });
  }
  await insertAll(db, s.cliFor, customers);

  /* Products, prices, stock, variants */
  type P = { ordem: number; codigo: string; nome: string; codigoShopify: string | null; shopifyAtivo: boolean; fotoUrl: string | null; ativo: boolean; family: number };
  const products: P[] = [];
  const precos: Array<{ id: number; produtoOrdem: number; preco: number }> = [];
  const stock: Array<{ produtoOrdem: number; filialId: number; quantidade: number }> = [];
  const grades: Array<{ ordem: number; codigo: string; produtoOrdem: number; tamanhoCodigo: number | null; corCodigo: number | null; fotoUrl: string | null }> = [];
  const gradesByProduct = new Map<number, number[]>();
  const stockTotal = new Map<number, number>();
  const PRODUCT_COUNT = 320;
  for (let i = 0; i < PRODUCT_COUNT; i++) {
    const ordem = i + 1;
    const family = i % FAMILIES.length;
    const fam = FAMILIES[family]!;
    const line = LINES[Math.floor(i / FAMILIES.length) % LINES.length]!;
    const codigo = String(100000 + ordem * 7);
    const shop = i % 3 === 0;
    const p: P = {
      ordem,
      codigo,
      nome: `${fam.nome} ${line}`,
      codigoShopify: shop ? String(7_400_000_000_000 + ordem * 1013) : null,
      shopifyAtivo: shop && rng.chance(0.85),
      fotoUrl: rng.chance(0.95) ? productPath(codigo) : null,
      ativo: rng.chance(0.97),
      family,
    };
    products.push(p);
    precos.push({ id: ordem, produtoOrdem: ordem, preco: rng.int(fam.min, fam.max) + 0.9 });
    const zero = rng.chance(0.1);
    let total = 0;
    for (const filialId of BRANCH_IDS) {
      const quantidade = zero || rng.chance(0.3) ? 0 : rng.int(1, 25);
      total += quantidade;
      stock.push({ produtoOrdem: ordem, filialId, quantidade });
    }
    stockTotal.set(ordem, total);
    if (fam.sizes && rng.chance(0.6)) {
      const sizes = rng.shuffle(SIZE_SETS[fam.sizes]).slice(0, rng.int(2, 3));
      const colours = rng.shuffle(COLOURS.slice(0, 12)).slice(0, rng.int(1, 2));
      const ids: number[] = [];
      for (const size of sizes)
        for (const cor of colours) {
          const g = {
            ordem: grades.length + 1,
            codigo: `${codigo}-${grades.length + 1}`,
            produtoOrdem: ordem,
            tamanhoCodigo: SIZES.indexOf(size) + 1,
            corCodigo: COLOURS.indexOf(cor) + 1,
            fotoUrl: p.fotoUrl,
          };
          grades.push(g);
          ids.push(g.ordem);
        }
      gradesByProduct.set(ordem, ids);
    }
  }
  await insertAll(db, s.produtos, products.map(({ family: _f, ...p }) => p));
  await insertAll(db, s.produtoPrecos, precos);
  await insertAll(db, s.estoque, stock, 1000);
  await insertAll(db, s.grade, grades);

  /* Lists */
  type L = typeof s.listas.$inferInsert & { id: number };
  const lists: L[] = [];
  const baseList = (id: number, over: Partial<L> & Pick<L, 'titulo' | 'categoriaId' | 'dataEvento' | 'cliForCodigo'>): L => ({
    id,
    slug: `${slugify(over.titulo)}-${id}`,
    descricao: null,
    filialId: BRANCH_IDS[id % 4]!,
    localEvento: PLACES[id % PLACES.length]!,
    privacidade: 'publico',
    mae: null,
    pai: null,
    vendedorId: SELLER_CODES[id % SELLER_CODES.length]!,
    imagemCapa: coverPath(((id - 1) % COVER_COUNT) + 1),
    fotoLista: null,
    status: 'ativo',
    ...over,
  });
  const M = DEMO_CUSTOMERS.maria.codigo;
  const J = DEMO_CUSTOMERS.joao.codigo;
  lists.push(
    baseList(1, {
      slug: PUBLIC_LIST_SLUG, titulo: PUBLIC_LIST_TITLE, categoriaId: catId('Casamento'), filialId: 1,
      dataEvento: at(60, 19), cliForCodigo: M, localEvento: 'Igreja Matriz de São José, Macapá - AP',
      descricao: 'Nosso grande dia está chegando! Escolha um presente com carinho.',
      imagemCapa: coverPath(1), fotoLista: monogramPath('M&J'), vendedorId: 201,
    }),
    baseList(2, {
      slug: ARCHIVED_LIST_SLUG, titulo: 'Aniversário de 30 anos da Maria', categoriaId: catId('Aniversário'), filialId: 4,
      dataEvento: at(-90, 20), cliForCodigo: M, status: 'arquivado', fotoLista: monogramPath('M'),
    }),
    baseList(3, {
      slug: PRIVATE_LIST_SLUG, titulo: 'Chá de Bebê da Maria', categoriaId: catId('Chá de Bebê'), filialId: 6,
      dataEvento: at(30, 15), cliForCodigo: M, privacidade: 'privado', mae: 'Maria Silva', pai: 'João Santos', fotoLista: monogramPath('M'),
    }),
    baseList(4, {
      slug: GUESTS_ONLY_LIST_SLUG, titulo: 'Chá de Panela da Maria', categoriaId: catId('Chá de Panela'), filialId: 10,
      dataEvento: at(-20, 16), cliForCodigo: M, privacidade: 'apenas_convidados', fotoLista: monogramPath('M'),
    }),
    baseList(5, {
      slug: 'bodas-de-prata-joao-e-clara', titulo: 'Bodas de Prata João e Clara', categoriaId: catId('Bodas'), filialId: 1,
      dataEvento: at(45, 20), cliForCodigo: J, fotoLista: monogramPath('J&C'),
    }),
    baseList(6, {
      slug: PAST_PUBLIC_LIST_SLUG, titulo: 'Formatura do João Santos', categoriaId: catId('Formatura'), filialId: 4,
      dataEvento: at(-15, 21), cliForCodigo: J, imagemCapa: null, fotoLista: null,
    }),
  );
  const LIST_COUNT = 170;
  const customerNames = new Map(customers.map((c) => [c.codigo, c.nome]));
  // The generated lists name their owner (a customer) as a real chain's do; every value is still
  // drawn from the generator in the order it always was, so that nothing drawn after a title shifts.
  for (let id = 7; id <= LIST_COUNT; id++) {
    const categoria = CATEGORY_NAMES[id % CATEGORY_NAMES.length]!;
    const owner = id % 11 === 0 ? J : 5003 + ((id * 13) % 38);
    const ownerName = customerNames.get(owner)!;
    const [first, ...rest] = ownerName.split(' ') as [string, ...string[]];
    const surname = rest.join(' ');
    const a = rng.pick(FIRST);
    const b = rng.pick(FIRST.filter((n) => n !== a));
    void rng.pick(LAST);
    const baby = rng.pick(BABY);
    const partner = partnerOf(first, b);
    const couple = [[first], [partner]];
    const [titulo, names] = ((): [string, string[][]] => {
      switch (categoria) {
        case 'Casamento': return [`Casamento ${first} e ${partner}`, couple];
        case 'Noivado': return [`Noivado de ${first} e ${partner}`, couple];
        case 'Bodas': return [`Bodas de ${rng.pick(['Prata', 'Ouro', 'Pérola', 'Cristal'])} ${first} e ${partner}`, couple];
        case 'Chá de Bebê': void rng.chance(0.5); return [`Chá de Bebê ${of(baby)}`, [[baby]]];
        case 'Chá de Fralda': return [`Chá de Fralda ${of(baby)} ${surname}`, [[baby, surname]]];
        case 'Batizado': return [`Batizado ${of(baby)} ${surname}`, [[baby, surname]]];
        case 'Aniversário': {
          // a child's birthday is the baby's; a grown-up's, the owner's
          const age = rng.int(1, 80);
          const who = age <= 12 ? baby : first;
          return [`Aniversário de ${age} ${age === 1 ? 'ano' : 'anos'} ${of(who)}`, [[who]]];
        }
        case 'Formatura': return [`Formatura ${of(first)} ${surname}`, [[first, surname]]];
        case 'Chá de Panela': return [`Chá de Panela ${of(first)}`, [[first]]];
        default: return [`Open House de ${first} e ${partner}`, couple];
      }
    })();
    const partnerName = `${partner} ${surname}`;
    const privacidade = rng.chance(0.7) ? 'publico' : rng.chance(0.5) ? 'privado' : 'apenas_convidados';
    const status = rng.chance(0.15) ? 'arquivado' : 'ativo';
    const baby1 = categoria === 'Chá de Bebê' || categoria === 'Chá de Fralda';
    const dataEvento = at(rng.int(-240, 360), rng.int(10, 21));
    const descricao = rng.chance(0.6) ? `Obrigado por fazer parte deste momento especial!` : null;
    const imagemCapa = rng.chance(0.06) ? null : coverPath(rng.int(1, COVER_COUNT));
    // The photo is the monogram of the names in the title; the number that once chose one of 24
    // pictures is still drawn.
    const withPhoto = !(rng.chance(0.08) || (baby1 && rng.chance(0.05))) && rng.int(1, 24) > 0;
    lists.push(
      baseList(id, {
        titulo,
        ...(privacidade === 'publico' ? {} : { slug: `${slugify(titulo)}-${hiddenSuffix()}` }),
        categoriaId: catId(categoria),
        dataEvento,
        cliForCodigo: owner,
        privacidade,
        status,
        descricao,
        mae: categoria === 'Chá de Bebê' ? (WOMEN.has(first) ? ownerName : partnerName) : null,
        pai: categoria === 'Chá de Bebê' ? (WOMEN.has(first) ? partnerName : ownerName) : null,
        imagemCapa,
        fotoLista: withPhoto ? monogramPath(monogramOf(names)) : null,
      }),
    );
  }
  await insertAll(db, s.listas, lists, 200);

  /* Items and kits */
  type I = typeof s.listaProdutos.$inferInsert & { id: number };
  const items: I[] = [];
  const kitRows: Array<{ id: number; listaId: number; anchorItemId: number; nome: string }> = [];
  const item = (listaId: number, p: P, over: Partial<I> = {}): I => {
    const gradeIds = gradesByProduct.get(p.ordem);
    const variant = gradeIds && rng.chance(0.6) ? rng.pick(gradeIds) : null;
    const row: I = {
      id: items.length + 1,
      listaId,
      ordemProdServ: p.ordem,
      ordemProdServGrade: variant,
      quantidade: rng.chance(0.8) ? 1 : rng.int(2, 4),
      descricao: rng.chance(0.15) ? rng.pick(['Presente muito desejado!', 'Preferência pela cor clara', 'Pode ser qualquer modelo', 'Para a nossa casa nova']) : null,
      vendido: false,
      variavel: variant !== null,
      kitId: null,
      ...over,
    };
    items.push(row);
    return row;
  };
  const active = products.filter((p) => p.ativo);
  const online = active.filter((p) => p.codigoShopify && p.shopifyAtivo && (stockTotal.get(p.ordem) ?? 0) > 0);
  const soldOut = active.filter((p) => (stockTotal.get(p.ordem) ?? 0) === 0);
  const offline = active.filter((p) => !p.codigoShopify && (stockTotal.get(p.ordem) ?? 0) > 0);
  const addKit = (listaId: number, anchor: I, members: P[], nome: string) => {
    const kitId = kitRows.length + 1;
    kitRows.push({ id: kitId, listaId, anchorItemId: anchor.id, nome });
    anchor.kitId = kitId;
    for (const m of members) item(listaId, m, { kitId, vendido: anchor.vendido && rng.chance(0.7) });
  };

  // Fixture list 1: 6 loose items (2 sold, 1 sold out, online ones) + one online kit (anchor + 2).
  item(1, online[0]!, { vendido: false, descricao: 'Nosso presente favorito!' });
  item(1, online[1]!, { vendido: true });
  item(1, offline[0]!, { vendido: true });
  item(1, soldOut[0]!, { vendido: false });
  item(1, offline[1]!, { vendido: false });
  item(1, offline[2]!, { vendido: false });
  const anchor1 = item(1, online[2]!, { vendido: false });
  addKit(1, anchor1, [online[3]!, online[4]!], 'Kit Cozinha Completa');

  for (const list of lists) {
    if (list.id === 1) continue;
    const count = rng.int(3, 14);
    const past = list.dataEvento.getTime() < now.getTime();
    const chosen = rng.shuffle(active).slice(0, count + 3);
    const loose = chosen.slice(0, count).map((p) => item(list.id, p, { vendido: rng.chance(past ? 0.6 : 0.25) }));
    if (rng.chance(0.35) || list.id <= 6) {
      const anchor = loose[0]!;
      addKit(list.id, anchor, chosen.slice(count, count + rng.int(1, 3)), rng.pick(['Kit Enxoval', 'Kit Cozinha', 'Kit Banho', 'Kit Quarto', 'Kit Mesa Posta', 'Kit Conforto']));
    }
  }
  await insertAll(db, s.kits, kitRows);
  await insertAll(db, s.listaProdutos, items);

  /* The builder's demo products, after everything the PRNG drew (nothing above shifts) */
  const demo = demoProductRows(PRODUCT_COUNT + 1, grades.length + 1, BRANCH_IDS);
  await insertAll(db, s.produtos, demo.products);
  await insertAll(db, s.produtoPrecos, demo.precos);
  await insertAll(db, s.estoque, demo.stock);
  await insertAll(db, s.grade, demo.grades);

  /* The year of giving the chain's report shows (its own generator: nothing above shifts) */
  const givings = await seedGivings(db, {
    lists: lists.map((l) => ({ id: l.id, filialId: l.filialId, cliForCodigo: l.cliForCodigo, dataEvento: l.dataEvento })),
    items: items.map((i) => ({ id: i.id, listaId: i.listaId, ordemProdServ: i.ordemProdServ, quantidade: i.quantidade ?? 1, vendido: i.vendido ?? false, kitId: i.kitId ?? null })),
    products: new Map(products.map((p) => [p.ordem, { nome: p.nome, preco: precos[p.ordem - 1]!.preco }])),
    givers: customers.map((c) => c.nome),
    branchIds: BRANCH_IDS,
    now,
  });
  log(`seed: ${givings.orders} online gifts, ${givings.tillGifts} till gifts, ${givings.valePresentes} vale-presente over the past year`);

  /* Serial sequences after explicit ids */
  for (const [table, column] of [
    ['categorias', 'id'], ['produtos', 'ordem'], ['produto_precos', 'id'], ['grade', 'ordem'], ['listas', 'id'],
    ['kits', 'id'], ['lista_produtos', 'id'], ['grupos_permissao', 'id'], ['permissoes', 'id'],
  ] as const) {
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), GREATEST((SELECT MAX(${column}) FROM ${table}), 1))`),
    );
  }

  /* The demo's cotas on the public list (after the sequences: its orders take the next ids) */
  const cotaGiftId = await seedCotas(db, now);
  if (cotaGiftId !== null) log(`seed: item ${cotaGiftId} of the public demo list accepts cotas, R$ 300 of them given`);

  let imagesWritten = 0;
  if (options.images !== false) {
    if (!options.dataDir) throw new Error('seed: dataDir is required to write images');
    const started = Date.now();
    imagesWritten = await generateSeedImages(path.join(options.dataDir, 'static'), {
      products: [...products, ...demo.products],
      branches,
      monograms: lists.flatMap((l) => (l.fotoLista ? [l.fotoLista] : [])),
    });
    log(`seed: ${imagesWritten} images written in ${Date.now() - started} ms`);
  }
  const result = { products: products.length + demo.products.length, lists: lists.length, items: items.length, kits: kitRows.length, imagesWritten };
  log(`seed: ${result.products} products, ${result.lists} lists, ${result.items} items, ${result.kits} kits`);
  return result;
}

/** True when the database has no seeded data yet (no branch rows). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: s.filiais.id }).from(s.filiais).limit(1);
  return rows.length === 0;
}
