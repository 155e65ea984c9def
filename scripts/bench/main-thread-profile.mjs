/**
 * `node scripts/bench/main-thread-profile.mjs`: where a cold load's main-thread time goes, by library
 * (issue 37 asks for a profile of what bounds the screens' blocking time). For each screen, at
 * 1280×800, cold cache, signed in as the administrator of a demo centre, V8's sampling profiler runs
 * from the navigation until the screen is drawn; each sample's function is traced back through the
 * build's source maps to its file, and the time is summed per npm package (the app's own code as
 * "app: src/…"). "(program)" is the browser's own work outside script (parsing HTML, style, layout,
 * paint), "(garbage collector)" V8's.
 *
 * It builds the client once with source maps into node_modules/.cache/profile-dist (`PROFILE_BUILD=1`,
 * .umirc.ts; the product's build has none), unless STATIC_DIR names such a build. The built server
 * (server/dist) must exist: `npm run build` first. Times depend on how busy the machine is (the load is
 * printed); the shares between libraries much less.
 *
 * SEEDED_DATA_DIR=<folder filled by seed:demo> (required: copied, never used in place), PORT (default
 * 8194), SCREENS=/user/login,/dashboard (paths), RUNS (default 3: the samples of all runs are summed),
 * TOP (default 12: rows per screen).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { drawnAndPainted, requireSeededDataDir, startSeededApp } from './seeded-app.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 8194);
const runs = Number(process.env.RUNS ?? 3);
const top = Number(process.env.TOP ?? 12);
const paths = (process.env.SCREENS ?? '/user/login,/dashboard,/student/all-student,/schedule/schedule-calendar').split(
  ',',
);

function profileBuild() {
  if (process.env.STATIC_DIR) return path.resolve(process.env.STATIC_DIR);
  const folder = path.join(root, 'node_modules/.cache/profile-dist');
  console.log(`Building the client with source maps into ${path.relative(root, folder)} …`);
  const built = spawnSync('npx', ['max', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PROFILE_BUILD: '1' },
  });
  if (built.status !== 0) throw new Error('The source-map build failed.');
  return folder;
}

/** The npm package (or the app's folder) a bundled source path comes from. */
function ownerOf(source) {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope, name] = source.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const inSrc = source.indexOf('src/');
  if (inSrc >= 0) {
    const parts = source.slice(inSrc).split('/');
    return `app: ${parts.slice(0, parts[1] === 'pages' || parts[1] === 'components' ? 3 : 2).join('/')}`;
  }
  return source || '(unmapped)';
}

/** Source maps of the build, read once per script file. */
function sourceMaps(staticDir) {
  const consumers = new Map();
  return (url) => {
    const file = path.join(staticDir, new URL(url).pathname);
    if (!consumers.has(file)) {
      const map = `${file}.map`;
      consumers.set(file, fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
    }
    return consumers.get(file);
  };
}

/** One cold load under the profiler: V8's profile (nodes, samples, time deltas). */
async function profileLoad({ base, browser, token }, urlPath) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/favicon.svg`);
  if (!urlPath.startsWith('/user/')) await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(`${base}${urlPath}`);
  await drawnAndPainted(page, urlPath);
  const wallMs = Date.now() - started;
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return { profile, wallMs };
}

/** Adds a profile's sampled time (ms) per owner and per function to the running totals. */
function addProfile(profile, base, mapFor, byOwner, byFunction) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const ownerOfNode = new Map();
  const whereFrom = (node) => {
    if (ownerOfNode.has(node.id)) return ownerOfNode.get(node.id);
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let owner = functionName.startsWith('(') ? functionName : '(browser built-ins)';
    let name = functionName || '(anonymous)';
    if (url.startsWith(base)) {
      const consumer = mapFor(url);
      const original = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      owner = original?.source ? ownerOf(original.source) : `(unmapped ${path.basename(new URL(url).pathname)})`;
      // A function's own name is rarely mapped at its first column: its file and line say where it is.
      if (original?.source)
        name = `${original.name ?? name} ${original.source.split('/').slice(-2).join('/')}:${original.line}`;
    }
    const described = { owner, name: name.includes(' ') ? name : `${name} (${owner})` };
    ownerOfNode.set(node.id, described);
    return described;
  };
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    const { owner, name } = whereFrom(node);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
}

const table = (totals, runCount, count) => {
  const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `| ${key} | ${(ms / runCount).toFixed(0)} | ${((100 * ms) / all).toFixed(1)} % |`);
};

requireSeededDataDir();
const staticDir = profileBuild();
const mapFor = sourceMaps(staticDir);
const app = await startSeededApp({ port, staticDir });
try {
  console.log(`load before ${os.loadavg()[0].toFixed(2)}; ${runs} cold loads per screen at 1280×800, mean per load`);
  for (const urlPath of paths) {
    const byOwner = new Map();
    const byFunction = new Map();
    const walls = [];
    for (let run = 1; run <= runs; run += 1) {
      const { profile, wallMs } = await profileLoad(app, urlPath);
      addProfile(profile, app.base, mapFor, byOwner, byFunction);
      walls.push(wallMs);
    }
    const busy = [...byOwner.values()].reduce((sum, ms) => sum + ms, 0) / runs;
    console.log(
      `\n### ${urlPath}: ${busy.toFixed(0)} ms busy of ${(walls.reduce((a, b) => a + b, 0) / runs).toFixed(0)} ms until drawn (load ${os.loadavg()[0].toFixed(2)})`,
    );
    console.log('| where | ms | share |\n|---|--:|--:|');
    for (const line of table(byOwner, runs, top)) console.log(line);
    console.log('| function (where) | ms | share |\n|---|--:|--:|');
    for (const line of table(byFunction, runs, top)) console.log(line);
  }
  console.log(`\nload after ${os.loadavg()[0].toFixed(2)}`);
} finally {
  await app.close();
}
