import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import routes from '../../config/routes';
import { screensOfRoutes, screensOpenTo } from '../route-screens.mjs';
import { ADMIN, activateFamily, apiToken, signIn } from './support';

/**
 * Issue 20 (accessibility): axe over every screen of config/routes.ts (read from the table itself by
 * tests/route-screens.mjs), signed in as each role that can open it (spec §2), on screens that show
 * rows. A critical or serious violation fails the run unless the allow-list below names it. Each signed-in screen also has exactly one h1, its title.
 * One sign-in per role; the same page moves from screen to screen.
 */

const PASSWORD = 'A11y!Passw0rd';
/** A worker that restarts after a failed test seeds again: every run's accounts are its own. */
const RUN = Date.now().toString(36);
const PHONE = `+1416555${String(Date.now() % 10_000).padStart(4, '0')}`;
const OPERATOR = { login: `ally.operator.${RUN}`, email: `ally.operator.${RUN}@e2e.example` };
const TEACHER = { login: `ally.teacher.${RUN}`, email: `ally.teacher.${RUN}@e2e.example` };
const SYSTEM = { login: `ally.system.${RUN}`, email: `ally.system.${RUN}@e2e.example` };

/**
 * Violations accepted on purpose. None for contrast: white text on the spec's primary colour #1890ff is 3.24:1,
 * so primary buttons and selected items draw their fill in a darker shade of the same blue
 * (src/utils/theme.ts, docs/decisions.md); #1890ff stays the primary colour everywhere else.
 * An entry is { rule, target } where target is a CSS selector fragment of the node axe reports.
 */
const ALLOWED: { rule: string; target: string; why: string }[] = [
  {
    rule: 'aria-hidden-focus',
    target: '.ant-table-measure-row',
    why: 'antd draws a hidden measuring row (aria-hidden, tabindex=-1) in tables that scroll sideways: out of the tab order, but axe counts tabindex=-1 as focusable. Not contrast: listed until antd drops the tabindex.',
  },
];

type Screen = { path: string; title: string | RegExp };

const ROUTE_SCREENS = screensOfRoutes(routes);

/** The roles this spec signs in as, by the route table's role names. */
const ROLES: Record<string, string> = {
  administrator: 'ROLE_ADMIN',
  operator: 'ROLE_OPERATOR',
  teacher: 'ROLE_TEACHER',
  'system user': 'ROLE_SYSTEM',
};

/**
 * Screens of config/routes.ts this spec does not open, each with why. Every other screen is scanned as
 * every role above that may open it; a new route is scanned without being listed here, and a route whose
 * roles this spec cannot sign in as fails the run until it gets a sign-in or a reason here.
 */
const NOT_SCANNED: Record<string, string> = {
  '/admin/sub-page': 'nobody may open it (an empty authority list): it shows the 403 page, scanned as /exception/403',
  '/redirectUrlPage':
    'the end of a card authentication step, opened by the card provider with its own query (billing.spec.ts)',
  '/overdueAlert': 'shown once after sign-in while an invoice is overdue, else it leads on (billing-overdue.spec.ts)',
  '/exception': 'the page a thrown error renders, with no content of its own to scan',
};

/** A screen's h1 where it is not the route's name; query strings a signed-out screen needs. */
const TITLES: Record<string, string | RegExp> = {
  '/Referral': 'Enquiry Form',
  '/student/studentDashboard/:id': 'Ally Student',
  '/exception/403': /403|not authori[sz]ed|forbidden/i,
  '/exception/404': /404|not found|does not exist/i,
};
const QUERIES: Record<string, string> = {
  '/user/reset-password': '?key=unknown',
  '/user/activate': '?key=unknown',
  '/portal/activate': '?key=unknown',
};

/**
 * The family portal's screens (issue 33): drawn without the admin layout (so the route table calls
 * them signed-out), but open only to a family account: scanned signed in as a family, below.
 */
const FAMILY_SCREENS = ROUTE_SCREENS.filter(
  (screen) => screen.path.startsWith('/portal') && screen.path !== '/portal/activate',
).map((screen) => screen.path);

/** Open to every signed-in user: scanned once, as the administrator, except those that differ per role. */
const PER_ROLE_EVEN_IF_SHARED = new Set(['/profile']);

function publicScreens(): string[] {
  const screens = ROUTE_SCREENS.filter(
    (screen) => screen.signedOut && !NOT_SCANNED[screen.path] && !FAMILY_SCREENS.includes(screen.path),
  );
  return screens.map((screen) => screen.path + (QUERIES[screen.path] ?? ''));
}

function screensOf(role: string): Screen[] {
  const screens = screensOpenTo(ROUTE_SCREENS, ROLES[role]).filter(
    (screen) =>
      !NOT_SCANNED[screen.path] &&
      (screen.authority !== undefined || role === 'administrator' || PER_ROLE_EVEN_IF_SHARED.has(screen.path)),
  );
  const listed = screens.map((screen) => ({ path: screen.path, title: TITLES[screen.path] ?? screen.name }));
  return role === 'administrator' ? [...listed, { path: '/no-such-screen', title: TITLES['/exception/404'] }] : listed;
}

test('every screen of the route table is scanned as a role that may open it, or says why not', () => {
  const roleNames = Object.values(ROLES);
  const unreachable = ROUTE_SCREENS.filter(
    (screen) =>
      !screen.signedOut &&
      !NOT_SCANNED[screen.path] &&
      screen.authority !== undefined &&
      !screen.authority.some((role) => roleNames.includes(role)),
  );
  expect(unreachable.map((screen) => `${screen.path} (${screen.authority?.join(', ')})`)).toEqual([]);
});

const LOGINS: Record<string, string> = {
  operator: OPERATOR.login,
  teacher: TEACHER.login,
  'system user': SYSTEM.login,
};

/** People and one lesson of each kind a screen lists, so every table and the calendar have rows. */
async function seedCentre(request: APIRequestContext): Promise<{ studentId: number }> {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    const body = await response.json();
    return body.data ?? body;
  };
  const staff = (who: { login: string; email: string }, role: string, firstName: string) =>
    post('/api/staff', { login: who.login, password: PASSWORD, email: who.email, role, firstName, lastName: 'Ally' });
  await staff(OPERATOR, 'ROLE_OPERATOR', 'Olive');
  await staff(SYSTEM, 'ROLE_SYSTEM', 'Sid');
  const course = await post('/api/courses', { name: `Ally Algebra ${RUN}`, school: 'Ally Secondary' });
  const teacher = await post('/api/teachers', {
    login: TEACHER.login,
    password: PASSWORD,
    email: TEACHER.email,
    firstName: 'Tara',
    lastName: 'Ally',
    phone: PHONE,
    hourlyRate: '30.00',
    courseIds: [course.id],
    activated: true,
  });
  const referral = await post('/api/referrals', { referrer: 'Ally parents' });
  const student = await post('/api/students', {
    studentId: `A11Y${RUN}`,
    firstName: 'Ally',
    lastName: 'Student',
    email: `ally.student.${RUN}@e2e.example`,
    phone: `${PHONE.slice(0, -4)}${String((Number(PHONE.slice(-4)) + 1) % 10_000).padStart(4, '0')}`,
    hourlyRate: '40.00',
    referralId: referral.id,
  });
  await post('/api/voucher-purchases', {
    studentId: student.id,
    type: 'CASH',
    purchaseDate: dayjs().format('YYYY-MM-DD'),
    voucherAmount: '500.00',
  });
  const term = await post('/api/terms', {
    school: 'Ally Secondary',
    courseId: course.id,
    teacherId: teacher.id,
    startDate: dayjs().subtract(1, 'month').format('YYYY-MM-DD'),
    endDate: dayjs().add(2, 'month').format('YYYY-MM-DD'),
  });
  await post('/api/term-registers', { termId: term.id, studentId: student.id, paymentType: 'CASH', price: '450.00' });
  const start = dayjs().startOf('day').hour(10);
  await post('/api/schedules', {
    courseType: 'PRIVATE',
    courseId: course.id,
    teacherId: teacher.id,
    studentIds: [student.id],
    scheduleTimes: [{ startTime: start.toISOString(), endTime: start.add(1, 'hour').toISOString() }],
    price: '40.00',
    paymentType: 'CASH',
    acknowledgeConflicts: true,
  });
  return { studentId: student.id };
}

/** Opens a screen; a navigation the app itself replaced (a redirect while loading) is tried once more. */
async function open(page: Page, path: string) {
  try {
    await page.goto(path);
  } catch (error) {
    if (!String(error).includes('ERR_ABORTED')) throw error;
    await page.goto(path);
  }
  await waitForScreen(page);
}

/** The screen has drawn its data: no spinner, no skeleton, nothing still loading from the API. */
async function waitForScreen(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .page-loading')).toHaveCount(0, {
    timeout: 15_000,
  });
}

type Finding = { screen: string; rule: string; impact: string; nodes: number; targets: string[] };

async function scan(page: Page, screen: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.length,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

const isBlocking = (finding: Finding) => finding.impact === 'critical' || finding.impact === 'serious';

/** What is left once the allow-list has taken the nodes it names. */
function unexplained(finding: Finding): Finding | undefined {
  const targets = finding.targets.filter(
    (target) => !ALLOWED.some((allowed) => allowed.rule === finding.rule && target.includes(allowed.target)),
  );
  return targets.length > 0 ? { ...finding, nodes: targets.length, targets } : undefined;
}

/** One line per screen and rule, printed so the run's log is the report (docs/decisions.md). */
function report(role: string, findings: Finding[]) {
  const lines = findings.map((f) => `  ${f.screen}  ${f.rule} (${f.impact}) ×${f.nodes}`);
  console.log(`axe, ${role}: ${lines.length === 0 ? 'no violations' : `\n${lines.join('\n')}`}`);
}

function assertClean(role: string, findings: Finding[]) {
  report(role, findings);
  const failing = findings
    .filter(isBlocking)
    .map(unexplained)
    .filter((f): f is Finding => f !== undefined);
  expect
    .soft(
      failing.map((f) => `${f.screen} ${f.rule} (${f.impact}): ${f.targets.slice(0, 5).join(' | ')}`),
      `${role}: critical or serious axe violations`,
    )
    .toEqual([]);
}

let studentId = 0;

test.beforeAll(async ({ request }) => {
  ({ studentId } = await seedCentre(request));
});

test('signed out: every public screen passes axe', async ({ page }) => {
  // axe takes seconds a screen on a busy machine: the default minute ran out once the portal's invitation page joined.
  test.setTimeout(300_000);
  const findings: Finding[] = [];
  for (const path of publicScreens()) {
    await page.goto(path);
    await waitForScreen(page);
    await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    findings.push(...(await scan(page, path)));
  }
  assertClean('signed out', findings);
});

for (const role of Object.keys(ROLES)) {
  test(`${role}: every screen the role can open passes axe and has one h1, its title`, async ({ page }) => {
    // axe takes 2–10 s a screen on a busy machine; the colour-contrast rule is most of it.
    test.setTimeout(600_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    if (role === 'administrator') await signIn(page, ADMIN.login, ADMIN.password);
    else await signIn(page, LOGINS[role], PASSWORD);
    await expect(page).not.toHaveURL(/\/user\/login/);
    const findings: Finding[] = [];
    const headings: string[] = [];
    for (const screen of screensOf(role)) {
      const path = screen.path.replace(':id', String(studentId));
      await open(page, path);
      // The title draws with the layout, which may come after the data has settled.
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      const h1s = await page.getByRole('heading', { level: 1 }).allTextContents();
      const text = h1s.length === 1 ? h1s[0].trim() : '';
      const matches = typeof screen.title === 'string' ? text === screen.title : screen.title.test(text);
      if (h1s.length !== 1 || !matches) headings.push(`${path}: ${h1s.length} h1 (${h1s.join(' | ')})`);
      const started = Date.now();
      findings.push(...(await scan(page, screen.path)));
      console.log(`${role} ${path} scanned in ${Date.now() - started} ms`);
    }
    assertClean(role, findings);
    expect.soft(headings, `${role}: screens without exactly one h1 naming the screen`).toEqual([]);
  });
}

test('family: every portal screen passes axe at phone and desk size, with one h1', async ({ page, request }) => {
  test.setTimeout(300_000);
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const pkg = await request.post('/api/voucher-packages', {
    headers,
    data: { name: `Ally package ${RUN}`, price: '100.00', voucherAmount: '100.00', giftAmount: '10.00' },
  });
  expect(pkg.ok(), await pkg.text()).toBeTruthy();
  await page.setViewportSize({ width: 390, height: 844 });
  await activateFamily(page, request, studentId, `ally.family.${RUN}@e2e.example`);
  const findings: Finding[] = [];
  const headings: string[] = [];
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const path of FAMILY_SCREENS) {
      await open(page, path);
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      const h1s = await page.getByRole('heading', { level: 1 }).allTextContents();
      if (h1s.length !== 1) headings.push(`${path} at ${size.width}: ${h1s.length} h1 (${h1s.join(' | ')})`);
      findings.push(...(await scan(page, `${path} at ${size.width}`)));
    }
  }
  assertClean('family', findings);
  expect.soft(headings, 'family: screens without exactly one h1').toEqual([]);
});
