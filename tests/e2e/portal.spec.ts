import { expect, test } from '@playwright/test';
import { ADMIN, activateFamily, apiToken, pdfText } from './support';

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
  await activateFamily(page, request, student.id, 'portal.parent@e2e.example');
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

test('a family cancels one lesson inside the free window, meets the policy on a late one, and reads a feedback PDF', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const post = async (url: string, data: object, auth = headers) => {
    const response = await request.post(url, { headers: auth, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    const body = await response.json();
    return body.data ?? body;
  };
  const names = { free: 'E2E Free Cancel', late: 'E2E Late Cancel', done: 'E2E Feedback' };
  const courses = await Promise.all(Object.values(names).map((name) => post('/api/courses', { name, school: 'E2E' })));
  const teacher = await post('/api/teachers', {
    login: 'portal.teacher',
    password: 'Teach!Pass0rd',
    email: 'portal.teacher@e2e.example',
    firstName: 'Petra',
    lastName: 'Keys',
    phone: '+14165550166',
    hourlyRate: '30.00',
    courseIds: courses.map((course) => course.id),
    activated: true,
  });
  const student = await post('/api/students', { firstName: 'Cancel', lastName: 'Child', phone: '+14165550155' });
  await post('/api/voucher-purchases', {
    studentId: student.id,
    type: 'CASH',
    purchaseDate: '2026-03-01',
    voucherAmount: '200.00',
  });
  const hour = 3_600_000;
  const lessonAt = (courseId: number, start: number) =>
    post('/api/schedules', {
      courseType: 'PRIVATE',
      courseId,
      teacherId: teacher.id,
      studentIds: [student.id],
      scheduleTimes: [{ startTime: new Date(start).toISOString(), endTime: new Date(start + hour).toISOString() }],
      price: '40.00',
      paymentType: 'CASH',
      acknowledgeConflicts: true,
    });
  const now = Date.now();
  await lessonAt(courses[0].id, now + 72 * hour);
  await lessonAt(courses[1].id, now + 3 * hour);
  await lessonAt(courses[2].id, now - 3 * hour);
  // The teacher confirms the past lesson and submits its feedback.
  const teacherAuth = { Authorization: `Bearer ${await apiToken(request, 'portal.teacher', 'Teach!Pass0rd')}` };
  const open = await request.get('/api/teacher-confirmations?state=unconfirmed', { headers: teacherAuth });
  const past = (await open.json()).data.find((l: { courseName?: string; course?: string }) =>
    [l.courseName, l.course].includes(names.done),
  );
  expect(past, 'the past lesson waits for its confirmation').toBeTruthy();
  const confirmed = await request.post(`/api/teacher-confirmations/${past.id}/confirm-unchanged`, {
    headers: teacherAuth,
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const saved = await request.put(`/api/schedules/${past.id}/feedback`, {
    headers: teacherAuth,
    data: {
      classFeedback: 'Scales in G major and a first sight-reading piece.',
      students: [{ studentId: student.id, feedback: 'Lovely legato; practise the left hand.' }],
      submit: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const policy = await (await request.get('/api/centre-settings/cancellation-policy', { headers })).json();

  await activateFamily(page, request, student.id, 'cancel.parent@e2e.example');
  await page.getByRole('link', { name: 'Lessons' }).last().click();
  await expect(page.getByRole('heading', { name: 'Lessons', level: 1 })).toBeVisible();
  const row = (course: string) =>
    page.getByText(course).locator('xpath=ancestor::div[.//span[contains(@class,"ant-tag")]][1]');

  // Inside the window (72 hours ahead): free, asked first, then gone from the upcoming list.
  const free = row(names.free);
  await expect(free).toContainText('Free cancellation until');
  const cancel = free.getByRole('button', { name: 'Cancel lesson' });
  expect((await cancel.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this lesson?' });
  await expect(dialog).toContainText('This is free of charge.');
  await dialog.getByRole('button', { name: 'Cancel lesson' }).click();
  await expect(page.getByText('The lesson is cancelled, at no charge.')).toBeVisible();
  await expect(page.getByText(names.free)).toHaveCount(0);

  // Outside it (3 hours ahead): the centre's policy decides.
  const late = row(names.late);
  if (policy.lateCancellation === 'refuse') {
    await expect(late).toContainText(/Free cancellation ended .*Please call the centre to cancel\./);
    await expect(late.getByRole('button', { name: 'Cancel lesson' })).toHaveCount(0);
  } else {
    await late.getByRole('button', { name: 'Cancel lesson' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel and be charged' }).click();
    await expect(page.getByText(/Cancelled late/)).toBeVisible();
  }

  // The past lesson's feedback: read on the screen, and its PDF carries the same text.
  await page.getByText('Past', { exact: true }).click();
  const done = row(names.done);
  await done.getByRole('button', { name: 'New feedback' }).click();
  await expect(done).toContainText('Lovely legato; practise the left hand.');
  const [pdf] = await Promise.all([
    page.waitForResponse((response) => /\/api\/portal\/lessons\/\d+\/feedback\/pdf/.test(response.url())),
    done.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(body);
  expect(text).toContain('Scales in G major');
  expect(text).toContain('Lovely legato');
});
