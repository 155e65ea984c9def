import { writeFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, signIn } from './support';

/**
 * Issue 34's moving in, end to end: the template files of students and recurring lessons imported on
 * /import (teachers and courses, which the lessons need, through the API), the student on the
 * Students list and the lessons on the calendar, then both imports undone from the list of imports.
 */
type Headers = { Authorization: string };

async function importThroughApi(request: APIRequestContext, headers: Headers, kind: string) {
  const template = await request.get(`/api/imports/templates/${kind}`, { headers });
  const upload = await request.post(`/api/imports/files?fileName=${kind}.csv&kind=${kind}`, {
    headers: { ...headers, 'Content-Type': 'application/octet-stream' },
    data: await template.body(),
  });
  expect(upload.status()).toBe(201);
  const file = await upload.json();
  const started = await request.post('/api/imports', {
    headers,
    data: { uploadId: file.uploadId, kind, mapping: file.mapping, matchOn: null },
  });
  expect(started.status()).toBe(202);
  const { id } = await started.json();
  await expect
    .poll(async () => (await (await request.get(`/api/imports/${id}`, { headers })).json()).status)
    .toBe('done');
}

async function importOnScreen(page: Page, request: APIRequestContext, headers: Headers, kind: string, label: string) {
  const template = await request.get(`/api/imports/templates/${kind}`, { headers });
  const file = test.info().outputPath(`${kind}-template.csv`);
  await writeFile(file, await template.body());
  await page.goto('/import');
  await page.getByRole('combobox', { name: 'What to import' }).click({ force: true });
  await page.getByTitle(label, { exact: true }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText(`${kind}-template.csv: 1 rows`)).toBeVisible();
  await page.getByRole('button', { name: 'Check every row' }).click();
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByText(/^4\. Import #\d+: done$/)).toBeVisible({ timeout: 30_000 });
}

test('the students and recurring lessons templates are imported, seen on the lists and the calendar, and undone', async ({
  page,
  request,
}) => {
  // Four imports, two lists and the calendar twice: on a loaded machine more than the default minute.
  test.setTimeout(240_000);
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  await importThroughApi(request, headers, 'teachers');
  await importThroughApi(request, headers, 'courses');
  const lessonsTemplate = await (await request.get('/api/imports/templates/lessons', { headers })).text();
  const firstDate = /\b(\d{4}-\d{2}-\d{2}),\d{4}-\d{2}-\d{2}\b/.exec(lessonsTemplate)?.[1] as string;

  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await importOnScreen(page, request, headers, 'students', 'Students');
  await importOnScreen(page, request, headers, 'lessons', 'Recurring lessons');

  await page.goto('/student/all-student');
  await expect(page.getByText('S000101')).toBeVisible({ timeout: 20_000 });
  await page.goto(`/schedule/schedule-calendar?date=${firstDate}`);
  await expect(page.getByRole('button', { name: /Piano Grade 1/ }).first()).toBeVisible({ timeout: 20_000 });

  // Undo the lessons, then the students (the students' undo is refused while their lessons exist).
  await page.goto('/import');
  for (const kind of ['lessons', 'students']) {
    const row = page.getByRole('row').filter({ hasText: `${kind}-template.csv` });
    await row.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(row.getByText('undone')).toBeVisible({ timeout: 30_000 });
  }
  await page.goto(`/schedule/schedule-calendar?date=${firstDate}`);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Piano Grade 1')).toHaveCount(0);
  await page.goto('/student/all-student');
  await expect(page.getByText('S000101')).toHaveCount(0);
});
