import { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE, buildUrl, configureApi, errorMessage, request } from './http';
import { fetchPublicLists } from './calls';

type FetchArgs = [string, RequestInit];
const fetchMock = jest.fn<Promise<Response>, FetchArgs>();
// jsdom has no Response: a minimal stand-in with what the client reads.
const answer = (status: number, body: unknown) =>
  Promise.resolve({ status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) } as Response);

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  configureApi({ apiUrl: 'http://api.test/base/', assetsUrl: 'http://cdn.test' });
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('typed API client (§7)', () => {
  it('joins the base URL and leaves out empty query values', () => {
    expect(buildUrl('/lista/publica', { search: 'ana', categoryId: undefined, dataEvento: '', page: 2 })).toBe(
      'http://api.test/base/lista/publica?search=ana&page=2',
    );
  });

  it('sends cookies and echoes XSRF-TOKEN as X-XSRF-TOKEN on unsafe methods only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    fetchMock.mockImplementation(() => answer(200, { ok: true }));
    await request('/x', { method: 'POST', body: { a: 1 }, schema: z.object({ ok: z.boolean() }) });
    await request('/y', { schema: z.object({ ok: z.boolean() }) });
    const [, post] = fetchMock.mock.calls[0]!;
    const [, get] = fetchMock.mock.calls[1]!;
    expect(post.credentials).toBe('include');
    expect((post.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc=123');
    expect(post.body).toBe('{"a":1}');
    expect(get.credentials).toBe('include');
    expect((get.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('validates answers and turns a mismatch into a typed error', async () => {
    fetchMock.mockImplementation(() => answer(200, { items: 'nope' }));
    await expect(fetchPublicLists({ page: 1 })).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });

  it('treats 2xx as success, parses the answer and applies schema defaults', async () => {
    fetchMock.mockImplementation(() => answer(201, { items: [], meta: { totalItems: 0, totalPages: 0, currentPage: 1 } }));
    await expect(fetchPublicLists({})).resolves.toEqual({ items: [], meta: { totalItems: 0, totalPages: 0, currentPage: 1 } });
  });

  it('rejects non-2xx with the server fields kept for the §8 rule', async () => {
    fetchMock.mockImplementation(() => answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Código ou senha inválidos.' }));
    const error = await request('/auth/login', { method: 'POST', schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'Erro desconhecido')).toBe('Código ou senha inválidos.');
  });

  it('a network failure becomes NETWORK_ERROR', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('/x', { schema: z.unknown() })).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('error message rule (§8)', () => {
  it('server message, else error field, else error message, else default', () => {
    expect(errorMessage(new ApiError('HTTP_ERROR', 400, 'Erro 400', { message: 'M', error: 'E' }), 'D')).toBe('M');
    expect(errorMessage(new ApiError('HTTP_ERROR', 400, 'Erro 400', { error: 'Bad Request' }), 'D')).toBe('Bad Request');
    expect(errorMessage(new ApiError('NETWORK_ERROR', 0, 'sem rede'), 'D')).toBe('sem rede');
    expect(errorMessage(new Error(''), 'D')).toBe('D');
    expect(errorMessage(undefined, 'D')).toBe('D');
  });
});
