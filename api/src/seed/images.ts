/**
 * Seed pictures rendered locally with sharp from SVG compositions (no internet). Files are written
 * under DATA_DIR/static only when missing, so a second run is quick.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const COVER_COUNT = 24;
export const PROFILE_COUNT = 24;
export const LIBRARY_COUNT = 12;

export const coverPath = (n: number) => `/static/seed/covers/cover-${String(n).padStart(2, '0')}.jpg`;
export const profilePath = (n: number) => `/static/seed/profiles/profile-${String(n).padStart(2, '0')}.jpg`;
export const productPath = (codigo: string) => `/static/seed/products/prod-${codigo}.jpg`;
export const branchPath = (id: number) => `/static/seed/branches/filial-${id}.jpg`;
export const libraryPath = (n: number) => `/static/library/banner-${String(n).padStart(2, '0')}.jpg`;

export const LIBRARY_NAMES = [
  'Floral Rosé', 'Azul Sereno', 'Dourado Festa', 'Verde Jardim', 'Lavanda', 'Pôr do Sol',
  'Céu Estrelado', 'Confete', 'Areia e Mar', 'Clássico Marfim', 'Tropical', 'Arco-íris',
] as const;

const PALETTES: Array<[string, string, string]> = [
  ['#f6d5e5', '#c97ba5', '#ffffff'], ['#d6e6ff', '#5b7fc7', '#ffffff'], ['#fff1c9', '#d4a017', '#7a5800'],
  ['#d9f2e3', '#3f9e6e', '#ffffff'], ['#e9defa', '#8a63c9', '#ffffff'], ['#ffd8c2', '#e4684a', '#ffffff'],
  ['#1d2b53', '#7e5bb5', '#ffe9a8'], ['#fde2e4', '#f28482', '#ffffff'], ['#e0f4f7', '#2a9db5', '#ffffff'],
  ['#f7f1e3', '#b08d57', '#4a3b23'], ['#d8f3dc', '#2d6a4f', '#ffd166'], ['#ffe5ec', '#6a4c93', '#ffffff'],
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function coverSvg(n: number, w = 1200, h = 400, label?: string): string {
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
    ? `<text x="${w / 2}" y="${h / 2 + 16}" font-family="DejaVu Serif" font-size="48" text-anchor="middle" fill="${c}" opacity="0.9">${esc(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}${wave}${hearts}${text}</svg>`;
}

const PROFILE_INITIALS = [
  'M&J', 'AL', 'B&C', 'RS', 'L&P', 'FT', 'G&H', 'JV', 'C&D', 'PM', 'E&R', 'TS',
  'I&K', 'NB', 'S&A', 'VO', 'D&L', 'MC', 'H&F', 'AR', 'K&T', 'LB', 'O&N', 'YS',
];

function profileSvg(n: number): string {
  const [a, b, c] = PALETTES[(n * 5) % PALETTES.length]!;
  const initials = PROFILE_INITIALS[n % PROFILE_INITIALS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
<defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="200" cy="200" r="150" fill="${c}" opacity="0.18"/>
<circle cx="320" cy="80" r="40" fill="${c}" opacity="0.2"/>
<text x="200" y="232" font-family="DejaVu Sans" font-weight="bold" font-size="${initials.length > 2 ? 92 : 110}" text-anchor="middle" fill="${c}">${esc(initials)}</text></svg>`;
}

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > max && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function productSvg(nome: string, n: number): string {
  const [a, b] = PALETTES[n % PALETTES.length]!;
  const lines = wrap(nome, 22)
    .map((l, i) => `<text x="200" y="${318 + i * 28}" font-family="DejaVu Sans" font-size="22" text-anchor="middle" fill="#333">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
<rect width="400" height="400" fill="#fafafa"/>
<circle cx="200" cy="150" r="120" fill="${a}"/>
<rect x="130" y="115" width="140" height="105" rx="8" fill="${b}"/>
<rect x="120" y="90" width="160" height="35" rx="6" fill="${b}" opacity="0.85"/>
<rect x="190" y="90" width="20" height="130" fill="#ffffff" opacity="0.85"/>
<path d="M200 90 C 170 50, 140 70, 165 90 Z M200 90 C 230 50, 260 70, 235 90 Z" fill="#ffffff" opacity="0.9"/>
${lines}</svg>`;
}

function branchSvg(nome: string, n: number): string {
  const [a, b, c] = PALETTES[(n * 3) % PALETTES.length]!;
  const stripes = Array.from({ length: 12 }, (_, i) =>
    `<rect x="${100 + i * 50}" y="150" width="25" height="60" fill="${i % 2 ? c : b}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#sky)"/>
<rect x="100" y="120" width="600" height="330" fill="#ffffff" stroke="${b}" stroke-width="6"/>
${stripes}
<rect x="160" y="250" width="180" height="200" fill="${a}" stroke="${b}" stroke-width="4"/>
<rect x="460" y="250" width="180" height="140" fill="${a}" stroke="${b}" stroke-width="4"/>
<rect x="0" y="450" width="800" height="50" fill="#9e9e9e"/>
<text x="400" y="100" font-family="DejaVu Sans" font-weight="bold" font-size="40" text-anchor="middle" fill="${b}">${esc(nome)}</text></svg>`;
}

interface Job {
  file: string;
  svg: () => string;
  format: 'jpeg' | 'png';
}

async function runJobs(staticDir: string, jobs: Job[], concurrency = 4): Promise<number> {
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

function libraryJobs(): Job[] {
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

export interface SeedImageInput {
  products: Array<{ codigo: string; nome: string; fotoUrl: string | null }>;
  branches: Array<{ id: number; nome: string }>;
}

/** Writes every seed picture that is missing; returns how many were written. */
export async function generateSeedImages(staticDir: string, input: SeedImageInput): Promise<number> {
  const jobs: Job[] = [];
  for (let n = 1; n <= COVER_COUNT; n++) jobs.push({ file: coverPath(n), svg: () => coverSvg(n), format: 'jpeg' });
  for (let n = 1; n <= PROFILE_COUNT; n++) jobs.push({ file: profilePath(n), svg: () => profileSvg(n), format: 'jpeg' });
  jobs.push(...libraryJobs());
  input.branches.forEach((b, i) => jobs.push({ file: branchPath(b.id), svg: () => branchSvg(b.nome, i), format: 'jpeg' }));
  input.products.forEach((p, i) => {
    if (p.fotoUrl) jobs.push({ file: p.fotoUrl, svg: () => productSvg(p.nome, i), format: 'jpeg' });
  });
  return runJobs(staticDir, jobs);
}
