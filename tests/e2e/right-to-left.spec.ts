import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import { ADMIN, apiToken, signIn } from './support';

/**
 * Spec §1 and issue 20: a Hebrew browser gets a mirrored layout (menu on the right, table columns
 * from the right, form labels right of their fields, arrows that point the other way), and issue 19
 * item 10: phones, e-mails and English lines keep their own order inside it.
 */

test.use({ locale: 'he-IL' });

const RUN = Date.now().toString(36);
const PHONE_DIGITS = `416555${String(Date.now() % 10_000).padStart(4, '0')}`;

async function seedStaff(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const response = await request.post('/api/staff', {
    headers,
    data: {
      login: `rina.rtl.${RUN}`,
      password: 'Oper4tor!Pass',
      email: `rina.rtl.${RUN}@e2e.example`,
      phone: `+1${PHONE_DIGITS}`,
      role: 'ROLE_OPERATOR',
      firstName: 'רינה',
      lastName: 'Rtl',
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/**
 * Left edges of the first and last visible characters of the innermost element in `selector` whose
 * text contains `text`: a value read in its own left-to-right order starts left of where it ends.
 */
async function characterEdges(page: Page, selector: string, text: string) {
  return page.evaluate(
    ({ selector, text }) => {
      const holders = [...document.querySelectorAll(`${selector}, ${selector} *`)].filter((element) =>
        element.textContent?.includes(text),
      );
      const innermost = holders.find((element) => ![...element.children].some((child) => holders.includes(child)));
      if (!innermost) return undefined;
      const characters: { node: Text; at: number }[] = [];
      const walker = document.createTreeWalker(innermost, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let at = 0; at < node.data.length; at += 1) if (node.data[at].trim()) characters.push({ node, at });
      }
      const edge = ({ node, at }: { node: Text; at: number }) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: edge(characters[0]), last: edge(characters[characters.length - 1]) };
    },
    { selector, text },
  );
}

test('with a Hebrew browser the layout mirrors and values keep their own order', async ({ page, request }) => {
  await seedStaff(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/staff');
  await page.getByRole('searchbox', { name: 'Search staff' }).fill(`rina.rtl.${RUN}`);
  await page.getByRole('searchbox', { name: 'Search staff' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: `rina.rtl.${RUN}` });
  await expect(row).toHaveCount(1);

  // Menu on the right of the content.
  const menu = await page.getByRole('menu').first().boundingBox();
  const content = await page.getByRole('heading', { level: 1, name: 'Staff' }).boundingBox();
  expect(menu && content && menu.x > content.x).toBe(true);

  // The table's first column is its rightmost one.
  const headers = page.locator('.ant-table-thead th:not(.ant-table-selection-column)');
  const first = await headers.first().boundingBox();
  const last = await headers.last().boundingBox();
  expect(first && last && first.x > last.x).toBe(true);

  // The phone column starts hidden (issue 31): shown through the table's column settings.
  await page.locator('.ant-pro-table-list-toolbar-setting-item .anticon-setting').click();
  await page.locator('.ant-tree-treenode', { hasText: 'Phone' }).locator('.ant-tree-checkbox').click();
  await expect(page.locator('.ant-table-thead th', { hasText: 'Phone' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Arrows point the other way: "previous page" points right.
  await expect(page.locator('.ant-pagination-prev .anticon-right')).toHaveCount(1);
  await expect(page.locator('.ant-pagination-next .anticon-left')).toHaveCount(1);

  // The phone reads "+1 …" from the left, the e-mail from its name, the footer "© year Centre Admin".
  const phone = await characterEdges(page, '.ant-table-tbody', PHONE_DIGITS.slice(-4));
  expect(phone && phone.first < phone.last).toBe(true);
  const email = await characterEdges(page, '.ant-table-tbody', `rina.rtl.${RUN}@`);
  expect(email && email.first < email.last).toBe(true);
  const footer = await characterEdges(page, 'footer', '©');
  expect(footer && footer.first < footer.last).toBe(true);

  // A form: the label is right of its field, and keeps its colon after the word.
  await page.getByRole('button', { name: 'New staff' }).click();
  const dialog = page.getByRole('dialog');
  const login = dialog.getByLabel('Login', { exact: true });
  await expect(login).toBeVisible();
  const field = await login.boundingBox();
  const label = await dialog
    .locator('label[for]')
    .filter({ hasText: /^Login$/ })
    .boundingBox();
  expect(field && label && label.x + label.width > field.x + field.width - 1).toBe(true);
});

test('issue 31: English sentences keep their order on the dashboard and the sign-in page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The sign-in page's footer reads "© year Centre Admin", not "Centre Admin year ©".
  await page.goto('/user/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('footer')).toContainText('©', { timeout: 30_000 });
  const loginFooter = await characterEdges(page, 'footer', '©');
  expect(loginFooter && loginFooter.first < loginFooter.last).toBe(true);

  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).not.toHaveURL(/\/user\/login/);
  // The day's list answers empty whatever other specs booked today: its sentence is what is read here.
  await page.route('**/api/dashboard/day*', async (route) => {
    const date = new URL(route.request().url()).searchParams.get('date') ?? dayjs().format('YYYY-MM-DD');
    await route.fulfill({ json: { date, lessons: [] } });
  });
  await page.goto('/dashboard');
  // "0 unconfirmed · 0 confirmed · 0 cancelled" starts with its figure, on the left.
  const week = page.getByText(/\d+ unconfirmed · \d+ confirmed · \d+ cancelled/);
  await expect(week).toBeVisible({ timeout: 30_000 });
  const weekLine = await characterEdges(page, 'main', 'unconfirmed ·');
  expect(weekLine && weekLine.first < weekLine.last).toBe(true);
  // The change under a figure ("None new this month", "+2 new this month") starts on the left too.
  const change = await characterEdges(page, 'main', 'new this month');
  expect(change && change.first < change.last).toBe(true);
  // An empty day's list: "No lessons today." with its full stop at the end, on the right.
  const empty = page.getByText(/^No lessons (today|tomorrow|yesterday)\.$/);
  await expect(empty).toBeVisible();
  const sentence = await characterEdges(page, 'main', 'No lessons');
  expect(sentence && sentence.first < sentence.last).toBe(true);
});

/**
 * Where a value cut with an ellipsis is cut: the innermost element in `selector` holding `text`, and the
 * nearest element around it that cuts it (content wider than its box). A left-to-right value cut at its
 * end keeps its first character inside that box and loses its last past the box's right edge.
 */
async function cutEdges(page: Page, selector: string, text: string) {
  return page.evaluate(
    ({ selector, text }) => {
      const holders = [...document.querySelectorAll(`${selector}, ${selector} *`)].filter((element) =>
        element.textContent?.includes(text),
      );
      const innermost = holders.find((element) => ![...element.children].some((child) => holders.includes(child)));
      let cutter: Element | null = innermost ?? null;
      while (cutter && cutter.scrollWidth <= cutter.clientWidth + 1) cutter = cutter.parentElement;
      if (!innermost || !cutter) return undefined;
      const characters: { node: Text; at: number }[] = [];
      const walker = document.createTreeWalker(innermost, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let at = 0; at < node.data.length; at += 1) if (node.data[at].trim()) characters.push({ node, at });
      }
      const box = ({ node, at }: { node: Text; at: number }) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect();
      };
      const frame = cutter.getBoundingClientRect();
      return {
        startShown: box(characters[0]).left >= frame.left - 1,
        endCut: box(characters[characters.length - 1]).right > frame.right + 1,
      };
    },
    { selector, text },
  );
}

test('issue 31: a left-to-right value too long for its cell or select is cut at its end', async ({ page, request }) => {
  // Two screens, each a cold chunk load on a busy machine.
  test.setTimeout(150_000);
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  const email = `maximilian.worthington-smythe.${RUN}@northside-learning.example`;
  const staff = await request.post('/api/staff', {
    headers,
    data: {
      login: `max.rtl.${RUN}`,
      password: 'Oper4tor!Pass',
      email,
      role: 'ROLE_OPERATOR',
      firstName: 'Max',
      lastName: 'Long',
    },
  });
  expect(staff.ok(), await staff.text()).toBeTruthy();
  const teacherName = `Maximilian${RUN} Alexander Worthington-Smythe`;
  const teacher = await request.post('/api/teachers', {
    headers,
    data: {
      login: `max.teacher.${RUN}`,
      password: 'Teach3r!Pass',
      email: `max.teacher.${RUN}@e2e.example`,
      firstName: `Maximilian${RUN} Alexander`,
      lastName: 'Worthington-Smythe',
      hourlyRate: '30.00',
    },
  });
  expect(teacher.ok(), await teacher.text()).toBeTruthy();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).not.toHaveURL(/\/user\/login/);

  // A list's e-mail cell (the shared ellipsis cell, antd Typography under the hood).
  await page.goto('/staff');
  await page.getByRole('searchbox', { name: 'Search staff' }).fill(`max.rtl.${RUN}`);
  await page.getByRole('searchbox', { name: 'Search staff' }).press('Enter');
  await expect(page.getByRole('row').filter({ hasText: `max.rtl.${RUN}` })).toHaveCount(1);
  expect(await cutEdges(page, '.ant-table-tbody', `.${RUN}@`)).toEqual({ startShown: true, endCut: true });

  // A search select's option (pro-components' own cut) and the chosen value in the box.
  await page.goto('/schedule/table-view');
  const select = page
    .locator('.ant-pro-query-filter .ant-form-item', { hasText: 'Teacher' })
    .locator('.ant-select')
    .first();
  await select.click();
  await page.keyboard.type(`Maximilian${RUN}`);
  const option = page.locator('.ant-select-item-option', { hasText: teacherName });
  await expect(option).toBeVisible();
  expect(await cutEdges(page, '.ant-select-dropdown', 'Worthington')).toEqual({ startShown: true, endCut: true });
  await option.click();
  expect(await cutEdges(page, '.ant-pro-query-filter .ant-select-selector', 'Maximilian')).toEqual({
    startShown: true,
    endCut: true,
  });
});
