jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import {
  bannerLibraryResponseSchema,
  customerListResponseSchema,
  setListImageResponseSchema,
  uploadImageResponseSchema,
} from 'shared-contracts';
import * as s from '../db/schema';
import { ARCHIVED_LIST_SLUG, DEMO_CUSTOMERS, PUBLIC_LIST_ID } from '../seed/fixtures';
import { createTestApp, headers, type TestContext } from '../test/helpers';
import { demoListIds, signInDemo } from '../test/signin';
import { IMAGE_MAX_BYTES, detectImageFormat } from './images';

const MARIA = DEMO_CUSTOMERS.maria;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestContext;
let sid: Awaited<ReturnType<typeof signInDemo>>;
let archivedId: number;
let joaoListId: number;

beforeAll(async () => {
  t = await createTestApp();
  sid = await signInDemo(t.app, t.db);
  ({ archivedId, joaoListId } = await demoListIds(t.db));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand (what a browser FormData sends). */
function formData(parts: Part[]) {
  const boundary = `----jest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(category: string, parts: Part[], session?: string) {
  const body = formData(parts);
  return t.app.inject({
    method: 'POST',
    url: `/images/upload/${category}`,
    headers: { ...headers(session), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const filePart = (data: Buffer | string, filename = 'foto.png', contentType = 'image/png'): Part => ({ name: 'file', filename, contentType, data });

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } }).png().toBuffer();

async function uploaded(category: 'banner' | 'profile', session = sid.maria) {
  const res = await upload(category, [filePart(await png())], session);
  expect(res.statusCode).toBe(201);
  return uploadImageResponseSchema.parse(res.json());
}

const setImage = (id: number, payload: object, session?: string) =>
  t.app.inject({ method: 'PUT', url: `/lista/${id}/image`, headers: headers(session), payload });

async function listRow(id: number) {
  const [row] = await t.db.select().from(s.listas).where(eq(s.listas.id, id));
  return row!;
}

describe('detectImageFormat', () => {
  it('recognizes the four formats by their bytes only', async () => {
    const img = sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } });
    expect(detectImageFormat(await img.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageFormat(await img.clone().png().toBuffer())).toBe('png');
    expect(detectImageFormat(await img.clone().webp().toBuffer())).toBe('webp');
    expect(detectImageFormat(await img.clone().gif().toBuffer())).toBe('gif');
    expect(detectImageFormat(Buffer.from('isto não é uma imagem'))).toBeNull();
    expect(detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('GET /images/library/banner', () => {
  it('401 when anonymous', async () => {
    const res = await t.app.inject({ url: '/images/library/banner' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the cover templates to customers and staff, each file servable with CORS', async () => {
    for (const session of [sid.maria, sid.viewer, sid.su]) {
      const res = await t.app.inject({ url: '/images/library/banner', headers: headers(session) });
      expect(res.statusCode).toBe(200);
      const library = bannerLibraryResponseSchema.parse(res.json());
      expect(library).toHaveLength(12);
      expect(new Set(library.map((b) => b.key)).size).toBe(12);
      for (const b of library) {
        expect(b.url).toBe(`/static/${b.key}`);
        expect(b.nome).toBeTruthy();
      }
    }
    const [first] = bannerLibraryResponseSchema.parse(
      (await t.app.inject({ url: '/images/library/banner', headers: headers(sid.maria) })).json(),
    );
    const file = await t.app.inject({ url: first!.url, headers: { origin: 'http://other-site.test' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['access-control-allow-origin']).toBe('*');
    expect(file.headers['access-control-allow-credentials']).toBeUndefined();
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 400]);
  });
});

describe('POST /images/upload/:category', () => {
  it('401 when anonymous', async () => {
    const res = await upload('banner', [filePart(await png())]);
    expect(res.statusCode).toBe(401);
  });

  it('stores a real PNG of a customer and serves it from /static/ with CORS *', async () => {
    const res = await upload('banner', [filePart(await png(64, 48))], sid.maria);
    expect(res.statusCode).toBe(201);
    const { url, key } = uploadImageResponseSchema.parse(res.json());
    expect(url).toMatch(/^\/static\/uploads\/banner\/[\w-]+\.png$/);
    expect(url).toBe(`/static/${key}`);
    const [row] = await t.db.select().from(s.imagens).where(eq(s.imagens.key, key));
    expect(row).toMatchObject({ url, categoria: 'banner', contentType: 'image/png' });

    for (const origin of [undefined, 'http://other-site.test']) {
      const file = await t.app.inject({ url, headers: origin ? { origin } : {} });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['access-control-allow-origin']).toBe('*');
      expect(file.rawPayload.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([64, 48]);
    }
  });

  it('accepts JPEG, WebP and GIF and strips metadata', async () => {
    const base = sharp({ create: { width: 32, height: 32, channels: 3, background: '#88aa44' } });
    const jpeg = await base.clone().jpeg().withExif({ IFD0: { Copyright: 'segredo', Artist: 'Maria' } }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('profile', [filePart(jpeg, 'perfil.jpg', 'image/jpeg')], sid.maria);
    expect(res.statusCode).toBe(201);
    const { url } = uploadImageResponseSchema.parse(res.json());
    expect(url).toMatch(/^\/static\/uploads\/profile\/.+\.jpg$/);
    const stored = await t.app.inject({ url });
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();

    for (const [data, ext] of [
      [await base.clone().webp().toBuffer(), 'webp'],
      [await base.clone().gif().toBuffer(), 'gif'],
    ] as const) {
      // The declared name and type are ignored: the bytes decide.
      const r = await upload('banner', [filePart(data, 'arquivo.bin', 'application/octet-stream')], sid.maria);
      expect(r.statusCode).toBe(201);
      expect(uploadImageResponseSchema.parse(r.json()).url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('refuses a text file named .png (415)', async () => {
    const before = (await t.db.select().from(s.imagens)).length;
    const res = await upload('banner', [filePart('isto é um texto, não uma imagem', 'x.png', 'image/png')], sid.maria);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Arquivo inválido: envie uma imagem JPEG, PNG, WebP ou GIF.');
    const truncated = Buffer.concat([PNG_MAGIC, Buffer.from('corrompido')]);
    const bad = await upload('banner', [filePart(truncated, 'y.png')], sid.maria);
    expect(bad.statusCode).toBe(415);
    expect((await t.db.select().from(s.imagens)).length).toBe(before);
  });

  it('refuses a file over 5 MB (413) and accepts one just under it, beyond the 1 MiB JSON body limit', async () => {
    const over = Buffer.concat([PNG_MAGIC, Buffer.alloc(IMAGE_MAX_BYTES + 1 - PNG_MAGIC.length)]);
    const res = await upload('banner', [filePart(over)], sid.maria);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Imagem muito grande: o limite é 5 MB.');

    // Random noise does not compress: a 1250x1250 RGB PNG weighs about 4.7 MB.
    const noise = await sharp(randomBytes(1250 * 1250 * 3), { raw: { width: 1250, height: 1250, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(noise.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    const big = await upload('banner', [filePart(noise)], sid.maria);
    expect(big.statusCode).toBe(201);
  });

  it('400 without a file, or for an unknown category', async () => {
    const noFile = await upload('banner', [{ name: 'descricao', data: 'sem arquivo' }], sid.maria);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("Nenhuma imagem enviada: envie o arquivo no campo 'file'.");
    const otherField = await upload('banner', [{ ...filePart(await png()), name: 'imagem' }], sid.maria);
    expect(otherField.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/images/upload/banner', headers: headers(sid.maria), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    const category = await upload('avatar', [filePart(await png())], sid.maria);
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toBe('Categoria de imagem inválida');
  });

  it("follows staff permissions: view-only 403, 'Editar listas' and super-user pass", async () => {
    const viewer = await upload('banner', [filePart(await png())], sid.viewer);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe('Você não tem permissão para esta ação.');
    expect((await upload('banner', [filePart(await png())], sid.full)).statusCode).toBe(201);
    expect((await upload('profile', [filePart(await png())], sid.su)).statusCode).toBe(201);
  });
});

describe('PUT /lista/:id/image', () => {
  it('401 when anonymous', async () => {
    const img = await uploaded('banner');
    const res = await setImage(PUBLIC_LIST_ID, { category: 'banner', ...img });
    expect(res.statusCode).toBe(401);
    expect((await listRow(PUBLIC_LIST_ID)).imagemCapa).not.toBe(img.url);
  });

  it('sets the cover and the profile photo of an own active list; the customer view shows them', async () => {
    const cover = await uploaded('banner');
    const res = await setImage(PUBLIC_LIST_ID, { category: 'banner', ...cover }, sid.maria);
    expect(res.statusCode).toBe(200);
    expect(setListImageResponseSchema.parse(res.json())).toEqual({ message: 'Capa atualizada!', url: cover.url });
    const photo = await uploaded('profile');
    const res2 = await setImage(PUBLIC_LIST_ID, { category: 'profile', ...photo }, sid.maria);
    expect(setListImageResponseSchema.parse(res2.json())).toEqual({ message: 'Foto de perfil atualizada!', url: photo.url });
    const view = await t.app.inject({
      url: `/cliente/listas/${PUBLIC_LIST_ID}/${MARIA.codigo}/${encodeURIComponent(MARIA.email)}`,
      headers: headers(sid.maria),
    });
    expect(customerListResponseSchema.parse(view.json())).toMatchObject({ imagemCapa: cover.url, fotoLista: photo.url });
  });

  it('accepts a library template as cover, not as profile photo', async () => {
    const library = bannerLibraryResponseSchema.parse(
      (await t.app.inject({ url: '/images/library/banner', headers: headers(sid.maria) })).json(),
    );
    const tpl = library[2]!;
    const ok = await setImage(PUBLIC_LIST_ID, { category: 'banner', key: tpl.key, url: tpl.url }, sid.maria);
    expect(ok.statusCode).toBe(200);
    expect((await listRow(PUBLIC_LIST_ID)).imagemCapa).toBe(tpl.url);
    const profile = await setImage(PUBLIC_LIST_ID, { category: 'profile', key: tpl.key, url: tpl.url }, sid.maria);
    expect(profile.statusCode).toBe(400);
  });

  it('refuses unknown images: external URLs, made-up keys, mismatched url or category (400)', async () => {
    const before = await listRow(PUBLIC_LIST_ID);
    const cover = await uploaded('banner');
    const attempts = [
      { category: 'banner', key: 'x', url: 'https://evil.example/x.jpg' },
      { category: 'banner', key: 'uploads/banner/naoexiste.png', url: '/static/uploads/banner/naoexiste.png' },
      { category: 'banner', key: cover.key, url: 'https://evil.example/x.jpg' },
      { category: 'profile', key: cover.key, url: cover.url },
      { category: 'banner', key: 'library/banner-99.jpg', url: '/static/library/banner-99.jpg' },
    ];
    for (const payload of attempts) {
      const res = await setImage(PUBLIC_LIST_ID, payload, sid.maria);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Imagem inválida: use uma imagem enviada por aqui ou um modelo da biblioteca.');
    }
    const missing = await setImage(PUBLIC_LIST_ID, { category: 'banner', key: cover.key }, sid.maria);
    expect(missing.statusCode).toBe(400);
    const empty = await setImage(PUBLIC_LIST_ID, { category: 'banner', key: cover.key, url: '' }, sid.maria);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('URL da imagem é obrigatória');
    const after = await listRow(PUBLIC_LIST_ID);
    expect([after.imagemCapa, after.fotoLista]).toEqual([before.imagemCapa, before.fotoLista]);
  });

  it("refuses another customer's list (403), an archived list (409) and an unknown list (404)", async () => {
    const cover = await uploaded('banner');
    const beforeJoao = await listRow(joaoListId);
    const other = await setImage(joaoListId, { category: 'banner', ...cover }, sid.maria);
    expect(other.statusCode).toBe(403);
    expect((await listRow(joaoListId)).imagemCapa).toBe(beforeJoao.imagemCapa);
    const beforeArchived = await listRow(archivedId);
    const archived = await setImage(archivedId, { category: 'banner', ...cover }, sid.maria);
    expect(archived.statusCode).toBe(409);
    expect(archived.json().message).toBe('Apenas listas ativas podem ser editadas.');
    expect((await listRow(archivedId)).imagemCapa).toBe(beforeArchived.imagemCapa);
    expect((await setImage(999_999, { category: 'banner', ...cover }, sid.maria)).statusCode).toBe(404);
  });

  it("follows staff permissions: view-only 403, 'Editar listas' sets any list", async () => {
    const cover = await uploaded('banner', sid.full);
    const before = await listRow(joaoListId);
    const viewer = await setImage(joaoListId, { category: 'banner', ...cover }, sid.viewer);
    expect(viewer.statusCode).toBe(403);
    expect((await listRow(joaoListId)).imagemCapa).toBe(before.imagemCapa);
    const full = await setImage(joaoListId, { category: 'banner', ...cover }, sid.full);
    expect(full.statusCode).toBe(200);
    expect((await listRow(joaoListId)).imagemCapa).toBe(cover.url);
    const photo = await uploaded('profile', sid.su);
    expect((await setImage(joaoListId, { category: 'profile', ...photo }, sid.su)).statusCode).toBe(200);
    expect((await listRow(joaoListId)).fotoLista).toBe(photo.url);
  });
});

describe('static files', () => {
  it('serve the fallbacks with CORS * to any origin, echo an allowed origin', async () => {
    const any = await t.app.inject({ url: '/static/fallback/cover-placeholder.svg', headers: { origin: 'http://other-site.test' } });
    expect(any.statusCode).toBe(200);
    expect(any.headers['access-control-allow-origin']).toBe('*');
    expect(String(any.headers.vary)).toContain('Origin');
    const allowed = await t.app.inject({ url: '/static/fallback/cover-placeholder.svg', headers: { origin: 'http://localhost:8080' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });
});

describe('client mistakes are 4xx, never 500', () => {
  it('answers malformed ids, bodies and uploads with 400/404', async () => {
    const cases: Array<[InjectOptions, number]> = [
      [{ method: 'PUT', url: '/lista/abc/image', headers: headers(sid.maria), payload: { category: 'banner', url: 'x', key: 'x' } }, 400],
      [{ method: 'PUT', url: `/lista/${PUBLIC_LIST_ID}/image`, headers: { ...headers(sid.maria), 'content-type': 'application/json' }, payload: '{nope' }, 400],
      [{ method: 'PUT', url: `/lista/${PUBLIC_LIST_ID}/image`, headers: headers(sid.maria), payload: [1, 2] as unknown as object }, 400],
      [{ method: 'POST', url: '/images/upload/banner', headers: { ...headers(sid.maria), 'content-type': 'multipart/form-data' }, payload: 'sem boundary' }, 400],
      [{ method: 'POST', url: '/images/upload/banner', headers: { ...headers(sid.maria), 'content-type': 'multipart/form-data; boundary=abc' }, payload: '--abc\r\nlixo' }, 400],
      [{ method: 'GET', url: '/cliente/listas/abc/5001/x', headers: headers(sid.maria) }, 400],
      [{ method: 'GET', url: '/static/uploads/%E0%A4%A.png' }, 400],
      [{ method: 'GET', url: '/static/../package.json' }, 404],
    ];
    for (const [request, status] of cases) {
      const res = await t.app.inject(request);
      expect({ url: request.url, status: res.statusCode }).toEqual({ url: request.url, status });
      expect(typeof res.json().message).toBe('string');
    }
  });
});
