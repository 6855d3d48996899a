/**
 * One function per call of docs/product.md §7 that a guest page or the sign-in makes (the signed-in
 * areas' calls are `shared-contracts/area-api`, outside the singleton: decision 041). Each resolves with the validated answer or rejects with an
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
/** A cota toward one gift (decision 043): gift cards for the owner, the value held while the guest pays; the checkout address. */
export const createCotaCheckout = (body: R.CotaCheckoutRequest) =>
  request('/shopify/cota/checkout', { ...json('POST', body), schema: S.checkoutResponseSchema });
