/**
 * The guest's first seconds on a phone (docs/decisions/031): the app takes over a page
 * rendered on the server without undoing what the guest did. Each test is a phone (390 × 844,
 * touch) with its CPU slowed 4× through the DevTools protocol, so that the app's start takes as
 * long as on a slow phone and the guest acts during it: the scroll position holds, typed and pasted
 * text is kept and searched for, the title stays the one sent, an unknown list arrives with its
 * own words, the calendar opens at its field, and a press before the app runs shows at once, its
 * dialog comes before the page is taken over (and its scroll lock restyles nothing). The scroll
 * and the typing are tried at once after `load` and once the app's scripts ran ahead of the guest
 * (docs/decisions/050).
 */
import type { Browser, Page } from '@playwright/test';
import { API_URL, FIXTURE_SLUG, expect, test } from './support';

test.describe.configure({ mode: 'serial' });

/** A guest's phone with its CPU slowed 4×; the page is not moved by the suite's `goto` (a context of its own). */
async function slowPhone(browser: Browser, viewport = { width: 390, height: 844 }): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 768, hasTouch: true, locale: 'pt-BR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, close: () => context.close(), errors };
}

const appRuns = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
const appRunning = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-ready'));
/**
 * Waits until the page loader has run the app's scripts ahead of the guest (docs/decisions/050):
 * the entry and the start-up chunks have run, and the app waits for intent.
 */
async function scriptsRanAhead(page: Page): Promise<void> {
  await page.locator('html[data-lp-waiting]').waitFor({ state: 'attached' });
  // every script the loader added has arrived (its resource entry is written once it has)
  await page.waitForFunction(() => {
    const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src*="/static/js/"]')];
    return scripts.length > 1 && scripts.every((script) => arrived.has(script.src));
  });
  await page.waitForTimeout(500);
  expect(await appRunning(page)).toBe(false);
}

test('the scroll position holds when the guest scrolls far down and that starts the app', async ({ browser, request }) => {
  const cases = [...['/', '/listas', `/lista/${FIXTURE_SLUG}`].map((route) => ({ route, ahead: false })), { route: `/lista/${FIXTURE_SLUG}`, ahead: true }];
  for (const { route, ahead } of cases) {
    // the page server's first render of a route after its start may pass its time limit and send
    // the page to be rendered in the browser: this test is about a rendered page
    expect((await request.get(route)).headers()['x-remote-version'], route).toBeTruthy();
    const { page, close, errors } = await slowPhone(browser);
    await page.goto(route, { waitUntil: 'load' });
    expect(await appRunning(page)).toBe(false);
    // at once, or once the app's scripts ran ahead (after load)
    if (ahead) await scriptsRanAhead(page);
    expect(await page.locator('[data-testid="list-card"], [data-testid="gift-card"]').count(), `${route} as sent`).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await appRuns(page);
    // the app's first effects and a few frames after them
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => Math.round(window.scrollY)), route).toBe(1500);
    expect(errors).toEqual([]);
    await close();
  }
});

test('text pasted or typed into the search before the app runs is kept, and the search runs for it', async ({ browser }) => {
  const found = (await (await fetch(`${API_URL}/lista/publica?search=bodas&page=1`)).json()) as { meta: { totalItems: number } };
  expect(found.meta.totalItems).toBeGreaterThan(0);
  for (const how of ['paste', 'type', 'type once the scripts ran ahead'] as const) {
    const { page, close, errors } = await slowPhone(browser);
    await page.goto('/listas', { waitUntil: 'load' });
    const search = page.getByRole('searchbox', { name: 'Buscar', exact: true });
    expect(await appRunning(page)).toBe(false);
    if (how === 'type once the scripts ran ahead') await scriptsRanAhead(page);
    if (how === 'paste') await search.fill('bodas');
    else await search.pressSequentially('bodas', { delay: 150 });
    await appRuns(page);
    await expect(page).toHaveURL(/[?&]search=bodas(&|$)/);
    await expect(search).toHaveValue('bodas');
    await expect(search).toBeFocused();
    expect(await search.evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd])).toEqual([5, 5]);
    await expect(page.getByText(new RegExp(`^Mostrando ${found.meta.totalItems} listas? para "bodas"$`))).toBeVisible();
    expect(errors, how).toEqual([]);
    await close();
  }
});

test('the title, canonical link and sharing tags after the takeover are those of the page as sent', async ({ browser, request }) => {
  const route = `/lista/${FIXTURE_SLUG}`;
  const html = await (await request.get(route)).text();
  const sent = /<title>([^<]*)<\/title>/.exec(html)![1]!.replace(/&amp;/g, '&');
  expect(sent).toMatch(/^Casamento .* - Lista de Presentes - Visual Fashion$/);
  const { page, close } = await slowPhone(browser);
  await page.goto(route, { waitUntil: 'load' });
  const head = () =>
    page.evaluate(() => [
      document.title,
      document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    ]);
  const before = await head();
  expect(before[0]).toBe(sent);
  await page.mouse.move(5, 5);
  await appRuns(page);
  await page.waitForTimeout(500);
  expect(await head()).toEqual(before);
  await close();
});

test("the server's style elements are taken over where they are, and every element keeps its look", async ({ browser }) => {
  for (const route of ['/', '/listas', `/lista/${FIXTURE_SLUG}`]) {
    const { page, close, errors } = await slowPhone(browser);
    await page.goto(route, { waitUntil: 'load' });
    // every tenth element's look as sent, and the server's component styles (docs/decisions/049)
    const looks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root *')].filter((_, i) => i % 10 === 0).map((el) => {
          const cs = getComputedStyle(el);
          return [cs.display, cs.color, cs.backgroundColor, cs.fontSize, cs.fontWeight, cs.padding, cs.borderRadius, cs.width].join(' ');
        }),
      );
    const before = await looks();
    expect(before.length, route).toBeGreaterThan(10);
    await page.evaluate(() => {
      const w = window as unknown as { sentStyles: Element | null };
      w.sentStyles = document.querySelector('style[data-lp-styles]');
      // a style element the cache moves is taken out of the head for a moment: watch for that
      new MutationObserver((records) => {
        if (records.some((r) => [...r.removedNodes].includes(w.sentStyles!))) document.documentElement.dataset.sentStylesMoved = '';
      }).observe(document.head, { childList: true });
    });
    await page.mouse.move(5, 5);
    await appRuns(page);
    await page.waitForTimeout(500);
    const kept = await page.evaluate(() => {
      const w = window as unknown as { sentStyles: Element | null };
      return { same: w.sentStyles !== null && document.querySelector('style[data-lp-styles]') === w.sentStyles, moved: 'sentStylesMoved' in document.documentElement.dataset };
    });
    expect(kept, route).toEqual({ same: true, moved: false });
    expect(await looks(), route).toEqual(before);
    expect(errors).toEqual([]);
    await close();
  }
});

test("an unknown list arrives as the spec's 'Lista não encontrada', and stays so once the app runs", async ({ browser, request }) => {
  const answer = await request.get('/lista/nao-existe-esta-lista');
  expect(answer.status()).toBe(404);
  const html = await answer.text();
  expect(html).toContain('Lista não encontrada');
  expect(html).toContain('A lista que você está procurando não existe ou foi removida.');
  expect(html).not.toContain('Pagina não encontrada!');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  const { page, close } = await slowPhone(browser);
  await page.goto('/lista/nao-existe-esta-lista', { waitUntil: 'load' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Lista não encontrada');
  const title = await page.title();
  await page.mouse.move(5, 5);
  await appRuns(page);
  await page.waitForTimeout(500);
  await expect(heading).toHaveText('Lista não encontrada');
  expect(await page.title()).toBe(title);
  await close();
});

test('the calendar of /listas opens at its field after the takeover, on a phone and a desktop', async ({ browser }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const { page, close } = await slowPhone(browser, viewport);
    await page.goto('/listas', { waitUntil: 'load' });
    await page.mouse.move(5, 5);
    await appRuns(page);
    // on a phone the date waits behind 'Filtros'
    if (viewport.width < 768) await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const field = page.getByPlaceholder('DD/MM/AAAA');
    const button = page.locator('button[aria-haspopup="grid"]');
    await button.click();
    const calendar = page.locator('[data-scope="date-picker"][data-part="content"]');
    await expect(calendar).toBeVisible();
    await page.waitForTimeout(300);
    const f = (await field.boundingBox())!;
    const b = (await button.boundingBox())!;
    const c = (await calendar.boundingBox())!;
    // right under the field, or right above it where the page has no room below
    const gap = Math.min(Math.abs(c.y - (f.y + f.height)), Math.abs(f.y - (c.y + c.height)));
    expect(gap, `${viewport.width} px`).toBeLessThan(24);
    // its end lines up with the button's (placement bottom-end)
    expect(Math.abs(c.x + c.width - (b.x + b.width)), `${viewport.width} px`).toBeLessThan(24);
    await close();
  }
});

test("a press on 'Presentear' before the app runs shows at once, and its dialog opens before the app has taken the page over", async ({ browser }) => {
  // a phone screen tall enough for the first gift to be in view as sent, so that the press is the
  // guest's first act (a scroll would start the app, whose long tasks hold the press back:
  // docs/decisions/031); a resize is no intent
  const { page, close, errors } = await slowPhone(browser);
  await page.goto(`/lista/${FIXTURE_SLUG}`, { waitUntil: 'load' });
  const button = page.getByRole('button', { name: /^Presentear: / }).first();
  const y = (await button.boundingBox())!.y;
  await page.setViewportSize({ width: 390, height: Math.max(844, Math.ceil(y) + 120) });
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await appRunning(page)).toBe(false);
  const held = await button.elementHandle();
  if (!held) throw new Error('sem botão Presentear');
  // what the page shows the moment the press is marked, recorded in the page (the tap's own call
  // returns only once the busy main thread has answered it)
  await held.evaluate((el) => {
    const seen: unknown[] = [];
    Object.assign(window, { __pressed: seen });
    new MutationObserver((_, observer) => {
      if (!el.hasAttribute('data-lp-held')) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        seen.push(el.getAttribute('aria-busy'), getComputedStyle(el).opacity, getComputedStyle(el, '::after').animationName, document.documentElement.hasAttribute('data-ready')),
      );
    }).observe(el, { attributes: true });
    // whether the app had taken the page over when the dialog came (decision 048: it had not)
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="give-dialog"]')) return;
      observer.disconnect();
      Object.assign(window, { __dialogAfterTakeover: document.documentElement.hasAttribute('data-ready') });
    }).observe(document.body, { childList: true, subtree: true });
  });
  // the width a dialog's scroll lock writes on <html> when it opens, as the page gives it (decision 045)
  const scrollbarWidth = () =>
    page.evaluate(() => [getComputedStyle(document.documentElement).getPropertyValue('--scrollbar-width').trim(), document.documentElement.style.getPropertyValue('--scrollbar-width')]);
  expect(await scrollbarWidth()).toEqual(['0px', '']);
  await button.tap();
  // pressed and busy, painted by the page loader while the app was still starting
  await expect.poll(() => page.evaluate(() => (window as unknown as { __pressed: unknown[] }).__pressed)).toEqual(['true', '0.72', 'lp-held', false]);
  await expect(page.getByRole('dialog', { name: 'Revise o seu presente' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { __dialogAfterTakeover: boolean }).__dialogAfterTakeover)).toBe(false);
  // the dialog hides the page from the accessibility tree: the button itself, by its element
  expect(await held.evaluate((el) => [el.hasAttribute('data-lp-held'), el.hasAttribute('aria-busy')])).toEqual([false, false]);
  // the page is taken over behind the open dialog, which stays
  await appRuns(page);
  await expect(page.getByRole('dialog', { name: 'Revise o seu presente' })).toBeVisible();
  // the dialog's scroll lock wrote the phone's scrollbar width, the value the page already had: no
  // style of the page changed, so nothing was restyled (nor when it closes)
  expect(await scrollbarWidth()).toEqual(['0px', '0px']);
  await page.getByRole('dialog', { name: 'Revise o seu presente' }).getByRole('button', { name: 'Fechar' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Revise o seu presente' })).toBeHidden();
  expect(await scrollbarWidth()).toEqual(['0px', '']);
  // the page, taken over, opens the dialog itself from then on
  await button.tap();
  await expect(page.getByRole('dialog', { name: 'Revise o seu presente' }).getByTestId('purchase-line')).toBeVisible();
  expect(errors).toEqual([]);
  await close();
});
