import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import dayjs, { type Dayjs } from 'dayjs';
import ICAL from 'ical.js';
import { ADMIN, apiToken, choose, signIn, signOut } from './support';

/**
 * Issue 23 end to end: a teacher links their own calendar (served by this test) on Account Settings
 * and sees it working; an operator books a lesson over its busy time and is warned; the teacher's
 * feed address downloads an .ics that lists the new lesson.
 */

const OPERATOR = { login: 'fran.frontdesk', password: 'Oper4tor!Pass' };
const TEACHER = { login: 'bea.busy', password: 'Teach3r!Pass', first: 'Bea', last: 'Busy' };
const COURSE = 'Grade 9 Geometry';
const STUDENT = { first: 'Sam', last: 'Square', number: 'E2E0023' };

/** Tomorrow 14:00–16:00 local: the teacher's dentist appointment. */
const busyFrom = () => dayjs().add(1, 'day').startOf('day').hour(14);
const utc = (at: Dayjs) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function ownCalendar(): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//E2E//Own calendar//EN',
    'BEGIN:VEVENT',
    'UID:dentist-1',
    'SUMMARY:Dentist',
    `DTSTART:${utc(busyFrom())}`,
    `DTEND:${utc(busyFrom().add(2, 'hour'))}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let calendarServer: http.Server;
let calendarUrl: string;

test.beforeAll(async () => {
  calendarServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(ownCalendar());
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/private-e2e/basic.ics`;
});
test.afterAll(() => calendarServer.close());

async function fillDateTime(input: Locator, value: Dayjs) {
  await input.click();
  await input.fill(value.format('YYYY-MM-DD HH:mm'));
  await input.press('Enter');
  await expect(input).toHaveValue(value.format('YYYY-MM-DD HH:mm'));
}

async function bookOverBusyTime(page: Page) {
  await page.goto('/schedule/schedule-calendar');
  await page.getByRole('button', { name: 'New lesson' }).click();
  const form = page.getByRole('dialog', { name: 'New lesson' });
  await choose(page, form.getByLabel('Course', { exact: true }), COURSE, 'Geo');
  await choose(page, form.getByLabel('Teacher', { exact: true }), `${TEACHER.first} ${TEACHER.last}`, TEACHER.first);
  await choose(
    page,
    form.getByLabel('Students', { exact: true }),
    `${STUDENT.first} ${STUDENT.last} (${STUDENT.number})`,
    STUDENT.last,
  );
  await page.keyboard.press('Escape');
  const start = busyFrom().add(30, 'minute');
  await fillDateTime(form.getByLabel('Start', { exact: true }).first(), start);
  await fillDateTime(form.getByLabel('End', { exact: true }).first(), start.add(1, 'hour'));
  await form.getByLabel('Price', { exact: true }).fill('40.00');
  await form.getByRole('button', { name: 'Save' }).click();
  const warning = page.getByRole('dialog').filter({ hasText: 'Save despite these conflicts?' });
  await expect(warning).toContainText('Bea Busy is busy in their own calendar');
  await warning.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();
}

test('a linked calendar warns the front desk, and the teacher’s feed lists the new lesson', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    const body = await response.json();
    return body.data ?? body;
  };
  await post('/api/staff', {
    ...OPERATOR,
    email: 'fran@e2e.example',
    role: 'ROLE_OPERATOR',
    firstName: 'Fran',
    lastName: 'Desk',
  });
  const course = await post('/api/courses', { name: COURSE, school: 'Hillside Secondary' });
  await post('/api/teachers', {
    login: TEACHER.login,
    password: TEACHER.password,
    email: 'bea@e2e.example',
    firstName: TEACHER.first,
    lastName: TEACHER.last,
    hourlyRate: '30.00',
    courseIds: [course.id],
    activated: true,
  });
  await post('/api/students', {
    studentId: STUDENT.number,
    firstName: STUDENT.first,
    lastName: STUDENT.last,
    hourlyRate: '40.00',
  });

  // 1. The teacher links their own calendar and makes their feed address.
  await signIn(page, TEACHER.login, TEACHER.password);
  await expect(page).toHaveURL(/\/teacherConfirmation$/);
  await page.goto('/accountSettings');
  await page.getByLabel('Secret iCal address').fill(calendarUrl);
  await page.getByRole('button', { name: 'Link my calendar' }).click();
  await expect(page.getByText('Calendar linked')).toBeVisible();
  await expect(page.getByText('Working', { exact: true })).toBeVisible();
  await expect(page.getByText(calendarUrl)).toHaveCount(0);
  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  const feedUrl = await page.getByLabel('Feed address (https)').inputValue();
  expect(feedUrl).toMatch(/\/api\/calendar-feeds\/[\w-]{43}\.ics$/);
  await signOut(page);

  // 2. The operator books over the busy time and is warned; External Calendar shows the link working.
  await signIn(page, OPERATOR.login, OPERATOR.password);
  await expect(page).toHaveURL(/\/dashboard|\/$/);
  await bookOverBusyTime(page);
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText('Show busy times').click();
  await expect(page.locator('.calendar-busy').first()).toBeAttached();
  await page.goto('/schedule/google-calendar');
  const row = page.getByRole('row').filter({ hasText: `${TEACHER.first} ${TEACHER.last}` });
  await expect(row).toContainText('Working');
  await expect(row).toContainText('Active');

  // 3. The feed address downloads an .ics that lists the new lesson at its time.
  const feed = await request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(events).toHaveLength(1);
  expect(events[0]?.summary).toBe(COURSE);
  expect(events[0]?.startDate.toJSDate().toISOString()).toBe(busyFrom().add(30, 'minute').toISOString());
  expect(events[0]?.description).toContain(`${STUDENT.first} ${STUDENT.last}`);
});
