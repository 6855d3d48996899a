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

/**
 * A valid PNG of `width` x `height` black pixels (1-bit greyscale, built by hand): a few kilobytes
 * that decode to width x height pixels, the shape of a decompression bomb.
 */
export function pngOfSize(width: number, height: number): Buffer {
  const { crc32, deflateSync } = require('node:zlib') as typeof import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
