/**
 * Each team ships alone (decision 018, README "Each team releases its remote alone"): with the whole
 * site running, `pnpm release remote-funcionario` builds and publishes a new version of the staff
 * area and the next page load runs it, without restarting or rebuilding the shell or any other
 * remote; `pnpm rollback remote-funcionario` brings the old one back. A build against another
 * major of shared-contracts is refused inside the area's boundary with its code while the header,
 * the public area and the other staff area keep working. The pointer is restored at the end.
 */
import type { Page } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_SLUG, demo, expect, liveRemoteVersion, pidsFile, pnpm, remoteHostDir, root, screenshotBothWidths, signInStaff, test } from './support';

test.describe.configure({ mode: 'serial' });

const REMOTE = 'remote-funcionario';
const RETRY_TEXT = 'Não foi possível carregar esta área.';

const liveVersion = () => liveRemoteVersion('funcionario');

/** What must not change while one remote is released: the other apps' files and every server process. */
function untouched(): string {
  const hash = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  const files = [
    path.join(root, 'shell/dist/index.html'),
    ...['public', 'cliente', 'kits'].map((r) => path.join(remoteHostDir(r), 'mf-manifest.json')),
  ];
  return JSON.stringify({ files: files.map(hash), pids: fs.readFileSync(pidsFile, 'utf8') });
}

async function expectVersions(page: Page, version: string, label?: string): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveText(`Versões: funcionario ${version}${label ? ` (${label})` : ''}`);
  await expect(page.locator('html')).toHaveAttribute('data-remote-versions', `funcionario:${version}`);
}

test('a remote is released and rolled back alone; a build for another shared-contracts major fails inside its area', async ({ page }) => {
  test.setTimeout(240_000);
  const original = liveVersion();
  const before = untouched();
  const infos: string[] = [];
  page.on('console', (message) => message.type() === 'info' && infos.push(message.text()));
  try {
    await signInStaff(page, demo.superUser);
    await expect(page.getByRole('heading', { name: 'Dashboard Administrativo' })).toBeVisible();
    await expectVersions(page, original);
    expect(infos).toContain(`[Lista de Presentes] remote_funcionario versão ${original}`);

    // release: a new build of the staff area with a visible label
    const label = `e2e-${Date.now()}`;
    expect(pnpm(['release', REMOTE], { BUILD_LABEL: label })).toMatch(new RegExp(`${REMOTE}: versão [0-9a-f]{10} publicada \\(antes: ${original}\\)`));
    const released = liveVersion();
    expect(released).not.toBe(original);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard Administrativo' })).toBeVisible();
    await expectVersions(page, released, label);
    await screenshotBothWidths(page, 'release-staff-footer', { fullPage: false, show: page.getByRole('contentinfo') });

    // what a host sends: the pointer is re-read on every load, a version folder is cached for good
    const pointer = await page.request.get('http://localhost:3103/mf-manifest.json');
    expect(pointer.headers()['cache-control']).toBe('no-cache');
    const entry = ((await pointer.json()) as { metaData: { remoteEntry: { path: string; name: string } } }).metaData.remoteEntry;
    expect(entry.path).toBe(released);
    const entryScript = await page.request.get(`http://localhost:3103/${entry.path}/${entry.name}`);
    expect(entryScript.ok()).toBe(true);
    expect(entryScript.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // rollback: the old version is served again
    expect(pnpm(['rollback', REMOTE])).toContain(`ponteiro de ${released} para ${original}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard Administrativo' })).toBeVisible();
    await expectVersions(page, original);

    // a build against shared-contracts 2.x: refused inside the area, the rest of the site works
    pnpm(['release', REMOTE], { SHARED_CONTRACTS_VERSION: '2.0.0' });
    const incompatible = liveVersion();
    await page.reload();
    const failure = page.getByRole('alert');
    await expect(failure.getByText(RETRY_TEXT)).toBeVisible();
    await expect(failure.getByText('Código: MF-VERSAO')).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await screenshotBothWidths(page, 'release-incompatible', { fullPage: false });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: new RegExp(demo.superUser.nome) }).click();
    await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    await page.keyboard.press('Escape');
    // another staff area (remote-kits) still gets one Chakra and one shared-contracts
    await page.goto('/listas/1/produtos/novo');
    await expect(page.getByRole('heading', { name: 'Adicionar produto à lista' })).toBeVisible();
    // the public area, with its dialog (an on-demand Chakra module)
    await page.goto(`/lista/${FIXTURE_SLUG}`);
    await page.getByRole('button', { name: /^Presentear: / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Revise o seu presente' })).toBeVisible();
    await page.keyboard.press('Escape');
    // the refused version's code never ran: no copy of it in the page's shared modules
    const sharedFromIncompatible = await page.evaluate(() => {
      const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string }>>>> } }).__FEDERATION__.__SHARE__;
      return Object.values(scopes).flatMap((scope) => Object.values(scope).flatMap((pkgs) => Object.values(pkgs).flatMap((versions) => Object.keys(versions))));
    });
    expect(sharedFromIncompatible).not.toContain('2.0.0');

    // back to the original, and 'Tentar novamente' recovers without a reload
    await page.goto('/funcionario/dashboard');
    await expect(page.getByText('Código: MF-VERSAO')).toBeVisible();
    expect(pnpm(['rollback', REMOTE])).toContain(`ponteiro de ${incompatible} para ${original}`);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard Administrativo' })).toBeVisible();

    // nothing else was rebuilt, rewritten or restarted
    expect(untouched()).toBe(before);
  } finally {
    if (liveVersion() !== original) pnpm(['rollback', REMOTE, original]);
  }
});
