/**
 * Seed pictures rendered locally with sharp from SVG compositions (no internet), with the cover
 * library's renderer (images/library.ts). Files are written under DATA_DIR/static only when
 * missing, so a second run is quick.
 */
import { coverSvg, libraryJobs, PALETTES, runJobs, type Job } from '../images/library';
import { escapeHtml } from '../lib/html';

export const COVER_COUNT = 24;

export const coverPath = (n: number) => `/static/seed/covers/cover-${String(n).padStart(2, '0')}.jpg`;
export const productPath = (codigo: string) => `/static/seed/products/prod-${codigo}.jpg`;
export const branchPath = (id: number) => `/static/seed/branches/filial-${id}.jpg`;

/**
 * The monogram of the names a list's title gives: each person's initials ('AO' for Ana Oliveira,
 * 'V' for Valentina), a couple's joined by '&' ('M&J' for Maria e João).
 */
export const monogramOf = (names: readonly (readonly string[])[]): string => names.map((words) => words.map((w) => w[0]!.toUpperCase()).join('')).join('&');
/** The picture of a monogram ('M&J' → /static/seed/profiles/monograma-m-e-j.jpg). */
export const monogramPath = (monogram: string) => `/static/seed/profiles/monograma-${monogram.toLowerCase().replace('&', '-e-')}.jpg`;
const monogramFrom = (file: string) => /monograma-([a-z-]+)\.jpg$/.exec(file)![1]!.replace('-e-', '&').toUpperCase();

function monogramSvg(initials: string): string {
  const n = [...initials].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  const [a, b, c] = PALETTES[(n * 5) % PALETTES.length]!;
  const size = initials.length > 2 ? 92 : initials.length > 1 ? 110 : 140;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
<defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="200" cy="200" r="150" fill="${c}" opacity="0.18"/>
<circle cx="320" cy="80" r="40" fill="${c}" opacity="0.2"/>
<text x="200" y="${200 + size * 0.36}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${c}">${escapeHtml(initials)}</text></svg>`;
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
    .map((l, i) => `<text x="200" y="${318 + i * 28}" font-family="DejaVu Sans" font-size="22" text-anchor="middle" fill="#333">${escapeHtml(l)}</text>`)
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
<text x="400" y="100" font-family="DejaVu Sans" font-weight="bold" font-size="40" text-anchor="middle" fill="${b}">${escapeHtml(nome)}</text></svg>`;
}

export interface SeedImageInput {
  products: Array<{ codigo: string; nome: string; fotoUrl: string | null }>;
  branches: Array<{ id: number; nome: string }>;
  /** The lists' monogram pictures (monogramPath), repeats allowed. */
  monograms: string[];
}

/** Writes every seed picture that is missing; returns how many were written. */
export async function generateSeedImages(staticDir: string, input: SeedImageInput): Promise<number> {
  const jobs: Job[] = [];
  for (let n = 1; n <= COVER_COUNT; n++) jobs.push({ file: coverPath(n), svg: () => coverSvg(n), format: 'jpeg' });
  for (const file of new Set(input.monograms)) jobs.push({ file, svg: () => monogramSvg(monogramFrom(file)), format: 'jpeg' });
  jobs.push(...libraryJobs());
  input.branches.forEach((b, i) => jobs.push({ file: branchPath(b.id), svg: () => branchSvg(b.nome, i), format: 'jpeg' }));
  input.products.forEach((p, i) => {
    if (p.fotoUrl) jobs.push({ file: p.fotoUrl, svg: () => productSvg(p.nome, i), format: 'jpeg' });
  });
  return runJobs(staticDir, jobs);
}
