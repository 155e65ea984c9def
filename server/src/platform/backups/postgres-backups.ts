import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { backupsDir } from './backups';

/** Runs a PostgreSQL client program; its own message is the error when it fails. */
function run(program: string, args: string[]) {
  const result = spawnSync(program, args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(`${program} could not run (${result.error.message}): install the PostgreSQL client.`);
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr.trim()}`);
}

/**
 * `pg_dump -Fc` of the database at `url` to DATA_DIR/backups/centre-YYYYMMDD-HHMMSS.dump (under a
 * temporary name until complete). pg_dump reads one snapshot, so the copy is consistent while the
 * servers write. Returns the file's path.
 */
export function writePostgresBackup(url: string, dataDir: string, now = new Date()): string {
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const target = path.join(dir, `centre-${stamp}.dump`);
  const partial = `${target}.partial`;
  run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, url]);
  fs.renameSync(partial, target);
  return target;
}

/** `pg_restore` of a `.dump` into the database at `url`, in one transaction: all of it or nothing. */
export function restorePostgresBackup(url: string, file: string) {
  run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}
