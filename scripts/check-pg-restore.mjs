/**
 * CI's PostgreSQL restore check (issue 18): `node scripts/check-pg-restore.mjs <postgres server URL>`.
 * Fills a new database with the demo centre (`npm run seed:demo`), backs it up with `npm run backup`,
 * restores the file into a second new database with `npm run restore`, and compares every table of
 * both (row count and a digest of all rows). Both databases and the backup folder are removed after.
 * Needs only the repository, a PostgreSQL server and its client programs (pg_dump, pg_restore).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const server = process.argv[2] ?? process.env.DATABASE_URL;
if (!server) {
  console.error('Usage: node scripts/check-pg-restore.mjs postgres://user:password@host:5432/postgres');
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const suffix = randomBytes(4).toString('hex');
const source = `restore_check_source_${suffix}`;
const target = `restore_check_target_${suffix}`;
const urlOf = (name) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-check-'));

async function onServer(statement) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function npm(args, databaseUrl) {
  const result = spawnSync('npm', ['run', '--silent', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
  if (result.status !== 0) throw new Error(`npm run ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

/** Every table of the public and pgboss schemas: its row count and an md5 of its rows in a fixed order. */
async function fingerprint(name) {
  const client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  try {
    const { rows: tables } = await client.query(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'pgboss', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    );
    const prints = {};
    for (const table of tables) {
      const qualified = `"${table.schema}"."${table.name}"`;
      const { rows } = await client.query(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${qualified} t`,
      );
      prints[qualified] = rows[0];
    }
    return prints;
  } finally {
    await client.end();
  }
}

let failed = false;
try {
  await onServer(`create database ${source}`);
  await onServer(`create database ${target}`);
  npm(['seed:demo'], urlOf(source));
  const file = npm(['backup'], urlOf(source)).split('\n').at(-1);
  console.log(`backup: ${path.basename(file)} (${fs.statSync(file).size} bytes)`);
  console.log(npm(['restore', '--', file], urlOf(target)).split('\n').at(-1));
  const [before, after] = [await fingerprint(source), await fingerprint(target)];
  const tables = Object.keys(before);
  const differing = tables.filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]));
  const missing = Object.keys(after).length !== tables.length;
  const total = tables.reduce((sum, table) => sum + before[table].rows, 0);
  if (differing.length || missing || total === 0) {
    failed = true;
    console.error(
      `Restore differs from the original: ${differing.join(', ') || 'table list'}${total === 0 ? ' (no rows seeded)' : ''}`,
    );
  } else {
    console.log(`PostgreSQL restore check passed: ${tables.length} tables, ${total} rows, every table identical.`);
  }
} finally {
  await onServer(`drop database if exists ${source} with (force)`);
  await onServer(`drop database if exists ${target} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
