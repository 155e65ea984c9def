import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, chromium, expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { ADMIN, apiToken } from './support';

/**
 * The installable offline app (spec §1): on when the centre turns it on, off (and cleaned up) when it
 * turns it off. The worker is the one the build generated (dist/service-worker.js).
 */
const WORKER_FILE = path.resolve('dist/service-worker.js');

async function setOfflineApp(page: Page, pwaEnabled: boolean) {
  const token = await apiToken(page.request, ADMIN.login, ADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const current = await (await page.request.get('/api/centre-settings', { headers })).json();
  const { updatedAt: _updatedAt, ...form } = current;
  const saved = await page.request.put('/api/centre-settings', { headers, data: { ...form, pwaEnabled } });
  expect(saved.ok()).toBeTruthy();
}

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

test.describe.configure({ mode: 'serial' });

test('with the offline app on, Chrome finds the site installable', async ({ page, baseURL }) => {
  await setOfflineApp(page, true);
  // Playwright's usual contexts are incognito, where nothing installs: a profile on disk instead.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-admin-pwa-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  try {
    const installed = context.pages()[0] ?? (await context.newPage());
    await installed.goto('/user/login');
    await controlled(installed);
    const cdp = await context.newCDPSession(installed);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('with the offline app on, the site works offline and warns about the lost connection', async ({
  page,
  context,
}) => {
  await setOfflineApp(page, true);
  await page.goto('/user/login');
  await controlled(page);

  await context.setOffline(true);
  await expect(page.getByText('You are offline. Changes cannot be saved until the connection returns.')).toBeVisible();
  // The shell comes from the worker's precache: a reload without a connection still shows the login page.
  await page.reload();
  await expect(page.getByLabel('Username')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are back online.')).toBeVisible();
});

test('started without a connection, the offline app loads whole from its precache and says it is offline', async ({
  page,
  context,
}) => {
  await setOfflineApp(page, true);
  await page.goto('/user/login');
  await controlled(page);
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    undefined,
    { timeout: 30_000 },
  );
  await page.close();

  // A new window with no connection, as when the installed app is opened offline.
  await context.setOffline(true);
  const started = await context.newPage();
  const failedFiles: string[] = [];
  const pageErrors: string[] = [];
  started.on('requestfailed', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) failedFiles.push(request.url());
  });
  started.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await started.goto('/user/login');
    await expect(started.getByLabel('Username')).toBeVisible();
    await expect(
      started.getByText('You are offline. Changes cannot be saved until the connection returns.'),
    ).toBeVisible();
    // Every file index.html loads came from the precache (preload_helper.*.js did not), and the
    // failed API calls left the offline notice alone, without a "Network error" beside it.
    expect(failedFiles).toEqual([]);
    expect(pageErrors).toEqual([]);
    await expect(started.getByText('Network error')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('a new version waits until the user asks for it, then takes over and reloads', async ({ page }) => {
  // Two workers install one after the other (the first precaches the whole app): on a loaded 2-core
  // machine that alone has taken most of the default minute.
  test.setTimeout(150_000);
  await setOfflineApp(page, true);
  await page.goto('/user/login');
  await controlled(page);
  // The first worker has finished activating before the second build arrives; a notice is offered for
  // a worker that waits behind it, never for the first install.
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    undefined,
    { timeout: 30_000 },
  );

  // A second build: the same worker with other bytes. The server would send the precompressed copies first.
  const original = fs.readFileSync(WORKER_FILE);
  const compressed = ['.br', '.gz'].map((ext) => WORKER_FILE + ext).filter((file) => fs.existsSync(file));
  const kept = compressed.map((file) => [file, fs.readFileSync(file)] as const);
  try {
    for (const file of compressed) fs.rmSync(file);
    fs.writeFileSync(WORKER_FILE, `${original.toString()}\n// build ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    // The real condition: the new worker has installed and waits (its install checks every precached file).
    await page.waitForFunction(
      async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      undefined,
      { timeout: 60_000 },
    );
    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 30_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await controlled(page);
    // The page reloads only when the new worker has taken control; none is left waiting.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    await expect(page.getByText('A new version is available')).toHaveCount(0);
  } finally {
    fs.writeFileSync(WORKER_FILE, original);
    for (const [file, content] of kept) fs.writeFileSync(file, content);
  }
});

test('with the offline app off, the worker and its caches are removed', async ({ page }) => {
  await setOfflineApp(page, true);
  await page.goto('/user/login');
  await controlled(page);
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

  await setOfflineApp(page, false);
  await page.reload();
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await expect.poll(() => page.evaluate(async () => caches.keys())).toEqual([]);
});

test('a teacher confirms a lesson on a phone without a connection; it is sent when the connection returns and charged once', async ({
  page,
  context,
  request,
}) => {
  await setOfflineApp(page, true);
  const adminHeaders = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers: adminHeaders, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    const body = await response.json();
    return body.data ?? body;
  };
  const course = await post('/api/courses', { name: 'Phone Piano' });
  const teacher = await post('/api/teachers', {
    login: 'pia.phone',
    password: 'Teach3r!Pass',
    email: 'pia.offline@e2e.example',
    firstName: 'Pia',
    lastName: 'Phone',
    courseIds: [course.id],
    activated: true,
  });
  const student = await post('/api/students', { studentId: 'E2EOFF1', firstName: 'Otto', lastName: 'Offline' });
  await post('/api/voucher-purchases', {
    studentId: student.id,
    type: 'CASH',
    purchaseDate: new Date().toISOString().slice(0, 10),
    voucherAmount: '100.00',
  });
  const start = new Date(Date.now() - 26 * 3_600_000);
  await post('/api/schedules', {
    courseType: 'PRIVATE',
    courseId: course.id,
    teacherId: teacher.id,
    studentIds: [student.id],
    scheduleTimes: [{ startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString() }],
    price: '40.00',
    paymentType: 'VOUCHER',
    acknowledgeConflicts: true,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user/login');
  await page.getByLabel('Username').fill('pia.phone');
  await page.getByLabel('Password').fill('Teach3r!Pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The home page sends a teacher on once its chunk has loaded: slow on a busy machine.
  await expect(page).toHaveURL(/teacherConfirmation/, { timeout: 30_000 });
  await controlled(page);
  // Once the worker controls the page, the list goes through it and is kept for offline use.
  await page.reload();
  await expect(page.getByText('Phone Piano')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Confirm with no change' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('No connection: saved on this phone', { exact: false })).toBeVisible();
  await expect(page.getByText('Waiting to send')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 lesson update(s) made offline were sent.')).toBeVisible({ timeout: 15_000 });
  const balance = async () =>
    (await (await request.get(`/api/students/${student.id}`, { headers: adminHeaders })).json()).voucherBalance;
  expect(await balance()).toBe('60.00');
  await page.reload();
  await expect(page.getByText('No past lessons are waiting for your confirmation.')).toBeVisible();
  expect(await balance()).toBe('60.00');
});

/** A teacher with one lesson that ended yesterday, its student holding 100.00 in vouchers (price 40.00). */
async function teacherWithPastLesson(page: Page, request: APIRequestContext, name: string) {
  const adminHeaders = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers: adminHeaders, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    const body = await response.json();
    return body.data ?? body;
  };
  const unique = `${name}${Date.now().toString(36)}`;
  const course = await post('/api/courses', { name: `${name} Violin` });
  const login = `${unique}.teacher`.toLowerCase();
  const password = 'Teach3r!Pass';
  const teacher = await post('/api/teachers', {
    login,
    password,
    email: `${unique}@e2e.example`.toLowerCase(),
    firstName: name,
    lastName: 'Teacher',
    courseIds: [course.id],
    activated: true,
  });
  const student = await post('/api/students', {
    studentId: unique.toUpperCase().slice(0, 20),
    firstName: 'Sam',
    lastName: name,
  });
  await post('/api/voucher-purchases', {
    studentId: student.id,
    type: 'CASH',
    purchaseDate: new Date().toISOString().slice(0, 10),
    voucherAmount: '100.00',
  });
  const start = new Date(Date.now() - 26 * 3_600_000);
  const created = await post('/api/schedules', {
    courseType: 'PRIVATE',
    courseId: course.id,
    teacherId: teacher.id,
    studentIds: [student.id],
    scheduleTimes: [{ startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString() }],
    price: '40.00',
    paymentType: 'VOUCHER',
    acknowledgeConflicts: true,
  });
  const lessonId: number = created.ids[0];
  const balance = async () =>
    (await (await request.get(`/api/students/${student.id}`, { headers: adminHeaders })).json()).voucherBalance;
  const feedback = async () =>
    (await request.get(`/api/schedules/${lessonId}/feedback`, { headers: adminHeaders })).json();
  const signInOnPhone = async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/user/login');
    await page.getByLabel('Username').fill(login);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The home page sends a teacher on once its chunk has loaded: slow on a busy machine.
    await expect(page).toHaveURL(/teacherConfirmation/, { timeout: 30_000 });
    await controlled(page);
  };
  return { courseName: `${name} Violin`, login, password, lessonId, balance, feedback, signInOnPhone };
}

test('feedback written on a phone without a connection waits on the device and is sent once when it returns', async ({
  page,
  context,
  request,
}) => {
  await setOfflineApp(page, true);
  const lesson = await teacherWithPastLesson(page, request, 'Fenna');
  await lesson.signInOnPhone();
  await page.getByRole('button', { name: 'Confirm with no change' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Lesson confirmed')).toBeVisible();
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await expect(page.getByText(lesson.courseName)).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Write feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lesson feedback' });
  await expect(dialog.getByText('No connection: feedback saved earlier could not be loaded.')).toBeVisible();
  await dialog.getByLabel('Class feedback').fill('Bowing much steadier; scales next week.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('No connection: saved on this phone', { exact: false })).toBeVisible();
  await expect(page.getByText('Waiting to send')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await lesson.feedback()).status).toBe('NOT_SUBMITTED');

  await context.setOffline(false);
  await expect(page.getByText('1 lesson update(s) made offline were sent.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Waiting to send')).toHaveCount(0);
  const saved = await lesson.feedback();
  expect(saved.status).toBe('SUBMITTED');
  expect(saved.classFeedback).toBe('Bowing much steadier; scales next week.');
  // Sent once: a later look finds the same submission, and nothing waits on the device any more.
  await page.reload();
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await expect(page.getByText(lesson.courseName)).toBeVisible();
  expect((await lesson.feedback()).submittedAt).toBe(saved.submittedAt);
  expect(
    await page.evaluate(() =>
      indexedDB.databases().then(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('centre-admin-offline');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const count = await new Promise<number>((resolve) => {
          const counted = db.transaction('lesson-actions').objectStore('lesson-actions').count();
          counted.onsuccess = () => resolve(counted.result);
        });
        db.close();
        return count;
      }),
    ),
  ).toBe(0);
});

test('with the app closed, Background Sync sends a confirmation made offline, and the student is charged once', async ({
  page,
  context,
  request,
}) => {
  await setOfflineApp(page, true);
  const lesson = await teacherWithPastLesson(page, request, 'Bruno');
  await lesson.signInOnPhone();
  await page.reload();
  await expect(page.getByText(lesson.courseName)).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Confirm with no change' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Waiting to send')).toBeVisible();
  // The page asked the worker for a sync: Chromium has Background Sync.
  expect(
    await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync: { getTags(): Promise<string[]> };
      };
      return registration.sync.getTags();
    }),
  ).toContain('lesson-actions');
  const origin = new URL(page.url()).origin;
  // The app is closed: no page of it is left to send on reconnecting.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);

  // DevTools' "Sync" button: the event a browser fires once it is back online, fired now.
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      );
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: 'lesson-actions',
    lastChance: false,
  });
  await expect.poll(lesson.balance, { timeout: 20_000 }).toBe('60.00');
  expect((await lesson.feedback()).lesson.status).toBe('CONFIRMED');
  // Sent again (the worker retried, or the page's fallback ran too): the key makes it the same confirmation.
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: 'lesson-actions',
    lastChance: false,
  });
  await blank.waitForTimeout(1_000);
  expect(await lesson.balance()).toBe('60.00');
});

/**
 * A reverse proxy that ends TLS in front of the e2e server, as the README tells a centre to run it, on a
 * host name that is not loopback: there only https makes the origin secure enough for a worker.
 */
async function httpsProxy(target: URL, port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-admin-tls-'));
  const [key, cert] = ['key.pem', 'cert.pem'].map((file) => path.join(dir, file));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=centre.test',
      '-addext',
      'subjectAltName=DNS:centre.test',
    ],
    { stdio: 'ignore' },
  );
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (request, response) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://centre.test:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('on https, the worker installs with the offline app on and is removed with it off', async ({ page, baseURL }) => {
  const target = new URL(baseURL ?? '');
  const proxy = await httpsProxy(target, Number(target.port) + 6);
  // A self-signed certificate: Chromium is told to accept it, and where centre.test is.
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--ignore-certificate-errors',
      '--host-resolver-rules=MAP centre.test 127.0.0.1',
    ],
  });
  try {
    const secure = await (await browser.newContext({ baseURL: proxy.url })).newPage();
    await setOfflineApp(page, true);
    await secure.goto('/user/login');
    expect(await secure.evaluate(() => [location.protocol, window.isSecureContext])).toEqual(['https:', true]);
    await controlled(secure);
    expect(await secure.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

    await setOfflineApp(page, false);
    await secure.reload();
    await expect
      .poll(() => secure.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
      .toBe(0);
    await expect.poll(() => secure.evaluate(async () => caches.keys())).toEqual([]);
  } finally {
    await browser.close();
    await proxy.close();
  }
});
