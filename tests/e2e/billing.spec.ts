import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, confirmPayment, signIn, signOut } from './support';

const VENDOR = { login: 'vera.vendor', password: 'vendor-pass' };

async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: /^(Add|Replace) card$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Card on file' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill('2099');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  // The previous save's message may still be showing.
  await expect(page.getByText('Card saved').last()).toBeVisible();
}

test('vendor billing: plan, cycle, manual invoice, a declined card, a paid invoice and the credit it used', async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request, ADMIN.login, ADMIN.password);
  const created = await request.post('/api/staff', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      login: VENDOR.login,
      password: VENDOR.password,
      email: 'vera@e2e.example',
      firstName: 'Vera',
      lastName: 'Vendor',
      role: 'ROLE_SYSTEM',
    },
  });
  expect(created.status()).toBe(201);

  // A system user lands on Payment Information, with no cycle yet.
  await signIn(page, VENDOR.login, VENDOR.password);
  await expect(page).toHaveURL(/\/manage-payment$/);
  await expect(page.getByText('Currently no billing cycle!')).toBeVisible();

  // Billing Cycle Control: the plan, then the cycle.
  await page.getByRole('tab', { name: 'Billing Cycle Control' }).click();
  await expect(page).toHaveURL(/\/billingCycleControl$/);
  await page.getByLabel('Unit price').fill('6.00');
  await page.getByLabel('Minimum charge').fill('50.00');
  await page.getByLabel('Tax rate (%)').fill('13');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Price plan saved')).toBeVisible();
  await page.getByRole('button', { name: 'Start billing cycle' }).click();
  await page.getByRole('dialog', { name: 'Start billing cycle' }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Billing cycle started')).toBeVisible();
  await expect(page.getByText('Next invoice date')).toBeVisible();

  // Credit, then a manual invoice that uses it.
  const vendorToken = await apiToken(request, VENDOR.login, VENDOR.password);
  const credit = await request.post('/api/billing/credit-entries', {
    headers: { Authorization: `Bearer ${vendorToken}` },
    data: { type: 'ADD', amount: '10.00', comments: 'Welcome' },
  });
  expect(credit.status()).toBe(201);
  await page.getByRole('tab', { name: 'Payment Information' }).click();
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const form = page.getByRole('dialog', { name: 'Create invoice' });
  await form.getByPlaceholder('Start date').fill('2030-01-01');
  await form.getByPlaceholder('End date').fill('2030-01-31');
  await form.getByPlaceholder('End date').press('Enter');
  await form.getByLabel('Quantity (number of students)').fill('0');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Invalid input quantity, please check again!')).toBeVisible();
  await form.getByLabel('Quantity (number of students)').fill('12');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(/INV-\d+ created/)).toBeVisible();
  // 12 × 6.00 = 72.00, credit 10.00 → 62.00, tax 8.06 → 70.06.
  await expect(page.getByRole('cell', { name: /70\.06/ })).toBeVisible();
  await signOut(page);

  // The administrator saves a declined test card, pays, and sees the provider's message.
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/manage-payment');
  await addCard(page, '4000 0000 0000 0002');
  const row = page.getByRole('row', { name: /2030-01-01 to 2030-01-31/ });
  await row.getByRole('button', { name: 'Pay' }).click();
  await confirmPayment(page);
  await expect(page.getByText('Failed to charge invoice: Your card was declined.')).toBeVisible();
  // The provider's message is a column hidden at first (issue 31 item 1): the status tag tells it on hover.
  await row.getByText('Failed', { exact: true }).hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Your card was declined.' })).toBeVisible();

  // A good card pays it; Pay disappears.
  await addCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await row.getByRole('button', { name: 'Pay' }).click();
  await confirmPayment(page);
  await expect(page.getByText(/INV-\d+ is paid/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Pay' })).toHaveCount(0);

  // The credit history shows the invoice's use of the credit.
  await page.getByRole('tab', { name: 'Credit Balance History' }).click();
  await expect(page.getByText('Invoice charge')).toBeVisible();
  await expect(page.getByRole('cell', { name: /^INV-\d+$/ })).toBeVisible();
});

test('a card that needs authentication goes through the challenge page to /redirectUrlPage', async ({
  page,
  request,
}) => {
  const vendorToken = await apiToken(request, VENDOR.login, VENDOR.password);
  const invoice = await request.post('/api/billing/invoices', {
    headers: { Authorization: `Bearer ${vendorToken}` },
    data: { periodStart: '2030-02-01', periodEnd: '2030-02-28', quantity: 3 },
  });
  expect(invoice.status()).toBe(201);
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/manage-payment');
  await addCard(page, '4000 0025 0000 3155');
  await page
    .getByRole('row', { name: /2030-02-01 to 2030-02-28/ })
    .getByRole('button', { name: 'Pay' })
    .click();
  await confirmPayment(page);
  await expect(page.getByRole('heading', { name: 'Authenticate this payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/redirectUrlPage\?invoice=\d+$/);
  await expect(page.getByText(/INV-\d+ is paid/)).toBeVisible();
  await page.getByRole('button', { name: 'Back to Payment Information' }).click();
  await expect(page).toHaveURL(/\/manage-payment$/);
});

test('operators and teachers cannot open the billing screens', async ({ page, request }) => {
  const adminToken = await apiToken(request, ADMIN.login, ADMIN.password);
  await request.post('/api/staff', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      login: 'otto.operator',
      password: 'operator-pass',
      email: 'otto.billing@e2e.example',
      firstName: 'Otto',
      lastName: 'Operator',
      role: 'ROLE_OPERATOR',
    },
  });
  await signIn(page, 'otto.operator', 'operator-pass');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/manage-payment', '/billingCycleControl', '/credit-balance-history']) {
    await page.goto(path);
    await expect(page.getByText('Sorry, you are not authorized to access this page.')).toBeVisible();
  }
});
