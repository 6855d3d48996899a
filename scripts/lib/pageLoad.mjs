/**
 * Cold page loads in Chromium as a guest on a phone would have them (`pnpm bench`, decision 013):
 * JavaScript counted as Chromium received it (encoded bytes on the wire), optionally under a
 * simulated slow 4G link with a slowed CPU, with the time until the first list card appears and the
 * number of requests made before it.
 */

/** The slow 4G profile of the targets: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU slowed 4×. */
export const SLOW_4G = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1000 * 1000,
  uploadBitsPerSecond: 750 * 1000,
  cpuSlowdown: 4,
};

/** What counts as "the first list card": a list card (home, /listas) or a gift card (a list page). */
export const FIRST_CARD_SELECTOR = '[data-testid="list-card"], [data-testid="gift-card"]';

// Runs in the page before any script: notes when the first card is painted (the frame after it was
// attached to the document, whether by the HTML parser or by a script).
const FIRST_CARD_PROBE = `(() => {
  const selector = ${JSON.stringify(FIRST_CARD_SELECTOR)};
  let found = false;
  const seen = () => {
    if (!found && document.querySelector(selector)) {
      found = true;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (window.__firstCardAt = performance.now())));
    }
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** Slows `page` through the DevTools protocol: its link (when `throttle.latencyMs` is set) and its CPU (`cpuSlowdown`). */
async function slowDown(context, page, throttle) {
  if (!throttle) return;
  const cdp = await context.newCDPSession(page);
  if (throttle.latencyMs !== undefined) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latencyMs,
      downloadThroughput: throttle.downloadBitsPerSecond / 8,
      uploadThroughput: throttle.uploadBitsPerSecond / 8,
    });
  }
  if (throttle.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
}

const isScript = (response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * One cold load of `url` in a new browser context: every JS response with its encoded (wire) and
 * decoded bytes and its origin; with `throttle` (e.g. SLOW_4G) the link and CPU are slowed through
 * the DevTools protocol. `until` (a selector) is awaited after the load; `act(page)` may then do
 * more (the bytes it causes are reported apart, as `afterAct`).
 * Returns { scripts, afterAct, firstCardMs, requestsBeforeFirstCard }.
 */
export async function coldLoad(browser, url, { throttle, until = FIRST_CARD_SELECTOR, act, settleMs = 500 } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await slowDown(context, page, throttle);
  await page.addInitScript(FIRST_CARD_PROBE);
  const scripts = [];
  let phase = scripts;
  const afterAct = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response || !isScript(response)) return;
    const list = phase;
    try {
      const sizes = await request.sizes();
      const body = await response.body();
      list.push({ url: request.url(), origin: new URL(request.url()).origin, wire: sizes.responseBodySize, decoded: body.length });
    } catch {
      /* the page went away first */
    }
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (until) await page.waitForSelector(until, { timeout: 120_000 });
  // a rendered guest page starts the app on the guest's intent (decision 029): move the pointer, as a
  // person would, so that the bytes counted are those of the whole app
  await page.mouse.move(2, 2);
  await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(settleMs);
  const timing = await page.evaluate((selector) => {
    const at = window.__firstCardAt;
    if (at === undefined) return { firstCardMs: null, requestsBeforeFirstCard: null };
    const before = performance.getEntriesByType('resource').filter((e) => e.startTime <= at).length;
    void selector;
    return { firstCardMs: at, requestsBeforeFirstCard: before + 1 /* the document */ };
  }, FIRST_CARD_SELECTOR);
  if (act) {
    phase = afterAct;
    await act(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(settleMs);
  }
  await context.close();
  return { scripts, afterAct, ...timing };
}

/** Sums scripts per origin, named by `originNames` (origin → app name). */
export function byApp(scripts, originNames) {
  const out = {};
  for (const s of scripts) {
    const app = originNames[s.origin] ?? s.origin;
    out[app] = (out[app] ?? 0) + s.wire;
  }
  return out;
}

/** Total wire bytes of `scripts`. */
export const wireBytes = (scripts) => scripts.reduce((n, s) => n + s.wire, 0);

/**
 * The guest's first tap on a phone (docs/decisions/031): a page of `url` loaded cold at 390 × 844 with touch,
 * under `throttle` (link and CPU, or the CPU alone when it has no `latencyMs`), left alone for `afterLoadMs` after the load event, then one tap
 * on the first control matching `selector` (the screen is made taller until it is in view as sent:
 * a scroll would start the app first). Measured in the page: the tap until the page loader's pressed state is painted
 * (`pressedMs`), until `dialogSelector` is painted (`dialogMs`), and the Interaction to Next Paint
 * of that tap as `web-vitals`' `onINP` reports it (`inpMs`), and until `contentSelector` (the dialog
 * itself, after its loading overlay) is painted (`contentMs`), in milliseconds.
 * `afterTakeover`: the app is started first (a pointer move) and the tap comes 2 s after it has
 * taken the page over, as a guest's later taps do (no pressed state is held then).
 * `closeButton`: the name of the dialog's button that closes it, tapped 1.5 s after the dialog
 * came: the longest event of that interaction (`closeMs`, null without it).
 * `webVitalsIife`: the text of web-vitals' IIFE build.
 */
export async function firstTap(browser, url, { throttle, selector, dialogSelector = '[role="dialog"]', contentSelector = '[data-testid="give-dialog"]', afterLoadMs = 1000, afterTakeover = false, closeButton = null, webVitalsIife, viewport = { width: 390, height: 844 } }) {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await slowDown(context, page, throttle);
  // before the page's own scripts, so that the page loader (which keeps a press from the app) cannot hide it
  await page.addInitScript(
    `${webVitalsIife};window.__inp=[];webVitals.onINP((m)=>window.__inp.push(m.value),{reportAllChanges:true});` +
      `window.__tap={};addEventListener('pointerdown',(e)=>{window.__tap.start??=e.timeStamp},true);` +
      // each interaction's longest event (its INP candidate), to read one interaction's alone
      `window.__events=[];new PerformanceObserver((l)=>{for(const e of l.getEntries())if(e.interactionId)window.__events.push([e.startTime,e.duration])}).observe({type:'event',durationThreshold:16,buffered:true});`,
  );
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const target = page.locator(selector).first();
  // the screen grows (a resize is no intent) until the control is in view as sent
  const box = await target.boundingBox();
  if (box && box.y + box.height > viewport.height) await page.setViewportSize({ width: viewport.width, height: Math.ceil(box.y + box.height + 80) });
  await page.waitForTimeout(afterLoadMs);
  if (afterTakeover) {
    await page.mouse.move(5, 5);
    await page.waitForSelector('html[data-ready]', { timeout: 120_000 });
    await page.waitForTimeout(2000);
    await page.evaluate(() => (window.__tap = {}));
  }
  await target.evaluate((el, [dialog, content]) => {
    const t = window.__tap;
    const painted = (name) => requestAnimationFrame(() => setTimeout(() => (t[name] ??= performance.now())));
    new MutationObserver(() => el.hasAttribute('data-lp-held') && painted('pressed')).observe(el, { attributes: true });
    new MutationObserver(() => {
      if (document.querySelector(dialog)) painted('dialog');
      if (document.querySelector(content)) painted('content');
    }).observe(document.body, { childList: true, subtree: true });
  }, [dialogSelector, contentSelector]);
  await target.tap();
  await page.waitForSelector(contentSelector, { timeout: 120_000 });
  await page.waitForTimeout(closeButton ? 1500 : 500);
  let closeMs = null;
  if (closeButton) {
    // the dialog's own button that closes it: that interaction's duration (its share of the INP)
    const since = await page.evaluate(() => performance.now());
    await page.locator(dialogSelector).getByRole('button', { name: closeButton, exact: true }).first().tap();
    await page.waitForSelector(contentSelector, { state: 'detached', timeout: 60_000 });
    await page.waitForTimeout(500);
    closeMs = await page.evaluate((t) => Math.round(Math.max(0, ...window.__events.filter(([start]) => start >= t).map(([, duration]) => duration))), since);
  }
  // web-vitals reports INP when the page is hidden
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const r = await page.evaluate(() => ({ ...window.__tap, inp: window.__inp }));
  await context.close();
  const since = (at) => (at === undefined || r.start === undefined ? null : Math.round(at - r.start));
  return { pressedMs: since(r.pressed), dialogMs: since(r.dialog), contentMs: since(r.content), inpMs: r.inp.length ? Math.round(Math.max(...r.inp)) : null, closeMs };
}
