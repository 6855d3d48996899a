/**
 * The load of the deploy test (scripts/test-deploy.mjs): guests who, through the one origin
 * (nginx), read the public lists, open a list's rendered page and its data, and now and then
 * start a checkout of an available gift and pay it at the sandbox store. Counts every answer; a
 * failure is a request that got no answer or a 5xx. Reads and writes are counted apart: a
 * checkout in flight when its API process is killed may fail (nginx never sends it twice), a read
 * may not (nginx tries the other replica).
 */
import { browserHeaders } from './apiLoad.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gift that a guest may give online now (as the list page offers it). */
const available = (gift, now) =>
  !gift.vendido && !gift.kitId && gift.produto?.codigo_shopify && gift.produto?.isShopify_Ativo && !(gift.reservadoAte && Date.parse(gift.reservadoAte) > now);

/**
 * Starts `guests` guests against `site` (the origin: pages at /, the API at /api) and the sandbox
 * store at `store`; each waits `pauseMs` between visits and starts a checkout on one visit in
 * `checkoutEvery`. `stop()` ends the visits and resolves the figures.
 */
export function startLoad({ site, store, guests = 12, pauseMs = 150, checkoutEvery = 4 }) {
  const figures = { reads: 0, writes: 0, readFailures: [], writeFailures: [], checkouts: 0, refused: 0, paid: [], byStatus: {} };
  let running = true;
  let slugs = [];

  async function call(kind, url, init) {
    figures[kind === 'read' ? 'reads' : 'writes'] += 1;
    try {
      const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      const body = await res.text();
      figures.byStatus[res.status] = (figures.byStatus[res.status] ?? 0) + 1;
      if (res.status >= 500) figures[kind === 'read' ? 'readFailures' : 'writeFailures'].push(`${init?.method ?? 'GET'} ${url} → ${res.status}`);
      return { status: res.status, body, headers: res.headers };
    } catch (error) {
      figures[kind === 'read' ? 'readFailures' : 'writeFailures'].push(`${init?.method ?? 'GET'} ${url} → ${error.cause?.code ?? error.name}`);
      return null;
    }
  }

  async function guest(n) {
    const headers = await browserHeaders(`${site}/api`).catch(() => null);
    let visit = 0;
    while (running) {
      visit += 1;
      if (!slugs.length) {
        const index = await call('read', `${site}/api/lista/publica?page=1&limit=50`);
        if (index?.status === 200) slugs = JSON.parse(index.body).items.map((list) => list.slug);
      }
      const slug = slugs[(n * 7 + visit) % Math.max(1, slugs.length)];
      if (slug) {
        await call('read', `${site}/lista/${slug}`);
        const data = await call('read', `${site}/api/lista/publica/slug/${slug}`);
        const gifts = data?.status === 200 ? (JSON.parse(data.body).produtosAvulsos ?? []).filter((g) => available(g, Date.now())) : [];
        const gift = gifts[visit % Math.max(1, gifts.length)];
        if (gift && headers && visit % checkoutEvery === 0) await checkout(n, headers, JSON.parse(data.body).id, gift);
      }
      await sleep(pauseMs);
    }
  }

  async function checkout(n, headers, listId, gift) {
    const answer = await call('write', `${site}/api/shopify/checkout`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        productId: `gid://shopify/ProductVariant/${gift.produto.codigo_shopify}`,
        quantity: gift.quantidade,
        listId,
        listProductId: gift.id,
        note: `Lista #${listId} - item código ${gift.produto.codigo}`,
        giverName: `Convidado ${n}`,
      }),
    });
    if (answer?.status !== 200) {
      if (answer) figures.refused += 1;
      return;
    }
    figures.checkouts += 1;
    const url = new URL(JSON.parse(answer.body).checkoutUrl);
    const paid = await call('write', `${store}${url.pathname}/pagar${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ nome: `Convidado ${n}`, email: `convidado${n}@example.com` }).toString(),
    });
    if (paid?.status === 303) figures.paid.push(gift.id);
  }

  const all = Array.from({ length: guests }, (_, n) => guest(n));
  return {
    figures,
    async stop() {
      running = false;
      await Promise.all(all);
      return figures;
    },
  };
}
