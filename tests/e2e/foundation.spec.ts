import { expect, test } from '@playwright/test';
import { ADMIN, registerActivatedTeacher, signIn, signOut } from './support';

test('an administrator signs in, creates a staff member on the Staff screen and signs out', async ({ page }) => {
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/staff');
  await expect(page.getByText('Staff', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'New staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'New staff' });
  await dialog.getByLabel('Login').fill('olivia.operator');
  await dialog.getByLabel('E-mail').fill('olivia@e2e.example');
  await dialog.getByLabel('Password').fill('Str0ng!Passw0rd');
  await dialog.getByLabel('First name').fill('Olivia');
  await dialog.getByLabel('Last name').fill('Operator');
  // A new staff member is an operator unless the role is changed.
  await expect(dialog.getByTitle('Operator')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'olivia.operator' })).toBeVisible();

  await signOut(page);
});

test('a duplicate login is refused on the field', async ({ page }) => {
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/staff');
  await page.getByRole('button', { name: 'New staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'New staff' });
  await dialog.getByLabel('Login').fill('ADMIN');
  await dialog.getByLabel('E-mail').fill('someone-else@e2e.example');
  await dialog.getByLabel('Password').fill('another-pass');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Login user already exists')).toBeVisible();
});

test('a teacher signs in and gets the 403 screen on /staff', async ({ page, request }) => {
  await registerActivatedTeacher(request, 'tess.teacher', 'teacher-pass');
  await signIn(page, 'tess.teacher', 'teacher-pass');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await page.goto('/staff');
  await expect(page.getByText('Sorry, you are not authorized to access this page.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin' })).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no/such/page');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
});

test('a wrong password shows the spec message and signs nobody in', async ({ page }) => {
  await signIn(page, ADMIN.login, 'not-the-password');
  await expect(page.getByText('Incorrect username/password')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
