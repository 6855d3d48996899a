/** Test helpers for multipart uploads: a hand-built multipart/form-data body and sample images. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** One part of a multipart body: a text field, or a file when `filename` is set. */
export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand (what a browser FormData sends) and its content type. */
export function formData(parts: Part[]): { payload: Buffer; contentType: string } {
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

/** The `file` part of an upload (declared name and type are only labels: the API sniffs the bytes). */
export const filePart = (data: Buffer | string, filename = 'foto.png', contentType = 'image/png'): Part => ({ name: 'file', filename, contentType, data });

/** A real PNG of `width` x `height` pixels, one colour. */
export const png = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } }).png().toBuffer();
