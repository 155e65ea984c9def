import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from '../../playwright.config';
import { ADMIN, apiToken, choose, signIn } from './support';

type Caught = { to: string[]; raw: string };
const caught: Caught[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        caught.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  expect((smtp.server.address() as AddressInfo).port).toBe(E2E_SMTP_PORT);
});
test.afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

test('an operator writes a template and sends it to the low-balance students, previewed; the mail arrives', async ({
  page,
  request,
}) => {
  const admin = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  // The e2e run shares one database: a threshold of 1.00 puts only this test's students (balance 0.00)
  // under it, not the ones earlier specs left with a few dollars.
  const settings = await (await request.get('/api/centre-settings', { headers: admin })).json();
  const { updatedAt: _updatedAt, ...settingsForm } = settings;
  const lowered = await request.put('/api/centre-settings', {
    headers: admin,
    data: { ...settingsForm, lowBalanceThreshold: '1.00' },
  });
  expect(lowered.ok()).toBeTruthy();
  // Amounts in mail are written as the screens write them, in the centre's currency.
  const zero = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: settings.currency,
    currencyDisplay: 'narrowSymbol',
  }).format(0);
  const operator = await request.post('/api/staff', {
    headers: admin,
    data: {
      login: 'mailer.op',
      password: 'secret1',
      email: 'op@e2e.example',
      firstName: 'Olga',
      lastName: 'Op',
      role: 'ROLE_OPERATOR',
      activated: true,
    },
  });
  expect(operator.status()).toBe(201);
  for (const [first, allowEmail] of [
    ['Eve', true],
    ['Finn', false],
  ] as const) {
    const created = await request.post('/api/students', {
      headers: admin,
      data: { firstName: first, lastName: 'Mailtest', email: `${first.toLowerCase()}@e2e.example`, allowEmail },
    });
    expect(created.status()).toBe(201);
  }

  await signIn(page, 'mailer.op', 'secret1');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/email');
  await page.getByRole('tab', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Top up');
  await dialog.getByLabel('Subject').fill('Please top up, {{firstName}}');
  await dialog.getByLabel('Body').fill('Dear {{fullName}}, your balance is {{balance}}.');
  // The preview is for a real student: the first one is chosen until another is picked.
  const previewFor = dialog.getByRole('combobox', { name: 'Preview for' });
  // The chosen student's label lies over the search box: focus it without a pointer hit test.
  await previewFor.click({ force: true });
  await previewFor.fill('Eve');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Eve Mailtest \(/ })
    .first()
    .click();
  await expect(dialog.getByTitle(/^Eve Mailtest \(/)).toBeVisible();
  await expect(dialog.getByText(`Dear Eve Mailtest, your balance is ${zero}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Send' }).click();
  await choose(page, page.getByLabel('Template'), 'Top up', 'Top up');
  await choose(page, page.getByLabel('Recipients'), 'Students under the balance threshold');
  // Other specs in the shared database leave students of their own under the threshold: this test
  // checks its own two, Finn listed as left out and Eve previewed, not the totals.
  await expect(page.getByText(/\d+ left out/)).toBeVisible();
  await page.getByText(/^Left out \(\d+\)$/).click();
  await expect(page.locator('.ant-list-item').filter({ hasText: 'Finn Mailtest' })).toBeVisible();
  const previewRecipient = page.getByRole('combobox', { name: 'Preview for' });
  await previewRecipient.click({ force: true });
  await previewRecipient.fill('Eve');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Eve Mailtest/ })
    .first()
    .click();
  await expect(page.getByText('Please top up, Eve')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible();

  const toEve = (subject: string) =>
    caught.filter((m) => m.to.includes('eve@e2e.example') && m.raw.includes(`Subject: ${subject}`));
  await expect.poll(() => toEve('Please top up, Eve').length, { timeout: 20_000 }).toBe(1);
  const [mail] = toEve('Please top up, Eve');
  expect(mail.raw).toContain(`Dear Eve Mailtest, your balance is ${zero}.`);
  // Adding Eve sent her the automatic welcome; Finn, opted out, got nothing at all.
  expect(toEve('Welcome to ')).toHaveLength(1);
  expect(caught.some((m) => m.to.includes('finn@e2e.example'))).toBe(false);
  await expect(page.getByText(/\d+ sent/).first()).toBeVisible({ timeout: 10_000 });
  await request.put('/api/centre-settings', { headers: admin, data: settingsForm });
});
