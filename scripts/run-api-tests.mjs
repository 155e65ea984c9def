/**
 * Runs the API suite (server/test/**\/*.test.ts) with Node's test runner and tsx.
 * Node 20 does not expand test globs itself, so the files are listed here.
 * Every file builds its own app over its own database, so files run side by side, one per core
 * (API_TEST_CONCURRENCY overrides). The database each file opens starts as a copy of one migrated
 * template built first (server/test/helpers/template.ts): a dumped PGlite data folder, or with
 * DATABASE_URL a PostgreSQL template database; migrating every file's database took most of the suite's time.
 * Arguments: parts of file names to run only those files.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const files = fs
  .readdirSync(path.join(root, 'server/test'), { recursive: true })
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => path.join('server/test', name))
  .sort();
const only = process.argv.slice(2);
const selected = only.length ? files.filter((file) => only.some((part) => file.includes(part))) : files;
if (selected.length === 0) {
  console.error('No API test files matched.');
  process.exit(1);
}

const concurrency = Number(process.env.API_TEST_CONCURRENCY) || Math.max(1, os.availableParallelism());
const postgres = Boolean(process.env.DATABASE_URL);
const tsx = (args, env = process.env) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: root, stdio: 'inherit', env });

const env = { ...process.env };
let cleanUp = () => {};
const template = postgres
  ? `test_template_${randomBytes(6).toString('hex')}`
  : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-tests-')), 'template.tar');
const made = tsx(['server/test/helpers/template.ts', postgres ? 'postgres' : 'pglite', template]);
if (made.status !== 0) {
  console.error('Could not build the migrated template database.');
  process.exit(made.status ?? 1);
}
if (postgres) {
  env.TEST_PG_TEMPLATE = template;
  cleanUp = () => tsx(['server/test/helpers/template.ts', 'drop', template]);
} else {
  env.TEST_PGLITE_TEMPLATE = template;
  cleanUp = () => fs.rmSync(path.dirname(template), { recursive: true, force: true });
}
const templateSeconds = (Date.now() - started) / 1000;

let status = 1;
try {
  const result = tsx(['--test', `--test-concurrency=${concurrency}`, ...selected], env);
  status = result.status ?? 1;
} finally {
  cleanUp();
}
console.log(
  `API tests: ${selected.length} files on ${postgres ? 'PostgreSQL' : 'PGlite'}, ${concurrency} at a time, ` +
    `template ${templateSeconds.toFixed(0)} s, total ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(status);
