/**
 * Cold page loads in Chromium as a guest on a phone would have them (`pnpm bench`, issue 11):
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
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latencyMs,
      downloadThroughput: throttle.downloadBitsPerSecond / 8,
      uploadThroughput: throttle.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
  }
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
  // a rendered guest page starts the app on the guest's intent (issue 22): move the pointer, as a
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
