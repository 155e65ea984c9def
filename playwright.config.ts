import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.mjs';
import { ADMIN } from './tests/e2e/support';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the BUILT app
 * (`npm run build` first) served by the real server on a fresh data folder.
 */
const PORT = Number(process.env.E2E_PORT ?? 8100);
const dataDir = path.join(os.tmpdir(), `centre-admin-e2e-${process.pid}`);
/** The SMTP catcher tests/e2e/email.spec.ts starts; other specs' mail simply fails to connect. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 8125);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // A screen drawn after a chunk loads has taken over 5 s (the default) on a busy 2-core machine; an
  // assertion that holds still passes at once, one that does not still fails.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `rm -rf ${dataDir} && node server/dist/server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // Generous: on a busy 2-core machine the first start (migrations, job queue) has taken over a minute.
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_LOGIN: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_RETRY_SECONDS: '1',
      // The e2e run must never talk to a PostgreSQL server the shell happens to point at.
      DATABASE_URL: '',
      // external-calendar.spec.ts serves the teacher's calendar from a local server.
      CALENDAR_FETCH_ALLOW_PRIVATE: 'true',
    },
  },
});
