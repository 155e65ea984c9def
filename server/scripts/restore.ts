/**
 * `npm run restore -- <backup file>`: replaces the embedded database in DATA_DIR with the backup (stop
 * the server first). The database it replaces is kept beside it, and the restored one is checked: it
 * opens, its migrations apply, and every student's voucher balance equals the sum of its ledger.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { restoreBackup } from '../src/modules/backups/backups';
import { loadConfig } from '../src/plugins/env';

const config = loadConfig();
const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run restore -- <DATA_DIR/backups/centre-….tar.gz>');
  process.exit(1);
}
const lockPath = path.join(config.dataDir, 'server.lock');
if (fs.existsSync(lockPath)) {
  const holder = Number(fs.readFileSync(lockPath, 'utf8'));
  try {
    process.kill(holder, 0);
    console.error(`A server (process ${holder}) is using ${config.dataDir}: stop it first.`);
    process.exit(1);
  } catch {}
}
const keptAside = await restoreBackup(config.dataDir, path.resolve(file));
const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
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
