#!/usr/bin/env node
/**
 * `pnpm test:deploy` (README: Running in production; docs/decisions/039): proves the production
 * topology of compose.yaml on this machine, with podman and no registry. Run by .ci/run after the
 * test command.
 *
 *  1. tools: podman, runc, podman-compose, debootstrap (installed with apt-get when root on Debian);
 *  2. base images: stand-ins from Debian 13's packages (scripts/images/base-images.sh);
 *  3. images: api, page-server and edge from the Dockerfile, with `podman build`;
 *  4. compose up in a project of its own (its own .env of random secrets), every service healthy;
 *  5. through nginx: the rendered pages, X-Request-Id, the guest's address behind the proxy, the
 *     metrics closed to guests, the release pointer and version folders' caching; then the
 *     Playwright smoke (e2e/deploy): a guest gives a gift online, a customer signs in with the link
 *     read from the SMTP catcher, staff register a gift at the till;
 *  6. under load (scripts/lib/deployLoad.mjs): a rolling restart of each API replica and each page
 *     server (0 failed requests), then SIGKILL of one API replica (no read fails; it comes back by
 *     its restart policy and serves again), then the database checked: no gift given twice, none
 *     paid and lost;
 *  7. the migrations step twice at once on a fresh database;
 *  8. a backup (pg_basebackup) restored into a fresh PostgreSQL, and an API on it reads every list.
 * Prints its figures; stops every container and removes its volumes, network and images at the
 * end, pass or fail (`--keep` leaves them for a look). Exit 1 on any failure.
 *
 * Settings: DEPLOY_IMAGES_DIR (where the base images' root file systems are kept, default
 * /var/tmp/lista-images), DEPLOY_PORT (nginx's published port, default 18080; the store and the
 * mail catcher take the next two), NODE_EXTRA_CA_CERTS (passed to the builds as a secret).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLoad } from './lib/deployLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const project = 'lista-deploy-test';
const port = Number(process.env.DEPLOY_PORT ?? 18080);
const site = `http://localhost:${port}`;
const store = `http://localhost:${port + 1}`;
const mail = `http://localhost:${port + 2}`;
const version = spawnSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || 'dev';
const image = (target) => `localhost/lista-de-presentes/${target}:${version}`;
const BASE = { BUILD_IMAGE: 'localhost/node:20-trixie', RUNTIME_IMAGE: 'localhost/node:20-trixie-slim', NGINX_IMAGE: 'localhost/nginx:trixie' };
const secret = () => randomBytes(24).toString('hex');
const password = secret();
// the database's password reaches the containers through this environment (`-e NAME` without a
// value), never on a command line that an error message would print
const env = {
  ...process.env,
  CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.join(root, 'scripts/images/containers.conf'),
  PGPASSWORD: password,
  POSTGRES_PASSWORD: password,
};
/** The environment of a container started with `-e DATABASE_URL`: the database `name` on `host`. */
const withDatabase = (host, name) => ({ ...env, DATABASE_URL: `postgres://lista:${password}@${host}:5432/${name}` });
const dir = path.join(os.tmpdir(), project);
const started = Date.now();
const failures = [];
const figures = [];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (line) => console.log(`deploy ${seconds(started).padStart(8)}  ${line}`);
const check = (ok, what) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
  return ok;
};
/** Runs a command; its output, or throws with its stderr's end. */
const run = (cmd, args, options = {}) => {
  const result = spawnSync(cmd, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0 && !options.allowFail) throw new Error(`${cmd} ${args.join(' ')}: exit ${result.status}\n${(result.stderr || result.stdout || '').slice(-3000)}`);
  return result.stdout ?? '';
};
const podman = (...args) => run('podman', args);
const compose = (...args) => run('podman-compose', ['-p', project, '-f', path.join(dir, 'compose.yaml'), ...args], { cwd: dir });
/** The container of `service` ('api#2': the second replica). */
const container = (service) => {
  const [name, number = '1'] = service.split('#');
  return podman('ps', '-a', '--filter', `label=com.docker.compose.project=${project}`, '--filter', `label=com.docker.compose.service=${name}`, '--filter', `label=com.docker.compose.container-number=${number}`, '--format', '{{.Names}}').trim().split('\n')[0];
};
const healthy = (service) => spawnSync('podman', ['healthcheck', 'run', container(service)], { env, stdio: 'ignore' }).status === 0;
const psql = (sql, database = 'lista') => podman('exec', '-e', 'PGPASSWORD', container('postgres'), 'psql', '-h', '127.0.0.1', '-U', 'lista', '-d', database, '-At', '-c', sql).trim();

async function waitFor(what, test, timeoutMs) {
  const since = Date.now();
  while (Date.now() - since < timeoutMs) {
    if (await test()) return true;
    await sleep(1000);
  }
  return check(false, `${what} within ${timeoutMs / 1000} s`);
}

function ensureTools() {
  const missing = ['podman', 'runc', 'podman-compose', 'debootstrap'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  if (!missing.length) return;
  if (process.getuid?.() !== 0 || !fs.existsSync('/etc/debian_version')) throw new Error(`faltam ${missing.join(', ')}: apt-get install podman runc podman-compose debootstrap`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'podman', 'runc', 'podman-compose', 'debootstrap', 'netavark', 'aardvark-dns', 'iptables'], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function buildImages() {
  const secretArgs = process.env.NODE_EXTRA_CA_CERTS ? ['--secret', `id=ca,src=${process.env.NODE_EXTRA_CA_CERTS}`] : [];
  const args = Object.entries({ ...BASE, VERSION: version }).flatMap(([k, v]) => ['--build-arg', `${k}=${v}`]);
  for (const target of ['api', 'page-server', 'edge']) {
    const since = Date.now();
    podman('build', '-q', '--format', 'docker', ...args, ...secretArgs, '--target', target, '-t', image(target), root);
    const size = Number(podman('image', 'inspect', '--format', '{{.Size}}', image(target)).trim());
    figures.push(`image ${target}: ${(size / 1e6).toFixed(0)} MB, built in ${seconds(since)}`);
    log(figures.at(-1));
  }
  check(podman('image', 'inspect', '--format', '{{.User}}', image('api')).trim() === '1000:1000', 'the api image runs as user 1000');
  check(podman('image', 'inspect', '--format', '{{index .Labels "org.opencontainers.image.version"}}', image('page-server')).trim() === version, `the page-server image carries its version label (${version})`);
}

function writeProject() {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(root, 'compose.yaml'), path.join(dir, 'compose.yaml'));
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  const values = {
    POSTGRES_PASSWORD: password,
    SITE_URL: site,
    SITE_PORT: port,
    CORS_ORIGINS: site,
    MAIL_SEAL_KEY: secret(),
    SHOPIFY_STOREFRONT_PRIVATE_TOKEN: secret(),
    SHOPIFY_ADMIN_TOKEN: secret(),
    SHOPIFY_WEBHOOK_SECRET: secret(),
    STORE_URL: store,
    STORE_PORT: port + 1,
  };
  const lines = example.split('\n').map((line) => {
    const key = /^([A-Z_]+)=/.exec(line)?.[1];
    return key && key in values ? `${key}=${values[key]}` : line;
  });
  const extra = {
    MAIL_UI_PORT: port + 2,
    API_IMAGE: image('api'),
    PAGE_SERVER_IMAGE: image('page-server'),
    EDGE_IMAGE: image('edge'),
    POSTGRES_IMAGE: 'localhost/postgres:17-trixie',
    MAILPIT_IMAGE: 'localhost/mailpit:stand-in',
    // one machine plays every guest: the limits per address stay on, wider
    RATE_LIMIT_FACTOR: 50,
    GIFT_HOLDS_PER_ADDRESS: 1000,
    // the store retries a webhook in seconds, the reconciliation runs every minute
    SANDBOX_WEBHOOK_RETRY_SCALE: 120,
    RECONCILE_INTERVAL_MINUTES: 1,
    MAIL_RETRY_SECONDS: 2,
  };
  fs.writeFileSync(path.join(dir, '.env'), [...lines, ...Object.entries(extra).map(([k, v]) => `${k}=${v}`), ''].join('\n'), { mode: 0o600 });
}

const SERVICES = ['postgres', 'api#1', 'api#2', 'worker', 'page#1', 'page#2', 'edge', 'mail', 'store'];

async function up() {
  const since = Date.now();
  // Debian's podman-compose 1.0 ignores depends_on conditions: the database first, healthy, then the rest
  compose('up', '-d', 'postgres');
  await waitFor('postgres healthy', () => healthy('postgres'), 60_000);
  compose('up', '-d');
  await waitFor('the migrations step done', () => podman('inspect', '-f', '{{.State.Status}}', container('migrate')).trim() === 'exited', 180_000);
  check(podman('inspect', '-f', '{{.State.ExitCode}}', container('migrate')).trim() === '0', 'the migrations step (with the demo data) exits 0');
  for (const service of SERVICES) await waitFor(`${service} healthy`, () => healthy(service), 120_000);
  log(`every service healthy in ${seconds(since)}`);
}

async function get(url, headers = {}) {
  const res = await fetch(url, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function throughTheProxy() {
  const page = await get(`${site}/lista/casamento-maria-e-joao`, { 'x-request-id': 'deploy-test-1' });
  check(page.status === 200 && page.text.includes('<title>Casamento Maria e João - Lista de Presentes - Visual Fashion</title>') && page.text.includes('data-testid="gift-card"'), 'a list page arrives rendered through nginx (title and gift cards)');
  check(/^[0-9a-f]{10}$/.test(page.headers.get('x-remote-version') ?? ''), `rendered by remote-public ${page.headers.get('x-remote-version')}`);
  check(page.headers.get('x-request-id') === 'deploy-test-1', 'the caller\'s X-Request-Id comes back');
  const fresh = await get(`${site}/`);
  check(/^[0-9a-f]{32}$/.test(fresh.headers.get('x-request-id') ?? ''), 'a request without an id gets one from nginx');
  const pointer = await get(`${site}/remotes/remote-public/mf-manifest.json`);
  const folder = JSON.parse(pointer.text).metaData.buildInfo.buildVersion;
  check(pointer.status === 200 && pointer.headers.get('cache-control') === 'no-cache', 'the release pointer is served no-cache');
  const inFolder = await get(`${site}/remotes/remote-public/${folder}/mf-manifest.json`);
  check(inFolder.status === 200 && /immutable/.test(inFolder.headers.get('cache-control') ?? ''), 'a version folder is served immutable');
  for (const url of [`${site}/api/metrics`, `${site}/metrics`, `${site}/api/metrics/`]) {
    const answer = await get(url);
    check(answer.status === 404 && !answer.text.includes('process_cpu'), `${url.slice(site.length)} answers 404 to a guest (metrics only on the internal network)`);
  }
  const internal = spawnSync('podman', ['exec', container('api#1'), 'node', 'healthcheck.mjs', '/metrics', '9464'], { env }).status;
  check(internal === 0, 'the API\'s metrics answer on the internal network (port 9464)');
}

/**
 * The smoke's checkout was counted against the guest's address as nginx saw it (TRUST_PROXY=1),
 * not nginx's own: the rate limit rows are keyed by sha256('checkoutPerAddress:' + address).
 */
function clientAddressSeen() {
  const lines = podman('logs', container('edge')).split('\n').filter((l) => l.includes('"uri":"/shopify/checkout"') || l.includes('"uri":"/api/shopify/checkout"'));
  const client = lines.length ? JSON.parse(lines[0]).client : null;
  const edge = podman('inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', container('edge')).trim();
  const keys = psql('select key from rate_limits').split('\n');
  const counted = (address) => keys.includes(createHash('sha256').update(`checkoutPerAddress:${address}`).digest('hex'));
  check(client !== null && counted(client) && !counted(edge), `the API counts a checkout against the guest's address as nginx saw it (${client}), not nginx's (${edge})`);
}

function smoke() {
  const since = Date.now();
  const result = spawnSync(path.join(root, 'e2e/node_modules/.bin/playwright'), ['test', '-c', 'deploy.config.ts'], {
    cwd: path.join(root, 'e2e'),
    env: { ...env, DEPLOY_SITE_URL: site, DEPLOY_STORE_URL: store, DEPLOY_MAIL_URL: mail },
    stdio: 'inherit',
  });
  check(result.status === 0, `the Playwright smoke through nginx (${seconds(since)})`);
}

async function restartEach(load) {
  for (const service of ['api#1', 'api#2', 'page#1', 'page#2']) {
    const since = Date.now();
    const before = load.figures.reads + load.figures.writes;
    podman('restart', '--time', '30', container(service));
    await waitFor(`${service} healthy after its restart`, () => healthy(service), 90_000);
    log(`restarted ${service} in ${seconds(since)} (${load.figures.reads + load.figures.writes - before} requests meanwhile)`);
    await sleep(3000);
  }
}

async function killOne() {
  const name = container('api#1');
  const pid = Number(podman('inspect', '-f', '{{.State.Pid}}', name).trim());
  const restarts = Number(podman('inspect', '-f', '{{.RestartCount}}', name).trim());
  const since = Date.now();
  process.kill(pid, 'SIGKILL');
  log(`SIGKILL to api#1 (pid ${pid})`);
  await waitFor('api#1 restarted by its restart policy', () => Number(podman('inspect', '-f', '{{.RestartCount}}', name).trim()) > restarts, 60_000);
  await waitFor('api#1 healthy again', () => healthy('api#1'), 90_000);
  figures.push(`SIGKILL: api#1 back and healthy in ${seconds(since)}`);
  log(figures.at(-1));
  const address = podman('inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', name).trim();
  const back = Date.now();
  await sleep(8000);
  const served = podman('logs', '--since', new Date(back).toISOString(), container('edge'))
    .split('\n')
    .filter((l) => l.includes(`"upstream":"${address}:3000"`) && l.includes('"upstreamStatus":"200"')).length;
  check(served > 0, `api#1 is back in rotation: ${served} requests served by it (${address}) through nginx in 8 s`);
}

async function underLoad() {
  const since = Date.now();
  const load = startLoad({ site, store });
  await sleep(5000);
  await restartEach(load);
  const rolling = { reads: load.figures.reads, writes: load.figures.writes, failures: [...load.figures.readFailures, ...load.figures.writeFailures] };
  check(rolling.failures.length === 0, `rolling restart of api#1, api#2, page#1, page#2 under load: ${rolling.reads + rolling.writes} requests, ${rolling.failures.length} failed${rolling.failures.length ? `: ${rolling.failures.slice(0, 5).join('; ')}` : ''}`);
  const readsBefore = load.figures.readFailures.length;
  const writesBefore = load.figures.writeFailures.length;
  await killOne();
  const result = await load.stop();
  const readFailures = result.readFailures.slice(readsBefore);
  check(readFailures.length === 0, `SIGKILL of api#1 under load: ${readFailures.length} reads failed${readFailures.length ? `: ${readFailures.slice(0, 5).join('; ')}` : ''}`);
  figures.push(
    `load: ${result.reads} reads, ${result.writes} writes (${result.checkouts} checkouts, ${result.paid.length} paid, ${result.refused} refused by a rule) in ${seconds(since)}; ` +
      `checkouts or payments lost to the SIGKILL: ${result.writeFailures.length - writesBefore}; statuses ${JSON.stringify(result.byStatus)}`,
  );
  log(figures.at(-1));
  return result;
}

async function givingHolds(paidCount) {
  // the smoke paid one gift; the store's webhooks (retried) or the reconciliation bring the others in
  // (the demo data's own orders, `seed-<n>` at the store, are not the run's)
  const expected = paidCount + 1;
  const paid = () => Number(psql("select count(*) from pedidos where situacao = 'pago' and shopify_order_id not like 'seed-%'"));
  await waitFor(`${expected} paid orders recorded`, () => paid() >= expected, 120_000);
  check(paid() === expected, `every paid order recorded once (${expected})`);
  check(psql('select count(*) from (select lista_produto_id from pedido_itens where devolvido_em is null group by 1 having count(*) > 1) twice') === '0', 'no gift given twice');
  check(
    psql("select count(*) from pedidos p where situacao = 'pago' and coalesce(conferencia, '') <> 'pagamento_em_duplicidade' and not exists (select 1 from pedido_itens i where i.pedido_id = p.id and i.devolvido_em is null) and not exists (select 1 from vale_presentes v where v.pedido_id = p.id)") === '0',
    'no paid gift lost (each paid order gives its gift or its vale-presente, or is flagged as a duplicate payment)',
  );
  check(psql('select count(*) from lista_produtos lp where not lp.vendido and exists (select 1 from pedido_itens i where i.lista_produto_id = lp.id and i.devolvido_em is null)') === '0', 'every gift with a standing order shows as given');
}

async function migrationsTwice() {
  psql('create database lista_migracoes owner lista');
  const network = `${project}_default`;
  const once = () =>
    new Promise((resolve) => {
      const since = Date.now();
      const child = spawn('podman', ['run', '--rm', '--network', network, '-e', 'DATABASE_URL', '-e', 'API_MODE=production', image('api'), 'node', '--import', 'tsx', 'src/migrate.ts'], {
        env: withDatabase('postgres', 'lista_migracoes'),
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => resolve({ code, out: out.trim(), ms: Date.now() - since }));
    });
  const [a, b] = await Promise.all([once(), once()]);
  for (const r of [a, b]) log(`  migrate: exit ${r.code} in ${(r.ms / 1000).toFixed(1)} s: ${r.out.split('\n').at(-1)}`);
  const files = fs.readdirSync(path.join(root, 'api/drizzle')).filter((f) => f.endsWith('.sql')).length;
  const rows = psql('select count(*) from drizzle.__drizzle_migrations', 'lista_migracoes');
  check(a.code === 0 && b.code === 0 && rows === String(files), `the migrations step twice at once: both exit 0, each of the ${files} migrations applied once (${rows} rows)`);
}

async function backupAndRestore() {
  const since = Date.now();
  const backupDir = path.join(dir, 'backup');
  const slugsOf = async (api) => {
    const slugs = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = JSON.parse((await get(`${api}/lista/publica?page=${page}&limit=50`)).text);
      pages = answer.meta.totalPages;
      slugs.push(...answer.items.map((list) => list.slug));
    }
    return slugs;
  };
  const lists = await slugsOf(`${site}/api`);
  podman('exec', '-e', 'PGPASSWORD', container('postgres'), 'sh', '-c', 'rm -rf /tmp/backup && pg_basebackup -h 127.0.0.1 -U lista -D /tmp/backup -Ft -z -X stream -c fast');
  podman('cp', `${container('postgres')}:/tmp/backup`, backupDir);
  const size = fs.readdirSync(backupDir).reduce((n, f) => n + fs.statSync(path.join(backupDir, f)).size, 0);
  log(`pg_basebackup: ${(size / 1e6).toFixed(1)} MB (${fs.readdirSync(backupDir).join(', ')}) in ${seconds(since)}`);
  const volume = `${project}_restored`;
  podman('volume', 'create', volume);
  const pgdata = '/var/lib/postgresql/data';
  podman('run', '--rm', '--user', 'root', '-v', `${volume}:${pgdata}`, '-v', `${backupDir}:/backup:ro`, '--entrypoint', 'sh', 'localhost/postgres:17-trixie', '-c',
    `tar xzf /backup/base.tar.gz -C ${pgdata} && tar xzf /backup/pg_wal.tar.gz -C ${pgdata}/pg_wal && chown -R postgres:postgres ${pgdata} && chmod 700 ${pgdata}`);
  const network = `${project}_default`;
  podman('run', '-d', '--name', `${project}-restored-db`, '--network', network, '--network-alias', 'restored-db', '-v', `${volume}:${pgdata}`, '-e', 'POSTGRES_PASSWORD', 'localhost/postgres:17-trixie');
  run('podman', ['run', '-d', '--name', `${project}-restored-api`, '--network', network, '-p', `127.0.0.1:${port + 3}:3000`, '-e', 'DATABASE_URL', '-e', 'ROLE=web', image('api')], {
    env: withDatabase('restored-db', 'lista'),
  });
  const api = `http://127.0.0.1:${port + 3}`;
  await waitFor('the API on the restored database ready', async () => (await fetch(`${api}/health/ready`).catch(() => null))?.status === 200, 90_000);
  const restored = await slugsOf(api);
  let read = 0;
  for (const slug of lists) if ((await get(`${api}/lista/publica/slug/${slug}`)).status === 200) read += 1;
  check(restored.join() === lists.join() && read === lists.length, `backup restored into a fresh PostgreSQL: the API on it lists and reads every public list (${read} of ${lists.length}) in ${seconds(since)}`);
}

function cleanUp() {
  if (keep) return log(`--keep: the project ${project} stays (podman-compose -p ${project} -f ${dir}/compose.yaml down -v)`);
  const quiet = { allowFail: true, stdio: 'ignore' };
  const ids = run('podman', ['ps', '-aq', '--filter', `label=com.docker.compose.project=${project}`], { allowFail: true }).split('\n').filter(Boolean);
  run('podman', ['rm', '-f', '-t', '2', ...ids, `${project}-restored-db`, `${project}-restored-api`], quiet);
  const volumes = run('podman', ['volume', 'ls', '-q'], { allowFail: true }).split('\n').filter((v) => v.startsWith(`${project}_`));
  if (volumes.length) run('podman', ['volume', 'rm', '-f', ...volumes], quiet);
  run('podman', ['network', 'rm', '-f', `${project}_default`], quiet);
  run('podman', ['rmi', '-f', image('api'), image('page-server'), image('edge')], quiet);
  run('podman', ['image', 'prune', '-f'], quiet);
  fs.rmSync(dir, { recursive: true, force: true });
  log('cleaned up: containers, volumes, network and images of the run removed');
}

async function main() {
  const phase = async (name, fn) => {
    const since = Date.now();
    log(`— ${name}`);
    await fn();
    figures.push(`${name}: ${seconds(since)}`);
  };
  try {
    await phase('tools', ensureTools);
    await phase('base images', () => run('bash', [path.join(root, 'scripts/images/base-images.sh'), process.env.DEPLOY_IMAGES_DIR ?? '/var/tmp/lista-images'], { stdio: 'inherit' }));
    await phase('images', buildImages);
    writeProject();
    await phase('compose up', up);
    await phase('through the proxy', throughTheProxy);
    await phase('smoke', smoke);
    clientAddressSeen();
    let paid = 0;
    await phase('restarts and a kill under load', async () => (paid = (await underLoad()).paid.length));
    await phase('giving holds', () => givingHolds(paid));
    await phase('migrations twice', migrationsTwice);
    await phase('backup and restore', backupAndRestore);
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
    console.error(error);
  } finally {
    if (failures.length) {
      for (const service of ['edge', 'api#1', 'api#2', 'page#1', 'worker', 'store', 'migrate']) {
        let name = '';
        try {
          name = container(service);
        } catch {
          /* no container */
        }
        if (!name) continue;
        // the container's stdout and stderr (podman logs gives each on its own stream)
        const logs = spawnSync('podman', ['logs', '--tail', '15', name], { env, encoding: 'utf8' });
        console.log(`--- ${service} (last lines)\n${logs.stdout}${logs.stderr}`);
      }
    }
    cleanUp();
  }
  console.log(`\ndeploy: ${figures.join('\n        ')}`);
  console.log(`deploy: ${failures.length ? `FAILED (${failures.length}): ${failures.join(' | ')}` : 'passed'} in ${seconds(started)}`);
  process.exit(failures.length ? 1 : 0);
}

await main();
