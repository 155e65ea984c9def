/**
 * Runs the API suite (server/test/**\/*.test.ts) with Node's test runner and tsx.
 * Node 20 does not expand test globs itself, so the files are listed here.
 * Files run one at a time: each builds its own app and database.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
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
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...selected], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
