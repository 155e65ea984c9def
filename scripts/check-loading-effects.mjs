/**
 * Components load data through one hook, `useLoaded` (src/components/SectionLoading/use-loaded.ts): it
 * drops a late answer, keeps the last data while reloading and offers reload. This fails on a new
 * hand-written loading effect in src/, recognised by its stale-answer flag (`let current = true`,
 * `let cancelled = false`, `let ignore = false`, …), so the next screen uses the hook instead.
 * Prints every occurrence and exits 1, or prints a one-line summary.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
const SKIP = /(^|\/)(\.umi[^/]*|__tests__)(\/|$)|^services\/|\.test\.tsx?$/;
/**
 * The hook itself tracks whether an answer is still wanted. The offline queue's hook is a subscription
 * (device events, the service worker's messages) that also sends, not a load of one answer.
 */
const ALLOWED = new Set([
  'components/SectionLoading/use-loaded.ts',
  'pages/teacher-confirmation/offline/use-pending-lesson-actions.ts',
]);
const FLAG = /\blet\s+(current|cancell?ed|ignore|active|alive|mounted|stale|isMounted)\s*=\s*(true|false)\b/;

const srcDir = path.join(root, 'src');
const files = fs
  .readdirSync(srcDir, { recursive: true })
  .map((name) => name.split(path.sep).join('/'))
  .filter((file) => SOURCE.test(file) && !SKIP.test(file) && !ALLOWED.has(file));

const found = [];
for (const file of files) {
  const lines = fs.readFileSync(path.join(srcDir, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (FLAG.test(line)) found.push(`src/${file}:${index + 1}: ${line.trim()}`);
  });
}

if (found.length > 0) {
  console.error(
    `Hand-written loading effects (scripts/check-loading-effects.mjs): load with useLoaded from '@/components/SectionLoading/use-loaded' instead.\n${found.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Loading effects: ${files.length} client files checked, none hand-written.`);
