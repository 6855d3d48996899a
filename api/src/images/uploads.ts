/**
 * Uploaded pictures (§7 Images): the accepted formats and sizes, re-encoding, storage under
 * DATA_DIR/static/uploads/ with an `imagens` row, the check that a stored value names a known image
 * (a library cover or a recorded upload), and releasing a picture no row shows any more.
 *
 * Paths follow the seed's convention: the database and the answers hold paths relative to the API
 * host ('/static/uploads/banner/x.jpg'), which resolveImageUrl prefixes with the static-assets
 * host. Files live under DATA_DIR/static and are served by lib/static.ts (CORS '*').
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, or } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { UNKNOWN_IMAGE_MESSAGE, type AuthUser } from 'shared-contracts';
import type { imageCategorySchema } from 'shared-contracts/requests';
import type { z } from 'zod';
import type { AppContext } from '../context';
import * as s from '../db/schema';
import { randomToken } from '../lib/crypto';
import { ACCESS_MSG } from '../auth/access';
import { HttpError, MSG } from '../lib/errors';
import { STAFF_MSG } from '../lists/messages';
import { CUSTOMER_MSG } from '../lists/owner';
import type { FormImages } from '../lists/staffLists';
import { LIBRARY_TEMPLATES } from './library';

/** Largest accepted upload, in bytes (5 MiB), for both categories. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageCategory = z.infer<typeof imageCategorySchema>;

/** Where an upload is stored (uploads/{category}/): the list image categories and product photos. */
export type UploadCategory = ImageCategory | 'produto';

/**
 * Most pixels an upload may decode to: 4096 x 4096 (16.8 megapixels, a 64 MiB RGBA bitmap at most;
 * a phone photo is 12). Checked on the header before decoding, and again by sharp while decoding.
 */
export const IMAGE_MAX_PIXELS = 4096 * 4096;

/** Longest side, in pixels, an upload is scaled down to (never enlarged). */
export const IMAGE_MAX_SIDE: Record<UploadCategory, number> = { banner: 2400, profile: 1200, produto: 1600 };

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const EXT: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

const CONTENT_TYPE: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

/** pt-BR messages of the image calls. */
export const IMAGE_MSG = {
  invalidFile: 'Arquivo inválido: envie uma imagem JPEG, PNG, WebP ou GIF.',
  tooLarge: 'Imagem muito grande: o limite é 5 MB.',
  missingFile: "Nenhuma imagem enviada: envie o arquivo no campo 'file'.",
  unknownImage: UNKNOWN_IMAGE_MESSAGE,
  tooManyPixels: 'Imagem grande demais: no máximo 4096 × 4096 pixels.',
  coverUpdated: 'Capa atualizada!',
  photoUpdated: 'Foto de perfil atualizada!',
  shopifyManaged: 'Este produto está vinculado ao Shopify. A imagem deve ser gerenciada no Shopify.',
  variantNotFound: 'Variante não encontrada para este produto.',
  codigoMismatch: 'O código do produto enviado não confere com o endereço.',
} as const;

/**
 * The format of an image from its first bytes (magic numbers): JPEG FF D8 FF, PNG 89 'PNG' 0D 0A
 * 1A 0A, GIF 'GIF87a'/'GIF89a', WebP 'RIFF'....'WEBP'; null for anything else (including a text
 * file named .png). The name and declared content type are never trusted.
 */
export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * 422 IMAGE_MSG.tooManyPixels when the image's header announces more than IMAGE_MAX_PIXELS pixels
 * (all frames of an animation counted), read without decoding; 415 when the header is unreadable.
 */
async function assertDecodableSize(bytes: Buffer, animated: boolean): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, IMAGE_MSG.invalidFile);
  }
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  const pixels = width * frameHeight * (animated ? (meta.pages ?? 1) : 1);
  if (pixels > IMAGE_MAX_PIXELS) throw new HttpError(422, IMAGE_MSG.tooManyPixels);
}

/**
 * Decodes and re-encodes an upload in its own format: orientation applied (still images), scaled
 * down to `maxSide`, metadata (EXIF, GPS, ICC comments) dropped. An image over IMAGE_MAX_PIXELS is
 * a 422 (IMAGE_MSG.tooManyPixels) before anything is decoded; a file that does not decode is a 415
 * with IMAGE_MSG.invalidFile.
 */
export async function normalizeImage(bytes: Buffer, format: ImageFormat, maxSide: number): Promise<Buffer> {
  const animated = format === 'gif' || format === 'webp';
  await assertDecodableSize(bytes, animated);
  try {
    let img = sharp(bytes, { animated, limitInputPixels: IMAGE_MAX_PIXELS });
    if (!animated) img = img.rotate();
    img = img.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    switch (format) {
      case 'jpeg':
        return await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'png':
        return await img.png({ compressionLevel: 9 }).toBuffer();
      case 'webp':
        return await img.webp({ quality: 85 }).toBuffer();
      case 'gif':
        return await img.gif().toBuffer();
    }
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error)?.message))) throw new HttpError(422, IMAGE_MSG.tooManyPixels);
    throw new HttpError(415, IMAGE_MSG.invalidFile);
  }
}

/** Rows that show image `url`: list covers and photos, product and variant photos. */
async function imageInUse(ctx: AppContext, url: string): Promise<boolean> {
  const [lists, products, variants] = await Promise.all([
    ctx.db.$count(s.listas, or(eq(s.listas.imagemCapa, url), eq(s.listas.fotoLista, url))),
    ctx.db.$count(s.produtos, eq(s.produtos.fotoUrl, url)),
    ctx.db.$count(s.grade, eq(s.grade.fotoUrl, url)),
  ]);
  return lists + products + variants > 0;
}

/**
 * After a picture was replaced: removes the upload `url` that was shown before (its file under
 * DATA_DIR/static/uploads/ and its `imagens` row) when no list, product or variant shows it any
 * more. Anything that is not a recorded upload (the seed's pictures, the library) is never touched.
 */
export async function releaseImage(ctx: AppContext, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith('/static/uploads/')) return;
  const [row] = await ctx.db.select().from(s.imagens).where(eq(s.imagens.url, url)).limit(1);
  if (!row || !row.key.startsWith('uploads/') || (await imageInUse(ctx, url))) return;
  const uploads = path.join(ctx.config.dataDir, 'static', 'uploads');
  const file = path.resolve(ctx.config.dataDir, 'static', row.key);
  if (!file.startsWith(uploads + path.sep)) return;
  await ctx.db.delete(s.imagens).where(eq(s.imagens.id, row.id));
  await fs.promises.rm(file, { force: true });
}

/** An image stored by storeImage: `url` '/static/' + `key`, key relative to DATA_DIR/static. */
export interface StoredImage {
  url: string;
  key: string;
}

/**
 * Stores uploaded bytes as an image of `category`: the format comes from the bytes (415 when not
 * JPEG, PNG, WebP or GIF), the image is re-encoded by normalizeImage (scaled to
 * IMAGE_MAX_SIDE[category], metadata dropped), written to
 * DATA_DIR/static/uploads/{category}/{random}.{ext} and recorded in `imagens` (created_at =
 * ctx.now()). An upload nothing shows a day later is removed by images/sweep.
 */
export async function storeImage(ctx: AppContext, bytes: Buffer, category: UploadCategory): Promise<StoredImage> {
  const format = detectImageFormat(bytes);
  if (!format) throw new HttpError(415, IMAGE_MSG.invalidFile);
  const out = await normalizeImage(bytes, format, IMAGE_MAX_SIDE[category]);
  const key = `uploads/${category}/${randomToken(18)}.${EXT[format]}`;
  const file = path.join(ctx.config.dataDir, 'static', key);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, out);
  const url = `/static/${key}`;
  // created_at on the app's clock: the sweep of unused uploads (images/sweep) ages them by it
  await ctx.db.insert(s.imagens).values({ key, url, categoria: category, contentType: CONTENT_TYPE[format], bytes: out.length, createdAt: ctx.now() });
  return { url, key };
}

/**
 * The product of code `codigo` whose image may be replaced (§4 Image replacement, §5 Product
 * edit): 404 STAFF_MSG.productNotFound when unknown or inactive, 409 IMAGE_MSG.shopifyManaged when
 * it has an online-store code (codigo_shopify), whose image is managed in the online store.
 */
export async function findImageEditableProduct(ctx: AppContext, codigo: string): Promise<{ ordem: number; codigo: string; fotoUrl: string | null }> {
  const [produto] = await ctx.db
    .select({ ordem: s.produtos.ordem, codigo: s.produtos.codigo, codigoShopify: s.produtos.codigoShopify, fotoUrl: s.produtos.fotoUrl })
    .from(s.produtos)
    .where(and(eq(s.produtos.codigo, codigo), eq(s.produtos.ativo, true)))
    .limit(1);
  if (!produto || !produto.codigo.trim()) throw new HttpError(404, STAFF_MSG.productNotFound);
  if (produto.codigoShopify?.trim()) throw new HttpError(409, IMAGE_MSG.shopifyManaged);
  return { ordem: produto.ordem, codigo: produto.codigo, fotoUrl: produto.fotoUrl };
}

/**
 * Checks that `{category, url, key}` names an image this API knows: a library template (banners
 * only; key 'library/banner-NN.jpg', url '/static/' + key) or an upload of the same category
 * recorded in `imagens` with that exact url. Anything else (an external address, a made-up path)
 * is a 400 IMAGE_MSG.unknownImage. Returns the url to store.
 */
export async function resolveKnownImage(
  ctx: AppContext,
  input: { category: ImageCategory; url: string; key: string },
): Promise<string> {
  const template = LIBRARY_TEMPLATES.find((t) => t.key === input.key);
  if (template) {
    if (input.category === 'banner' && input.url === template.url) return template.url;
    throw new HttpError(400, IMAGE_MSG.unknownImage);
  }
  const [row] = await ctx.db.select().from(s.imagens).where(eq(s.imagens.key, input.key)).limit(1);
  if (!row || row.categoria !== input.category || row.url !== input.url) throw new HttpError(400, IMAGE_MSG.unknownImage);
  return row.url;
}

/**
 * The value to store for a list image field of the staff form (imagemCapa `banner`, fotoLista
 * `profile`), by the image call's rule: undefined keeps the stored one, '' or null clears it, the
 * value already stored stays, and anything else must be a library cover (banners only) or an
 * upload of that category recorded in `imagens` with that url; otherwise 400 IMAGE_MSG.unknownImage.
 */
export async function resolveFormImage(
  ctx: AppContext,
  category: ImageCategory,
  value: string | null | undefined,
  current: string | null | undefined,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (value === current) return value;
  if (category === 'banner' && LIBRARY_TEMPLATES.some((t) => t.url === value)) return value;
  const [row] = await ctx.db.select().from(s.imagens).where(eq(s.imagens.url, value)).limit(1);
  if (!row || row.categoria !== category) throw new HttpError(400, IMAGE_MSG.unknownImage);
  return row.url;
}

/**
 * The images a staff list form asks for (§7 Staff lists, create and update), by the image call's
 * rule (resolveFormImage): imagemCapa as a `banner`, fotoLista as a `profile`; each is kept as
 * stored (undefined), cleared (null), a library cover (covers only) or an upload of its category;
 * anything else (an external or javascript: address, a made-up path) is a 400
 * IMAGE_MSG.unknownImage and nothing is written. `current`: the stored values (update only).
 */
export async function resolveListFormImages(
  ctx: AppContext,
  form: { imagemCapa?: string | null; fotoLista?: string | null },
  current?: { imagemCapa: string | null; fotoLista: string | null },
): Promise<FormImages> {
  return {
    imagemCapa: await resolveFormImage(ctx, 'banner', form.imagemCapa, current?.imagemCapa),
    fotoLista: await resolveFormImage(ctx, 'profile', form.fotoLista, current?.fotoLista),
  };
}

/**
 * After a staff list update (§7 Staff lists): releases (releaseImage) each list image the form
 * replaced, cover first then photo: one whose new value is given (not undefined) and differs from
 * `before`, the stored value.
 */
export async function releaseReplacedListImages(
  ctx: AppContext,
  images: FormImages,
  before: { imagemCapa: string | null; fotoLista: string | null },
): Promise<void> {
  for (const [column, was] of [['imagemCapa', before.imagemCapa], ['fotoLista', before.fotoLista]] as const) {
    if (images[column] !== undefined && images[column] !== was) await releaseImage(ctx, was);
  }
}

/**
 * The variant (grade) of code `codigoVariant` of product `produtoOrdem` as {ordem, fotoUrl}
 * (§7 Images, product image), or a 404 IMAGE_MSG.variantNotFound (unknown, or a variant of
 * another product).
 */
export async function findProductVariant(ctx: AppContext, produtoOrdem: number, codigoVariant: string): Promise<{ ordem: number; fotoUrl: string | null }> {
  const [variant] = await ctx.db
    .select({ ordem: s.grade.ordem, fotoUrl: s.grade.fotoUrl })
    .from(s.grade)
    .where(and(eq(s.grade.codigo, codigoVariant), eq(s.grade.produtoOrdem, produtoOrdem)))
    .limit(1);
  if (!variant) throw new HttpError(404, IMAGE_MSG.variantNotFound);
  return variant;
}

/**
 * Shows stored image `fotoUrl` (§7 Images, product image; §4 Image replacement) as the photo of
 * `variant` (grade.foto_url) when given, else of product `produto` (produtos.foto_url, updatedAt =
 * ctx.now()), then releases the photo it replaced (releaseImage).
 */
export async function saveProductPhoto(
  ctx: AppContext,
  produto: { ordem: number; fotoUrl: string | null },
  variant: { ordem: number; fotoUrl: string | null } | undefined,
  fotoUrl: string,
): Promise<void> {
  if (variant) await ctx.db.update(s.grade).set({ fotoUrl }).where(eq(s.grade.ordem, variant.ordem));
  else await ctx.db.update(s.produtos).set({ fotoUrl, updatedAt: ctx.now() }).where(eq(s.produtos.ordem, produto.ordem));
  await releaseImage(ctx, variant ? variant.fotoUrl : produto.fotoUrl);
}

/**
 * Sets the cover (`banner` → imagemCapa) or photo (`profile` → fotoLista) of list `id` (§7 Images,
 * PUT /lista/:id/image) for `user`: 404 MSG.listNotFound when the list is unknown; a customer only
 * on an own list (403 ACCESS_MSG.notOwner) that is ativo (409 CUSTOMER_MSG.notActive); staff as
 * guarded by the route table. The image must be known (resolveKnownImage, 400); updatedAt =
 * ctx.now(); the replaced image is released. Returns the url stored.
 */
export async function setListImage(
  ctx: AppContext,
  id: number,
  user: AuthUser,
  input: { category: ImageCategory; url: string; key: string },
): Promise<string> {
  const isCustomer = user.usuarioTipo === 'cliente';
  const [lista] = await ctx.db
    .select({ id: s.listas.id, cliForCodigo: s.listas.cliForCodigo, status: s.listas.status, imagemCapa: s.listas.imagemCapa, fotoLista: s.listas.fotoLista })
    .from(s.listas)
    .where(eq(s.listas.id, id))
    .limit(1);
  if (!lista) throw new HttpError(404, MSG.listNotFound);
  if (isCustomer) {
    if (user.codigoCliente == null || lista.cliForCodigo !== user.codigoCliente) throw new HttpError(403, ACCESS_MSG.notOwner);
    if (lista.status !== 'ativo') throw new HttpError(409, CUSTOMER_MSG.notActive);
  }
  const url = await resolveKnownImage(ctx, input);
  const column = input.category === 'banner' ? { imagemCapa: url } : { fotoLista: url };
  await ctx.db.update(s.listas).set({ ...column, updatedAt: ctx.now() }).where(eq(s.listas.id, id));
  await releaseImage(ctx, input.category === 'banner' ? lista.imagemCapa : lista.fotoLista);
  return url;
}
