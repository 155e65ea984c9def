/**
 * `npm run bench:foundation`: prints the foundation's figures from a real run of the built app:
 * server start time on an empty data folder (until /api/health answers), and the JavaScript the
 * login page loads before it is interactive (gzip bytes of each script, as served precompressed).
 * Needs `npm run build` and Debian's chromium.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const port = 8190;
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);

async function startServer(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-password',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return { child, ms: performance.now() - started };
    } catch {}
    if (performance.now() - started > 60_000) throw new Error('server did not start in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const startTimes = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  const { child, ms } = await startServer(dataDir);
  startTimes.push(ms);
  await stop(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-login-'));
const { child } = await startServer(dataDir);
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage();
const scripts = new Set();
page.on('request', (request) => {
  if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
});
await page.goto(`${base}/user/login`, { waitUntil: 'networkidle' });
await browser.close();
await stop(child);
fs.rmSync(dataDir, { recursive: true, force: true });

let gzipTotal = 0;
const rows = [];
for (const script of [...scripts].sort()) {
  const file = path.join(root, 'dist', script);
  const gz = fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
  gzipTotal += gz;
  rows.push(`  ${script.padEnd(60)} ${(gz / 1024).toFixed(1).padStart(8)} KB gzip`);
}

const sorted = [...startTimes].sort((a, b) => a - b);
console.log(
  `Server start on an empty data folder (${runs} runs): median ${Math.round(sorted[Math.floor(runs / 2)])} ms, min ${Math.round(sorted[0])} ms, max ${Math.round(sorted[runs - 1])} ms`,
);
console.log(`Login page JavaScript (${scripts.size} files):`);
console.log(rows.join('\n'));
console.log(`  total ${(gzipTotal / 1024).toFixed(1)} KB gzip (budget 300 KB)`);
