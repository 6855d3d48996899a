/** Business constants and limits of docs/product.md §9. Times in milliseconds, money in reais. */
export const HOME_LIST_COUNT = 30;
export const PAGE_SIZE_PUBLIC_LISTS = 50;
export const PAGE_SIZE_STAFF_LISTS = 50;

export const DEBOUNCE_MS = {
  publicLists: 300,
  staffLists: 900,
  items: 400,
  sizesColours: 300,
  sizesColoursEdit: 250,
} as const;

const MINUTE = 60_000;
/** SWR cache times and retries (§9). */
export const CACHE = {
  default: { dedupingInterval: 5 * MINUTE, errorRetryCount: 1 },
  listById: { dedupingInterval: 3 * MINUTE, errorRetryCount: 1 },
  bannerLibrary: { dedupingInterval: 10 * MINUTE, errorRetryCount: 2 },
} as const;

export const TITLE_MAX = 100;
export const KIT_DESCRIPTION_MAX = 500;
export const PASSWORD_MIN = 6;
export const EMPLOYEE_CODE_MIN = 1;
export const QUANTITY_MIN = 1;
/** Largest quantity of one list item (a bound the spec leaves open; keeps the column safe). */
export const QUANTITY_MAX = 999;
/** Most products one kit save may carry. */
export const KIT_ITEMS_MAX = 50;
/** Longest search text of any listing, sizes and colours included. */
export const SEARCH_MAX = 100;
/*
 * Bounds of the other texts the API takes (decision 016: every text has one). The spec fixes only the
 * title and the kit description; these leave room for any real value and no more.
 */
/** A list's description ('Sobre o Evento', the customer's message to guests), multi-line. */
export const LIST_DESCRIPTION_MAX = 2000;
/** Event place (localEvento). */
export const PLACE_MAX = 200;
/** A person's name: mother, father, customer and seller names, the welcome mail's name. */
export const PERSON_NAME_MAX = 120;
/** An e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** A password (scrypt hashes any length; this bounds the work a request can ask for). */
export const PASSWORD_MAX = 128;
/** An image path of this product ('/static/...'), a key of an upload. */
export const IMAGE_PATH_MAX = 300;
/** A list's slug. */
export const SLUG_MAX = 200;
/** A magic-link token as mailed (base64url). */
export const MAGIC_TOKEN_MAX = 128;
/** A product code (produtos.codigo, grade.codigo). */
export const PRODUCT_CODE_MAX = 60;
/** Highest page number of a listing. */
export const PAGE_MAX = 100_000;
/** The till's sale number of a gift bought in a store (decision 028): at most this many characters. */
export const SALE_NUMBER_MAX = 40;
export const SIZES_PAGE_SIZE = { add: 50, edit: 100 } as const;

/**
 * Gift bag add-on (§9): R$ 5,99, quantity 1, checked by default. `productId` is the fixed global
 * id the client sends as `giftProductId` (§7); the server puts its own configured online-store
 * variant in the cart instead (it never forwards an id it did not derive itself).
 */
export const GIFT_BAG = {
  price: 5.99,
  quantity: 1,
  defaultChecked: true,
  productId: 'gid://shopify/ProductVariant/9000000000599',
} as const;
/** How long an online checkout holds a gift by default, in minutes (GIFT_HOLD_MINUTES on the API). */
export const GIFT_HOLD_MINUTES_DEFAULT = 30;
export const WHATSAPP_COUNTRY_CODE = '55';
export const QR_CODE_SIZE = 128;
export const PROFILE_CROP = {
  aspectRatio: 1,
  zoomMin: 1,
  zoomMax: 3,
  zoomStep: 0.1,
  jpegQuality: 0.92,
  fileName: 'profile.jpg',
} as const;

export const DEFAULT_LOGIN_REDIRECT = '/listas';
export const DEFAULT_UNAUTHORIZED_REDIRECT = '/forbidden';

/**
 * The four branches with fixed display names and addresses on the client (§3, §9): the in-store
 * purchase options list them, and the API's seed writes the same rows.
 */
export const BRANCHES = [
  { id: 1, nome: 'Visual Fashion Shop', endereco: 'Av. FAB, 1200 - Centro, Macapá - AP, 68900-073' },
  { id: 4, nome: 'Visual Fashion Santana', endereco: 'Rua Cláudio Lúcio Monteiro, 850 - Centro, Santana - AP, 68925-000' },
  { id: 6, nome: 'Dular Baby Teen', endereco: 'Av. Padre Júlio Maria Lombaerd, 410 - Centro, Macapá - AP, 68900-030' },
  { id: 10, nome: 'Dular Free Shop', endereco: 'Rod. Juscelino Kubitschek, 3500 - Universidade, Macapá - AP, 68903-419' },
] as const;
export const BRANCH_NAMES: Readonly<Record<number, string>> = Object.fromEntries(BRANCHES.map((b) => [b.id, b.nome]));
export const BRANCH_IDS = [1, 4, 6, 10] as const;

/** The category that enables mother and father fields (§4, §9). */
export const BABY_SHOWER_CATEGORY = 'Chá de Bebê';

export const DATE_FILTER_MIN = '1900-01-01';
export const DATE_FILTER_MAX_FUTURE = '2100-12-31';

/** Module of the staff permissions (§6). */
export const MODULE_LISTA = 'Lista de Presentes';
export const PERMISSIONS = {
  verListas: 'Visualizar listas',
  criarListas: 'Criar listas',
  editarListas: 'Editar listas',
  verListaPorId: 'Visualizar listas por id',
  verProdutosPorId: 'Visualizar lista-produtos por id',
  criarKit: 'Criar kit',
  criarUsuarios: 'Criar usuarios',
  /** Decision 028: record at the till a gift bought in a store ('Presente na loja'). */
  registrarPresenteLoja: 'Registrar presente na loja',
  /** Decision 040: the chain's report ('Relatórios': per branch, seller, channel and month). */
  verRelatorios: 'Visualizar relatórios',
} as const;
export type PermissionName = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** Text of the invitation and share message (§2). */
export const SHARE_DISCOUNT_TEXT = 'Apresente este código e ganhe descontos na compra';
export const INVITATION_DISCOUNT_TEXT = 'Apresente e Ganhe até 10% de Desconto';
