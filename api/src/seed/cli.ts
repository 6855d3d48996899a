/** `pnpm --filter api run seed`: migrates and seeds the configured database (idempotent). */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { seed } from './index';
import { DEMO_CUSTOMERS, DEMO_USERS } from './fixtures';

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await seed(database.db, { dataDir: config.dataDir, images: true, log: (l) => console.log(l) });
  } finally {
    await database.close();
  }
  console.log(`seed: done in ${Date.now() - started} ms (${database.kind})`);
  console.log('Demo sign-ins:');
  for (const u of Object.values(DEMO_USERS)) console.log(`  staff ${u.codigo} / ${u.senha} (${u.nome})`);
  for (const c of Object.values(DEMO_CUSTOMERS)) console.log(`  customer ${c.email} (magic link: the demo outbox, whose address pnpm start prints)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
