import { expect, test } from '@playwright/test';
import { ADMIN, apiToken } from './support';

/**
 * The family portal at phone size (issue 33): staff invite a parent from a student, the parent opens
 * the e-mailed link, chooses a password, lands on the portal and sees the child's balance; signing in
 * again on the usual page leads back to the portal, never to an admin screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a parent invited by staff activates, lands on the portal and signs in again at /user/login', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const created = await request.post('/api/students', {
    headers,
    data: { firstName: 'Portal', lastName: 'Child', phone: '+14165550177' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const student = await created.json();
  const bought = await request.post('/api/voucher-purchases', {
    headers,
    data: {
      studentId: student.id,
      type: 'CASH',
      purchaseDate: '2026-03-01',
      voucherAmount: '150.00',
      giftAmount: '0.00',
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const invited = await request.post(`/api/students/${student.id}/family-invitations`, {
    headers,
    data: { email: 'portal.parent@e2e.example' },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  const outbox = await request.get('/api/mail-outbox', { headers });
  const mail = (await outbox.json()).data.find(
    (row: { recipient: string }) => row.recipient === 'portal.parent@e2e.example',
  );
  const key = /portal\/activate\?key=([\w-]+)/.exec(mail.body)?.[1];
  expect(key).toBeTruthy();

  await page.goto(`/portal/activate?key=${key}`);
  await page.getByLabel('Choose a password').fill('family-pass');
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { name: 'Portal Child' })).toBeVisible();
  await expect(page.getByText('$150.00')).toBeVisible();

  // Back through the usual sign-in page: a family lands on the portal.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await page.getByLabel('Username').fill('portal.parent@e2e.example');
  await page.getByLabel('Password').fill('family-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('link', { name: 'Balance' }).last().click();
  await expect(page.getByText('Balance brought forward')).toBeVisible();
});
