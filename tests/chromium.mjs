/**
 * How every browser run here starts Debian's Chromium (never a downloaded browser): headless, and
 * with background networking off, since this machine's closed network refuses those connections.
 * One module for the e2e suite (playwright.config.ts and specs, typed by chromium.d.mts), the
 * bundle-budget check and the page bench, so the three never drift apart.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
