/**
 * `shared-contracts/area-api` (decision 041): the calls of the signed-in areas (the customer's
 * lists, images, staff lists and orders, the till and the tracker, list products and kits) and the
 * types of their answers (schemas in ./areaSchemas), kept out of the shared singleton so that no
 * guest page downloads them. Each signed-in remote bundles the whole object; the calls go through
 * the singleton's `request`, so that the shell's API settings apply. The API's tests take the
 * schemas from `shared-contracts/area-schemas`.
 */
import type { z } from 'zod';
import { messageResponseSchema, request, uploadWithProgress, type CustomerCredentials, type ListaStatus, type SizesColoursQuery, type StaffListsQuery } from 'shared-contracts';
import * as A from './areaSchemas';
import type * as R from './schemas/requests';

export type * from './areaSchemas';

const json = <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: T) => ({ method, body }) as const;
const enc = encodeURIComponent;

/* Customer */
const fetchCustomerDashboard = (c: CustomerCredentials) =>
  request('/cliente/listas/dashboard', { query: { ...c }, schema: A.customerDashboardResponseSchema });
const fetchCustomerLists = (c: CustomerCredentials, status: 'todos' | ListaStatus = 'todos') =>
  request('/cliente/listas', { query: { ...c, status }, schema: A.customerListsResponseSchema });
const fetchCustomerList = (id: number, c: CustomerCredentials) =>
  request(`/cliente/listas/${id}/${c.codigo}/${enc(c.email)}`, { schema: A.customerListResponseSchema });
const updateCustomerList = (id: number, body: R.CustomerListUpdateRequest) =>
  request(`/cliente/listas/${id}`, { ...json('PATCH', body), schema: A.customerListUpdateResponseSchema });

/* Images */
const fetchBannerLibrary = () => request('/images/library/banner', { schema: A.bannerLibraryResponseSchema });
/**
 * Uploads an image file (multipart field `file`) as a cover ('banner') or a 'profile' photo;
 * with `onProgress`, reports the fraction sent (0..1) while it uploads.
 */
const uploadImage = (category: 'banner' | 'profile', file: Blob, fileName = 'image', onProgress?: (fraction: number) => void) => {
  const form = new FormData();
  form.append('file', file, fileName);
  const path = `/images/upload/${category}`;
  if (onProgress) return uploadWithProgress(path, form, A.uploadImageResponseSchema, onProgress);
  return request(path, { method: 'POST', body: form, schema: A.uploadImageResponseSchema });
};
const setListImage = (listId: number, body: R.SetListImageRequest) =>
  request(`/lista/${listId}/image`, { ...json('PUT', body), schema: A.setListImageResponseSchema });
const updateProductImage = (codigo: string, file: Blob, codigoVariant?: string) => {
  const form = new FormData();
  form.append('file', file);
  form.append('codigo', codigo);
  if (codigoVariant) form.append('codigoVariant', codigoVariant);
  return request(`/produtos/${enc(codigo)}/imagem`, { method: 'PATCH', body: form, schema: A.productImageResponseSchema });
};

/* Staff lists */
const fetchStaffLists = (query: StaffListsQuery) =>
  request("/lista", { query: { ...query }, schema: A.staffListsResponseSchema });
const setListStatus = (id: number, status: ListaStatus) =>
  request(`/lista/status/${id}`, { ...json('PATCH', { status }), schema: A.setListStatusResponseSchema });
const fetchStaffMetrics = () => request('/lista/funcionario/metricas', { schema: A.staffMetricsResponseSchema });
const fetchBranches = () => request('/filial', { schema: A.branchesResponseSchema });
const fetchList = (id: number) => request(`/lista/${id}`, { schema: A.fetchListResponseSchema });
/** GET /lista/{id}/pedidos (decision 020): the list's online orders that the staff must review ('Visualizar listas por id'). */
const fetchListOrders = (id: number) => request(`/lista/${id}/pedidos`, { schema: A.fetchListOrdersResponseSchema });
const createList = (body: R.ListForm) =>
  request('/lista', { ...json('POST', body), schema: A.createListResponseSchema });
const updateList = (id: number, body: z.input<typeof R.updateListRequestSchema>) =>
  request(`/lista/${id}`, { ...json('PUT', body), schema: A.updateListResponseSchema });
const fetchCliFor = (codigo: number) => request(`/cli_for/${codigo}`, { schema: A.cliForResponseSchema });
const updateCliForEmail = (codigo: number, email: string) =>
  request(`/cli_for/${codigo}/email`, { ...json('PATCH', { email }), schema: A.updateCliForEmailResponseSchema });
const fetchSeller = (codigo: number) => request(`/funcionarios/${codigo}`, { schema: A.sellerResponseSchema });
const sendWelcomeMail = (body: { to: string; name: string }) =>
  request('/mail/welcome', { ...json('POST', body), schema: A.sendWelcomeMailResponseSchema });

/* Gifts given in a store, and the gift tracker (decision 028) */
/** GET /presentes-loja/listas?busca= ('Registrar presente na loja'): lists by code or title. */
const searchTillLists = (busca: string) => request('/presentes-loja/listas', { query: { busca }, schema: A.tillSearchResponseSchema });
/** GET /presentes-loja/listas/{id}: the list's gifts and its till registrations. */
const fetchTillList = (id: number) => request(`/presentes-loja/listas/${id}`, { schema: A.tillListResponseSchema });
/** POST /presentes-loja/listas/{id}: registers a gift bought in a store; 409 when given or held meanwhile. */
const registerStoreGift = (listId: number, body: R.RegisterStoreGiftRequest) =>
  request(`/presentes-loja/listas/${listId}`, { ...json('POST', body), schema: A.registerStoreGiftResponseSchema });
/** POST /presentes-loja/{id}/desfazer: gives back a gift registered today. */
const undoStoreGift = (id: number) => request(`/presentes-loja/${id}/desfazer`, { ...json('POST'), schema: A.undoStoreGiftResponseSchema });
/** GET /lista/{id}/presentes-recebidos ('Visualizar listas por id'): the tracker, read-only. */
const fetchStaffReceivedGifts = (id: number) => request(`/lista/${id}/presentes-recebidos`, { schema: A.receivedGiftsResponseSchema });
/** GET /cliente/listas/{id}/presentes-recebidos: the owner's tracker. */
const fetchReceivedGifts = (id: number) => request(`/cliente/listas/${id}/presentes-recebidos`, { schema: A.receivedGiftsResponseSchema });
/** PATCH /cliente/listas/{id}/presentes-recebidos/agradecimento: saves 'Agradecimento enviado'. */
const setGiftThanked = (listId: number, body: R.SetThankedRequest) =>
  request(`/cliente/listas/${listId}/presentes-recebidos/agradecimento`, { ...json('PATCH', body), schema: A.setThankedResponseSchema });

/** PUT /cliente/listas/{id}/itens/{itemId}/cotas: the owner marks or unmarks a gift 'Aceita cotas' (decision 043). */
const setItemCotas = (listId: number, itemId: number, aceitaCotas: boolean) =>
  request(`/cliente/listas/${listId}/itens/${itemId}/cotas`, { ...json('PUT', { aceitaCotas }), schema: A.setItemCotasResponseSchema });
/** GET /cliente/listas/{id}/desconto-conclusao: where the list's completion discount stands. */
const fetchCompletionDiscount = (listId: number) => request(`/cliente/listas/${listId}/desconto-conclusao`, { schema: A.completionDiscountResponseSchema });
/** POST /cliente/listas/{id}/desconto-conclusao: makes the list's code in the store (once; again answers the same code). */
const requestCompletionDiscount = (listId: number) =>
  request(`/cliente/listas/${listId}/desconto-conclusao`, { ...json('POST'), schema: A.completionDiscountResponseSchema });
/** POST /cliente/listas/{id}/desconto-conclusao/carrinho: one cart of the remaining gifts with the code; answers its checkout address. */
const completionDiscountCart = (listId: number) =>
  request(`/cliente/listas/${listId}/desconto-conclusao/carrinho`, { ...json('POST'), schema: A.completionDiscountCartResponseSchema });

/** GET /lista/{id}/desconto-conclusao ('Visualizar listas por id'): the list's completion discount, read-only. */
const fetchStaffCompletionDiscount = (listId: number) => request(`/lista/${listId}/desconto-conclusao`, { schema: A.completionDiscountResponseSchema });

/* List products and kits */
const fetchListItems = (listId: number, query: { search?: string; status?: 'todos' | 'disponivel' | 'vendido' } = {}) =>
  request(`/lista-produtos/${listId}`, { query, schema: A.listItemsResponseSchema });
const addListItem = (body: z.input<typeof R.addListItemRequestSchema>) =>
  request('/lista-produtos', { ...json('POST', body), schema: A.listItemResponseSchema });
const addVariantItem = (body: z.input<typeof R.addVariantItemRequestSchema>) =>
  request('/lista-produtos/add', { ...json('POST', body), schema: A.listItemResponseSchema });
const updateListItem = (id: number, body: z.input<typeof R.updateListItemRequestSchema>) =>
  request(`/lista-produtos/${id}`, { ...json('PATCH', body), schema: A.listItemResponseSchema });
const updateVariantItem = (itemId: number, body: z.input<typeof R.updateVariantItemRequestSchema>) =>
  request(`/lista-produtos/variante/${itemId}`, { ...json('PATCH', body), schema: A.listItemResponseSchema });
const setItemSold = (id: number, vendido: boolean) =>
  request(`/lista-produtos/${id}/vendido`, { ...json('PATCH', { vendido }), schema: A.setItemSoldResponseSchema });
const removeListItem = (id: number, listaId: number, ordemProdServ: number) =>
  request(`/lista-produtos/${id}/${listaId}/produto/${ordemProdServ}`, { method: 'DELETE', schema: messageResponseSchema });
const setAnchorSold = (id: number, vendido: boolean) =>
  request(`/lista-produtos/anchor/${id}/vendido`, { ...json('PATCH', { vendido }), schema: messageResponseSchema });
const removeKit = (anchorId: number) =>
  request(`/lista-produtos/anchor/${anchorId}`, { method: 'DELETE', schema: messageResponseSchema });
const unlinkKitMember = (id: number) =>
  request(`/lista-produtos/${id}/unlink-kit`, { ...json('PATCH'), schema: messageResponseSchema });
const createKit = (body: z.input<typeof R.createKitRequestSchema>) =>
  request('/lista-produtos/kit', { ...json('POST', body), schema: A.createKitResponseSchema });
const fetchProduct = (codigo: string) =>
  request(`/produtos/${enc(codigo)}`, { schema: A.productLookupResponseSchema });
const fetchSizes = (query: SizesColoursQuery = {}) =>
  request('/tamanhos', { query: { ...query }, schema: A.sizesColoursResponseSchema });
const fetchColours = (query: SizesColoursQuery = {}) =>
  request('/cores', { query: { ...query }, schema: A.sizesColoursResponseSchema });

/** The signed-in areas' calls (a plain object, so tests can spy on a call); each resolves with the validated answer or rejects with an `ApiError`. */
export const areaApi = {
  fetchCustomerDashboard,
  fetchCustomerLists,
  fetchCustomerList,
  updateCustomerList,
  fetchBannerLibrary,
  uploadImage,
  setListImage,
  updateProductImage,
  fetchStaffLists,
  setListStatus,
  fetchStaffMetrics,
  fetchBranches,
  fetchList,
  fetchListOrders,
  createList,
  updateList,
  fetchCliFor,
  updateCliForEmail,
  fetchSeller,
  sendWelcomeMail,
  searchTillLists,
  fetchTillList,
  registerStoreGift,
  undoStoreGift,
  fetchStaffReceivedGifts,
  fetchReceivedGifts,
  setGiftThanked,
  setItemCotas,
  fetchCompletionDiscount,
  requestCompletionDiscount,
  completionDiscountCart,
  fetchStaffCompletionDiscount,
  fetchListItems,
  addListItem,
  addVariantItem,
  updateListItem,
  updateVariantItem,
  setItemSold,
  removeListItem,
  setAnchorSold,
  removeKit,
  unlinkKitMember,
  createKit,
  fetchProduct,
  fetchSizes,
  fetchColours,
};
