import { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE, buildUrl, configureApi, errorMessage, request } from './http';
import { fetchMe, fetchPublicLists, fetchShareList } from './calls';
import { areaApi } from '../areaApi';

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

  it('an unsafe call refused for want of an XSRF cookie is sent once more with the cookie the refusal brought', async () => {
    const refusal = { statusCode: 403, error: 'Forbidden', message: 'Token XSRF ausente ou inválido. Recarregue a página.' };
    fetchMock
      .mockImplementationOnce(() => {
        document.cookie = 'XSRF-TOKEN=fresh';
        return answer(403, refusal);
      })
      .mockImplementationOnce(() => answer(200, { ok: true }));
    await expect(request('/auth/verify-magic-link', { method: 'POST', body: { a: 1 }, schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({ ok: true });
    const headersOf = (call: number) => fetchMock.mock.calls[call]![1].headers as Record<string, string>;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(0)['X-XSRF-TOKEN']).toBeUndefined();
    expect(headersOf(1)['X-XSRF-TOKEN']).toBe('fresh');
  });

  it('a 403 that brings no new XSRF cookie (a refused permission) is not sent again', async () => {
    document.cookie = 'XSRF-TOKEN=same';
    fetchMock.mockImplementation(() => answer(403, { statusCode: 403, error: 'Forbidden', message: 'Sem permissão' }));
    await expect(request('/lista', { method: 'POST', body: {}, schema: z.object({}) })).rejects.toMatchObject({ status: 403, serverMessage: 'Sem permissão' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
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

describe('session and share calls', () => {
  const user = { id: 7, usuarioTipo: 'cliente', su: false, nome: 'Maria Silva', email: 'm@x.test', codigoCliente: 5001 };

  it('fetchMe asks the optional form of /auth/me and resolves with the user', async () => {
    fetchMock.mockImplementation(() => answer(200, { usuario: user }));
    await expect(fetchMe()).resolves.toMatchObject({ usuario: { id: 7, nome: 'Maria Silva' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/base/auth/me?optional=1');
  });

  it('fetchMe rejects an anonymous answer ({usuario: null}) as the 401 of the plain call', async () => {
    fetchMock.mockImplementation(() => answer(200, { usuario: null }));
    const error = await fetchMe().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, serverMessage: 'Sessão não encontrada ou expirada.' });
  });

  it('fetchShareList reads the slug of /lista/publica/share/{id}', async () => {
    fetchMock.mockImplementation(() => answer(200, { slug: 'casamento-ana' }));
    await expect(fetchShareList(12)).resolves.toEqual({ slug: 'casamento-ana' });
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/base/lista/publica/share/12');
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

describe('upload with progress (§2 Customer list edit)', () => {
  /** A stand-in XMLHttpRequest that records what the client does and lets the test answer. */
  class FakeXhr {
    static last: FakeXhr;
    method = '';
    url = '';
    withCredentials = false;
    headers: Record<string, string> = {};
    sent: unknown;
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      this.sent = body;
    }
    answer(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });
  afterAll(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  it('reports the fraction sent, sends cookies and the XSRF header, validates the answer', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    const progress: number[] = [];
    const done = areaApi.uploadImage('banner', new Blob(['x'], { type: 'image/png' }), 'capa.png', (f) => progress.push(f));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.headers['X-XSRF-TOKEN']]).toEqual(['POST', 'http://api.test/base/images/upload/banner', true, 'tok']);
    expect((xhr.sent as FormData).get('file')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.answer(201, { url: '/static/uploads/banner/a.png', key: 'banner/a.png' });
    await expect(done).resolves.toEqual({ url: '/static/uploads/banner/a.png', key: 'banner/a.png' });
    expect(progress).toEqual([0.25, 1]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects with the server's message on 413, and with the network message on a failed connection", async () => {
    const tooBig = areaApi.uploadImage('profile', new Blob(['x']), 'foto.jpg', () => {});
    FakeXhr.last.answer(413, { statusCode: 413, message: 'Imagem muito grande: o limite é 5 MB.' });
    const error = await tooBig.catch((e: unknown) => e);
    expect(errorMessage(error, 'x')).toBe('Imagem muito grande: o limite é 5 MB.');
    const offline = areaApi.uploadImage('profile', new Blob(['x']), 'foto.jpg', () => {});
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });
});

describe('answers started early by the shell', () => {
  it('a GET uses the answer started early for the same address, once, instead of asking again', async () => {
    const { startEarlyRequest } = await import('./earlyRequests');
    const { guestRequests, composeUrl } = await import('./requests');
    const page = { items: [], meta: { totalItems: 0, totalPages: 0, currentPage: 1 } };
    fetchMock.mockImplementation(() => answer(200, page));
    const early = guestRequests.publicLists({ page: 1, limit: 50 });
    startEarlyRequest(composeUrl('http://api.test/base/', early.path, early.query));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await expect(fetchPublicLists({ page: 1, limit: 50 })).resolves.toEqual(page);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the early answer was used
    await fetchPublicLists({ page: 1, limit: 50 });
    expect(fetchMock).toHaveBeenCalledTimes(2); // ... once
  });

  it('asks anew when the early request was for another address', async () => {
    const { startEarlyRequest } = await import('./earlyRequests');
    fetchMock.mockImplementation(() => answer(200, { items: [], meta: { totalItems: 0, totalPages: 0, currentPage: 2 } }));
    startEarlyRequest('http://api.test/base/lista/publica?page=1&limit=50');
    await fetchPublicLists({ page: 2, limit: 50 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://api.test/base/lista/publica?page=1&limit=50',
      'http://api.test/base/lista/publica?page=2&limit=50',
    ]);
  });
});
