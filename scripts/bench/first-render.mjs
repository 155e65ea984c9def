/**
 * `node scripts/bench/first-render.mjs`: what a cold load of a screen makes the browser do, counted
 * rather than timed (issue 37), so a change can be judged on a busy machine where Lighthouse's scores
 * swing. For each screen and size, on the BUILT app (`npm run build` first), cold cache, signed in as
 * the administrator of a demo centre:
 * - styles: how many <style> elements antd's CSS-in-JS inserted until the screen was drawn, and their text;
 * - commits: React commits until then (counted through the devtools hook React calls in production too);
 * - requests: API calls made, and those aborted (a request thrown away is work done twice);
 * - main thread: Chromium's ScriptDuration / TaskDuration (Performance.getMetrics), in ms (noisy under load).
 * `LOGIN=1` also times the sign-in from the login page to the drawn dashboard.
 *
 * SEEDED_DATA_DIR=<folder filled by seed:demo> (required: copied, never used in place), STATIC_DIR=<build>
 * (default dist), PORT (default 8193), SCREENS=/user/login,/dashboard (paths), RUNS (default 1).
 */
import os from 'node:os';
import path from 'node:path';
import { drawnAndPainted, startSeededApp } from './seeded-app.mjs';

const port = Number(process.env.PORT ?? 8193);
const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
const runs = Number(process.env.RUNS ?? 1);
const paths = (process.env.SCREENS ?? '/user/login,/dashboard,/student/all-student,/schedule/schedule-calendar').split(
  ',',
);
const SIZES = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

/** Installed before any script of the page: counters the page fills in as it loads. */
function instrument() {
  const probe = { commits: 0, styles: 0, styleChars: 0 };
  window.__firstRender = probe;
  // React (production builds too) reports every commit to a devtools hook when one is present.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: () => {
      probe.commits += 1;
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeName === 'STYLE') {
          probe.styles += 1;
          probe.styleChars += node.textContent?.length ?? 0;
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

async function probeScreen({ base, browser, token }, urlPath, size) {
  const context = await browser.newContext({ viewport: SIZES[size] });
  const page = await context.newPage();
  const requests = [];
  const aborted = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/')) aborted.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto(`${base}/favicon.svg`);
  if (!urlPath.startsWith('/user/')) await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Performance.enable');
  await page.goto(`${base}${urlPath}`);
  await drawnAndPainted(page, urlPath);
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const probe = await page.evaluate(() => window.__firstRender);
  const loadRequests = [...requests];
  let signIn;
  if (process.env.LOGIN === '1' && urlPath === '/user/login') {
    await page.evaluate(() => {
      window.__firstRender.commits = 0;
      window.__firstRender.styles = 0;
    });
    requests.length = 0;
    const started = Date.now();
    await page.getByLabel(/username/i).fill('admin');
    await page
      .getByLabel(/password/i)
      .first()
      .fill('demo1234');
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
    await drawnAndPainted(page, '/dashboard');
    signIn = {
      ms: Date.now() - started,
      requests: [...requests],
      aborted: [...aborted],
      after: await page.evaluate(() => window.__firstRender),
    };
  }
  await context.close();
  return {
    styles: probe.styles,
    styleKb: probe.styleChars / 1024,
    commits: probe.commits,
    script: metrics.ScriptDuration * 1000,
    task: metrics.TaskDuration * 1000,
    requests: loadRequests,
    aborted,
    signIn,
  };
}

const app = await startSeededApp({ port, staticDir });
try {
  console.log(`${path.relative(process.cwd(), staticDir) || '.'}; load ${os.loadavg()[0].toFixed(2)}`);
  console.log(
    '| screen | size | styles inserted | style KB | React commits | script ms | task ms | API calls | aborted |',
  );
  console.log('|---|---|--:|--:|--:|--:|--:|---|---|');
  for (const urlPath of paths) {
    for (const size of Object.keys(SIZES)) {
      for (let run = 1; run <= runs; run += 1) {
        const r = await probeScreen(app, urlPath, size);
        console.log(
          `| ${urlPath} | ${size} | ${r.styles} | ${r.styleKb.toFixed(1)} | ${r.commits} | ${r.script.toFixed(0)} | ${r.task.toFixed(0)} | ${r.requests.join(', ')} | ${r.aborted.join(', ') || '–'} |`,
        );
        if (r.signIn) {
          console.log(
            `  sign-in to drawn dashboard: ${r.signIn.ms} ms, ${r.signIn.after.commits} commits, ${r.signIn.after.styles} styles; calls ${r.signIn.requests.join(', ')}; aborted ${r.signIn.aborted.join(', ') || '–'}`,
          );
        }
      }
    }
  }
  console.log(`load ${os.loadavg()[0].toFixed(2)}`);
} finally {
  await app.close();
}
