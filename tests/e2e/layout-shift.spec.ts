import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import routes from '../../config/routes';
import { screensOfRoutes, screensOpenTo } from '../route-screens.mjs';
import { ADMIN, apiToken } from './support';

/**
 * Issue 20: nothing moves after it is drawn. Each administrator's screen is opened afresh (a full
 * page load, signed in) with rows to show, and the layout shifts Chromium reports (PerformanceObserver
 * 'layout-shift', those not caused by input) are added up until the screen has shown its data and
 * stayed still: the sum (Lighthouse's CLS, whose session windows are never larger) must stay under 0.05.
 */
const CLS_LIMIT = 0.05;
const ROWS = 12;
/**
 * Every screen an administrator opens from config/routes.ts (tests/route-screens.mjs), so a new screen is
 * measured without being listed; the student dashboard needs a student's id and is left to the lists.
 */
const SCREENS = screensOpenTo(screensOfRoutes(routes), 'ROLE_ADMIN')
  .filter((screen) => screen.authority !== undefined && !screen.path.includes(':'))
  .map((screen) => screen.path);

/** Enough rows for a full first page on every list, and lessons in this week for the calendar. */
async function fillCentre(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, ADMIN.login, ADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    const body = await response.json();
    return body.data ?? body;
  };
  const tag = Date.now().toString(36);
  const course = await post('/api/courses', { name: `Shift Maths ${tag}` });
  const teacher = await post('/api/teachers', {
    login: `shift.teacher.${tag}`,
    password: 'shift-teacher-pass',
    email: `shift.teacher.${tag}@e2e.example`,
    firstName: 'Stella',
    lastName: 'Still',
    courseIds: [course.id],
    activated: true,
  });
  const students = [];
  for (let index = 0; index < ROWS; index += 1) {
    await post('/api/staff', {
      login: `shift.staff.${tag}.${index}`,
      password: 'shift-staff-pass',
      email: `shift.staff.${tag}.${index}@e2e.example`,
      role: 'ROLE_OPERATOR',
      firstName: 'Sam',
      lastName: `Steady ${index}`,
    });
    students.push(await post('/api/students', { firstName: 'Stan', lastName: `Steady ${tag} ${index}` }));
  }
  const monday = dayjs().startOf('week').add(1, 'day').hour(9);
  for (let day = 0; day < 5; day += 1) {
    const start = monday.add(day, 'day');
    await post('/api/schedules', {
      courseType: 'PRIVATE',
      courseId: course.id,
      teacherId: teacher.id,
      studentIds: [students[day].id],
      scheduleTimes: [{ startTime: start.toISOString(), endTime: start.add(1, 'hour').toISOString() }],
      price: '20.00',
      paymentType: 'CASH',
      acknowledgeConflicts: true,
    });
  }
  return token;
}

/** Opens `path` signed in and returns the layout shift until it has drawn its data and stayed still. */
async function layoutShift(page: Page, path: string): Promise<{ total: number; shifts: string[] }> {
  await page.goto(path);
  await expect(page.locator('.ant-pro-page-container, .ant-pro-table, .rbc-calendar').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.locator('.ant-spin-spinning, .ant-skeleton-active, [role="status"][aria-label="Loading"]'),
  ).toHaveCount(0, {
    timeout: 30_000,
  });
  // Late shifts (a column fitted after the data, a font, an icon) count too.
  await page.waitForTimeout(1500);
  return page.evaluate(() => {
    const entries = (window as unknown as { __layoutShifts: { value: number; sources: string }[] }).__layoutShifts;
    return {
      total: entries.reduce((sum, entry) => sum + entry.value, 0),
      shifts: entries.map((entry) => `${entry.value.toFixed(3)} ${entry.sources}`),
    };
  });
}

test.describe('layout shift', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  let token = '';

  test.beforeAll(async ({ request }) => {
    token = await fillCentre(request);
  });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem('accessToken', value);
      const shifts: { value: number; sources: string }[] = [];
      (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? [])
            .map((source) => {
              const node = source.node;
              const element = node instanceof Element ? node : node?.parentElement;
              return element ? `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}` : '?';
            })
            .join(', ');
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, token);
  });

  for (const path of SCREENS) {
    test(`${path} does not move after it is drawn`, async ({ page }) => {
      const { total, shifts } = await layoutShift(page, path);
      expect(total, `layout shifts on ${path}: ${shifts.join('; ')}`).toBeLessThan(CLS_LIMIT);
    });
  }
});
