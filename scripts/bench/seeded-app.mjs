/**
 * What the browser benches (first-render, main-thread-profile, screens-compare) share: the BUILT server
 * on a copy of a folder `seed:demo` filled (SEEDED_DATA_DIR; never used in place), Chromium, and the
 * demo administrator's token; and the moment a screen counts as drawn.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/chromium.mjs';
import { startBuiltServer } from '../start-built-server.mjs';

/** Exits with a message when SEEDED_DATA_DIR is not set. */
export function requireSeededDataDir() {
  if (process.env.SEEDED_DATA_DIR) return process.env.SEEDED_DATA_DIR;
  console.error('SEEDED_DATA_DIR=<a folder seed:demo filled> is required.');
  process.exit(1);
}

/** The server on a copy of the seeded folder, serving `staticDir`, and a browser; `close` ends both. */
export async function startSeededApp({ port, staticDir }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-admin-bench-'));
  fs.cpSync(requireSeededDataDir(), dataDir, { recursive: true });
  const base = `http://127.0.0.1:${port}`;
  const server = await startBuiltServer({ port, dataDir, env: { STATIC_DIR: staticDir } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const close = async () => {
    await browser.close();
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const response = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
    });
    return { base, browser, token: (await response.json()).id_token, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The screen is drawn: the page's title (or, signed out, its form) is there and no loading indicator is left. */
export async function drawn(page, signedOut) {
  await page.waitForFunction(
    (login) =>
      !document.querySelector(
        '.ant-skeleton-active, .ant-spin-spinning, [role="status"][aria-label="Loading"], #app-first-loading',
      ) && document.querySelector(login ? 'form' : 'h1'),
    signedOut,
    { timeout: 60_000, polling: 'raf' },
  );
}

/** The screen at `urlPath` is drawn (signed out under /user/), then two frames are painted. */
export async function drawnAndPainted(page, urlPath) {
  await drawn(page, urlPath.startsWith('/user/'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
