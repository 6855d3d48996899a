/**
 * Image calls (§7 Images): the cover template library, uploads of covers and profile photos, and
 * setting a list's cover (imagemCapa) or photo (fotoLista).
 *
 * Paths follow the seed's convention: the database and the answers hold paths relative to the API
 * host ('/static/uploads/banner/x.jpg'), which resolveImageUrl prefixes with the static-assets
 * host. Files live under DATA_DIR/static and are served by lib/static.ts (CORS '*').
 *
 * Who may call (guarded from the route tables, ./routeAccess and ./staffCalls):
 * - GET /images/library/banner: any signed-in user (401 anonymous).
 * - POST /images/upload/:category: a signed-in customer, or staff with 'Editar listas' or
 *   'Criar listas' (a super-user passes); else 401/403.
 * - PUT /lista/:id/image: the owner customer of an ativo list, or staff with 'Editar listas'.
 * - PATCH /produtos/:codigo/imagem: staff with 'Editar listas' (a staff call of ./staffCalls, so it
 *   is in the README permission table and the permission matrix test).
 */
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PRODUCT_CODE_MAX,
  safeTextSchema,
  type AuthUser,
  type BannerTemplate,
} from 'shared-contracts';
import { imageCategorySchema, setListImageRequestSchema } from 'shared-contracts/requests';
import { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError, parseBody, parseOr400 } from '../lib/errors';
import { refuseWhenOver } from '../lib/rateLimit';
import { generateLibraryImages, LIBRARY_TEMPLATES } from '../images/library';
import {
  findImageEditableProduct,
  findProductVariant,
  IMAGE_MAX_BYTES,
  IMAGE_MSG,
  saveProductPhoto,
  setListImage,
  storeImage,
} from '../images/uploads';
import { listIdParamsSchema } from '../lib/params';
import { accessRoute } from './routeAccess';
import { productCodeParamsSchema, staffRoute } from './staffCalls';

const categoryParamsSchema = z.object({ category: imageCategorySchema });

/**
 * Counts an upload of `user` (every session of the user together) in uploadsPerUser (30 per
 * 10 min) and uploadsPerUserDay (200 per 24 h); 429 'Muitos envios de imagem...' with
 * Retry-After when over either, the longest wait (lib/rateLimit).
 */
async function countUpload(ctx: AppContext, request: FastifyRequest, user: AuthUser): Promise<void> {
  const subject = `${user.usuarioTipo}:${user.id}`;
  const states = [await ctx.limits.uploadsPerUser.hit(request, subject), await ctx.limits.uploadsPerUserDay.hit(request, subject)];
  refuseWhenOver(states, 'envios');
}

/** Text fields of the product image upload: the product code and an optional variant code. */
const productImageFieldsSchema = z.object({
  codigo: safeTextSchema(PRODUCT_CODE_MAX, 'Código do produto inválido').optional(),
  codigoVariant: safeTextSchema(PRODUCT_CODE_MAX, 'Código da variante inválido').optional(),
});

/** A multipart upload: the bytes of field `file` and the text fields, in any order. */
export interface Upload {
  bytes: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads a multipart body: the one file of field `file` (400 when absent, 413 over
 * IMAGE_MAX_BYTES) and the text fields sent before or after it (a file under another name is
 * drained and ignored). Malformed bodies are a 400.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, IMAGE_MSG.missingFile);
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
      } else {
        bytes = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, IMAGE_MSG.tooLarge);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const e = err as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw new HttpError(413, IMAGE_MSG.tooLarge);
    throw new HttpError(400, IMAGE_MSG.missingFile);
  }
  if (!bytes) throw new HttpError(400, IMAGE_MSG.missingFile);
  return { bytes, fields };
}

/** Registers the §7 Images calls (multipart scoped to this plugin, files up to IMAGE_MAX_BYTES). */
export async function imageRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const staticDir = path.join(ctx.config.dataDir, 'static');

  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });

  // Library files are written once, on the first request, when the seed did not write them.
  let libraryReady: Promise<unknown> | undefined;
  const ensureLibrary = () => {
    libraryReady ??= generateLibraryImages(staticDir).catch((err) => {
      libraryReady = undefined;
      app.log.error({ err }, 'images: library generation failed');
    });
    return libraryReady;
  };

  /** GET /images/library/banner → [{key, url, nome}] cover templates (any signed-in user). */
  accessRoute(app, 'bannerLibrary', async (): Promise<BannerTemplate[]> => {
    await ensureLibrary();
    return LIBRARY_TEMPLATES.map((t) => ({ ...t }));
  });

  /**
   * POST /images/upload/:category (banner|profile), multipart field `file` → {url, key}. The bytes
   * must be JPEG, PNG, WebP or GIF (415), at most 5 MiB (413); stored re-encoded under
   * DATA_DIR/static/uploads/{category}/{random}.{ext}, url '/static/' + key.
   */
  accessRoute(app, 'upload', async (request, reply, user) => {
    const { category } = parseOr400(categoryParamsSchema, request.params);
    await countUpload(ctx, request, user);
    const { bytes } = await readUpload(request);
    const stored = await storeImage(ctx, bytes, category);
    reply.code(201);
    return stored;
  });

  /**
   * PATCH /produtos/:codigo/imagem, multipart {file, codigo, codigoVariant?} → {fotoUrl}: replaces
   * the photo of the product (produtos.foto_url) or, with codigoVariant, of that variant of the
   * product (grade.foto_url). Staff with 'Editar listas' (checked first by staffRoute). 404 unknown
   * or inactive product or a variant of another product, 409 product with an online-store code,
   * 400 no file or a body `codigo` other than the path's, 413 over 5 MiB, 415 not an image. The
   * file is stored as an upload of category 'produto' (storeImage).
   */
  staffRoute(app, 'productImage', async (request, _reply, user) => {
    const { codigo } = parseOr400(productCodeParamsSchema, request.params);
    const produto = await findImageEditableProduct(ctx, codigo);
    await countUpload(ctx, request, user);
    const upload = await readUpload(request);
    const fields = parseOr400(productImageFieldsSchema, upload.fields);
    if (fields.codigo && fields.codigo !== produto.codigo) throw new HttpError(400, IMAGE_MSG.codigoMismatch);
    const variant = fields.codigoVariant ? await findProductVariant(ctx, produto.ordem, fields.codigoVariant) : undefined;
    const { url: fotoUrl } = await storeImage(ctx, upload.bytes, 'produto');
    await saveProductPhoto(ctx, produto, variant, fotoUrl);
    return { fotoUrl };
  });

  /**
   * PUT /lista/:id/image {category, url, key} → {message, url}: banner sets imagemCapa, profile
   * sets fotoLista. 404 unknown list; customer: own ativo list only (403 / 409); staff: 'Editar
   * listas'. The image must be known (see resolveKnownImage). The record is images/uploads setListImage.
   */
  accessRoute(app, 'setListImage', async (request, _reply, user) => {
    const { id } = parseOr400(listIdParamsSchema, request.params);
    const body = parseBody(setListImageRequestSchema, request.body);
    const url = await setListImage(ctx, id, user, body);
    return { message: body.category === 'banner' ? IMAGE_MSG.coverUpdated : IMAGE_MSG.photoUpdated, url };
  });
}
