import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DatabaseHandle } from '../../db/client';

const NAME = /^centre-(\d{8}-\d{6})\.tar\.gz$/;

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * Writes a copy of the embedded database to DATA_DIR/backups/centre-YYYYMMDD-HHMMSS.tar.gz (under a
 * temporary name until complete, so a half-written file is never taken for a backup). PGlite answers
 * one statement at a time in this process, so the copy is taken between statements: what a crash at
 * that instant would leave, which PostgreSQL's own recovery turns into the last committed state when
 * the copy is restored. Returns the file's path.
 */
export async function writeBackup(database: DatabaseHandle, dataDir: string, now = new Date()): Promise<string> {
  if (!database.dumpDataDir) throw new Error('Backups here are for the embedded database; on PostgreSQL use pg_dump.');
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const target = path.join(dir, `centre-${stamp}.tar.gz`);
  const blob = await database.dumpDataDir();
  const partial = `${target}.partial`;
  fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(partial, target);
  return target;
}

/** Deletes all but the newest `keep` backups; returns the deleted files' names. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const dir = backupsDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  const names = fs
    .readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();
  const old = names.slice(Math.max(keep, 1));
  for (const name of old) fs.rmSync(path.join(dir, name));
  return old;
}

/**
 * Replaces DATA_DIR's database with a backup. The current one is kept beside it as
 * pgdata.before-restore-<time>, never deleted. The caller makes sure no server uses the folder.
 */
export async function restoreBackup(dataDir: string, file: string, now = new Date()): Promise<string | undefined> {
  const archive = fs.readFileSync(file);
  const pgdata = path.join(dataDir, 'pgdata');
  let keptAside: string | undefined;
  if (fs.existsSync(pgdata)) {
    keptAside = `${pgdata}.before-restore-${now.toISOString().replace(/[-:.]/g, '')}`;
    fs.renameSync(pgdata, keptAside);
  }
  const client = await PGlite.create(pgdata, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([archive]),
  });
  await client.query('select 1');
  await client.close();
  return keptAside;
}
