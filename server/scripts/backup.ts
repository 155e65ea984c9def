/**
 * `npm run backup`: writes a copy of the embedded database to DATA_DIR/backups and prints its path.
 * With DATABASE_URL it writes `pg_dump -Fc` of that database there instead (centre-….dump).
 * While a server runs on the folder it asks that server for the copy (SIGUSR2: only it may open the
 * database); otherwise it opens the database itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { backupsDir, writeBackup } from '../src/platform/backups/backups';
import { writePostgresBackup } from '../src/platform/backups/postgres-backups';
import { loadConfig } from '../src/plugins/env';

const config = loadConfig();
if (config.databaseUrl) {
  console.log(writePostgresBackup(config.databaseUrl, config.dataDir));
  process.exit(0);
}
const lockPath = path.join(config.dataDir, 'server.lock');
const holder = fs.existsSync(lockPath) ? Number(fs.readFileSync(lockPath, 'utf8')) : 0;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (holder && alive(holder)) {
  const dir = backupsDir(config.dataDir);
  const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  process.kill(holder, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const added = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter(
      (name) => name.endsWith('.tar.gz') && !before.has(name),
    );
    if (added.length) {
      console.log(path.join(dir, added.sort().at(-1) ?? ''));
      break;
    }
    if (Date.now() > deadline) {
      console.error(`The server (process ${holder}) wrote no backup within 2 minutes: see its log.`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} else {
  const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir, worker: config.pgliteWorker });
  try {
    console.log(await writeBackup(database, config.dataDir));
  } finally {
    await database.close();
  }
}
