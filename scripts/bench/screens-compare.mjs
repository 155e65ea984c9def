/**
 * `node scripts/bench/screens-compare.mjs <out-folder>`: screenshots of the BUILT app's key screens at
 * 1280×800 and 390×844, signed in as the administrator of a demo centre, for a before/after comparison
 * of a change that must not change how anything looks (issue 37). Compare two folders with
 * `COMPARE=<before-folder> node scripts/bench/screens-compare.mjs <after-folder>`: ImageMagick's
 * `compare -metric AE` counts the pixels that differ per screenshot.
 *
 * SEEDED_DATA_DIR=<folder filled by seed:demo> (copied), STATIC_DIR (default dist), PORT (default 8194).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { requireSeededDataDir, drawn as screenDrawn, startSeededApp } from './seeded-app.mjs';

const out = path.resolve(process.argv[2] ?? 'screens');
const port = Number(process.env.PORT ?? 8194);
const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
const SIZES = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

/** Screen name, path, and what to do before the picture (a dialog opened, for the lazily loaded forms). */
const SCREENS = [
  { name: 'login', path: '/user/login', signedOut: true },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'all-students', path: '/student/all-student' },
  {
    name: 'all-students-purchase',
    path: '/student/all-student',
    open: async (page) => {
      await page.getByRole('button', { name: 'Record purchase' }).first().click();
      await page.getByRole('dialog').getByLabel('Payment type').waitFor();
    },
  },
  { name: 'schedule-calendar', path: '/schedule/schedule-calendar' },
  { name: 'voucher-purchases', path: '/voucherPurchaseHistory' },
  { name: 'staff', path: '/staff' },
];

/** Drawn (seeded-app.mjs), its fonts loaded, and a moment for animations to end. */
async function drawn(page, signedOut) {
  await screenDrawn(page, signedOut);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1500);
}

function compare(before) {
  let differing = 0;
  for (const file of fs.readdirSync(out).filter((name) => name.endsWith('.png'))) {
    const other = path.join(before, file);
    if (!fs.existsSync(other)) {
      console.log(`${file}: no picture before`);
      continue;
    }
    const result = spawnSync(
      'compare',
      ['-metric', 'AE', other, path.join(out, file), path.join(out, `diff-${file}`)],
      {
        encoding: 'utf8',
      },
    );
    const pixels = Number.parseFloat(result.stderr);
    if (pixels > 0) differing += 1;
    else fs.rmSync(path.join(out, `diff-${file}`), { force: true });
    console.log(`${file}: ${result.stderr.trim()} pixels differ`);
  }
  console.log(`${differing} picture(s) differ`);
}

if (process.env.COMPARE_ONLY !== '1') {
  requireSeededDataDir();
  fs.mkdirSync(out, { recursive: true });
  const { base, browser, token, close } = await startSeededApp({ port, staticDir });
  try {
    for (const screen of SCREENS) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
        if (!screen.signedOut)
          await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
        const page = await context.newPage();
        await page.goto(`${base}${screen.path}`);
        await drawn(page, Boolean(screen.signedOut));
        if (screen.open) {
          await screen.open(page);
          await page.waitForTimeout(1500);
        }
        await page.screenshot({
          path: path.join(out, `${screen.name}-${size}.png`),
          animations: 'disabled',
          caret: 'hide',
        });
        await context.close();
      }
    }
  } finally {
    await close();
  }
}
if (process.env.COMPARE) compare(path.resolve(process.env.COMPARE));
