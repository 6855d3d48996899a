/**
 * The cover library (§7 Images 'Biblioteca'): twelve 1200x400 banners rendered locally with sharp
 * from SVG compositions (no internet), written under DATA_DIR/static/library/ when missing. The
 * seed draws its own pictures with the same renderer (`coverSvg`, `runJobs`).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { escapeHtml } from '../lib/html';

export const LIBRARY_COUNT = 12;

export const libraryPath = (n: number) => `/static/library/banner-${String(n).padStart(2, '0')}.jpg`;

export const LIBRARY_NAMES = [
  'Floral Rosé', 'Azul Sereno', 'Dourado Festa', 'Verde Jardim', 'Lavanda', 'Pôr do Sol',
  'Céu Estrelado', 'Confete', 'Areia e Mar', 'Clássico Marfim', 'Tropical', 'Arco-íris',
] as const;

/** Gradient and accent colours of the rendered pictures (the seed's too). */
export const PALETTES: Array<[string, string, string]> = [
  ['#f6d5e5', '#c97ba5', '#ffffff'], ['#d6e6ff', '#5b7fc7', '#ffffff'], ['#fff1c9', '#d4a017', '#7a5800'],
  ['#d9f2e3', '#3f9e6e', '#ffffff'], ['#e9defa', '#8a63c9', '#ffffff'], ['#ffd8c2', '#e4684a', '#ffffff'],
  ['#1d2b53', '#7e5bb5', '#ffe9a8'], ['#fde2e4', '#f28482', '#ffffff'], ['#e0f4f7', '#2a9db5', '#ffffff'],
  ['#f7f1e3', '#b08d57', '#4a3b23'], ['#d8f3dc', '#2d6a4f', '#ffd166'], ['#ffe5ec', '#6a4c93', '#ffffff'],
];

/** A cover composition (gradient, circles, a wave, hearts, an optional label) as SVG, varied by `n`. */
export function coverSvg(n: number, w = 1200, h = 400, label?: string): string {
  const [a, b, c] = PALETTES[n % PALETTES.length]!;
  const circles = Array.from({ length: 9 }, (_, i) => {
    const x = ((n * 137 + i * 211) % w) | 0;
    const y = ((n * 59 + i * 97) % h) | 0;
    const r = 30 + ((n * 13 + i * 41) % 110);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" opacity="${0.08 + (i % 4) * 0.05}"/>`;
  }).join('');
  const wave = `<path d="M0 ${h * 0.7} C ${w * 0.25} ${h * 0.5}, ${w * 0.5} ${h * 0.95}, ${w} ${h * 0.65} L ${w} ${h} L 0 ${h} Z" fill="${c}" opacity="0.25"/>`;
  const hearts = Array.from({ length: 4 }, (_, i) => {
    const x = 120 + i * ((w - 240) / 3);
    const y = 80 + ((n + i) % 3) * 40;
    return `<path transform="translate(${x} ${y}) scale(${1 + (i % 2) * 0.5})" d="M0 6 C0 -4 14 -4 14 6 C14 -4 28 -4 28 6 C28 16 14 22 14 28 C14 22 0 16 0 6 Z" fill="${c}" opacity="0.55"/>`;
  }).join('');
  const text = label
    ? `<text x="${w / 2}" y="${h / 2 + 16}" font-family="DejaVu Serif" font-size="48" text-anchor="middle" fill="${c}" opacity="0.9">${escapeHtml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}${wave}${hearts}${text}</svg>`;
}

/** One picture to render: the /static/ path of its file, its SVG, the output format. */
export interface Job {
  file: string;
  svg: () => string;
  format: 'jpeg' | 'png';
}

/** Renders the jobs whose file is missing under `staticDir` (DATA_DIR/static); returns how many were written. */
export async function runJobs(staticDir: string, jobs: Job[], concurrency = 4): Promise<number> {
  const pending = jobs.filter((j) => !fs.existsSync(path.join(staticDir, j.file.replace(/^\/static\//, ''))));
  let index = 0;
  const worker = async () => {
    while (index < pending.length) {
      const job = pending[index++]!;
      const out = path.join(staticDir, job.file.replace(/^\/static\//, ''));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      const img = sharp(Buffer.from(job.svg()));
      const tmp = `${out}.tmp`;
      await (job.format === 'png' ? img.png() : img.jpeg({ quality: 82, mozjpeg: true })).toFile(tmp);
      fs.renameSync(tmp, out);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return pending.length;
}

/**
 * The cover templates of the image library (§7 Images), 1200x400 JPEG: `key` is the path under
 * DATA_DIR/static ('library/banner-01.jpg'), `url` the path served by /static/, `nome` the label.
 */
export const LIBRARY_TEMPLATES: ReadonlyArray<{ key: string; url: string; nome: string }> = LIBRARY_NAMES.map((nome, i) => ({
  key: libraryPath(i + 1).replace(/^\/static\//, ''),
  url: libraryPath(i + 1),
  nome,
}));

/** The render jobs of the library banners. */
export function libraryJobs(): Job[] {
  return LIBRARY_TEMPLATES.map((_, i) => ({
    file: libraryPath(i + 1),
    svg: () => coverSvg(i + 1 + 30, 1200, 400, LIBRARY_NAMES[i]),
    format: 'jpeg' as const,
  }));
}

/**
 * Writes the library banners missing under `staticDir` (DATA_DIR/static), the same pictures the
 * seed writes; deterministic. Returns how many were written (0 when all exist).
 */
export async function generateLibraryImages(staticDir: string): Promise<number> {
  return runJobs(staticDir, libraryJobs(), 2);
}
