import { expect, test } from '@playwright/test';
import { ADMIN, activateFamily, apiToken, signIn } from './support';

/**
 * Buying vouchers online at phone size (issue 33): a parent activates, buys the centre's package with
 * Stripe's test card 4242 4242 4242 4242 through the built-in test provider, and the balance rises on
 * the portal and on the administrator's student dashboard.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a parent buys a package with 4242 4242 4242 4242 and the balance rises on both sides', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const pkg = await request.post('/api/voucher-packages', {
    headers,
    data: { name: 'E2E 10 lessons', price: '450.00', voucherAmount: '450.00', giftAmount: '50.00' },
  });
  expect(pkg.status(), await pkg.text()).toBe(201);
  const created = await request.post('/api/students', {
    headers,
    data: { firstName: 'Buyer', lastName: 'Child', phone: '+14165550188' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const student = await created.json();
  await activateFamily(page, request, student.id, 'buying.parent@e2e.example');
  await page.getByRole('button', { name: 'Buy vouchers' }).click();
  await expect(page.getByRole('heading', { name: 'Buy vouchers' })).toBeVisible();
  await page.getByRole('radio', { name: /E2E 10 lessons/ }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: /Pay .*450\.00/ });
  const box = await pay.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await pay.click();
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByText(/Balance now \$500\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'See the balance' }).click();
  await expect(page.getByText('$500.00').first()).toBeVisible();

  // Staff see the same balance and the purchase, tagged Online, on the student dashboard.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto(`/student/studentDashboard/${student.id}`);
  await expect(page.getByText('Online').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('$500.00').first()).toBeVisible();
});
