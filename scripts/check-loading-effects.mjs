/**
 * Components load data through one hook, `useLoaded` (src/components/SectionLoading/use-loaded.ts): it
 * drops a late answer, keeps the last data while reloading and offers reload. This fails on a
 * hand-written loading effect in src/, so the next screen uses the hook instead. Two kinds are found:
 * - a stale-answer flag (`let current = true`, `let cancelled = false`, `let ignore = false`, …);
 * - a `useEffect` that calls a function imported from '@/services/api/…', in its body or through a
 *   `useCallback` of the same file that it calls or is given (`useEffect(load, [load])`).
 * Prints every occurrence and exits 1, or prints a one-line summary. An optional argument checks another
 * src/ folder (e.g. an older tree unpacked elsewhere).
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
/**
 * Effects that call the API but do not load: they send. Each with its reason; the rest of the file is
 * still checked for flags and for other effects.
 */
const EFFECTS_ALLOWED = new Map([
  [
    'pages/user/activate/index.tsx',
    // The activation key is single-use: the effect sends it once (a ref stops a re-run sending it again).
    // The hook would abort and load again on a re-run or reload, which for a write is wrong.
    new Set(['activateAccount']),
  ],
  [
    'pages/portal/buy/index.tsx',
    // Back from the card's authentication page the effect asks the server to confirm the order (a POST
    // that records the purchase once, asked again while the provider says "processing"): it sends.
    new Set(['confirmPortalVoucherOrder']),
  ],
]);
const FLAG = /\blet\s+(current|cancell?ed|ignore|active|alive|mounted|stale|isMounted)\s*=\s*(true|false)\b/;

const srcDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'src');
const files = fs
  .readdirSync(srcDir, { recursive: true })
  .map((name) => name.split(path.sep).join('/'))
  .filter((file) => SOURCE.test(file) && !SKIP.test(file) && !ALLOWED.has(file));

/** Names a file imports (as it uses them) from '@/services/api/…'; `import type` brings no function. */
function apiImports(text) {
  const names = new Set();
  const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@\/services\/api\/[^'"]+['"]/g;
  for (const [, typeOnly, list] of text.matchAll(IMPORT)) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(
        spec
          .split(/\s+as\s+/)
          .pop()
          .trim(),
      );
    }
  }
  return names;
}

/** The text between the bracket at `open` and its partner (strings and comments skipped roughly). */
function bracketed(text, open) {
  const pairs = { '(': ')', '[': ']', '{': '}' };
  const stack = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1 || text.length;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

const calls = (body, names) => [...names].filter((name) => new RegExp(`\\b${name}\\s*\\(`).test(body));
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Effects in `text` that call an API function, directly or through a same-file useCallback. */
function apiEffects(text, allowed) {
  const api = new Set([...apiImports(text)].filter((name) => !allowed.has(name)));
  if (api.size === 0) return [];
  // `const load = useCallback(...)` whose body calls the API: calling or passing `load` counts too.
  const loaders = new Map();
  for (const match of text.matchAll(/\bconst\s+(\w+)\s*=\s*useCallback\s*\(/g)) {
    const called = calls(bracketed(text, match.index + match[0].length - 1), api);
    if (called.length > 0) loaders.set(match[1], called);
  }
  const found = [];
  for (const match of text.matchAll(/\buseEffect\s*\(/g)) {
    const args = bracketed(text, match.index + match[0].length - 1);
    const direct = calls(args, api);
    const first = args.trim().match(/^(\w+)\s*,/)?.[1];
    const through = [...loaders.keys()].filter((name) => name === first || new RegExp(`\\b${name}\\s*\\(`).test(args));
    if (direct.length > 0 || through.length > 0) {
      const what = [...direct, ...through.map((name) => `${name} → ${loaders.get(name).join(', ')}`)].join('; ');
      found.push({ line: lineOf(text, match.index), what });
    }
  }
  return found;
}

const found = [];
for (const file of files) {
  const text = fs.readFileSync(path.join(srcDir, file), 'utf8');
  text.split('\n').forEach((line, index) => {
    if (FLAG.test(line)) found.push(`src/${file}:${index + 1}: ${line.trim()}`);
  });
  for (const effect of apiEffects(text, EFFECTS_ALLOWED.get(file) ?? new Set())) {
    found.push(`src/${file}:${effect.line}: useEffect calls the API (${effect.what})`);
  }
}

if (found.length > 0) {
  console.error(
    `Hand-written loading effects (scripts/check-loading-effects.mjs): load with useLoaded from '@/components/SectionLoading/use-loaded' instead.\n${found.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Loading effects: ${files.length} client files checked, none hand-written (no guard flag, no effect calling '@/services/api').`,
);
