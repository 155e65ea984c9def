/**
 * Prints the URL → module table of docs/url-to-module.md from the routes files: every
 * `app.<method>('/…'` of server/src/modules/<module>/**\/*.routes.ts (and platform/'s). `--check` fails when
 * the doc differs.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const doc = path.join(root, 'docs/url-to-module.md');
const rows = [];
// The modules, and platform/ (health) beneath them; a module's area is its folder (messaging/email).
for (const [base, prefix] of [
  ['server/src/modules', ''],
  ['server/src/platform', 'platform/'],
]) {
  for (const name of fs.readdirSync(path.join(root, base), { recursive: true })) {
    const file = String(name).split(path.sep).join('/');
    if (!file.endsWith('.routes.ts')) continue;
    const text = fs.readFileSync(path.join(root, base, file), 'utf8');
    for (const match of text.matchAll(/app\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)) {
      const module = prefix + path.posix.dirname(file);
      const url = match[2];
      const misplaced = url.split('/')[1] !== path.posix.basename(module) ? ' ◂' : '';
      rows.push(`| \`${url}\` | ${match[1].toUpperCase()} | \`${module}\`${misplaced} | ${path.basename(file)} |`);
    }
  }
}
rows.sort();
const table = ['| URL (under /api) | method | module | routes file |', '|---|---|---|---|', ...rows].join('\n');
if (process.argv.includes('--check')) {
  const current = fs.readFileSync(doc, 'utf8');
  if (!current.includes(table)) {
    console.error('docs/url-to-module.md is stale: run `node scripts/url-to-module.mjs` and paste its table.');
    process.exit(1);
  }
  console.log(`docs/url-to-module.md lists all ${rows.length} routes.`);
} else console.log(table);
