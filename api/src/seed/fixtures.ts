/** Fixed seed data that tests, browser tests and the README rely on. */
export const DEMO_USERS = {
  superUser: { codigo: 1000, senha: 'admin123', nome: 'Ana Paula Ferreira' },
  fullStaff: { codigo: 1001, senha: 'gestor123', nome: 'Bruno Carvalho' },
  viewOnlyStaff: { codigo: 1002, senha: 'consulta123', nome: 'Carla Mendes' },
} as const;

export const DEMO_CUSTOMERS = {
  maria: { codigo: 5001, nome: 'Maria Silva', email: 'maria.silva@example.com' },
  joao: { codigo: 5002, nome: 'João Santos', email: 'joao.santos@example.com' },
} as const;

export const CATEGORY_NAMES = [
  'Chá de Bebê',
  'Casamento',
  'Aniversário',
  'Chá de Panela',
  'Formatura',
  'Bodas',
  'Batizado',
  'Noivado',
  'Chá de Fralda',
  'Open House',
] as const;

/** Public, active, future list owned by Maria: loose items (some sold, one sold out, one online) and a kit. */
export const PUBLIC_LIST_SLUG = 'casamento-maria-e-joao';
export const PUBLIC_LIST_ID = 1;
export const PUBLIC_LIST_TITLE = 'Casamento Maria e João';
/** Public but archived (Maria). */
export const ARCHIVED_LIST_SLUG = 'aniversario-30-anos-maria';
/**
 * Private ('privado') and active (Maria). Lists that are not public have unguessable slugs (a
 * random suffix); the seed's are fixed so that tests can name them.
 */
export const PRIVATE_LIST_SLUG = 'cha-de-bebe-maria-5c0e9d27a41b';
/** 'apenas_convidados' and active (Maria); unguessable slug as above. */
export const GUESTS_ONLY_LIST_SLUG = 'cha-de-panela-maria-8f3a62d1be07';
/** Public, active, past (João). */
export const PAST_PUBLIC_LIST_SLUG = 'formatura-joao-santos';

export const SELLER_CODES = [201, 202, 203, 204, 205, 206, 207, 208, 209, 210] as const;

/**
 * Products the kit and product builder's tests rely on (appended to the catalogue after the
 * generated ones, so that the generated lists do not shift). Codes are fixed; sizes and colours
 * are names of the seed's lists. Prices in reais.
 */
export const DEMO_PRODUCTS = {
  /** Size and colour variants, no online-store code: its picture may be replaced. */
  kidsTee: {
    codigo: '900001', nome: 'Camiseta Infantil Estampada', preco: 59.9,
    sizes: ['2 anos', '4 anos', '6 anos', '8 anos', '10 anos', '12 anos'], colours: ['Branco', 'Azul Marinho', 'Amarelo'],
  },
  /** Size and colour variants, linked to the online store: 'Imagem não editável'. */
  sneaker: {
    codigo: '900002', nome: 'Tênis Casual Couro', preco: 279.9, codigoShopify: '7400000900002',
    sizes: ['34', '35', '36', '37', '38', '39', '40', '41', '42', '43', '44'], colours: ['Preto', 'Caramelo'],
  },
  /** Size-only variants (no colour). */
  sandal: { codigo: '900003', nome: 'Sandália Papete', preco: 89.9, sizes: ['33', '34', '35', '36', '37', '38', '39', '40'], colours: [] },
  /** Colour-only variants (no size). */
  bathTowel: { codigo: '900004', nome: 'Toalha de Banho Gigante', preco: 69.9, sizes: [], colours: ['Branco', 'Bege', 'Azul Marinho', 'Cinza', 'Verde Militar'] },
  /** No variants. */
  cups: { codigo: '900005', nome: 'Jogo de Xícaras Porcelana', preco: 129.9, sizes: [], colours: [] },
  /** Inactive: the lookup answers 'Produto não encontrado ou inativo.' */
  inactiveLamp: { codigo: '900006', nome: 'Luminária de Mesa', preco: 149.9, sizes: [], colours: [], ativo: false },
  /** Baby sizes and colours, linked to the online store. */
  babyBody: {
    codigo: '900007', nome: 'Body Bebê Algodão', preco: 39.9, codigoShopify: '7400000900007',
    sizes: ['RN', 'P', 'M', 'G'], colours: ['Branco', 'Rosa Claro', 'Azul Bebê'],
  },
  /** Just registered: no stock record in any branch yet ('Nenhum registro de estoque', §4). */
  pictureFrame: { codigo: '900008', nome: 'Porta-Retrato Madeira Rústica', preco: 49.9, sizes: [], colours: [], noStockRecords: true },
} as const satisfies Record<string, DemoProduct>;

/** One product of DEMO_PRODUCTS. */
export interface DemoProduct {
  codigo: string;
  nome: string;
  preco: number;
  codigoShopify?: string;
  ativo?: boolean;
  /** No stock row in any branch (a product just registered). */
  noStockRecords?: boolean;
  sizes: readonly string[];
  colours: readonly string[];
}
