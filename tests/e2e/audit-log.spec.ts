import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, signIn, signOut } from './support';

/**
 * Issue 18's audit trail end to end: an administrator changes an operator's role, opens the Audit Log
 * from the menu, filters to accounts and reads who changed the role and what it was before and after;
 * the operator has no Audit Log in the menu and is refused the page.
 */
const OPERATOR = { login: 'audit.operator', password: 'Audit0per!Pass' };

test('an administrator reads who changed a role; an operator cannot open the Audit Log', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.login, ADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/staff', {
    headers,
    data: {
      ...OPERATOR,
      email: 'audit.operator@e2e.example',
      role: 'ROLE_OPERATOR',
      firstName: 'Audrey',
      lastName: 'Operator',
    },
  });
  expect(created.status()).toBe(201);
  const operator = await created.json();

  // The operator sees no Audit Log in the menu and is refused the page.
  await signIn(page, OPERATOR.login, OPERATOR.password);
  await expect(page.getByRole('menuitem', { name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Audit Log' })).toHaveCount(0);
  await page.goto('/audit-log');
  await expect(page.getByText(/not authorized|403|permission/i).first()).toBeVisible();
  await signOut(page);

  const promoted = await request.put(`/api/staff/${operator.id}`, {
    headers,
    data: {
      login: OPERATOR.login,
      email: 'audit.operator@e2e.example',
      firstName: 'Audrey',
      lastName: 'Operator',
      role: 'ROLE_ADMIN',
      activated: true,
    },
  });
  expect(promoted.status()).toBe(200);

  await signIn(page, ADMIN.login, ADMIN.password);
  await page.getByRole('menuitem', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  // The search form shows two filters at 1280 px; the record filter is behind "Expand".
  await page.getByText('Expand', { exact: true }).click();
  await page.getByLabel('Record', { exact: true }).click();
  await page.getByTitle('Account', { exact: true }).click();
  await page.getByRole('button', { name: 'Query' }).click();
  const row = page.getByRole('row').filter({ hasText: `Account ${OPERATOR.login}: ROLE_OPERATOR → ROLE_ADMIN` });
  await expect(row).toContainText('Role change');
  await expect(row).toContainText(`Account #${operator.id}`);
  await row.getByRole('button', { name: /expand row/i }).click();
  await expect(page.getByRole('row', { name: 'role ROLE_OPERATOR ROLE_ADMIN', exact: true })).toBeVisible();
});
