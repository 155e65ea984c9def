import zlib from 'node:zlib';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const ADMIN = { login: 'admin', password: 'e2e-admin-password' };

export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/user/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
}

export async function apiToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/authenticate', { data: { username, password } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).id_token;
}

/**
 * A teacher account made the way a real one is today: self-registration, the confirmation link read
 * from the outbox by the administrator (no SMTP in the e2e run), then the administrator's approval.
 */
export async function registerActivatedTeacher(request: APIRequestContext, login: string, password: string) {
  const registered = await request.post('/api/register', {
    data: { login, password, email: `${login}@e2e.example`, firstName: 'Tess', lastName: 'Teacher' },
  });
  expect(registered.status()).toBe(201);
  const adminToken = await apiToken(request, ADMIN.login, ADMIN.password);
  const outbox = await request.get('/api/mail-outbox', { headers: { Authorization: `Bearer ${adminToken}` } });
  const mail = (await outbox.json()).data.find(
    (row: { recipient: string }) => row.recipient === `${login}@e2e.example`,
  );
  const key = /key=([\w-]+)/.exec(mail.body)?.[1];
  expect(key).toBeTruthy();
  const activated = await request.get(`/api/activate?key=${key}`);
  expect(activated.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${adminToken}` };
  const listed = await request.get(`/api/teachers?keyword=${login}`, { headers });
  const teacher = (await listed.json()).data.find((row: { login: string }) => row.login === login);
  const approved = await request.post(`/api/registrations/${teacher.id}/approve`, { headers });
  expect(approved.ok()).toBeTruthy();
}

/**
 * Picks `label` in an antd select: open it, type to search (the server answers), click the option.
 * The visible option is found by its title: the hidden listbox antd renders for screen readers names
 * searchable ProFormSelect options by their value (their label is highlighted markup, not text).
 * The option and its content both carry the title; the first is the option itself.
 */
export async function choose(page: Page, select: Locator, label: string, typed?: string) {
  await select.click();
  if (typed) await select.fill(typed);
  await page.getByTitle(label, { exact: true }).first().click();
}

/**
 * Pay asks first (issue 31 item 14): the dialog names the amount and the card; its "Pay $…" button charges.
 */
export async function confirmPayment(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Pay INV-\d+\?$/ });
  await expect(dialog).toContainText(/will be charged to the \w+ card ending in \d{4}/);
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

/**
 * A family's first sign-in (issue 33): staff invite `email` to the student, the invitation is read from
 * the outbox (no SMTP in the e2e run), and the family opens its link, chooses `password` and lands on
 * the portal. The one sign-in every portal spec starts with.
 */
export async function activateFamily(
  page: Page,
  request: APIRequestContext,
  studentId: number,
  email: string,
  password = 'family-pass',
) {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const invited = await request.post(`/api/students/${studentId}/family-invitations`, { headers, data: { email } });
  expect(invited.status(), await invited.text()).toBe(201);
  const outbox = await request.get('/api/mail-outbox', { headers });
  const mail = (await outbox.json()).data.find((row: { recipient: string }) => row.recipient === email);
  const key = /portal\/activate\?key=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  expect(key, `the invitation to ${email}`).toBeTruthy();
  await page.goto(`/portal/activate?key=${key}`);
  await page.getByLabel('Choose a password').fill(password);
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

/**
 * The text a PDF of the server's shows: its content streams inflated and each text operator's hex
 * glyphs decoded (the built-in Helvetica writes WinAnsi bytes); as server/test/schedule-feedback.test.ts reads it.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const [, data] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, array] of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-f]*)>/g)].map(([, h]) => h).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
