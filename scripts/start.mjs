/**
 * `npm start`: builds what is missing or out of date, then runs the server (API + built SPA on one
 * port). On a fresh clone the first start builds everything; later starts skip the build unless a
 * source file changed since.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const OUTPUTS = [
  'dist/index.html',
  'server/dist/server.mjs',
  'server/dist/pglite-worker.mjs',
  'server/dist/busy-parse-worker.mjs',
].map((file) => path.join(root, file));
const SOURCES = ['src', 'config', 'public', 'server/src', 'server/drizzle', '.umirc.ts', 'package-lock.json'];
const GENERATED = /(^|\/)\.umi(-production|-test)?(\/|$)/;

function newestSourceTime() {
  let newest = 0;
  const visit = (entry) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full) || GENERATED.test(entry)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full)) visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  SOURCES.forEach(visit);
  return newest;
}

function buildIsCurrent() {
  if (!OUTPUTS.every((file) => fs.existsSync(file))) return false;
  const builtAt = Math.min(...OUTPUTS.map((file) => fs.statSync(file).mtimeMs));
  return builtAt >= newestSourceTime();
}

if (!buildIsCurrent()) {
  console.log('Building the app (first start, or sources changed since the last build)…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Build finished in ${Math.round((Date.now() - started) / 1000)} s.`);
}

process.chdir(root);
await import(path.join(root, 'server/dist/server.mjs'));
