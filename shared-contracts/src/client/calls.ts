/**
 * One function per call of docs/product.md §7. Each resolves with the validated answer or rejects with an
 * `ApiError` (see http.ts); use `errorMessage(error, default)` for the toast text (§8).
 */
import { z } from 'zod';
import * as S from '../schemas/calls';
import type * as R from '../schemas/requests';
import { messageResponseSchema } from '../schemas/common';
import type { ListaStatus } from '../schemas/common';
import { ApiError, NO_SESSION_MESSAGE, request, uploadWithProgress } from './http';
import { guestRequests, type ApiRequest } from './requests';

const json = <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: T) => ({ method, body }) as const;
const enc = encodeURIComponent;

/* Authentication */
export const login = (credentials: R.LoginRequest) =>
  request('/auth/login', { ...json('POST', credentials), schema: S.loginResponseSchema });
export const requestMagicLink = (body: R.RequestMagicLinkRequest) =>
  request('/auth/request-magic-link', { ...json('POST', body), schema: S.requestMagicLinkResponseSchema });
export const verifyMagicLink = (body: R.VerifyMagicLinkRequest) =>
  request('/auth/verify-magic-link', { ...json('POST', body), schema: S.verifyMagicLinkResponseSchema });
export const logout = () => request('/auth/logout', { ...json('POST'), schema: S.logoutResponseSchema });
/**
 * GET /auth/me (§7), in its optional form: resolves with the signed-in user, or rejects with an
 * ApiError 401 when there is none, as the plain call does. The API answers the optional form 200
 * `{usuario: null}` for an anonymous visitor, so the browser logs no failed request.
 */
export async function fetchMe(): Promise<S.MeResponse> {
  const { usuario } = await request('/auth/me', { query: { optional: '1' }, schema: S.meOptionalResponseSchema });
  if (!usuario) throw new ApiError('HTTP_ERROR', 401, 'Erro 401', { message: NO_SESSION_MESSAGE });
  return { usuario };
}

/* Public lists */
/** A GET described by ./requests (the shell may have started it early, see ./earlyRequests). */
const get = <T extends z.ZodType>(call: ApiRequest, schema: T) => request(call.path, { query: call.query, schema });
export const fetchPublicListsIndex = (query: S.FetchPublicListsQuery) =>
  get(guestRequests.publicListsIndex(query), S.fetchPublicListsIndexResponseSchema);
export const fetchPublicLists = (query: S.FetchPublicListsQuery) => get(guestRequests.publicLists(query), S.fetchPublicListsResponseSchema);
export const fetchCategories = () => request('/lista_categoria', { schema: S.fetchCategoriesResponseSchema });
export const fetchListBySlug = (slug: string) => get(guestRequests.listBySlug(slug), S.fetchListBySlugResponseSchema);
/** The slug of a public, active list by its id (§2 share link /share/lista/{id}); 404 otherwise. */
export const fetchShareList = (id: number) => request(`/lista/publica/share/${id}`, { schema: S.fetchShareListResponseSchema });

/* Checkout */
export const createCheckout = (body: R.CheckoutRequest) =>
  request('/shopify/checkout', { ...json('POST', body), schema: S.checkoutResponseSchema });
/** The gift card product's denominations in reais (decision 030); `valores` empty when the store sells none. */
export const fetchValePresenteOptions = () => request('/shopify/vale-presente', { schema: S.valePresenteOptionsResponseSchema });
/** Gift cards for a list's owner through the online store (decision 030): the checkout address, as createCheckout. */
export const createValePresenteCheckout = (body: R.ValePresenteCheckoutRequest) =>
  request('/shopify/vale-presente/checkout', { ...json('POST', body), schema: S.valePresenteCheckoutResponseSchema });

/* Customer */
export interface CustomerCredentials {
  codigo: number;
  email: string;
}
export const fetchCustomerDashboard = (c: CustomerCredentials) =>
  request('/cliente/listas/dashboard', { query: { ...c }, schema: S.customerDashboardResponseSchema });
export const fetchCustomerLists = (c: CustomerCredentials, status: 'todos' | ListaStatus = 'todos') =>
  request('/cliente/listas', { query: { ...c, status }, schema: S.customerListsResponseSchema });
export const fetchCustomerList = (id: number, c: CustomerCredentials) =>
  request(`/cliente/listas/${id}/${c.codigo}/${enc(c.email)}`, { schema: S.customerListResponseSchema });
export const updateCustomerList = (id: number, body: R.CustomerListUpdateRequest) =>
  request(`/cliente/listas/${id}`, { ...json('PATCH', body), schema: S.customerListUpdateResponseSchema });

/* Images */
export const fetchBannerLibrary = () => request('/images/library/banner', { schema: S.bannerLibraryResponseSchema });
/**
 * Uploads an image file (multipart field `file`) as a cover ('banner') or a 'profile' photo;
 * with `onProgress`, reports the fraction sent (0..1) while it uploads.
 */
export const uploadImage = (category: 'banner' | 'profile', file: Blob, fileName = 'image', onProgress?: (fraction: number) => void) => {
  const form = new FormData();
  form.append('file', file, fileName);
  const path = `/images/upload/${category}`;
  if (onProgress) return uploadWithProgress(path, form, S.uploadImageResponseSchema, onProgress);
  return request(path, { method: 'POST', body: form, schema: S.uploadImageResponseSchema });
};
export const setListImage = (listId: number, body: R.SetListImageRequest) =>
  request(`/lista/${listId}/image`, { ...json('PUT', body), schema: S.setListImageResponseSchema });
export const updateProductImage = (codigo: string, file: Blob, codigoVariant?: string) => {
  const form = new FormData();
  form.append('file', file);
  form.append('codigo', codigo);
  if (codigoVariant) form.append('codigoVariant', codigoVariant);
  return request(`/produtos/${enc(codigo)}/imagem`, { method: 'PATCH', body: form, schema: S.productImageResponseSchema });
};

/* Staff lists */
export const fetchStaffLists = (query: S.StaffListsQuery) =>
  request("/lista", { query: { ...query }, schema: S.staffListsResponseSchema });
export const setListStatus = (id: number, status: ListaStatus) =>
  request(`/lista/status/${id}`, { ...json('PATCH', { status }), schema: S.setListStatusResponseSchema });
export const fetchStaffMetrics = () => request('/lista/funcionario/metricas', { schema: S.staffMetricsResponseSchema });
export const fetchBranches = () => request('/filial', { schema: S.branchesResponseSchema });
export const fetchList = (id: number) => request(`/lista/${id}`, { schema: S.fetchListResponseSchema });
/** GET /lista/{id}/pedidos (decision 020): the list's online orders that the staff must review ('Visualizar listas por id'). */
export const fetchListOrders = (id: number) => request(`/lista/${id}/pedidos`, { schema: S.fetchListOrdersResponseSchema });
export const createList = (body: R.ListForm) =>
  request('/lista', { ...json('POST', body), schema: S.createListResponseSchema });
export const updateList = (id: number, body: z.input<typeof R.updateListRequestSchema>) =>
  request(`/lista/${id}`, { ...json('PUT', body), schema: S.updateListResponseSchema });
export const fetchCliFor = (codigo: number) => request(`/cli_for/${codigo}`, { schema: S.cliForResponseSchema });
export const updateCliForEmail = (codigo: number, email: string) =>
  request(`/cli_for/${codigo}/email`, { ...json('PATCH', { email }), schema: S.updateCliForEmailResponseSchema });
export const fetchSeller = (codigo: number) => request(`/funcionarios/${codigo}`, { schema: S.sellerResponseSchema });
export const sendWelcomeMail = (body: { to: string; name: string }) =>
  request('/mail/welcome', { ...json('POST', body), schema: S.sendWelcomeMailResponseSchema });

/* Gifts given in a store, and the gift tracker (decision 028) */
/** GET /presentes-loja/listas?busca= ('Registrar presente na loja'): lists by code or title. */
export const searchTillLists = (busca: string) => request('/presentes-loja/listas', { query: { busca }, schema: S.tillSearchResponseSchema });
/** GET /presentes-loja/listas/{id}: the list's gifts and its till registrations. */
export const fetchTillList = (id: number) => request(`/presentes-loja/listas/${id}`, { schema: S.tillListResponseSchema });
/** POST /presentes-loja/listas/{id}: registers a gift bought in a store; 409 when given or held meanwhile. */
export const registerStoreGift = (listId: number, body: R.RegisterStoreGiftRequest) =>
  request(`/presentes-loja/listas/${listId}`, { ...json('POST', body), schema: S.registerStoreGiftResponseSchema });
/** POST /presentes-loja/{id}/desfazer: gives back a gift registered today. */
export const undoStoreGift = (id: number) => request(`/presentes-loja/${id}/desfazer`, { ...json('POST'), schema: S.undoStoreGiftResponseSchema });
/** GET /lista/{id}/presentes-recebidos ('Visualizar listas por id'): the tracker, read-only. */
export const fetchStaffReceivedGifts = (id: number) => request(`/lista/${id}/presentes-recebidos`, { schema: S.receivedGiftsResponseSchema });
/** GET /cliente/listas/{id}/presentes-recebidos: the owner's tracker. */
export const fetchReceivedGifts = (id: number) => request(`/cliente/listas/${id}/presentes-recebidos`, { schema: S.receivedGiftsResponseSchema });
/** PATCH /cliente/listas/{id}/presentes-recebidos/agradecimento: saves 'Agradecimento enviado'. */
export const setGiftThanked = (listId: number, body: R.SetThankedRequest) =>
  request(`/cliente/listas/${listId}/presentes-recebidos/agradecimento`, { ...json('PATCH', body), schema: S.setThankedResponseSchema });

/* List products and kits */
export const fetchListItems = (listId: number, query: { search?: string; status?: 'todos' | 'disponivel' | 'vendido' } = {}) =>
  request(`/lista-produtos/${listId}`, { query, schema: S.listItemsResponseSchema });
export const addListItem = (body: z.input<typeof R.addListItemRequestSchema>) =>
  request('/lista-produtos', { ...json('POST', body), schema: S.listItemResponseSchema });
export const addVariantItem = (body: z.input<typeof R.addVariantItemRequestSchema>) =>
  request('/lista-produtos/add', { ...json('POST', body), schema: S.listItemResponseSchema });
export const updateListItem = (id: number, body: z.input<typeof R.updateListItemRequestSchema>) =>
  request(`/lista-produtos/${id}`, { ...json('PATCH', body), schema: S.listItemResponseSchema });
export const updateVariantItem = (itemId: number, body: z.input<typeof R.updateVariantItemRequestSchema>) =>
  request(`/lista-produtos/variante/${itemId}`, { ...json('PATCH', body), schema: S.listItemResponseSchema });
export const setItemSold = (id: number, vendido: boolean) =>
  request(`/lista-produtos/${id}/vendido`, { ...json('PATCH', { vendido }), schema: S.setItemSoldResponseSchema });
export const removeListItem = (id: number, listaId: number, ordemProdServ: number) =>
  request(`/lista-produtos/${id}/${listaId}/produto/${ordemProdServ}`, { method: 'DELETE', schema: messageResponseSchema });
export const setAnchorSold = (id: number, vendido: boolean) =>
  request(`/lista-produtos/anchor/${id}/vendido`, { ...json('PATCH', { vendido }), schema: messageResponseSchema });
export const removeKit = (anchorId: number) =>
  request(`/lista-produtos/anchor/${anchorId}`, { method: 'DELETE', schema: messageResponseSchema });
export const unlinkKitMember = (id: number) =>
  request(`/lista-produtos/${id}/unlink-kit`, { ...json('PATCH'), schema: messageResponseSchema });
export const createKit = (body: z.input<typeof R.createKitRequestSchema>) =>
  request('/lista-produtos/kit', { ...json('POST', body), schema: S.createKitResponseSchema });
export const fetchProduct = (codigo: string) =>
  request(`/produtos/${enc(codigo)}`, { schema: S.productLookupResponseSchema });
export interface SizesColoursQuery {
  q?: string;
  onlyActive?: boolean;
  skip?: number;
  take?: number;
  orderBy?: 'nome';
  sort?: 'asc' | 'desc';
}
export const fetchSizes = (query: SizesColoursQuery = {}) =>
  request('/tamanhos', { query: { ...query }, schema: S.sizesColoursResponseSchema });
export const fetchColours = (query: SizesColoursQuery = {}) =>
  request('/cores', { query: { ...query }, schema: S.sizesColoursResponseSchema });
