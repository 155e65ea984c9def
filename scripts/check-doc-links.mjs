/**
 * The pointers into the documentation still resolve (issue 32 item 9):
 * - every `docs/decisions.md, "Title"` (or `decisions.md "Title"`) in the code, scripts and docs names
 *   a heading of docs/decisions.md that starts with that title;
 * - every entry of the index at the top of docs/decisions.md links to a heading that exists, and every
 *   heading is listed in the index, so a new decision is filed under its area;
 * - every relative link in README.md and docs/*.md names a file that exists.
 * Prints every broken pointer and exits 1, or prints a one-line summary.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SKIP = /(^|\/)(node_modules|dist|\.umi[^/]*|\.git|server\/openapi\.json)(\/|$)/;
const SOURCE = /\.(ts|tsx|mts|mjs|js|md)$|^\.ci\/run$/;

const decisionsText = fs.readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');
const headings = [...decisionsText.matchAll(/^## (.+)$/gm)].map((match) => match[1].trim());

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number} _-]/gu, '')
    .replace(/ /g, '-');
}

const problems = [];

function files(dir) {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map((name) => path.posix.join(dir, name.split(path.sep).join('/')))
    .filter((file) => !SKIP.test(file) && SOURCE.test(file) && fs.statSync(path.join(root, file)).isFile());
}

const scanned = [
  'README.md',
  '.ci/run',
  ...['docs', 'scripts', 'server/src', 'server/scripts', 'server/test', 'src', 'tests', 'config'].flatMap(files),
].filter((file) => file !== 'scripts/check-doc-links.mjs');
let references = 0;
for (const file of scanned) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const match of text.matchAll(/decisions\.md,?\s+["“]([^"”\n]{3,120})["”]/g)) {
    references++;
    const title = match[1].trim();
    if (!headings.some((heading) => heading.startsWith(title))) {
      problems.push(`${file}: docs/decisions.md has no heading starting "${title}"`);
    }
  }
}

const indexPart = decisionsText.split(/^## /m)[0];
const indexed = new Set();
for (const match of indexPart.matchAll(/\]\(#([^)]+)\)/g)) {
  indexed.add(match[1]);
  if (!headings.some((heading) => anchorOf(heading) === match[1])) {
    problems.push(`docs/decisions.md: the index links to #${match[1]}, which no heading has`);
  }
}
for (const heading of headings) {
  if (!indexed.has(anchorOf(heading))) {
    problems.push(`docs/decisions.md: "${heading}" is not in the index at the top: add it under its area`);
  }
}

let links = 0;
for (const file of ['README.md', ...files('docs').filter((name) => name.endsWith('.md'))]) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const match of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
    if (/^[a-z]+:/.test(match[1])) continue;
    links++;
    if (!fs.existsSync(path.join(root, path.dirname(file), match[1]))) {
      problems.push(`${file}: links to ${match[1]}, which does not exist`);
    }
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(
  `documentation pointers: ${references} decision references, ${indexed.size} index entries and ${links} file links resolve`,
);
