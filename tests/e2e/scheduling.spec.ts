import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import dayjs, { type Dayjs } from 'dayjs';
import readXlsxFile from 'read-excel-file/node';
import { ADMIN, apiToken, choose, signIn, signOut } from './support';

/**
 * Issue 4 end to end: an operator plans a weekly lesson for a student who holds vouchers; it shows in
 * all five calendar views in its teacher's colour; the teacher signs in, sees only their own lessons and
 * confirms the past one with attendance; the student's balance drops by the price; the operator
 * downloads that week as .xlsx and the lesson's feedback as a PDF, and both files hold what they should.
 * The people (operator, course, teachers, student, purchase) are set up through the API: issue 3's
 * spec covers their screens.
 */

const OPERATOR = { login: 'olga.operator', password: 'Oper4tor!Pass' };
const TEACHER = { login: 'carl.colour', password: 'Teach3r!Pass', first: 'Carl', last: 'Colour', color: '#13c2c2' };
const OTHER_TEACHER = { login: 'otto.other', password: 'Teach3r!Pass', first: 'Otto', last: 'Other' };
const COURSE = 'Grade 10 Chemistry';
const OTHER_COURSE = 'Grade 12 Physics';
const STUDENT = { first: 'Vera', last: 'Voucher', number: 'E2E0001' };
const STUDENT_NAME = `${STUDENT.first} ${STUDENT.last}`;
const PRICE = '45.00';
const CLASS_FEEDBACK = 'Balanced equations with confidence today.';

/**
 * The lesson's first week: the latest weekday before today, 10:00–11:00. It has passed (the teacher
 * can confirm it), and it or its next weekly repeat falls in the current week, so every view that
 * opens on today shows one of them; the day view is stepped back to it.
 */
function firstLessonDay(): Dayjs {
  let day = dayjs().startOf('day').subtract(1, 'day');
  while (day.day() === 0 || day.day() === 6) day = day.subtract(1, 'day');
  return day.hour(10);
}

type Api = { post: (url: string, data: object) => Promise<{ id: number }> };

/** Calls as the administrator; every setup call must succeed. */
async function adminApi(request: APIRequestContext): Promise<Api> {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.login, ADMIN.password)}` };
  return {
    async post(url, data) {
      const response = await request.post(url, { headers, data });
      expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
      const body = await response.json();
      return body.data ?? body;
    },
  };
}

async function setUpCentre(request: APIRequestContext) {
  const api = await adminApi(request);
  await api.post('/api/staff', {
    ...OPERATOR,
    email: 'olga@e2e.example',
    role: 'ROLE_OPERATOR',
    firstName: 'Olga',
    lastName: 'Operator',
  });
  const course = await api.post('/api/courses', { name: COURSE, school: 'Hillside Secondary' });
  const otherCourse = await api.post('/api/courses', { name: OTHER_COURSE });
  const teacher = await api.post('/api/teachers', {
    login: TEACHER.login,
    password: TEACHER.password,
    email: 'carl@e2e.example',
    firstName: TEACHER.first,
    lastName: TEACHER.last,
    hourlyRate: '30.00',
    color: TEACHER.color,
    courseIds: [course.id],
    activated: true,
  });
  const other = await api.post('/api/teachers', {
    login: OTHER_TEACHER.login,
    password: OTHER_TEACHER.password,
    email: 'otto@e2e.example',
    firstName: OTHER_TEACHER.first,
    lastName: OTHER_TEACHER.last,
    courseIds: [otherCourse.id],
    activated: true,
  });
  const student = await api.post('/api/students', {
    studentId: STUDENT.number,
    firstName: STUDENT.first,
    lastName: STUDENT.last,
    hourlyRate: PRICE,
  });
  await api.post('/api/voucher-purchases', {
    studentId: student.id,
    type: 'CASH',
    purchaseDate: dayjs().format('YYYY-MM-DD'),
    voucherAmount: '500.00',
  });
  // Another teacher's past lesson with the same student: Carl must never see it.
  const otherStart = firstLessonDay().hour(15);
  await api.post('/api/schedules', {
    courseType: 'PRIVATE',
    courseId: otherCourse.id,
    teacherId: other.id,
    studentIds: [student.id],
    scheduleTimes: [{ startTime: otherStart.toISOString(), endTime: otherStart.add(1, 'hour').toISOString() }],
    price: '20.00',
    paymentType: 'CASH',
    acknowledgeConflicts: true,
  });
  return { teacherId: teacher.id, studentId: student.id };
}

/** The lessons the calendar draws for Carl's course (cancelled or not, any view but agenda). */
const carlsLessons = (page: Page) => page.locator('.rbc-event.calendar-lesson').filter({ hasText: COURSE });

/**
 * A PDF's text, one line per text-showing operator: pdfkit compresses its content streams and writes
 * each line as a TJ array of hex strings between kerning numbers.
 */
function pdfText(pdf: Buffer): string {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1], 'latin1');
    try {
      return zlib.inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  const lines = streams.join('\n').matchAll(/\[([^\]]*)\]\s*TJ/g);
  return [...lines]
    .map(([, array]) =>
      [...array.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^)])*)\)/g)]
        .map(([, hex, literal]) => (hex !== undefined ? Buffer.from(hex, 'hex').toString('latin1') : literal))
        .join(''),
    )
    .join('\n');
}

test('a weekly lesson is planned, shown in every calendar view, confirmed by its teacher, charged and downloaded', async ({
  page,
  request,
}, testInfo) => {
  const { studentId } = await setUpCentre(request);
  const first = firstLessonDay();

  // 1. The operator plans the lesson on the calendar, repeating weekly for three weeks.
  await signIn(page, OPERATOR.login, OPERATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/schedule/schedule-calendar');
  await page.getByRole('button', { name: 'New lesson' }).click();
  const form = page.getByRole('dialog', { name: 'New lesson' });
  await choose(page, form.getByLabel('Course', { exact: true }), COURSE, 'Chem');
  await choose(page, form.getByLabel('Teacher', { exact: true }), `${TEACHER.first} ${TEACHER.last}`, TEACHER.first);
  await choose(page, form.getByLabel('Students', { exact: true }), `${STUDENT_NAME} (${STUDENT.number})`, STUDENT.last);
  await page.keyboard.press('Escape');
  await fillDateTime(form.getByLabel('Start', { exact: true }).first(), first);
  await fillDateTime(form.getByLabel('End', { exact: true }).first(), first.add(1, 'hour'));
  await form.getByText('For a number of weeks').click();
  await form.getByRole('spinbutton', { name: 'Number of weeks' }).fill('3');
  await form.getByLabel('Price', { exact: true }).fill(PRICE);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();

  // 2. All five views show it in Carl's colour (the calendar opens on the week of today).
  const colour = 'rgb(19, 194, 194)';
  for (const view of ['Week', 'Work Week', 'Month'] as const) {
    await page.getByRole('button', { name: view, exact: true }).click();
    await expect(carlsLessons(page).first()).toBeVisible();
    await expect(carlsLessons(page).first()).toHaveCSS('background-color', colour);
  }
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  for (let day = dayjs().startOf('day'); day.isAfter(first); day = day.subtract(1, 'day')) {
    await page.getByRole('button', { name: 'Back', exact: true }).click();
  }
  await expect(carlsLessons(page)).toHaveCount(1);
  await expect(carlsLessons(page)).toHaveCSS('background-color', colour);
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await page.getByRole('button', { name: 'Agenda', exact: true }).click();
  const agendaRows = page.locator('.rbc-agenda-table tbody tr').filter({ hasText: COURSE });
  await expect(agendaRows.first()).toBeVisible();
  await expect(agendaRows.first()).toHaveCSS('background-color', colour);
  await signOut(page);

  // 3. Carl sees only his own past lesson and confirms it with the student present.
  await signIn(page, TEACHER.login, TEACHER.password);
  await expect(page).toHaveURL(/\/teacherConfirmation$/);
  const rows = page.getByRole('row').filter({ hasText: dayjs(first).format('YYYY-MM-DD') });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(COURSE);
  await expect(page.getByText(OTHER_COURSE)).toHaveCount(0);
  await rows.getByRole('button', { name: 'Confirm', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm lesson' });
  await confirm
    .getByRole('radiogroup', { name: `Attendance of ${STUDENT_NAME}` })
    .getByText('Present')
    .click();
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Lesson confirmed')).toBeVisible();
  await signOut(page);

  // 4. The student's balance dropped by the price.
  await signIn(page, OPERATOR.login, OPERATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/student/studentDashboard/${studentId}`);
  const balance = page.locator('.ant-statistic').filter({ has: page.getByText('Voucher balance', { exact: true }) });
  await expect(balance.getByText('$455.00', { exact: true })).toBeVisible();

  // 5. The week as .xlsx and the feedback as a PDF, from the table view.
  await downloadWeekAndFeedback(page, first, testInfo.outputPath.bind(testInfo));
});

/** Types a date-time into an antd picker and commits it. */
async function fillDateTime(input: ReturnType<Page['locator']>, value: Dayjs) {
  await input.click();
  await input.fill(value.format('YYYY-MM-DD HH:mm'));
  await input.press('Enter');
  await expect(input).toHaveValue(value.format('YYYY-MM-DD HH:mm'));
}

async function downloadWeekAndFeedback(page: Page, first: Dayjs, outputPath: (name: string) => string) {
  await page.goto('/schedule/table-view');
  const monday = first.startOf('week').add(1, 'day').format('YYYY-MM-DD');
  const week = page.getByLabel('Week of Monday');
  await week.click();
  await week.fill(monday);
  await week.press('Enter');
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download week' }).click(),
  ]);
  const sheetPath = outputPath('week.xlsx');
  await sheet.saveAs(sheetPath);
  const [workbook] = await readXlsxFile(sheetPath);
  const [header, ...lines] = workbook.data;
  expect(header).toEqual([
    'Date',
    'Start',
    'End',
    'Teacher',
    'Course',
    'Student ID',
    'Student',
    'Status',
    'Attendance',
    'Price',
    'Payment type',
    'Feedback',
  ]);
  const ours = lines.filter((line) => line[4] === COURSE);
  expect(ours).toHaveLength(1);
  const [, , , teacher, , number, student, status, attendance, price, paymentType] = ours[0];
  expect([teacher, number, student, status, attendance, price, paymentType]).toEqual([
    `${TEACHER.first} ${TEACHER.last}`,
    STUDENT.number,
    STUDENT_NAME,
    'Confirmed',
    'Present',
    Number(PRICE),
    'Voucher',
  ]);
  expect(lines.some((line) => line[4] === OTHER_COURSE)).toBe(true);

  // The confirmed lesson's feedback: written, submitted, downloaded as a PDF that holds it.
  const row = page.getByRole('row').filter({ hasText: COURSE }).filter({ hasNotText: 'Unconfirmed' });
  await row.getByRole('button', { name: 'Feedback' }).click();
  const drawer = page.getByRole('dialog', { name: /^Feedback: / });
  await drawer.getByLabel('Class feedback').fill(CLASS_FEEDBACK);
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Feedback submitted')).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdfPath = outputPath('feedback.pdf');
  await pdf.saveAs(pdfPath);
  const bytes = await readFile(pdfPath);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain(CLASS_FEEDBACK);
  expect(text).toContain(COURSE);
}
