import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { confirmPayment, signOut } from './support';

/**
 * An overdue vendor invoice sends the centre's staff to /overdueAlert after sign-in (issue 24). An
 * invoice cannot be backdated through the API, so this spec runs its own server (the built one, on
 * E2E_PORT + 2) over a data folder made by server/test/helpers/overdue-centre.ts: an invoice of two
 * months ago, its automatic charge declined, unpaid since.
 */
const PORT = Number(process.env.E2E_PORT ?? 8100) + 2;
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = 'olga.owner';
const OPERATOR = 'oscar.desk';
const PASSWORD = 'overdue-pass';

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let dataDir: string;
let invoice: { invoiceNumber: string; total: string };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-admin-e2e-overdue-'));
  const made = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/test/helpers/overdue-centre.ts', dataDir, ADMIN, OPERATOR, PASSWORD],
    { encoding: 'utf8' },
  );
  invoice = JSON.parse(made.trim().split('\n').at(-1) ?? '{}');
  server = spawn(process.execPath, ['server/dist/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_LOGIN: ADMIN,
      ADMIN_PASSWORD: PASSWORD,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/ready`).catch(() => undefined))?.status, { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const go = (page: Page, url: string) => page.goto(`${base}${url}`);
const signInHere = async (page: Page, login: string) => {
  // support.ts's signIn opens the main server's login page; this spec's server is another.
  await go(page, '/user/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

test('an operator is sent to the alert once and asked to tell the administrator', async ({ page }) => {
  await signInHere(page, OPERATOR);
  await expect(page).toHaveURL(/\/overdueAlert$/);
  await expect(page.getByText('A software invoice is overdue')).toBeVisible();
  await expect(page.getByText('Please ask your administrator to pay it')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  // They carry on working; the alert does not come back in this session.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the administrator sees what is owed, replaces the declined card and pays; the next sign-in stays on the dashboard', async ({
  page,
}) => {
  await signInHere(page, ADMIN);
  await expect(page).toHaveURL(/\/overdueAlert$/);
  await expect(page.getByText('An invoice is overdue')).toBeVisible();
  await expect(page.getByText(invoice.invoiceNumber)).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  // Paying with the declined card fails with the provider's message.
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await confirmPayment(page);
  await expect(page.getByText('Failed to charge invoice: Your card was declined.')).toBeVisible();

  // A good card on Payment Information, then back to the alert to pay.
  await page.getByRole('button', { name: 'Payment Information' }).click();
  await expect(page).toHaveURL(/\/manage-payment$/);
  await page.getByRole('button', { name: /^(Add|Replace) card$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Card on file' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill('2099');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await go(page, '/overdueAlert');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await confirmPayment(page);
  await expect(page.getByText(`${invoice.invoiceNumber} is paid`)).toBeVisible();
  await expect(page.getByText('Nothing is overdue')).toBeVisible();

  // Nothing overdue now: a new sign-in goes where it always does.
  await signOut(page);
  await signInHere(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
});
