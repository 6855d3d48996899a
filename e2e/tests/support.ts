/**
 * Helpers of the browser tests: the `test` every spec uses (it fails a test on any Content
 * Security Policy violation), demo sign-ins, the mail outbox, the stack's processes, axe, XSRF.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export { expect };

/**
 * Records the Content Security Policy violations of every page of `context`: an init script
 * forwards each `securitypolicyviolation` event to the console, where the context hears it.
 */
async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`[csp-violation] ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('[csp-violation]') || /Content Security Policy/.test(text)) violations.push(`${message.location().url} ${text}`);
  });
}

/**
 * Playwright's `test`, whose every test fails when a page (of its context, or of a context it
 * opens with `browser.newContext`) meets a CSP violation: the shell's CSP must let the product
 * run whole.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // Guest pages arrive rendered (decision 029) and start the app when the guest shows intent (a pointer
  // move, a touch, a key: shell/src/pageLoader.ts). `page.goto` and `page.reload` on the site move
  // the pointer, as a person would, and wait until the app runs.
  page: async ({ page, baseURL }, use) => {
    let moves = 0;
    const ready = async (response: Awaited<ReturnType<Page['goto']>>) => {
      if (baseURL && page.url().startsWith(baseURL) && response?.headers()['content-type']?.startsWith('text/html')) {
        // a real move each time (a move to where the pointer already is dispatches nothing)
        await page.mouse.move(1 + (moves++ % 2), 1);
        await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => ready(await goto(url, options));
    page.reload = async (options) => ready(await reload(options));
    await use(page);
  },
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await watchCsp(opened, violations);
        return opened;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'violações da Content Security Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export const root = path.resolve(__dirname, '../..');
export const API_URL = 'http://localhost:3000';
export const pidsFile = path.join(root, '.stack/pids.json');

/** Demo sign-ins of the seed (README). */
export const demo = {
  superUser: { codigo: 1000, senha: 'admin123', nome: 'Ana' },
  staffFull: { codigo: 1001, senha: 'gestor123', nome: 'Bruno' },
  staffViewOnly: { codigo: 1002, senha: 'consulta123', nome: 'Carla' },
  cliente: { email: 'maria.silva@example.com', nome: 'Maria' },
};
export const FIXTURE_SLUG = 'casamento-maria-e-joao';
/** The seed's lists that are not public (api/src/seed/fixtures.ts): unguessable slugs, fixed in the seed. */
export const PRIVATE_SLUG = 'cha-de-bebe-maria-5c0e9d27a41b';
export const GUESTS_ONLY_SLUG = 'cha-de-panela-maria-8f3a62d1be07';

export async function signInStaff(page: Page, who: { codigo: number; senha: string }): Promise<void> {
  await page.goto('/login/funcionario');
  await page.getByLabel('Codigo').fill(String(who.codigo));
  await page.getByLabel('Senha', { exact: true }).fill(who.senha);
  await page.getByRole('button', { name: 'Acessar Sistema' }).click();
  await expect(page).toHaveURL(/\/funcionario\/dashboard$/);
}

/** A mail of the API's dev outbox. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  createdAt: string;
}

/** The key of the demo API's outbox, made by this start of the stack (scripts/stack.mjs writes it). */
const outboxKey = () => fs.readFileSync(path.join(root, '.stack/outbox-key'), 'utf8').trim();

/**
 * The newest mail to `email` sent since `after` (ms, with 1 s of clock slack) that `accept` takes,
 * read from the demo API's outbox with this start's key (the one place the tests read mail: it
 * changes here alone). Waits up to about 9 s for it (the API mails after it answers).
 */
export async function latestMail(email: string, after: number, accept: (mail: OutboxMail) => boolean = () => true): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const res = await fetch(`${API_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`, { headers: { 'X-Outbox-Key': outboxKey() } });
    const mails = (await res.json()) as OutboxMail[];
    const fresh = mails.find((m) => Date.parse(m.createdAt) >= after - 1000 && accept(m));
    if (fresh) return fresh;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`nenhum e-mail esperado para ${email} no outbox`);
}

const MAGIC_LINK = /https?:\/\/[^\s"<>]+\/auth\/magic\?[^\s"<>]+/;

/** The newest magic link sent to `email`, read from the demo API's outbox. */
export async function latestMagicLink(email: string, after: number): Promise<string> {
  const mail = await latestMail(email, after, (m) => MAGIC_LINK.test(`${m.text} ${m.html ?? ''}`));
  return MAGIC_LINK.exec(`${mail.text} ${mail.html ?? ''}`)![0].replace(/&amp;/g, '&');
}

/**
 * Screenshots of the current page at 1280 and 390 px wide, `{name}-1280.png` and `{name}-390.png`
 * under .stack/screens: the full page, or the viewport with `show` scrolled to its middle.
 */
export async function screenshotBothWidths(page: Page, name: string, options: { fullPage?: boolean; show?: Locator } = {}): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await options.show?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `../.stack/screens/${name}-${width}.png`, fullPage: options.fullPage ?? true });
  }
  await page.setViewportSize(original);
}

/** Runs `pnpm <args>` at the repository root, as the README tells a team to (build output hidden). */
export function pnpm(args: string[], env: Record<string, string> = {}): string {
  // pnpm itself may not be on PATH (e.g. run through npx): reuse the one running the tests.
  const [cmd, prefix] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['pnpm', []];
  return execFileSync(cmd, [...prefix, '--silent', ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
}

/** The version the release pointer of remote `name` (e.g. 'public') leads to. */
export function liveRemoteVersion(name: string): string {
  const pointer = JSON.parse(fs.readFileSync(path.join(remoteHostDir(name), 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  return pointer.metaData.buildInfo.buildVersion;
}

function readPids(): Record<string, number> {
  return JSON.parse(fs.readFileSync(pidsFile, 'utf8')) as Record<string, number>;
}

/** Stops one app's server of the stack (e.g. 'funcionario') and waits until its port is closed. */
export async function stopServer(name: string, port: number): Promise<void> {
  const pid = readPids()[name]!;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 100; i++) {
    if (i === 30) {
      try {
        process.kill(pid, 'SIGKILL'); // still up after 3 s: force it
      } catch {
        /* already gone */
      }
    }
    try {
      await fetch(`http://localhost:${port}/`, { headers: { Connection: 'close' } });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`servidor ${name} não parou`);
}

/** The release folder the stack serves a remote from (scripts/stack.mjs, scripts/release.ts). */
export function remoteHostDir(name: string): string {
  return path.join(path.resolve(process.env.RELEASES_DIR ?? path.join(root, 'releases')), `remote-${name}`);
}

/** Starts one remote's static server again (on its release folder) and waits until it answers. */
export async function restartRemote(name: string, port: number): Promise<void> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve-static.mjs'), remoteHostDir(name), String(port)], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  fs.writeFileSync(pidsFile, JSON.stringify({ ...readPids(), [name]: child.pid }, null, 2));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/mf-manifest.json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`servidor ${name} não voltou`);
}

/** Signs the demo customer in through the magic link read from the outbox; lands on the dashboard. */
export async function signInCustomer(page: Page, email: string = demo.cliente.email): Promise<void> {
  const before = Date.now();
  await page.goto('/login/cliente');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link de acesso' }).click();
  await expect(page.getByText('Link enviado!')).toBeVisible();
  await page.goto(await latestMagicLink(email, before));
  await expect(page).toHaveURL(/\/cliente\/dashboard$/);
}

/** A PNG made of colour bands (width x height), for upload tests. */
export function makePng(width: number, height: number, seed = 0): Buffer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PNG } = require('pngjs') as typeof import('pngjs');
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (width * y + x) << 2;
      png.data[i] = (x * 255) / width;
      png.data[i + 1] = (y * 255) / height;
      png.data[i + 2] = (seed * 70) % 255;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Decodes a PNG file into RGBA pixels. */
export function readPng(file: string): { width: number; height: number; data: Buffer } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PNG } = require('pngjs') as typeof import('pngjs');
  return PNG.sync.read(fs.readFileSync(file));
}

/** Number of distinct colours (quantized to 4 bits per channel) in RGBA pixels: 1 means blank. */
export function distinctColours(data: Buffer): number {
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += 4) seen.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
  return seen.size;
}

/**
 * Runs axe on the settled page (network idle, no CSS transition or animation running: a button
 * fading in from disabled has a passing contrast only at the end); fails listing every serious or
 * critical violation.
 */
export async function expectNoBlockingViolations(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // endless ones (spinners) never finish: only finite transitions and animations are awaited
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.html ?? ''}`)).toEqual([]);
}

/** The XSRF cookie of the browser context, echoed as the header of an unsafe API call (§7). */
export async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies(API_URL)).find((c) => c.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': cookie.value } : {};
}

/**
 * Creates a public list for Maria through the API (as the signed-in staff of `page`) and returns
 * its id and slug: tests that change a list's products or pictures use a list of their own, so
 * that the seeded lists other tests read stay as they are.
 */
export async function createList(page: Page, titulo: string): Promise<{ id: number; slug: string }> {
  const res = await page.request.post(`${API_URL}/lista`, {
    headers: await xsrfHeader(page),
    data: { codigoCliFor: 5001, vendedorId: 201, titulo, categoriaId: 1, filialId: 6, dataEvento: '2027-08-14', localEvento: 'Buffet Encanto, Santana - AP' },
  });
  expect(res.status()).toBe(201);
  const { lista } = (await res.json()) as { lista: { id: number; slug: string } };
  return { id: lista.id, slug: lista.slug };
}
