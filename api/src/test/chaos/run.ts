/**
 * The chaos run of online giving: two API processes on one PostgreSQL database, one sandbox store
 * whose webhooks go through a relay that repeats, reorders, delays and drops them (./relay.ts),
 * guests who give gifts at the same moment and then for the whole run (./guests.ts), one API
 * process killed with SIGKILL at an interval and started again; at the end the database is
 * compared with the store's orders (./verdict.ts). Prints its figures and a one-line verdict;
 * exits 1 on any finding, or on any 5xx answered to a guest or to a webhook delivery.
 *
 *   node --import tsx api/src/test/chaos/run.ts [--guests 100] [--seconds 120] [--kill-every 20]
 *
 * Needs TEST_DATABASE_URL (an admin address of a PostgreSQL server: scripts/with-postgres.sh sets
 * it); the run creates its own database there and drops it afterwards. `pnpm test:chaos` (the short
 * run, part of `pnpm test`) and `pnpm bench:chaos` (the full run) start it (scripts/chaos.mjs).
 * Other settings: --gifts (138 loose online gifts on the list at the start), --hold-minutes (1),
 * --add-every (seconds between new gifts, 15), --drop-paid (share of orders/paid deliveries lost,
 * 0.1), --seed (of the dice). The API processes' logs are kept in .stack/chaos/.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../db';
import { createJobs, QUEUES } from '../../jobs';
import { sandboxOrdersOf } from '../../sandbox-store/admin';
import { buildSandboxStore } from '../../sandbox-store/app';
import type { Catalogue } from '../../sandbox-store/catalogue';
import { retryDelays } from '../../sandbox-store/orders';
import { seed } from '../../seed';
import { createRng } from '../../seed/prng';
import { buildCatalogue } from '../../shop/sandboxCatalogue';
import { createServerDatabase } from '../database';
import { exited, freePort, startApi } from '../process';
import { burst, makeGuests, newGuestFigures, type GuestWorld } from './guests';
import { startRelay } from './relay';
import { compare, holdsWithoutCheckout } from './verdict';

const { values: args } = parseArgs({
  options: {
    guests: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '120' },
    'kill-every': { type: 'string', default: '20' },
    gifts: { type: 'string', default: '138' },
    'hold-minutes': { type: 'string', default: '1' },
    'add-every': { type: 'string', default: '15' },
    'drop-paid': { type: 'string', default: '0.1' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
  },
});
const GUESTS = Number(args.guests);
const RUN_MS = Number(args.seconds) * 1000;
const KILL_MS = Number(args['kill-every']) * 1000;
const GIFTS = Number(args.gifts);
const HOLD_MINUTES = Number(args['hold-minutes']);
const ADD_MS = Number(args['add-every']) * 1000;
const DROP_PAID = Number(args['drop-paid']);
/** How long a hold lives before its cart exists (the API's GIFT_HOLD_CART_SECONDS). */
const HOLD_CART_SECONDS = 5;
/** Shopify's retry schedule (4 hours) divided so that it ends within 24 s: a restarted process gets its deliveries. */
const RETRY_SCALE = 600;
const LIST_ID = 1;
const ROOT = path.resolve(__dirname, '../../../..');
const LOG_DIR = path.join(ROOT, '.stack/chaos');

const rng = createRng(Number(args.seed));
const random = () => rng.next();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = () => randomBytes(24).toString('base64url');
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const say = (line: string) => process.stdout.write(`chaos ${clock()}  ${line}\n`);

/** One API process slot: its port (kept across restarts), its child while it runs, its metrics. */
interface ApiSlot {
  name: string;
  port: number;
  metricsPort: number;
  child: ChildProcess | null;
  /** Whether it listens (guests and the relay's load balancer send to it). */
  live: boolean;
  log: fs.WriteStream;
  /** transaction_retries and webhook deliveries by outcome of each run of the process (last scrape). */
  scraped: Array<{ retries: number; webhooks: Record<string, number> }>;
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required (scripts/with-postgres.sh sets it)');
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: created.url });
  const db = database.db;
  const cleanups: Array<() => Promise<unknown>> = [async () => database.close(), async () => created.drop()];
  try {
    /* 1. The data: the demo seed, and list 1 grown to GIFTS loose online gifts */
    await seed(db, { images: false });
    const tokens = { storefront: secret(), webhook: secret(), admin: secret() };
    const giftBag = '7400000000599';
    const catalogue: Catalogue = await buildCatalogue(db, giftBag);
    // stock is not what this run is about: every variant untracked (never short)
    for (const variant of Object.values(catalogue.variants)) variant.stock = null;
    const products = (
      await queryRows<{ ordem: number; codigo_shopify: string }>(db, sql`select ordem, codigo_shopify from produtos where codigo_shopify is not null and shopify_ativo and ativo order by ordem`)
    ).filter((p) => catalogue.variants[p.codigo_shopify]);
    const addGifts = async (n: number) => {
      const rows = Array.from({ length: n }, () => sql`(${LIST_ID}, ${products[Math.floor(random() * products.length)]!.ordem}, 1)`);
      await db.execute(sql`insert into lista_produtos (lista_id, ordem_prod_serv, quantidade) values ${sql.join(rows, sql`, `)}`);
    };
    const [loose] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lista_produtos lp join produtos p on p.ordem = lp.ordem_prod_serv where lp.lista_id = ${LIST_ID} and lp.kit_id is null and not lp.vendido and p.codigo_shopify is not null and p.shopify_ativo`,
    );
    await addGifts(Math.max(0, GIFTS - Number(loose?.n ?? 0)));
    const [list] = await queryRows<{ slug: string }>(db, sql`select slug from listas where id = ${LIST_ID}`);

    /* 2. The sandbox store (in this process), the relay, two API processes */
    const slots: ApiSlot[] = [];
    const relay = await startRelay({
      targets: () => slots.map((s) => `http://127.0.0.1:${s.port}`),
      copies: 3,
      maxDelayMs: 3000,
      dropPaidShare: DROP_PAID,
      retryDelaysMs: retryDelays({ scale: RETRY_SCALE }),
      timeoutMs: 5000,
      random,
    });
    cleanups.unshift(() => relay.close());
    let sandboxUrl = '';
    const sandbox = await buildSandboxStore({
      privateToken: tokens.storefront,
      webhookSecret: tokens.webhook,
      adminToken: tokens.admin,
      webhookBaseUrl: relay.url,
      catalogue: () => catalogue,
      publicUrl: () => sandboxUrl,
      assetsUrl: 'http://127.0.0.1',
      retryScale: RETRY_SCALE,
    });
    sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    cleanups.unshift(() => sandbox.close());
    const orders = sandboxOrdersOf(sandbox);

    const env = {
      DATABASE_URL: created.url,
      DATA_DIR: path.join(LOG_DIR, 'data'),
      HOST: '127.0.0.1',
      ROLE: 'both',
      API_MODE: 'production',
      LOG_LEVEL: 'info',
      DRAIN_MS: '0',
      TRUST_PROXY: '127.0.0.1',
      SITE_URL: 'http://localhost:8080',
      SHOPIFY_STORE_DOMAIN: new URL(sandboxUrl).host,
      SHOPIFY_STOREFRONT_PRIVATE_TOKEN: tokens.storefront,
      SHOPIFY_WEBHOOK_SECRET: tokens.webhook,
      SHOPIFY_ADMIN_TOKEN: tokens.admin,
      SHOPIFY_GIFT_BAG_VARIANT_ID: giftBag,
      SHOPIFY_GIFT_CARD_VARIANTS: '',
      SANDBOX_STORE_CATALOGUE: '',
      RECONCILE_INTERVAL_MINUTES: '1',
      JOBS_LEASE_SECONDS: '10',
      JOBS_POLL_SECONDS: '1',
      GIFT_HOLD_MINUTES: String(HOLD_MINUTES),
      GIFT_HOLD_CART_SECONDS: String(HOLD_CART_SECONDS),
    };
    const start = async (slot: ApiSlot) => {
      const lines: string[] = [];
      slot.child = await startApi({ ...env, PORT: String(slot.port), METRICS_PORT: String(slot.metricsPort) }, lines);
      slot.log.write(lines.join(''));
      slot.child.stdout!.on('data', (chunk: Buffer) => slot.log.write(chunk));
      slot.child.stderr!.on('data', (chunk: Buffer) => slot.log.write(chunk));
      slot.scraped.push({ retries: 0, webhooks: {} });
      slot.live = true;
    };
    for (const name of ['a', 'b']) {
      const slot: ApiSlot = { name, port: await freePort(), metricsPort: await freePort(), child: null, live: false, log: fs.createWriteStream(path.join(LOG_DIR, `api-${name}.log`)), scraped: [] };
      slots.push(slot);
    }
    cleanups.unshift(async () => {
      for (const slot of slots) slot.child?.kill('SIGTERM');
      await Promise.all(slots.map((s) => (s.child ? exited(s.child) : null)));
      slots.forEach((s) => s.log.end());
    });
    await Promise.all(slots.map(start));
    say(`ready: ${GUESTS} guests, ${RUN_MS / 1000} s, a kill every ${KILL_MS / 1000} s, ${GIFTS} gifts on /lista/${list!.slug}, holds of ${HOLD_MINUTES} min, seed ${args.seed}`);

    /** Reads a process's metrics into its current run's figures (nothing when it does not answer). */
    const scrape = async (slot: ApiSlot) => {
      const text = await fetch(`http://127.0.0.1:${slot.metricsPort}/metrics`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.text())
        .catch(() => null);
      if (!text || !slot.live) return;
      const current = slot.scraped[slot.scraped.length - 1]!;
      current.retries = Number(/^transaction_retries (\d+)/m.exec(text)?.[1] ?? current.retries);
      for (const m of text.matchAll(/^webhook_deliveries_total\{topic="([^"]+)",outcome="([^"]+)"\} (\d+)/gm)) current.webhooks[`${m[1]} ${m[2]}`] = Number(m[3]);
    };

    /**
     * The checkouts' durations as the API processes measured them (their histogram
     * http_request_duration_seconds, both processes together): the bucket bound under which 50 %
     * and 95 % of them finished, so that the client's figure can be told from the server's.
     */
    const serverSide = async () => {
      const counts = new Map<number, number>();
      for (const slot of slots) {
        const text = await fetch(`http://127.0.0.1:${slot.metricsPort}/metrics`, { signal: AbortSignal.timeout(2000) }).then((r) => r.text()).catch(() => '');
        for (const m of text.matchAll(/^http_request_duration_seconds_bucket\{[^}]*le="([^"]+)"[^}]*\} (\d+)$/gm)) {
          if (!m[0].includes('route="/shopify/checkout"')) continue;
          const le = m[1] === '+Inf' ? Infinity : Number(m[1]);
          counts.set(le, (counts.get(le) ?? 0) + Number(m[2]));
        }
      }
      const bounds = [...counts.keys()].sort((a, b) => a - b);
      const total = counts.get(Infinity) ?? 0;
      const under = (share: number) => bounds.find((le) => counts.get(le)! >= share * total);
      const ms = (le: number | undefined) => (le === undefined ? '?' : le === Infinity ? '>10 s' : `≤ ${le * 1000} ms`);
      return `in the API: ${total} answered, p50 ${ms(under(0.5))}, p95 ${ms(under(0.95))}`;
    };

    /* 3. Guests, new gifts, kills, and a watch on holds without a cart */
    const figures = newGuestFigures();
    const world: GuestWorld = {
      apis: () => slots.filter((s) => s.live).map((s) => `http://127.0.0.1:${s.port}`),
      sandboxUrl,
      adminToken: tokens.admin,
      orders,
      listId: LIST_ID,
      slug: list!.slug,
      holdMs: HOLD_MINUTES * 60_000,
      deadline: Date.now() + RUN_MS,
      random,
      figures,
      paidAt: new Map(),
      later: new Set(),
    };
    const guests = makeGuests(world, GUESTS);
    let running = true;
    let kills = 0;
    let giftsAdded = 0;
    const staleHolds = new Set<string>();
    const background = [
      (async () => {
        for (let i = 0; running; i++) {
          await sleep(Math.min(KILL_MS, Math.max(0, world.deadline - Date.now())));
          if (!running || Date.now() >= world.deadline) break;
          const slot = slots[i % slots.length]!;
          await scrape(slot);
          slot.live = false;
          slot.child!.kill('SIGKILL');
          await exited(slot.child!);
          kills += 1;
          say(`killed API ${slot.name} (SIGKILL), starting it again`);
          await start(slot);
          say(`API ${slot.name} listens again`);
        }
      })(),
      (async () => {
        while (running) {
          await sleep(ADD_MS);
          if (!running) break;
          await addGifts(3);
          giftsAdded += 3;
        }
      })(),
      (async () => {
        while (running) {
          await sleep(2000);
          await Promise.all(slots.map(scrape));
          // a hold whose cart never came, still running well after its cart's time ran out
          const rows = await queryRows<{ id: number }>(
            db,
            sql`select lista_produto_id as id from reservas where cart_id is null and pedido_shopify_id is null and created_at < now() - make_interval(secs => ${HOLD_CART_SECONDS + 15}) and expires_at > now()`,
          );
          for (const r of rows) staleHolds.add(`hold left without a checkout during the run: item ${r.id} (no cart ${HOLD_CART_SECONDS + 15} s after it was taken, still running)`);
        }
      })(),
    ];

    const burstStarted = await burst(world, guests);
    say(`burst: ${figures.burstMs.length} checkouts at once, p50 ${pct(figures.burstMs, 50)} ms, p95 ${pct(figures.burstMs, 95)} ms; ${await serverSide()}`);
    await Promise.all([...burstStarted, ...guests.map((g) => g.visit())]);
    while (world.later.size) await Promise.all([...world.later]);
    running = false;
    await Promise.all(background);
    say('guests done; waiting for the webhooks and their retries');

    /* 4. Settle: every delivery done, then a reconciliation that starts after it */
    await relay.idle();
    const reconciled = await reconcileOnce(db);
    say(`reconciliation ${reconciled ? 'done' : 'NOT done'}; waiting ${HOLD_CART_SECONDS + 5} s for holds without a cart to run out`);
    await sleep((HOLD_CART_SECONDS + 5) * 1000);
    await Promise.all(slots.map(scrape));

    /* 5. The verdict */
    const verdict = await compare(db, orders.list(), world.paidAt, LIST_ID, relay.figures.arrivals);
    const findings = [
      ...verdict.findings,
      ...(await holdsWithoutCheckout(db, new Date())),
      ...staleHolds,
      ...(reconciled ? [] : ['the reconciliation did not complete after the run']),
      ...figures.serverErrors.map((e) => `${e.status} answered to a guest (${e.call}): ${e.body}`),
      ...relay.figures.serverErrors.map((e) => `${e.status} answered to a webhook delivery (${e.topic} ${e.webhookId}): ${e.body}`),
    ];
    const runs = slots.flatMap((s) => s.scraped);
    const webhookOutcomes: Record<string, number> = {};
    for (const run of runs) for (const [k, v] of Object.entries(run.webhooks)) webhookOutcomes[k] = (webhookOutcomes[k] ?? 0) + v;
    const checkouts = Object.entries(figures.answers).filter(([k]) => k.startsWith('checkout ')).reduce((n, [, v]) => n + v, 0);
    const lines = [
      `guests ${GUESTS}, ${((Date.now() - started) / 1000).toFixed(0)} s in all (${RUN_MS / 1000} s of guests), gifts ${GIFTS} + ${giftsAdded} added, given at the end ${verdict.itemsGiven}`,
      `checkouts ${checkouts}: ${fmt(figures.answers, 'checkout ')}`,
      `checkout latency p50 ${pct(figures.checkoutMs, 50)} ms, p95 ${pct(figures.checkoutMs, 95)} ms, p99 ${pct(figures.checkoutMs, 99)} ms; burst (${figures.burstMs.length} at once) p50 ${pct(figures.burstMs, 50)} ms, p95 ${pct(figures.burstMs, 95)} ms`,
      `list pages: ${fmt(figures.answers, 'list ')}; payments at the store: ${fmt(figures.answers, 'pay ')}`,
      `paid ${figures.paid} (late ${figures.paidLate}, Pix ${figures.pix}), never paid ${figures.neverPaid}, cancelled ${figures.cancelled}, refunded ${figures.refunded}${Object.keys(figures.staffRefused).length ? `, staff actions refused ${fmt(figures.staffRefused, '')}` : ''}`,
      `kills ${kills} (SIGKILL), API runs ${runs.length}`,
      `webhooks: ${fmt(relay.figures.received, '')} from the store, ${relay.figures.dropped} orders/paid dropped; ${relay.figures.copies} copies, ${relay.figures.attempts} deliveries, ${relay.figures.retries} retries, failed attempts ${fmt(relay.figures.failures, '') || 'none'}, gave up ${relay.figures.gaveUp}`,
      `webhooks at the API: ${fmt(webhookOutcomes, '') || 'none scraped'}`,
      `orders compared ${verdict.ordersCompared}, duplicates flagged ${verdict.duplicatesFlagged}, transaction retries ${runs.reduce((n, r) => n + r.retries, 0)}`,
    ];
    // jobs a killed process had taken: the job library's maintenance fails them by timeout (JOBS_LEASE_SECONDS) so that they run again
    const jobs = await queryRows<{ name: string; state: string; n: number; stuck: number }>(
      db,
      sql`select name, state::text as state, count(*)::int as n, count(*) filter (where state = 'active' and started_on < now() - interval '60 seconds')::int as stuck from pgboss.job where left(name, 2) <> '__' group by 1, 2 order by 1, 2`,
    ).catch(() => []);
    const stuck = jobs.reduce((n, j) => n + Number(j.stuck), 0);
    lines.push(`jobs ${jobs.map((j) => `${j.name} ${j.state} ${j.n}`).join(', ') || 'none'}${stuck ? `; WARNING ${stuck} job(s) still active a minute after they started (taken by a killed process and never failed by timeout)` : ''}`);
    for (const line of lines) say(line);
    for (const finding of findings.slice(0, 50)) say(`FAIL ${finding}`);
    if (findings.length > 50) say(`FAIL ... and ${findings.length - 50} more`);
    say(
      findings.length
        ? `verdict: FAILED, ${findings.length} finding(s) (logs of the API processes in ${path.relative(ROOT, LOG_DIR)}/)`
        : `verdict: OK (${verdict.ordersCompared} orders, ${checkouts} checkouts, ${kills} kills: no gift given twice or lost, no wrong giver, no 5xx, no hold left without a checkout)`,
    );
    process.exitCode = findings.length ? 1 : 0;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => say(`cleanup: ${(error as Error).message}`));
  }
}

/**
 * Asks the API processes' workers for a reconciliation and waits until one has completed after
 * this call (the lease of a killed process may hold the first tries back); false after 3 minutes.
 */
async function reconcileOnce(db: Parameters<typeof createJobs>[0]): Promise<boolean> {
  const asked = new Date();
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;
  const jobs = createJobs(db, { log: quiet, leaseSeconds: 10, mailRetrySeconds: 1 });
  const end = Date.now() + 180_000;
  while (Date.now() < end) {
    await jobs.enqueue(db, QUEUES.reconcile, {});
    for (let i = 0; i < 20; i++) {
      await sleep(1000);
      const [row] = await queryRows<{ done: boolean }>(db, sql`select coalesce(ultima_execucao >= ${asked.toISOString()}::timestamptz, false) as done from tarefas where nome = 'reconciliacao'`);
      if (row?.done) return true;
    }
  }
  return false;
}

/** The p-th percentile of `values`, rounded to a millisecond ('-' when none). */
function pct(values: number[], p: number): string {
  if (!values.length) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  return String(Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!));
}

/** 'a 3, b 4' from the counts whose key starts with `prefix` (the prefix left out). */
const fmt = (tally: Record<string, number>, prefix: string) =>
  Object.entries(tally)
    .filter(([k]) => k.startsWith(prefix))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k.slice(prefix.length)} ${v}`)
    .join(', ');

main().catch((error) => {
  say(`verdict: FAILED, the run itself failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
