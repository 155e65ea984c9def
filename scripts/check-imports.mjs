/**
 * The one-way import rules (design.md §2 and §3), checked on every source file so that a module or page
 * added tomorrow is covered without being listed here. Biome's noImportCycles catches cycles between
 * files; this catches what it cannot see:
 * - server/src/lib, db, plugins and platform never import server/src/modules (the app wires modules into
 *   plugins; platform/ is the floor under the modules: job queue, mail and SMS transport, backups, health);
 * - a module reaches another only through its public face, `modules/<name>/index.ts` (bulletproof-react's
 *   restricted zones): an import of another module's inner file is refused, naming the mend;
 * - no cycle between modules (schedules → schedule-confirmation → schedules is a cycle even when no file
 *   imports itself back);
 * - a module's routes (`*.routes.ts`) import, of their own module, only its front door: `*.service.ts`,
 *   `*.schemas.ts`, other `*.routes.ts` and `index.ts` (so one file lists what the routes reach);
 * - a background job is defined only in the job registry: a pg-boss `define`, `work` or `schedule` call
 *   anywhere in server/ but server/src/platform/jobs/ is refused (a job is a `<name>.job.ts` listed in
 *   app.ts's JOBS; tests of the queue itself may call it);
 * - a screen never imports another screen: src/pages/<screen>/… imports only its own folder (nested
 *   pages share their group's components/), src/components, src/utils and the like. Test files may share
 *   fixtures across screens.
 * Prints every violation and exits 1, or prints a one-line summary.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ts = createRequire(import.meta.url)('typescript');

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIP = /(^|\/)(node_modules|dist|\.umi[^/]*)(\/|$)|^src\/services\//;

function sourceFiles(dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true })
    .map((name) => path.posix.join(dir, name.split(path.sep).join('/')))
    .filter((file) => SOURCE.test(file) && !SKIP.test(file));
}

/** The repository path an import names, or undefined for packages. '@/x' is umi's alias for src/x. */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else return undefined;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = base + suffix;
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return base;
}

function importsOf(file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((entry) => ({ specifier: entry.fileName, target: resolve(file, entry.fileName) }));
}

const moduleOf = (file) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const serverLayerOf = (file) => /^server\/src\/(lib|db|plugins|platform)\//.exec(file)?.[1];
/** A screen is a top-level folder of src/pages (the menu group: `student` holds the dashboard too). */
const screenOf = (file) => /^src\/pages\/([^/]+)\//.exec(file)?.[1];
/** What a routes file may import from its own module: its services, schemas, routes and index.ts. */
const FRONT_DOOR = /(\.service|\.schemas|\.routes|\/index)\.ts$/;
const isTest = (file) => /(^|\/)__tests__\/|\.test\.tsx?$|\.fixture\.tsx?$/.test(file);

const violations = [];
const moduleEdges = new Map();
let checked = 0;

/** The job queue and its registry are the only places that define, work or schedule jobs. */
const JOB_CALL = /\.\s*(define|work|schedule)\s*(<[^>()]*>)?\s*\(/g;
const JOB_REGISTRY = /^server\/src\/platform\/jobs\//;
for (const file of [...sourceFiles('server/src'), ...sourceFiles('server/scripts')]) {
  if (JOB_REGISTRY.test(file)) continue;
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const match of text.matchAll(JOB_CALL)) {
    const line = text.slice(0, match.index).split('\n').length;
    violations.push(
      `${file}:${line} calls '.${match[1]}(': jobs are defined in one registry: declare it with defineJob in a <name>.job.ts beside its code and list it in app.ts's JOBS (server/src/platform/jobs/job-registry.ts)`,
    );
  }
}

for (const file of [...sourceFiles('server/src'), ...sourceFiles('src')]) {
  checked++;
  for (const { specifier, target } of importsOf(file)) {
    if (!target) continue;
    const layer = serverLayerOf(file);
    const from = moduleOf(file);
    const to = moduleOf(target);
    if (layer && to) violations.push(`${file} imports '${specifier}': server/src/${layer} must not import modules`);
    if (from && from === to && file.endsWith('.routes.ts') && !FRONT_DOOR.test(target)) {
      violations.push(
        `${file} imports '${specifier}': routes import only their module's *.service.ts, *.schemas.ts or index.ts (re-export it from index.ts)`,
      );
    }
    if (from && to && from !== to && target !== `server/src/modules/${to}/index.ts`) {
      let front = path.posix.relative(path.posix.dirname(file), `server/src/modules/${to}`);
      if (!front.startsWith('.')) front = `./${front}`;
      violations.push(
        `${file} imports '${specifier}': another module is reached only through its index.ts: import it from '${front}' (add it to server/src/modules/${to}/index.ts)`,
      );
    }
    if (from && to && from !== to) {
      if (!moduleEdges.has(from)) moduleEdges.set(from, new Map());
      const edges = moduleEdges.get(from);
      if (!edges.has(to)) edges.set(to, `${file} → ${target}`);
    }
    const screen = screenOf(file);
    const other = screenOf(target);
    if (screen && other && screen !== other && !isTest(file)) {
      violations.push(
        `${file} imports '${specifier}': a screen never imports another screen (src/pages/${other}); move what both use to src/components/`,
      );
    }
  }
}

// Cycles between modules: Tarjan's strongly connected components; any with two or more modules is a cycle.
function moduleCycles() {
  let index = 0;
  const stack = [];
  const state = new Map();
  const cycles = [];
  const visit = (node) => {
    const entry = { index, low: index, onStack: true };
    index++;
    state.set(node, entry);
    stack.push(node);
    for (const next of moduleEdges.get(node)?.keys() ?? []) {
      if (!state.has(next)) {
        visit(next);
        entry.low = Math.min(entry.low, state.get(next).low);
      } else if (state.get(next).onStack) entry.low = Math.min(entry.low, state.get(next).index);
    }
    if (entry.low === entry.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component);
    }
  };
  for (const node of moduleEdges.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

for (const cycle of moduleCycles()) {
  const members = new Set(cycle);
  const edges = cycle.flatMap((from) =>
    [...(moduleEdges.get(from) ?? [])].filter(([to]) => members.has(to)).map(([, where]) => `    ${where}`),
  );
  violations.push(`modules import each other in a cycle: ${cycle.sort().join(', ')}\n${edges.join('\n')}`);
}

if (violations.length > 0) {
  console.error(`Import rules broken (scripts/check-imports.mjs):\n${violations.map((v) => `  ${v}`).join('\n')}`);
  process.exit(1);
}
const moduleCount = new Set([...moduleEdges.keys(), ...[...moduleEdges.values()].flatMap((m) => [...m.keys()])]).size;
console.log(
  `Import rules hold: ${checked} files, ${moduleCount} modules importing one way, no screen imports another.`,
);
