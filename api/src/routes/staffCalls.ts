/**
 * The staff calls (§7 "Staff lists", "List products and kits", and the product image of §7
 * "Images", a multipart route registered by ./images) and the permissions each needs
 * (§6): one table that registers the routes (`staffRoute`), renders the README table
 * (`staffPermissionTable`) and drives the permission tests, so that they cannot drift.
 * A call passes when the staff user holds ANY of its permissions (module 'Lista de Presentes');
 * a super-user passes every call, a customer none (401 without a session, 403 otherwise).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS, PRODUCT_CODE_MAX, safeTextSchema, strictIdSchema, type AuthUser, type PermissionName } from 'shared-contracts';
import { z } from 'zod';
import { guardedRoute, requireStaffAny } from '../auth/access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One staff call: Fastify path, permissions (any of), and the screen of §2 that uses it. */
export interface StaffCall {
  method: HttpMethod;
  path: string;
  anyOf: readonly PermissionName[];
  usedBy: string;
}

const P = PERMISSIONS;
const FORMS = [P.criarListas, P.editarListas] as const;
const TILL = [P.registrarPresenteLoja] as const;

export const STAFF_CALLS = {
  listLists: { method: 'GET', path: '/lista', anyOf: [P.verListas], usedBy: 'Dashboard: lists, filters, paging' },
  setListStatus: { method: 'PATCH', path: '/lista/status/:id', anyOf: [P.editarListas], usedBy: 'Dashboard: Arquivar / Restaurar' },
  metrics: { method: 'GET', path: '/lista/funcionario/metricas', anyOf: [P.verListas], usedBy: 'Dashboard: metric cards' },
  branches: { method: 'GET', path: '/filial', anyOf: [P.verListas, ...FORMS, ...TILL], usedBy: "Dashboard branch filter; create and edit forms; the till's 'Filial'" },
  getList: { method: 'GET', path: '/lista/:id', anyOf: [P.verListaPorId, P.editarListas], usedBy: 'Admin view; edit form (loads the list)' },
  listOrders: { method: 'GET', path: '/lista/:id/pedidos', anyOf: [P.verListaPorId], usedBy: "Admin view: 'Pedidos online a conferir' (decision 020)" },
  staffCompletionDiscount: {
    method: 'GET',
    path: '/lista/:id/desconto-conclusao',
    anyOf: [P.verListaPorId],
    usedBy: "Admin view: 'Desconto de conclusão', read-only (decision 042)",
  },
  receivedGifts: { method: 'GET', path: '/lista/:id/presentes-recebidos', anyOf: [P.verListaPorId], usedBy: "Admin view: 'Presentes recebidos', read-only (decision 028)" },
  report: { method: 'GET', path: '/relatorios', anyOf: [P.verRelatorios], usedBy: "Relatórios: the lists' figures per branch, seller, channel and month (decision 040)" },
  tillSearch: { method: 'GET', path: '/presentes-loja/listas', anyOf: TILL, usedBy: "Presente na loja: 'Código da lista', 'Buscar' (decision 028)" },
  tillList: { method: 'GET', path: '/presentes-loja/listas/:id', anyOf: TILL, usedBy: "Presente na loja: the list's gifts and today's registrations" },
  registerStoreGift: { method: 'POST', path: '/presentes-loja/listas/:id', anyOf: TILL, usedBy: "Presente na loja: 'Registrar presente', 'Confirmar'" },
  undoStoreGift: { method: 'POST', path: '/presentes-loja/:id/desfazer', anyOf: TILL, usedBy: "Presente na loja: 'Desfazer' (same day; its registrar or its branch's staff)" },
  createList: { method: 'POST', path: '/lista', anyOf: [P.criarListas], usedBy: 'Create list' },
  updateList: { method: 'PUT', path: '/lista/:id', anyOf: [P.editarListas], usedBy: 'Edit list' },
  getCliFor: { method: 'GET', path: '/cli_for/:codigo', anyOf: FORMS, usedBy: 'Create / edit: customer lookup' },
  updateCliForEmail: { method: 'PATCH', path: '/cli_for/:codigo/email', anyOf: FORMS, usedBy: 'Create / edit: customer e-mail' },
  getSeller: { method: 'GET', path: '/funcionarios/:codigo', anyOf: FORMS, usedBy: 'Create / edit: seller lookup' },
  welcomeMail: { method: 'POST', path: '/mail/welcome', anyOf: [P.verListaPorId], usedBy: "Admin view: 'Enviar Acesso do Cliente'" },
  listItems: {
    method: 'GET',
    path: '/lista-produtos/:listId',
    anyOf: [P.verProdutosPorId, P.criarKit],
    usedBy: 'Product management: table; kit builder: the anchor and its kit',
  },
  updateItem: { method: 'PATCH', path: '/lista-produtos/:id', anyOf: [P.editarListas], usedBy: 'Product management: Editar' },
  setItemSold: { method: 'PATCH', path: '/lista-produtos/:id/vendido', anyOf: [P.editarListas], usedBy: 'Product management: Vendido / disponível' },
  removeItem: {
    method: 'DELETE',
    path: '/lista-produtos/:id/:listaId/produto/:ordemProdServ',
    anyOf: [P.editarListas],
    usedBy: 'Product management: Remover',
  },
  setAnchorSold: { method: 'PATCH', path: '/lista-produtos/anchor/:id/vendido', anyOf: [P.editarListas], usedBy: 'Product management: kit anchor sold toggle' },
  removeKit: { method: 'DELETE', path: '/lista-produtos/anchor/:id', anyOf: [P.editarListas], usedBy: "Product management: 'Remover Kit'" },
  unlinkKitMember: { method: 'PATCH', path: '/lista-produtos/:id/unlink-kit', anyOf: [P.editarListas], usedBy: "Product management: member 'Remover Item'" },
  productLookup: { method: 'GET', path: '/produtos/:codigo', anyOf: [P.criarKit, P.editarListas], usedBy: 'Kit builder; add product (code search)' },
  productImage: { method: 'PATCH', path: '/produtos/:codigo/imagem', anyOf: [P.editarListas], usedBy: "Product edit: 'Trocar imagem' (multipart)" },
  addItem: { method: 'POST', path: '/lista-produtos', anyOf: [P.editarListas], usedBy: 'Add product to list (without variants)' },
  addVariantItem: { method: 'POST', path: '/lista-produtos/add', anyOf: [P.editarListas], usedBy: 'Add product to list (size and/or colour)' },
  updateVariantItem: { method: 'PATCH', path: '/lista-produtos/variante/:itemId', anyOf: [P.editarListas], usedBy: 'Edit variable product' },
  createKit: { method: 'POST', path: '/lista-produtos/kit', anyOf: [P.criarKit], usedBy: "Kit builder: 'Salvar kit' (Criar Kit, Adicionar Item)" },
  sizes: { method: 'GET', path: '/tamanhos', anyOf: [P.criarKit, P.editarListas], usedBy: 'Kit builder, add product, edit variable: size list' },
  colours: { method: 'GET', path: '/cores', anyOf: [P.criarKit, P.editarListas], usedBy: 'Kit builder, add product, edit variable: colour list' },
} as const satisfies Record<string, StaffCall>;

export type StaffCallName = keyof typeof STAFF_CALLS;

/**
 * Registers the route of staff call `name`: the permission check runs before the handler (after
 * body parsing), so a refused call never touches data; the handler gets the staff user it let
 * through as third argument. The route config names the call (`accessEntry`), by which the
 * authorization suite tells that no route bypasses the tables.
 */
export function staffRoute(
  app: FastifyInstance,
  name: StaffCallName,
  handler: (request: FastifyRequest, reply: FastifyReply, caller: AuthUser) => Promise<unknown>,
): void {
  const call: StaffCall = STAFF_CALLS[name];
  guardedRoute(app, { method: call.method, url: call.path, config: { accessEntry: name } }, (request) => requireStaffAny(app.ctx, request, call.anyOf), handler);
}

/** The markdown table of the staff calls and their permissions (README "Staff calls and permissions"). */
export function staffPermissionTable(): string {
  const rows = Object.values(STAFF_CALLS).map(
    (c: StaffCall) => `| \`${c.method} ${c.path}\` | ${c.anyOf.map((p) => `'${p}'`).join(' or ')} | ${c.usedBy} |`,
  );
  return ['| Call | Permission (any of) | Used by (§2) |', '|---|---|---|', ...rows].join('\n');
}

/* ---------- Path parameters and messages shared by the staff routes ---------- */

/** Path ids (lists, items, kits): digits only, 1 to 2147483647 ('1e3', '0x10' fail), else 400 'ID inválido'. */
export const idParamsSchema = z.object({ id: strictIdSchema('ID inválido') });
/** Customer and seller codes (§5 lookup): a number above 0, else 400 'Código deve ser maior que 0'. */
export const codigoParamsSchema = z.object({ codigo: strictIdSchema('Código deve ser maior que 0') });
export const listIdParamsSchema = z.object({ listId: strictIdSchema('ID inválido') });
export const removeItemParamsSchema = z.object({
  id: strictIdSchema('ID inválido'),
  listaId: strictIdSchema('ID inválido'),
  ordemProdServ: strictIdSchema('ID inválido'),
});
/** Product code of the lookup (text, as produtos.codigo). */
export const productCodeParamsSchema = z.object({
  codigo: safeTextSchema(PRODUCT_CODE_MAX, 'Código do produto inválido').pipe(z.string().min(1, 'Código do produto inválido')),
});
