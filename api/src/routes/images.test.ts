jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { bannerLibraryResponseSchema, customerListResponseSchema, listItemsResponseSchema, productImageResponseSchema, setListImageResponseSchema, uploadImageResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { ARCHIVED_LIST_SLUG, DEMO_CUSTOMERS, PUBLIC_LIST_ID } from '../seed/fixtures';
import { createTestApp, headers, type TestContext } from '../test/helpers';
import { filePart, formData, png, type Part } from '../test/multipart';
import { startDemoApp, type DemoSessions } from '../test/signin';
import { imageEditableProducts, newItem, sessionFor } from '../test/staff';
import { IMAGE_MAX_BYTES, detectImageFormat } from '../images/uploads';
import { sweepUnusedUploads, UNUSED_UPLOAD_MAX_AGE_MS } from '../images/sweep';
import fs from 'node:fs';
import path from 'node:path';

const MARIA = DEMO_CUSTOMERS.maria;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestContext, sid: DemoSessions, archivedId: number, joaoListId: number;
beforeAll(async () => ({ t, sid, archivedId, joaoListId } = await startDemoApp()), 60_000);
afterAll(() => t?.close());

function upload(category: string, parts: Part[], session?: string) {
  const body = formData(parts);
  return t.app.inject({
    method: 'POST',
    url: `/images/upload/${category}`,
    headers: { ...headers(session), 'content-type': body.contentType },
    payload: body.payload,
  });
}

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

describe('PATCH /produtos/:codigo/imagem', () => {
  type Editable = Awaited<ReturnType<typeof imageEditableProducts>>[number];
  let plain: Editable;
  let withVariants: Editable;
  let other: Editable;

  beforeAll(async () => {
    const editable = await imageEditableProducts(t.db);
    withVariants = editable.find((p) => p.variants.length >= 2)!;
    const single = editable.filter((p) => p.variants.length === 0);
    plain = single[0]!;
    other = single[1]!;
  });

  function replaceImage(codigo: string, parts: Part[], session?: string, extra: Record<string, string> = {}) {
    const body = formData(parts);
    return t.app.inject({
      method: 'PATCH',
      url: `/produtos/${encodeURIComponent(codigo)}/imagem`,
      headers: { ...headers(session), 'content-type': body.contentType, ...extra },
      payload: body.payload,
    });
  }

  /** The parts the client's updateProductImage sends: file first, then codigo and codigoVariant. */
  const clientParts = async (codigo: string, codigoVariant?: string, file?: Part): Promise<Part[]> => [
    file ?? { name: 'file', filename: 'blob', contentType: 'image/png', data: await png(80, 60) },
    { name: 'codigo', data: codigo },
    ...(codigoVariant ? [{ name: 'codigoVariant', data: codigoVariant }] : []),
  ];

  const productRow = async (ordem: number) => (await t.db.select().from(s.produtos).where(eq(s.produtos.ordem, ordem)))[0]!;
  const gradeRow = async (codigo: string) => (await t.db.select().from(s.grade).where(eq(s.grade.codigo, codigo)))[0]!;
  const imageCount = async () => (await t.db.select().from(s.imagens)).length;

  async function staffItems(listId: number) {
    const res = await t.app.inject({ url: `/lista-produtos/${listId}?status=todos`, headers: headers(sid.su) });
    expect(res.statusCode).toBe(200);
    return listItemsResponseSchema.parse(res.json()).items;
  }

  it("replaces a product's photo: stored, served from /static/, shown by the list items", async () => {
    const item = await newItem(t.db, PUBLIC_LIST_ID, plain.ordem);
    const res = await replaceImage(plain.codigo, await clientParts(plain.codigo), sid.full);
    expect(res.statusCode).toBe(200);
    const { fotoUrl } = productImageResponseSchema.parse(res.json());
    expect(fotoUrl).toMatch(/^\/static\/uploads\/produto\/[\w-]+\.png$/);
    expect((await productRow(plain.ordem)).fotoUrl).toBe(fotoUrl);
    const [image] = await t.db.select().from(s.imagens).where(eq(s.imagens.url, fotoUrl));
    expect(image).toMatchObject({ categoria: 'produto', contentType: 'image/png' });

    const file = await t.app.inject({ url: fotoUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([80, 60]);

    const shown = (await staffItems(PUBLIC_LIST_ID)).find((i) => i.id === item.id);
    expect(shown?.produto.fotoUrl).toBe(fotoUrl);
  });

  it('with codigoVariant replaces only that variant photo (grade.FotoUrl)', async () => {
    const [target, sibling] = withVariants.variants as [string, string];
    const before = { produto: (await productRow(withVariants.ordem)).fotoUrl, sibling: (await gradeRow(sibling)).fotoUrl };
    const grade = await gradeRow(target);
    const item = await newItem(t.db, PUBLIC_LIST_ID, withVariants.ordem, { ordemProdServGrade: grade.ordem, variavel: true });
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#224466' } }).jpeg().toBuffer();
    const parts = await clientParts(withVariants.codigo, target, { name: 'file', filename: 'blob', contentType: 'image/jpeg', data: jpeg });
    const res = await replaceImage(withVariants.codigo, parts, sid.su);
    expect(res.statusCode).toBe(200);
    const { fotoUrl } = productImageResponseSchema.parse(res.json());
    expect(fotoUrl).toMatch(/^\/static\/uploads\/produto\/[\w-]+\.jpg$/);
    expect((await gradeRow(target)).fotoUrl).toBe(fotoUrl);
    expect((await gradeRow(sibling)).fotoUrl).toBe(before.sibling);
    expect((await productRow(withVariants.ordem)).fotoUrl).toBe(before.produto);
    const shown = (await staffItems(PUBLIC_LIST_ID)).find((i) => i.id === item.id);
    expect(shown?.grade?.FotoUrl).toBe(fotoUrl);
    expect((await t.app.inject({ url: fotoUrl })).statusCode).toBe(200);
  });

  it('404 for a variant of another product; nothing written', async () => {
    const before = await imageCount();
    const res = await replaceImage(plain.codigo, await clientParts(plain.codigo, withVariants.variants[0]), sid.su);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Variante não encontrada para este produto.');
    expect(await imageCount()).toBe(before);
  });

  it('409 for a product with an online-store code; nothing written', async () => {
    const [shop] = await t.db
      .select()
      .from(s.produtos)
      .where(and(isNotNull(s.produtos.codigoShopify), eq(s.produtos.ativo, true)))
      .limit(1);
    const before = await imageCount();
    const res = await replaceImage(shop!.codigo, await clientParts(shop!.codigo), sid.su);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este produto está vinculado ao Shopify. A imagem deve ser gerenciada no Shopify.');
    expect((await productRow(shop!.ordem)).fotoUrl).toBe(shop!.fotoUrl);
    expect(await imageCount()).toBe(before);
  });

  it('404 for an unknown or inactive product', async () => {
    const unknown = await replaceImage('999999999', await clientParts('999999999'), sid.su);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Produto não encontrado ou inativo.');
    const [inactive] = await t.db.select().from(s.produtos).where(eq(s.produtos.ativo, false)).limit(1);
    const res = await replaceImage(inactive!.codigo, await clientParts(inactive!.codigo), sid.su);
    expect(res.statusCode).toBe(404);
  });

  it('415 for a text file, 413 over 5 MB, 400 without a file or with another codigo; the photo is kept', async () => {
    const before = (await productRow(other.ordem)).fotoUrl;
    const count = await imageCount();
    const text = await replaceImage(other.codigo, await clientParts(other.codigo, undefined, filePart('não sou imagem', 'x.png')), sid.su);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Arquivo inválido: envie uma imagem JPEG, PNG, WebP ou GIF.');
    const over = Buffer.concat([PNG_MAGIC, Buffer.alloc(IMAGE_MAX_BYTES + 1 - PNG_MAGIC.length)]);
    const big = await replaceImage(other.codigo, await clientParts(other.codigo, undefined, filePart(over)), sid.su);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Imagem muito grande: o limite é 5 MB.');
    const none = await replaceImage(other.codigo, [{ name: 'codigo', data: other.codigo }], sid.su);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Nenhuma imagem enviada: envie o arquivo no campo 'file'.");
    const mismatch = await replaceImage(other.codigo, await clientParts(plain.codigo), sid.su);
    expect(mismatch.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'PATCH', url: `/produtos/${other.codigo}/imagem`, headers: headers(sid.su), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect((await productRow(other.ordem)).fotoUrl).toBe(before);
    expect(await imageCount()).toBe(count);
  });

  it('403 without the XSRF header', async () => {
    const before = (await productRow(other.ordem)).fotoUrl;
    const body = formData(await clientParts(other.codigo));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/produtos/${other.codigo}/imagem`,
      headers: { cookie: headers(sid.su).cookie!, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Token XSRF ausente ou inválido. Recarregue a página.');
    expect((await productRow(other.ordem)).fotoUrl).toBe(before);
  });

  it("permissions: anonymous 401, customer 403, view-only 1002 403; 'Editar listas' 1001 and super-user 1000 200", async () => {
    const before = (await productRow(other.ordem)).fotoUrl;
    const anon = await replaceImage(other.codigo, await clientParts(other.codigo));
    expect(anon.statusCode).toBe(401);
    for (const session of [sid.maria, sid.viewer]) {
      const res = await replaceImage(other.codigo, await clientParts(other.codigo), session);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Você não tem permissão para esta ação.');
    }
    expect((await productRow(other.ordem)).fotoUrl).toBe(before);
    for (const session of [sid.full, sid.su]) {
      const res = await replaceImage(other.codigo, await clientParts(other.codigo), session);
      expect(res.statusCode).toBe(200);
      expect((await productRow(other.ordem)).fotoUrl).toBe(productImageResponseSchema.parse(res.json()).fotoUrl);
    }
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
      [{ method: 'GET', url: '/static/uploads/%E0%A4%A.png' }, 404], // a static path that does not decode is no file
      [{ method: 'GET', url: '/static/../package.json' }, 404],
    ];
    for (const [request, status] of cases) {
      const res = await t.app.inject(request);
      expect({ url: request.url, status: res.statusCode }).toEqual({ url: request.url, status });
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('uploads are bounded per day and unused ones are swept', () => {
  it('refuses the uploads of a user beyond the daily limit (429, pt-BR, Retry-After) even at 30 per 10 minutes', async () => {
    // factor 0.1: 3 per 10 minutes and 20 per day; the bodies are empty (400), but every call counts
    const limited = await createTestApp({ config: { rateLimitFactor: 0.1 } });
    try {
      const send = async (session: string) => {
        const res = await limited.app.inject({ method: 'POST', url: '/images/upload/profile', headers: headers(session), payload: {} });
        return res;
      };
      let session = await sessionFor(limited, 'cliente', MARIA.codigo);
      const statuses: number[] = [];
      for (let window = 0; window < 7; window++) {
        for (let i = 0; i < 3; i++) statuses.push((await send(session)).statusCode);
        limited.clock.advance(10 * 60_000 + 1000);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
      expect(statuses[20]).toBe(429);
      const refused = await send(session);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Muitos envios de imagem\. Tente novamente em \d+ minutos\.$/);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(22 * 3600);
      expect(wait).toBeLessThanOrEqual(24 * 3600);
      // the daily count is per user: another customer still uploads
      expect((await send(await sessionFor(limited, 'cliente', DEMO_CUSTOMERS.joao.codigo))).statusCode).toBe(400);
      limited.clock.advance(24 * 3600_000);
      session = await sessionFor(limited, 'cliente', MARIA.codigo);
      expect((await send(session)).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('sweepUnusedUploads removes uploads nothing shows after a day (row and file), never one in use, the library or the seed', async () => {
    const staticDir = path.join(t.app.ctx.config.dataDir, 'static');
    const fileOf = (url: string) => path.join(staticDir, url.replace(/^\/static\//, ''));
    const rowOf = async (url: string) => (await t.db.select().from(s.imagens).where(eq(s.imagens.url, url)))[0];
    await t.app.inject({ url: '/images/library/banner', headers: headers(sid.maria) }); // writes the library files
    const library = fileOf('/static/library/banner-01.jpg');
    expect(fs.existsSync(library)).toBe(true);

    const cover = await uploaded('banner');
    const photo = await uploaded('profile');
    const unused = await uploaded('banner');
    const forProduct = await uploaded('banner');
    const forVariant = await uploaded('profile');
    expect((await setImage(PUBLIC_LIST_ID, { category: 'banner', ...cover }, sid.maria)).statusCode).toBe(200);
    expect((await setImage(PUBLIC_LIST_ID, { category: 'profile', ...photo }, sid.maria)).statusCode).toBe(200);
    const [produto] = await t.db.select().from(s.produtos).limit(1);
    const [variant] = await t.db.select().from(s.grade).limit(1);
    await t.db.update(s.produtos).set({ fotoUrl: forProduct.url }).where(eq(s.produtos.ordem, produto!.ordem));
    await t.db.update(s.grade).set({ fotoUrl: forVariant.url }).where(eq(s.grade.ordem, variant!.ordem));
    try {
      const seedPictures = (await t.db.select({ url: s.listas.imagemCapa }).from(s.listas).where(isNotNull(s.listas.imagemCapa)))
        .map((r) => r.url!)
        .filter((u) => !u.startsWith('/static/uploads/'));

      // not a day old yet: nothing is removed
      t.clock.advance(UNUSED_UPLOAD_MAX_AGE_MS - 60_000);
      const young = await uploaded('profile');
      expect(await sweepUnusedUploads(t.app.ctx)).toEqual([]);
      expect(await rowOf(unused.url)).toBeDefined();

      // a day later: only the unused upload goes, row and file
      t.clock.advance(2 * 60_000);
      const removed = await sweepUnusedUploads(t.app.ctx);
      expect(removed).toContain(unused.key);
      expect(await rowOf(unused.url)).toBeUndefined();
      expect(fs.existsSync(fileOf(unused.url))).toBe(false);
      for (const kept of [cover, photo, forProduct, forVariant, young]) {
        expect(removed).not.toContain(kept.key);
        expect(await rowOf(kept.url)).toBeDefined();
        expect(fs.existsSync(fileOf(kept.url))).toBe(true);
      }
      expect(removed.every((key) => key.startsWith('uploads/'))).toBe(true);
      expect(fs.existsSync(library)).toBe(true);
      for (const url of seedPictures) expect(removed).not.toContain(url.replace(/^\/static\//, ''));
      expect(await sweepUnusedUploads(t.app.ctx)).toEqual([]);

      // the list still shows its pictures
      const row = await listRow(PUBLIC_LIST_ID);
      expect([row.imagemCapa, row.fotoLista]).toEqual([cover.url, photo.url]);
    } finally {
      await t.db.update(s.produtos).set({ fotoUrl: produto!.fotoUrl }).where(eq(s.produtos.ordem, produto!.ordem));
      await t.db.update(s.grade).set({ fotoUrl: variant!.fotoUrl }).where(eq(s.grade.ordem, variant!.ordem));
    }
  });
});
