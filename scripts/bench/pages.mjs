/**
 * `npm run bench:pages`: page speed of the BUILT app (`npm run build` first; nothing is built here) in
 * Debian's Chromium with Lighthouse, on the demo centre, signed in as the administrator.
 *
 * - A fresh data folder is seeded with `seed:demo`, the server starts on BENCH_PORT (default 8191).
 * - Every screen is measured with Lighthouse's mobile profile (its default: slow 4G, 4× CPU) and its
 *   desktop profile, cold cache (the browser's HTTP cache is cleared before every run; the sign-in token
 *   stays in localStorage, so Lighthouse's own storage reset is off), RUNS times (default 3); each figure
 *   printed is the median of its runs.
 * - "script KB" is the compressed (as transferred) script the screen loads until Lighthouse stops
 *   recording, which is what it needs to draw.
 * - Then moving between screens inside the app: Playwright clicks the menu on a 1350×940 window with
 *   Lighthouse's desktop network (40 ms, 10 Mbit/s), from the click until the new screen is drawn with
 *   its data (no loading indicator left), each screen reached for the first time (its code not loaded yet).
 *
 * SCREENS=staff,teachers limits the screens (a key is the route's name in lower case with dashes: all-students,
 * schedule-calendar, term-registers); RUNS=1 for a quick look; JSON=file writes every run;
 * LIGHTHOUSE=0 only the moves between screens; SEEDED_DATA_DIR=<folder> starts from a copy of a seeded folder.
 * It refuses to start above a load average of 1.5 unless FORCE=1, and prints the load beside every run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/chromium.mjs';
import { screensOfRoutes, screensOpenTo } from '../../tests/route-screens.mjs';
import { startBuiltServer } from '../start-built-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Lighthouse is installed on first use into node_modules/.cache, not with the project: its browser
 * packages ask for Node 22, so having it in devDependencies made every fresh `npm install` print engine
 * warnings (issue 17). `check:bundle` and the e2e suite do not need it.
 */
const LIGHTHOUSE_VERSION = '13.5.0';
async function loadLighthouse() {
  const folder = path.join(root, 'node_modules', '.cache', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const entry = path.join(folder, 'node_modules', 'lighthouse', 'core', 'index.js');
  if (!fs.existsSync(entry)) {
    console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(root, folder)} (once)…`);
    fs.mkdirSync(folder, { recursive: true });
    const installed = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        folder,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (installed.status !== 0) throw new Error('Could not install Lighthouse from the registry.');
  }
  return import(pathToFileURL(entry).href);
}
/**
 * Scores and blocking time follow how busy the machine is: above a load average of 1.5 (this 2-core
 * machine's quiet ceiling) the run is refused unless FORCE=1, and the load is printed beside every run.
 */
const QUIET_LOAD = 1.5;
const loadNow = () => os.loadavg()[0].toFixed(2);
if (os.loadavg()[0] > QUIET_LOAD && process.env.FORCE !== '1') {
  console.error(
    `Load average ${loadNow()} is above ${QUIET_LOAD}: the figures would measure the machine, not the pages.`,
  );
  console.error('Wait for a quiet machine (uptime), or run with FORCE=1 and say so beside the figures.');
  process.exit(2);
}
const loadBefore = loadNow();
const { default: lighthouse, desktopConfig } =
  process.env.LIGHTHOUSE === '0' ? { default: undefined, desktopConfig: undefined } : await loadLighthouse();
const port = Number(process.env.BENCH_PORT ?? 8191);
const debugPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);
const PASSWORD = 'demo1234';

/**
 * The login page, then every screen an administrator opens from config/routes.ts (tests/route-screens.mjs),
 * so a new screen is measured without being listed: key (for SCREENS=), label, path, the menu labels
 * that lead to it (for the moves inside the app). The student dashboard needs a student's id: left out.
 */
const ALL_SCREENS = [
  { key: 'login', label: 'login', path: '/user/login', signedIn: false },
  ...screensOpenTo(
    screensOfRoutes((await import(pathToFileURL(path.join(root, 'config/routes.ts')).href)).default),
    'ROLE_ADMIN',
  )
    .filter((screen) => screen.authority !== undefined && !screen.path.includes(':'))
    .map((screen) => ({
      key: screen.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      label: screen.name.toLowerCase(),
      path: screen.path,
      signedIn: true,
      menu: screen.menu.length > 0 ? screen.menu : undefined,
    })),
];
const wanted = process.env.SCREENS?.split(',').map((key) => key.trim());
const screens = wanted ? ALL_SCREENS.filter((screen) => wanted.includes(screen.key)) : ALL_SCREENS;

const staticDir = path.resolve(root, process.env.STATIC_DIR ?? 'dist');
for (const file of [path.join(staticDir, 'index.html'), path.join(root, 'server/dist/server.mjs')]) {
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(root, file)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function seed(dataDir) {
  console.log(`Seeding the demo centre into ${dataDir} …`);
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['server/scripts/seed-demo.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('seed:demo failed');
}

const startServer = (dataDir) => startBuiltServer({ port, dataDir });

async function signInToken() {
  const response = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as admin failed: ${response.status}`);
  return (await response.json()).id_token;
}

const LIGHTHOUSE_FLAGS = {
  port: debugPort,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  // Lighthouse's reset would also clear localStorage, i.e. sign out; the cache is cleared below instead.
  disableStorageReset: true,
};

/** One Lighthouse run; the browser's cache is emptied first and the session set (or removed). */
async function lighthouseRun(context, page, screen, token, profile) {
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    ([value, signedIn]) => {
      localStorage.clear();
      if (signedIn) localStorage.setItem('accessToken', value);
    },
    [token, screen.signedIn],
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const config = profile === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(`${base}${screen.path}`, LIGHTHOUSE_FLAGS, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${screen.path}`);
  if (lhr.runtimeError) throw new Error(`${screen.path}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== screen.path) throw new Error(`${screen.path} ended on ${finalPath} (not signed in?)`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    scriptKb: scriptBytes / 1024,
  };
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated. */
async function withRetries(measure, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (run repeated: ${error.message})`);
    }
  }
}

/** Waits until the screen shows its data: no skeleton, spinner or loading status left, two frames drawn. */
async function drawn(page) {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.ant-skeleton-active, .ant-spin-spinning, [role="status"][aria-label="Loading"], .ant-pro-table-list-toolbar ~ .ant-spin-nested-loading .ant-spin',
      ) && document.querySelector('main, .ant-pro-layout-content, .ant-layout-content'),
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Client-side navigation on the desktop profile: click a menu item, until the new screen is drawn. */
async function measureNavigation(browser, token) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: (10 * 1024 * 1024) / 8,
    uploadThroughput: (10 * 1024 * 1024) / 8,
  });
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
  await page.goto(`${base}/dashboard`);
  await drawn(page);
  const times = {};
  const order = screens.filter((screen) => screen.menu && screen.key !== 'dashboard');
  for (const screen of [...order, screens.find((screen) => screen.key === 'dashboard')].filter(Boolean)) {
    const sider = page.locator('.ant-pro-sider').first();
    const link = sider.locator(`a[href="${screen.path}"]`);
    // A screen in a group: the group opens first (not timed).
    if (!(await link.isVisible())) await sider.getByText(screen.menu[0], { exact: true }).click();
    await link.waitFor();
    const started = await page.evaluate(() => performance.now());
    await link.click();
    await page.waitForURL(`**${screen.path}`);
    await drawn(page);
    const ended = await page.evaluate(() => performance.now());
    times[screen.key] = ended - started;
  }
  await context.close();
  return times;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-admin-bench-pages-'));
let server;
let browser;
try {
  // SEEDED_DATA_DIR=<folder>: a copy of a folder seed:demo filled before (the server must not be using it).
  if (process.env.SEEDED_DATA_DIR) fs.cpSync(process.env.SEEDED_DATA_DIR, dataDir, { recursive: true });
  else seed(dataDir);
  server = await startServer(dataDir);
  const token = await signInToken();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-admin-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${debugPort}`],
    headless: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const results = [];
  // LIGHTHOUSE=0 measures only the moves between screens.
  for (const screen of process.env.LIGHTHOUSE === '0' ? [] : screens) {
    for (const profile of ['mobile', 'desktop']) {
      for (let run = 1; run <= runs; run += 1) {
        const figures = await withRetries(() => lighthouseRun(context, page, screen, token, profile));
        results.push({ screen: screen.key, profile, run, ...figures });
        console.log(
          `  ${screen.label} ${profile} run ${run}: ${figures.score}, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbt)} ms, ${figures.scriptKb.toFixed(0)} KB (load ${loadNow()})`,
        );
      }
    }
  }
  await context.close();
  fs.rmSync(userDataDir, { recursive: true, force: true });

  browser = await chromium.launch(chromiumLaunchOptions);
  const navigationRuns = [];
  try {
    for (let run = 1; run <= runs; run += 1) navigationRuns.push(await measureNavigation(browser, token));
  } catch (error) {
    console.error(`Moving between screens could not be measured: ${error.message}`);
  }

  const pick = (key, profile, field) =>
    median(results.filter((row) => row.screen === key && row.profile === profile).map((row) => row[field]));
  const format = (value, digits = 0) => (value === undefined ? '–' : value.toFixed(digits));
  console.log(
    `\nLighthouse 13.5, ${path.basename(chromiumLaunchOptions.executablePath)}, cold cache, median of ${runs}, demo data, administrator; load average ${loadBefore} before, ${loadNow()} after${process.env.FORCE === '1' ? ' (FORCE=1)' : ''}\n`,
  );
  console.log(
    '| screen | mobile | desktop | CLS mobile | CLS desktop | blocking time mobile | blocking time desktop | script (compressed) | in-app move (desktop) |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const screen of screens) {
    const move = median(navigationRuns.map((times) => times[screen.key]));
    console.log(
      `| ${screen.label} | ${format(pick(screen.key, 'mobile', 'score'))} | ${format(pick(screen.key, 'desktop', 'score'))} | ${format(pick(screen.key, 'mobile', 'cls'), 3)} | ${format(pick(screen.key, 'desktop', 'cls'), 3)} | ${format(pick(screen.key, 'mobile', 'tbt'))} ms | ${format(pick(screen.key, 'desktop', 'tbt'))} ms | ${format(pick(screen.key, 'mobile', 'scriptKb'))} KB | ${move === undefined ? '–' : `${move.toFixed(0)} ms`} |`,
    );
  }
  if (process.env.JSON) fs.writeFileSync(process.env.JSON, JSON.stringify({ results, navigationRuns }, null, 2));
} finally {
  await browser?.close();
  server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
