/**
 * Builds the migrated database every API test file starts from, once per run, so that 50 files do not
 * each apply every migration (scripts/run-api-tests.mjs runs this first):
 * - PGlite: migrates an in-memory database and writes its dumped data folder to the path given;
 * - PostgreSQL (DATABASE_URL): migrates a new database of the name given, which each test file then
 *   copies with CREATE DATABASE … TEMPLATE; `--drop NAME` removes it at the end.
 * Usage: tsx server/test/helpers/template.ts (pglite FILE | postgres NAME | drop NAME)
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase } from '../../src/db/client';
import { migrationsFolder } from '../../src/db/migrations-folder';
import * as schema from '../../src/db/schema';
import { withAdminClient } from './database';

const [what, target] = process.argv.slice(2);
if (!target) throw new Error('usage: template.ts (pglite FILE | postgres NAME | drop NAME)');

if (what === 'pglite') {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle({ client, schema, casing: 'snake_case' }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  await client.close();
} else {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  if (what === 'postgres') {
    await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${target}`));
    const url = new URL(serverUrl);
    url.pathname = `/${target}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await handle.close();
  } else {
    await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`));
  }
}
