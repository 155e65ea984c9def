import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import { ADMIN, apiToken, signIn } from './support';

/**
 * Issue 20: the schedule calendar without a mouse. A lesson is reached with Tab, opened with Enter,
 * moved with the drawer's Move (date and times typed into a dialog, saved through the same move as a
 * drag), and the dialogs keep focus inside while open and give it back when they close.
 */

const RUN = Date.now().toString(36);
const COURSE = `Keyboard Physics ${RUN}`;

async function seedLesson(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    const body = await response.json();
    return body.data ?? body;
  };
  const course = await post('/api/courses', { name: COURSE });
  const teacher = await post('/api/teachers', {
    login: `kim.keys.${RUN}`,
    password: 'Teach3r!Pass',
    email: `kim.keys.${RUN}@e2e.example`,
    firstName: 'Kim',
    lastName: 'Keys',
    courseIds: [course.id],
    activated: true,
  });
  const student = await post('/api/students', { firstName: 'Tab', lastName: `Order ${RUN}` });
  // Tomorrow (the calendar opens on it with ?date=), in the morning, so it is in the first screenful.
  const start = dayjs().add(1, 'day').startOf('day').hour(9);
  await post('/api/schedules', {
    courseType: 'PRIVATE',
    courseId: course.id,
    teacherId: teacher.id,
    studentIds: [student.id],
    scheduleTimes: [{ startTime: start.toISOString(), endTime: start.add(1, 'hour').toISOString() }],
    price: '30.00',
    paymentType: 'CASH',
    acknowledgeConflicts: true,
  });
  return start;
}

/** Presses Tab until `target` has focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Whether focus is inside `container`. */
const holdsFocus = (container: ReturnType<Page['locator']>) =>
  container.evaluate((element) => element.contains(document.activeElement));

test('a lesson is opened, moved and closed again with the keyboard alone', async ({ page, request }) => {
  const start = await seedLesson(request);
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto(`/schedule/schedule-calendar?date=${start.format('YYYY-MM-DD')}`);
  await page.getByRole('button', { name: 'Day', exact: true }).click();

  // The lesson is a named button in the tab order, with a visible focus ring.
  const lesson = page.getByRole('button', { name: new RegExp(COURSE) });
  await expect(lesson).toBeVisible();
  await page.getByRole('button', { name: 'Day', exact: true }).focus();
  await tabTo(page, lesson);
  const ring = await lesson.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.outline).not.toBe('none');
  expect(ring.width).toBeGreaterThan(0);

  // Enter opens the lesson; focus moves into the drawer, Escape closes it and focus comes back.
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Lesson' });
  await expect(drawer).toBeVisible();
  // antd's drawer keeps focus in its root (the dialog and the two focus guards around it).
  const drawerRoot = page.locator('.ant-drawer-open');
  await expect.poll(() => holdsFocus(drawerRoot)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(lesson).toBeFocused();

  // Again with Space; Tab stays inside the drawer; its Move opens the move dialog.
  await page.keyboard.press(' ');
  await expect(drawer).toBeVisible();
  const move = drawer.getByRole('button', { name: 'Move', exact: true });
  await tabTo(page, move, 20);
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(drawerRoot)).toBe(true);
  }
  await tabTo(page, move, 20);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Move ${COURSE}` });
  await expect(dialog).toBeVisible();
  const dialogRoot = page.locator('.ant-modal-wrap').filter({ has: dialog });
  await expect.poll(() => holdsFocus(dialogRoot)).toBe(true);
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(dialogRoot)).toBe(true);
  }

  // New times typed in: 14:00–15:30 the same day.
  const startTime = dialog.getByLabel('Start time');
  await tabTo(page, startTime, 20);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('14:00');
  await page.keyboard.press('Enter');
  const endTime = dialog.getByLabel('End time');
  await tabTo(page, endTime, 20);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('15:30');
  await page.keyboard.press('Enter');
  await expect(startTime).toHaveValue('14:00');
  await expect(endTime).toHaveValue('15:30');
  await tabTo(page, dialog.getByRole('button', { name: 'Move', exact: true }), 20);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The calendar shows it at its new time, and the server has it there.
  await expect(page.getByRole('button', { name: new RegExp(COURSE) })).toContainText(/14:00.15:30/);
  await page.getByRole('button', { name: new RegExp(COURSE) }).focus();
  await page.keyboard.press('Enter');
  // The drawer opened before the move may still be closing: the open one is the newest.
  await expect(drawer.last()).toContainText(/14:00.15:30/);
});
