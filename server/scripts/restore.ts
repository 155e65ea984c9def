/**
 * `npm run restore -- <backup file>`: replaces the embedded database in DATA_DIR with the backup (stop
 * the server first). The database it replaces is kept beside it, and the restored one is checked: it
 * opens, its migrations apply, and every student's voucher balance equals the sum of its ledger.
 * With DATABASE_URL: `pg_restore` of a `centre-….dump` into that database, which must be new and empty;
 * then the same checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { restoreBackup } from '../src/platform/backups/backups';
import { restorePostgresBackup } from '../src/platform/backups/postgres-backups';
import { loadConfig } from '../src/plugins/env';

const config = loadConfig();
const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run restore -- <DATA_DIR/backups/centre-….tar.gz, or centre-….dump with DATABASE_URL>');
  process.exit(1);
}
let keptAside: string | undefined;
let database: Awaited<ReturnType<typeof openDatabase>>;
if (config.databaseUrl) {
  // PostgreSQL: restored into the (new, empty) database DATABASE_URL names, never over a live one.
  const probe = await openPostgresProbe(config.databaseUrl);
  if (probe > 0) {
    console.error('DATABASE_URL names a database that already has tables: restore into a new, empty database.');
    process.exit(1);
  }
  restorePostgresBackup(config.databaseUrl, path.resolve(file));
  database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
} else {
  keptAside = await restoreEmbedded();
  database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir, worker: config.pgliteWorker });
}

async function openPostgresProbe(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    return rows[0].tables;
  } finally {
    await client.end();
  }
}

async function restoreEmbedded() {
  const lockPath = path.join(config.dataDir, 'server.lock');
  if (fs.existsSync(lockPath)) {
    const holder = Number(fs.readFileSync(lockPath, 'utf8'));
    try {
      process.kill(holder, 0);
      console.error(`A server (process ${holder}) is using ${config.dataDir}: stop it first.`);
      process.exit(1);
    } catch {}
  }
  return restoreBackup(config.dataDir, path.resolve(file));
}

try {
  const { rows } = await database.db.execute<{ mismatched: number; students: number }>(sql`
    select count(*) filter (where s.voucher_balance <> coalesce(l.total, 0))::int as mismatched, count(*)::int as students
    from students s left join (select student_id, sum(amount) as total from voucher_ledger_entries group by student_id) l
      on l.student_id = s.id`);
  const [{ mismatched, students }] = rows;
  if (mismatched > 0) {
    console.error(`Restored, but ${mismatched} of ${students} students' balances differ from their ledgers.`);
    process.exitCode = 1;
  } else {
    console.log(`Restored ${file}: ${students} students, every balance equal to its ledger.`);
  }
  if (keptAside) console.log(`The database it replaced is kept in ${keptAside}.`);
} finally {
  await database.close();
}
