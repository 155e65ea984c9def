import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, signIn, signOut } from './support';

/**
 * Issue 19, measured in the browser: every list fits an office screen (1280 px) without the page
 * scrolling sideways, its actions column in view; the welcome message survives the sign-in's reload;
 * the HTML shows a loading page from the first byte; an unknown path keeps the signed-in layout.
 */

const LISTS = [
  '/staff',
  '/teacher',
  '/student/all-student',
  '/student/inactive-student',
  '/course',
  '/term',
  '/termRegister',
  '/Referral',
  '/voucherPurchaseHistory',
  '/schedule/table-view',
  '/schedule/google-calendar',
  '/audit-log',
  '/credit-balance-history',
  '/manage-payment',
  '/report',
];

const LONG = 'with a long piece of text that a narrow column must cut short';

/** Rows with long text in the columns most likely to push a table wide. */
async function seedLongRows(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const course = await post('/api/courses', {
    name: `Advanced Functions ${LONG}`,
    school: 'North Toronto Collegiate Institute',
    number: 'MHF4U',
    description: `A course ${LONG}`,
  });
  const teacher = await post('/api/teachers', {
    login: 'wide.teacher',
    password: 'Teach3r!Pass',
    firstName: 'Maximiliana',
    lastName: 'Vanderbilt-Oppenheimer',
    email: 'maximiliana.vanderbilt-oppenheimer@a-very-long-domain-name.example',
    phone: '+14165550199',
    courseIds: [course.id],
  });
  const referral = await post('/api/referrals', { referrer: `Parents' association ${LONG}`, comments: LONG });
  const student = await post('/api/students', {
    firstName: 'Bartholomew',
    lastName: 'Featherstonehaugh-Smythe',
    email: 'bartholomew.featherstonehaugh-smythe@a-very-long-domain-name.example',
    phone: '+16475551555',
    referralId: referral.id,
  });
  await post('/api/voucher-purchases', {
    studentId: student.id,
    type: 'CASH',
    purchaseDate: '2026-11-02',
    voucherAmount: '1500.00',
    giftAmount: '150.00',
    comments: LONG,
  });
  const term = await post('/api/terms', {
    school: 'North Toronto Collegiate Institute',
    courseId: course.id,
    teacherId: teacher.id,
    startDate: '2026-09-01',
    endDate: '2026-12-20',
    comments: LONG,
  });
  await post('/api/term-registers', {
    termId: term.id,
    studentId: student.id,
    paymentType: 'CASH',
    price: '450.00',
    comments: LONG,
  });
  // A lesson that ended yesterday, waiting for the teacher's confirmation.
  const start = new Date(Date.now() - 26 * 3_600_000);
  await post('/api/schedules', {
    courseType: 'PRIVATE',
    courseId: course.id,
    teacherId: teacher.id,
    studentIds: [student.id],
    scheduleTimes: [{ startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString() }],
    price: '40.00',
    address: `Room 12, ${LONG}`,
    acknowledgeConflicts: true,
  });
}

/** The page does not scroll sideways, and the first row's fixed actions are on screen. */
async function expectListFits(page: Page, path: string) {
  await expect(page.locator('.ant-table-tbody').first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody .ant-spin-spinning')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await pageOverflow(page);
  expect(scrollWidth, `${path} scrolls the page sideways`).toBeLessThanOrEqual(clientWidth);
  // The actions column is fixed on the right, so its first row's buttons are on screen.
  const actions = page.locator('.ant-table-tbody tr.ant-table-row td.ant-table-cell-fix-right').first();
  if ((await actions.count()) > 0) {
    const box = await actions.boundingBox();
    expect(box, `${path} actions column`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${path} actions column in view`).toBeLessThanOrEqual(clientWidth);
  }
}

async function pageOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

test.describe('first impressions', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the HTML carries a loading page from the first byte', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<div id="root"><div id="app-first-loading" role="status" aria-label="Loading">/);
  });

  test('a full page load shows a loading page, not a blank one, until the account answers', async ({ page }) => {
    await signIn(page, ADMIN.login, ADMIN.password);
    await expect(page).not.toHaveURL(/\/user\/login/);
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/account', async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest('**/api/account');
    await page.goto('/dashboard');
    // The app has started (it asks for the account) and replaced the HTML's own loading page.
    await asked;
    await expect(page.locator('#root [role="status"][aria-label="Loading"]')).toBeVisible();
    await expect(page.locator('#root')).toContainText('Loading');
    answer();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('the welcome message shows after the sign-in reloads the page', async ({ page }) => {
    await signIn(page, ADMIN.login, ADMIN.password);
    await expect(page).not.toHaveURL(/\/user\/login/);
    await expect(page.getByText('Welcome back!')).toBeVisible();
  });

  test('every list fits 1280 px: no sideways scrolling of the page, actions in view', async ({ page, request }) => {
    // Sixteen screens and two sign-ins: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    await seedLongRows(request);
    await signIn(page, ADMIN.login, ADMIN.password);
    await expect(page).not.toHaveURL(/\/user\/login/);
    for (const path of LISTS) {
      await page.goto(path);
      await expectListFits(page, path);
    }

    // Long text ends in an ellipsis, with the whole text on hover.
    await page.goto('/course');
    const description = page.locator('.ant-table-tbody .ant-typography-ellipsis', { hasText: 'A course with' }).first();
    await expect(description).toBeVisible();
    const cut = await description.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(true);
    await description.hover();
    await expect(page.getByRole('tooltip').filter({ hasText: `A course ${LONG}` })).toBeVisible();

    // The teacher's own list: the lesson waiting for confirmation keeps Cancel in view.
    await signOut(page);
    await signIn(page, 'wide.teacher', 'Teach3r!Pass');
    await expect(page).toHaveURL(/\/teacherConfirmation$/, { timeout: 30_000 });
    await expectListFits(page, '/teacherConfirmation');
    const cancel = page.locator('td.ant-table-cell-fix-right').getByRole('button', { name: 'Cancel', exact: true });
    await expect(cancel).toBeInViewport({ ratio: 1 });
  });

  test('an unknown path shows the 404 page inside the signed-in layout', async ({ page }) => {
    await signIn(page, ADMIN.login, ADMIN.password);
    await expect(page).not.toHaveURL(/\/user\/login/);
    await page.goto('/no-such-screen');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Teachers/ })).toBeVisible();
  });
});
