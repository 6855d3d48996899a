/**
 * The guests of the chaos run (./run.ts). Each guest is a browser of its own (the pre-session and
 * XSRF cookies the API hands out on its first call, echoed on every POST as the public pages do)
 * behind its own address (X-Forwarded-For, which the API believes from the loopback proxy), except
 * a fifth of them, who share a few carrier addresses (CGNAT). A guest reaches a live API process
 * as a load balancer would send it (another one when the connection fails), opens the list, picks
 * a gift that looks available (not given, not held) and starts its checkout; then most pay the
 * cart at the sandbox store soon, some pay late (after their hold ran out), some by Pix (the
 * order waits for its payment, which the store's staff confirm a little later), some never pay.
 * A few paid orders are cancelled or refunded by the store's staff afterwards.
 */
import type { SandboxOrders } from '../../sandbox-store/orders';

/** What the guests saw: answers by call and status, latencies, and every 5xx. */
export interface GuestFigures {
  /** 'checkout 200', 'checkout 409', 'list 200', 'pay 303', 'checkout lost' (no answer), ... */
  answers: Record<string, number>;
  /** Checkout latencies in ms (answered ones). */
  checkoutMs: number[];
  /** Latencies of the burst's checkouts in ms. */
  burstMs: number[];
  serverErrors: Array<{ call: string; status: number; body: string }>;
  paid: number;
  paidLate: number;
  pix: number;
  neverPaid: number;
  cancelled: number;
  refunded: number;
  staffRefused: Record<string, number>;
}

/** When each sandbox order was paid, by the harness's clock (the truth the verdict compares with). */
export type PaymentTimes = Map<number, number>;

export interface GuestWorld {
  /** The live API processes' addresses (a killed one is left out until it listens again). */
  apis: () => string[];
  sandboxUrl: string;
  adminToken: string;
  orders: SandboxOrders;
  listId: number;
  slug: string;
  holdMs: number;
  /** No new checkout starts after this time (ms since the epoch). */
  deadline: number;
  random: () => number;
  figures: GuestFigures;
  paidAt: PaymentTimes;
  /** The staff actions still to come (the run waits for them before it settles). */
  later: Set<Promise<void>>;
}

/** Empty guest figures. */
export const newGuestFigures = (): GuestFigures => ({
  answers: {},
  checkoutMs: [],
  burstMs: [],
  serverErrors: [],
  paid: 0,
  paidLate: 0,
  pix: 0,
  neverPaid: 0,
  cancelled: 0,
  refunded: 0,
  staffRefused: {},
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (tally: Record<string, number>, key: string) => (tally[key] = (tally[key] ?? 0) + 1);

interface Gift {
  id: number;
  quantidade: number;
  vendido: boolean;
  kitId?: number | null;
  reservadoAte?: string | null;
  produto: { codigo: string; codigo_shopify?: string | null; isShopify_Ativo?: boolean };
}

/** One guest: its cookies, address and name. */
export class Guest {
  private cookie = '';
  private xsrf = '';

  constructor(
    private readonly world: GuestWorld,
    readonly n: number,
    private readonly address: string,
  ) {}

  /** A call to a live API process (another one when the connection fails); null when none answered. */
  private async call(path: string, init: { method?: string; body?: object } = {}): Promise<{ status: number; body: string; ms: number } | null> {
    const started = performance.now();
    const tried = new Set<string>();
    for (let attempt = 0; attempt < 3; attempt++) {
      const live = this.world.apis().filter((a) => !tried.has(a));
      if (!live.length) return null;
      const api = live[Math.floor(this.world.random() * live.length)]!;
      tried.add(api);
      try {
        const res = await fetch(`${api}${path}`, {
          method: init.method ?? 'GET',
          headers: {
            'x-forwarded-for': this.address,
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(init.body ? { 'content-type': 'application/json', 'x-xsrf-token': this.xsrf } : {}),
          },
          body: init.body ? JSON.stringify(init.body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        const body = await res.text();
        this.keepCookies(res.headers.getSetCookie());
        return { status: res.status, body, ms: performance.now() - started };
      } catch {
        // the process died or is not listening yet: the load balancer tries another
      }
    }
    return null;
  }

  private keepCookies(setCookies: string[]) {
    if (!setCookies.length) return;
    const jar = new Map(this.cookie ? this.cookie.split('; ').map((c) => [c.slice(0, c.indexOf('=')), c] as const) : []);
    for (const line of setCookies) {
      const pair = line.split(';')[0]!;
      jar.set(pair.slice(0, pair.indexOf('=')), pair);
    }
    this.cookie = [...jar.values()].join('; ');
    this.xsrf = decodeURIComponent(jar.get('XSRF-TOKEN')?.slice('XSRF-TOKEN='.length) ?? '');
  }

  private record(call: string, answer: { status: number; body: string } | null) {
    count(this.world.figures.answers, `${call} ${answer ? answer.status : 'lost'}`);
    if (answer && answer.status >= 500) this.world.figures.serverErrors.push({ call, status: answer.status, body: answer.body.slice(0, 300) });
  }

  /** Opens the list page and answers the gifts that look available, or [] (the page failed). */
  async openList(): Promise<Gift[]> {
    const answer = await this.call(`/lista/publica/slug/${this.world.slug}`);
    this.record('list', answer);
    if (answer?.status !== 200) return [];
    const page = JSON.parse(answer.body) as { produtosAvulsos?: Gift[] };
    const now = Date.now();
    return (page.produtosAvulsos ?? []).filter(
      (g) => !g.vendido && !g.kitId && g.produto.codigo_shopify && g.produto.isShopify_Ativo && !(g.reservadoAte && Date.parse(g.reservadoAte) > now),
    );
  }

  /** Starts the checkout of `gift`; answers the store's checkout address, or null when refused. */
  async checkout(gift: Gift, latencies: number[]): Promise<string | null> {
    const answer = await this.call('/shopify/checkout', {
      method: 'POST',
      body: {
        productId: `gid://shopify/ProductVariant/${gift.produto.codigo_shopify}`,
        quantity: gift.quantidade,
        listId: this.world.listId,
        listProductId: gift.id,
        note: `Lista #${this.world.listId} - item código ${gift.produto.codigo}`,
        giverName: `Convidado ${this.n}`,
      },
    });
    this.record('checkout', answer);
    if (answer) latencies.push(answer.ms);
    if (answer?.status !== 200) return null;
    return (JSON.parse(answer.body) as { checkoutUrl: string | null }).checkoutUrl;
  }

  /** Pays the cart of `checkoutUrl` at the sandbox (by card, or by Pix: awaiting payment); the order's id. */
  async pay(checkoutUrl: string, pix: boolean): Promise<number | null> {
    const url = new URL(checkoutUrl);
    const res = await fetch(`${this.world.sandboxUrl}${url.pathname}/pagar${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ nome: `Convidado ${this.n}`, email: `convidado${this.n}@example.com`, ...(pix ? { metodo: 'pix' } : {}) }).toString(),
      redirect: 'manual',
    }).catch(() => null);
    this.record('pay', res ? { status: res.status, body: await res.text() } : null);
    if (res?.status !== 303) return null;
    const token = url.pathname.split('/').pop();
    const order = this.world.orders.list().find((o) => o.payload.cart_token === token);
    if (!order) return null;
    if (!pix) this.world.paidAt.set(order.id, Date.now());
    return order.id;
  }

  /**
   * The guest's visits until the deadline: open the list, start a checkout of an available gift,
   * then pay it (or not) as the dice say; a short pause between visits.
   */
  async visit(): Promise<void> {
    const { figures, random } = this.world;
    while (Date.now() < this.world.deadline) {
      const gifts = await this.openList();
      const gift = gifts[Math.floor(random() * gifts.length)];
      const checkoutUrl = gift ? await this.checkout(gift, figures.checkoutMs) : null;
      if (checkoutUrl) await this.settle(checkoutUrl);
      await sleep(500 + random() * (gift ? 1500 : 3000));
    }
  }

  /** What the guest does with a started checkout: pay soon (most), late, by Pix, or never. */
  async settle(checkoutUrl: string): Promise<void> {
    const { figures, random, holdMs } = this.world;
    const dice = random();
    if (dice < 0.12) {
      figures.neverPaid += 1;
      return;
    }
    const late = dice < 0.22;
    const pix = !late && dice > 0.87;
    // a person fills the store's checkout form: 15 to 45 s (within the hold), or after the hold ran out
    await sleep(late ? holdMs + 2000 + random() * 4000 : 15_000 + random() * 30_000);
    const orderId = await this.pay(checkoutUrl, pix);
    if (orderId === null) return;
    figures.paid += 1;
    if (late) figures.paidLate += 1;
    if (pix) {
      figures.pix += 1;
      // the Pix is confirmed by the store a few seconds later (most), or never
      if (random() < 0.85) this.later(2000 + random() * 8000, orderId, 'paid');
      return;
    }
    const after = random();
    if (after < 0.05) this.later(1000 + random() * 8000, orderId, 'cancel');
    else if (after < 0.1) this.later(1000 + random() * 8000, orderId, 'refund');
  }

  /** A staff action `ms` from now, which the run waits for. */
  private later(ms: number, orderId: number, action: 'cancel' | 'refund' | 'paid') {
    const done = sleep(ms).then(() => this.staff(orderId, action));
    this.world.later.add(done);
    void done.finally(() => this.world.later.delete(done));
  }

  /** A staff action on the order at the sandbox's staff routes (cancel, refund, or confirm a Pix). */
  async staff(orderId: number, action: 'cancel' | 'refund' | 'paid'): Promise<void> {
    const { figures } = this.world;
    const res = await fetch(`${this.world.sandboxUrl}/sandbox/orders/${orderId}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': this.world.adminToken },
      body: '{}',
    }).catch(() => null);
    if (res?.status !== 200) {
      count(figures.staffRefused, `${action} ${res?.status ?? 'lost'}`);
      return;
    }
    if (action === 'paid') this.world.paidAt.set(orderId, Date.now());
    else if (action === 'cancel') figures.cancelled += 1;
    else figures.refunded += 1;
  }
}

/**
 * `guests` guests: a fifth of them (every fifth) behind one of four carrier addresses, the others
 * each behind its own.
 */
export function makeGuests(world: GuestWorld, guests: number): Guest[] {
  return Array.from({ length: guests }, (_, n) => new Guest(world, n + 1, n % 5 === 4 ? `100.64.0.${1 + (n % 4)}` : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`));
}

/**
 * The burst: every guest opens the list, then all start a checkout at the same moment (each of a
 * gift it saw available); their latencies go to `burstMs` (and `checkoutMs`). Resolves with the
 * checkouts they started, for the guests to settle.
 */
export async function burst(world: GuestWorld, guests: Guest[]): Promise<Array<Promise<void>>> {
  const seen = await Promise.all(guests.map((g) => g.openList()));
  const settled: Array<Promise<void>> = [];
  await Promise.all(
    guests.map(async (guest, i) => {
      const gifts = seen[i]!;
      const gift = gifts[Math.floor(world.random() * gifts.length)];
      if (!gift) return;
      const latencies: number[] = [];
      const url = await guest.checkout(gift, latencies);
      world.figures.burstMs.push(...latencies);
      world.figures.checkoutMs.push(...latencies);
      if (url) settled.push(guest.settle(url));
    }),
  );
  return settled;
}
