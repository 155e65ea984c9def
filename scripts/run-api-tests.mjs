/**
 * Runs the API suite (server/test/**\/*.test.ts) with Node's test runner and tsx.
 * Node 20 does not expand test globs itself, so the files are listed here.
 *
 * Every file builds its own app over its own database, so files do not need a process each: the files
 * are dealt into a few groups of about equal size, and each group runs in one Node process
 * (`--test-isolation=none`, one file after another), as many groups at a time as this machine has cores
 * (API_TEST_CONCURRENCY overrides). Starting Node, tsx, the server's ~300 modules and PGlite's
 * WebAssembly once per group instead of once per file more than halved the suite's CPU time
 * (docs/decisions.md, "The test loop"). A file that sets `process.env.…` at its top (a time zone) would
 * set it for the files after it, so such a file gets a process of its own. API_TEST_ISOLATION=process
 * runs every file in a process of its own, as before (to rule out one file disturbing another).
 *
 * The database each file opens starts as a copy of one migrated template built first
 * (server/test/helpers/template.ts): a dumped PGlite data folder, or with DATABASE_URL a PostgreSQL
 * template database; migrating every file's database took most of the suite's time.
 * Arguments: parts of file names to run only those files.
 */
import { spawn, spawnSync } from 'node:child_process';
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
// The project's Node (the `node` package, 24) when installed: `node scripts/run-api-tests.mjs` typed on a
// machine whose own Node is 20 still gets a runner that can share a process between files.
const projectNode = path.join(root, 'node_modules/.bin/node');
const nodeBinary = fs.existsSync(projectNode) ? projectNode : process.execPath;
const tsx = (args, env = process.env) =>
  spawnSync(nodeBinary, ['--import', 'tsx', ...args], { cwd: root, stdio: 'inherit', env });

/** `--test-isolation=none` is Node 23.6+ (22.8–23.5 call it --experimental-test-isolation). */
function sharesProcesses() {
  if (process.env.API_TEST_ISOLATION === 'process') return false;
  const version = spawnSync(nodeBinary, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  const [major, minor] = version.split('.').map(Number);
  return major > 23 || (major === 23 && minor >= 6);
}

/** A file that assigns process.env at its top level changes the process for every file after it. */
const needsOwnProcess = (file) => /^process\.env\.\w+\s*=/m.test(fs.readFileSync(path.join(root, file), 'utf8'));

/**
 * Groups of files, heaviest first. The file's size stands for its cost; three groups per process slot
 * leave the slots about evenly busy at the end of the run without starting many processes.
 */
function groupFiles(list) {
  const alone = list.filter(needsOwnProcess).map((file) => [file]);
  const shared = list.filter((file) => !needsOwnProcess(file));
  const size = (file) => fs.statSync(path.join(root, file)).size;
  const bins = Array.from({ length: Math.min(shared.length, concurrency * 3) }, () => ({ files: [], weight: 0 }));
  for (const file of [...shared].sort((a, b) => size(b) - size(a))) {
    const lightest = bins.reduce((min, bin) => (bin.weight < min.weight ? bin : min));
    lightest.files.push(file);
    lightest.weight += size(file);
  }
  return [...bins.sort((a, b) => b.weight - a.weight).map((bin) => bin.files.sort()), ...alone];
}

function runGroup(group, env, shareProcess) {
  return new Promise((resolve) => {
    const groupStarted = Date.now();
    const args = ['--import', 'tsx', '--test', '--test-reporter=spec'];
    args.push(...(shareProcess ? ['--test-isolation=none', '--test-concurrency=1'] : ['--test-concurrency=1']));
    const child = spawn(nodeBinary, [...args, ...group], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const finish = (code, signal) =>
      resolve({ group, code, signal, output, seconds: (Date.now() - groupStarted) / 1000 });
    child.on('close', (code, signal) => finish(code ?? 1, signal));
    child.on('error', (error) => {
      output += String(error);
      finish(1);
    });
  });
}

/**
 * A process killed by the runtime itself, not by a failed test: V8 aborts ("# Fatal error … Check failed:
 * jit_page…") or segfaults now and then when a process starts and closes many PGlite WebAssembly
 * instances, as these groups do (nodejs/node#64500, open; Node 22–26). No test of ours fails there, and
 * its remaining files never run, so such a group is run once more, with both reports printed.
 */
const crashedInRuntime = (result) =>
  result.code !== 0 && (result.signal !== null || /^# Fatal error/m.test(result.output));

/**
 * The spec reporter's "failing tests" section (each failed test with its error), cut short: printed
 * again after the closing line, where a CI log's tail shows it, since a group's report can be long.
 */
function failingTests(output, maxLines = 60) {
  const start = output.lastIndexOf('✖ failing tests:');
  if (start === -1) return '';
  const lines = output.slice(start).trimEnd().split('\n');
  return lines.length > maxLines
    ? [...lines.slice(0, maxLines), `… ${lines.length - maxLines} more line(s) in the group's report above`].join('\n')
    : lines.join('\n');
}

/** The spec reporter's closing counts ("ℹ pass 12"), the last of each in the output. */
function counts(output) {
  const result = {};
  for (const name of ['tests', 'pass', 'fail', 'cancelled', 'skipped', 'todo']) {
    const matches = [...output.matchAll(new RegExp(`^ℹ ${name} (\\d+)$`, 'gm'))];
    result[name] = matches.length ? Number(matches[matches.length - 1][1]) : 0;
  }
  return result;
}

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

const shareProcess = sharesProcesses();
const groups = shareProcess ? groupFiles(selected) : selected.map((file) => [file]);
const totals = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
const failedGroups = [];
try {
  const queue = [...groups];
  const worker = async () => {
    while (queue.length > 0) {
      const group = queue.shift();
      let result = await runGroup(group, env, shareProcess);
      if (crashedInRuntime(result)) {
        process.stdout.write(result.output);
        console.log(
          `── CRASHED in the runtime (${result.signal ?? `exit ${result.code}`}, not a failed test; ` +
            `nodejs/node#64500) after ${result.seconds.toFixed(0)} s: its ${group.length} file(s) run once more\n`,
        );
        result = await runGroup(group, env, shareProcess);
      }
      const found = counts(result.output);
      for (const name of Object.keys(totals)) totals[name] += found[name];
      // Each group's report is printed whole when it ends, so two groups' lines never interleave.
      process.stdout.write(result.output);
      const names = result.group.map((file) => path.basename(file, '.test.ts')).join(', ');
      console.log(
        `── ${result.code === 0 ? 'passed' : 'FAILED'}: ${result.group.length} file(s) in ${result.seconds.toFixed(0)} s ` +
          `(${found.pass}/${found.tests} tests): ${names}\n`,
      );
      if (result.code !== 0) failedGroups.push({ names, failing: failingTests(result.output) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, worker));
} finally {
  cleanUp();
}
console.log(
  `API tests: ${selected.length} files on ${postgres ? 'PostgreSQL' : 'PGlite'} in ${groups.length} ` +
    `${shareProcess ? 'processes' : 'processes (one per file)'}, ${concurrency} at a time; ` +
    `${totals.tests} tests, ${totals.pass} passed, ${totals.fail} failed, ${totals.skipped} skipped, ` +
    `${totals.cancelled} cancelled; template ${templateSeconds.toFixed(0)} s, total ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (failedGroups.length > 0) {
  for (const { names, failing } of failedGroups) if (failing) console.error(`\n── ${names}\n${failing}`);
  console.error(`API tests FAILED in: ${failedGroups.map(({ names }) => names).join(' | ')}`);
  process.exit(1);
}
