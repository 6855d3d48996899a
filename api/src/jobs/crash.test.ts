/**
 * A mail survives the death of its process (docs/decisions/033): a real API process (tsx
 * src/server.ts, ROLE=both, demo mode, an embedded database in a temporary folder) sends a sign-in
 * mail to an SMTP server that takes the message and never answers; the process is killed
 * (SIGKILL) mid-send; a new process on the same data delivers the mail once its lease
 * (JOBS_LEASE_SECONDS=2) has expired, with the same Message-ID.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DEMO_CUSTOMERS } from '../seed/fixtures';
import { eventually, freePort, startApi } from '../test/process';

const EMAIL = DEMO_CUSTOMERS.maria.email;

const hung: ParsedMail[] = [];
const accepted: ParsedMail[] = [];
let smtp: SMTPServer;
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      void simpleParser(stream).then((mail) => {
        // the first message is taken and never answered, as a server that hangs mid-send
        if (hung.length === 0) hung.push(mail);
        else {
          accepted.push(mail);
          callback();
        }
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lista-crash-'));
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('a mail whose process was killed mid-send is delivered after the restart, once, with its Message-ID', async () => {
  const port = await freePort();
  const env = {
    API_MODE: 'demo',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    JOBS_LEASE_SECONDS: '2',
    MAIL_RETRY_SECONDS: '1',
    JOBS_POLL_SECONDS: '0.5',
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'info',
  };
  const log: string[] = [];
  const first = await startApi(env, log);
  children.push(first);
  const api = `http://127.0.0.1:${port}`;
  const health = await fetch(`${api}/health`);
  const cookies = health.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
  const asked = await fetch(`${api}/auth/request-magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: EMAIL }),
  });
  expect(asked.status).toBe(200);
  const sending = await eventually(() => hung[0], 30_000);
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));
  expect(accepted).toHaveLength(0);

  const second = await startApi(env, log);
  children.push(second);
  const delivered = await eventually(() => accepted[0], 60_000);
  expect(delivered.to && 'text' in delivered.to ? delivered.to.text : '').toContain(EMAIL);
  expect(delivered.messageId).toBe(sending.messageId);
  expect(delivered.text).toMatch(/\/auth\/magic\?/);
  // once: nothing else arrives
  await new Promise((r) => setTimeout(r, 3000));
  expect(accepted).toHaveLength(1);
  second.kill('SIGTERM');
  await new Promise((resolve) => second.once('exit', resolve));
}, 180_000);
