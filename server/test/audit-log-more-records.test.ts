/**
 * Issue 30 (item 11): the audit trail records what it left out: courses, terms, referrals and e-mail
 * templates (created, edited, deleted), invoice card payments, card replacement, planned-lesson price
 * changes, unsubscribes, and a user's own profile and password changes. Each entry names who, the
 * record and what changed; a password change never shows the password or its hash.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditEvents, mailOutbox, students } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { PLAN } from './helpers/billing';
import { hoursFromNow, insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { DEFAULT_PASSWORD, insertRoleUsers } from './helpers/users';

type Entry = {
  action: string;
  recordType: string;
  recordId: number | null;
  summary: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actorId: number | null;
};

describe('audit log: the records issue 30 found missing', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let system: AuthHeader;
  let ids: Record<string, number>;

  before(async () => {
    t = await createTestApp();
    const users = await insertRoleUsers(t.db);
    ids = { admin: users.ROLE_ADMIN.id, operator: users.ROLE_OPERATOR.id, system: users.ROLE_SYSTEM.id };
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
    system = await t.signIn('system');
  });
  after(() => t.close());

  /** The trail's entries of one record, oldest first, read through the API as the screen reads them. */
  const entriesOf = async (recordType: string, recordId: number): Promise<Entry[]> => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/audit-log',
      query: { recordType, recordId: String(recordId), sort: 'at,asc' },
      headers: admin,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  };
  const send = async (
    method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    headers: AuthHeader,
    payload?: object,
  ) => {
    const response = await t.inject({ method, url, headers, ...(payload && { payload }) });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.statusCode === 204 || !response.body ? {} : response.json();
  };

  test('courses: created and edited, with the changed fields only', async () => {
    const course = await send('POST', '/api/courses', operator, { name: 'Algebra', school: 'North' });
    await send('PUT', `/api/courses/${course.id}`, operator, { name: 'Algebra II', school: 'North' });
    const entries = await entriesOf('course', course.id);
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.actorId]),
      [
        ['course.create', ids.operator],
        ['course.update', ids.operator],
      ],
    );
    assert.deepEqual([entries[1].before, entries[1].after], [{ name: 'Algebra' }, { name: 'Algebra II' }]);
  });

  test('terms: created, edited and deleted', async () => {
    const course = await insertCourse(t.db);
    const body = { courseId: course.id, startDate: '2031-01-05', endDate: '2031-03-20' };
    const term = await send('POST', '/api/terms', operator, body);
    await send('PUT', `/api/terms/${term.id}`, operator, { ...body, endDate: '2031-03-27' });
    await send('DELETE', `/api/terms/${term.id}`, admin);
    const entries = await entriesOf('term', term.id);
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['term.create', 'term.update', 'term.delete'],
    );
    assert.deepEqual(entries[1].after, { endDate: '2031-03-27' });
    assert.equal(entries[2].actorId, ids.admin);
  });

  test('referrals and e-mail templates: created, edited (and a template deleted)', async () => {
    const referral = await send('POST', '/api/referrals', operator, { referrer: 'West School' });
    await send('PUT', `/api/referrals/${referral.id}`, operator, { referrer: 'West School', comments: 'Two visits' });
    assert.deepEqual(
      (await entriesOf('referral', referral.id)).map((entry) => [entry.action, entry.after]),
      [
        ['referral.create', { referrer: 'West School', comments: null }],
        ['referral.update', { comments: 'Two visits' }],
      ],
    );
    const template = (
      await send('POST', '/api/email/templates', operator, {
        name: 'Closure',
        subject: 'Closed',
        body: 'We are closed.',
      })
    ).data;
    await send('PUT', `/api/email/templates/${template.id}`, operator, {
      name: 'Closure',
      subject: 'Closed Monday',
      body: 'We are closed.',
    });
    await send('DELETE', `/api/email/templates/${template.id}`, operator);
    const entries = await entriesOf('email-template', template.id);
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['email-template.create', 'email-template.update', 'email-template.delete'],
    );
    assert.deepEqual(entries[1].after, { subject: 'Closed Monday' });
  });

  test("a user's own profile and password changes; the password never shows", async () => {
    await send('POST', '/api/account', operator, { email: 'operator.new@example.com', firstName: 'Opal' });
    await send('POST', '/api/account/change-password', operator, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'n3w-secret',
    });
    operator = await t.signIn('operator', 'n3w-secret');
    const entries = await entriesOf('account', ids.operator);
    const own = entries.filter((entry) => entry.action.startsWith('account.'));
    assert.deepEqual(
      own.map((entry) => [entry.action, entry.actorId]),
      [
        ['account.update-own', ids.operator],
        ['account.password-change', ids.operator],
      ],
    );
    assert.equal(own[0].after?.email, 'operator.new@example.com');
    assert.ok(!JSON.stringify(own).includes('n3w-secret') && !JSON.stringify(own).includes('scrypt'));
  });

  test('a planned lesson whose price follows its new length records the price change', async () => {
    const teacher = await insertTeacher(t.db, { hourlyRate: '30.00' });
    const course = await insertCourse(t.db);
    const student = await insertStudent(t.db);
    const start = hoursFromNow(24 * 30);
    const lesson = await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId: course.id,
      studentIds: [student.id],
      startTime: start,
      endTime: new Date(start.getTime() + 60 * 60_000),
      hourlyRate: '40.00',
      price: '40.00',
    });
    await send('PATCH', `/api/schedules/${lesson.id}/time`, operator, {
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 90 * 60_000).toISOString(),
    });
    const entries = await entriesOf('lesson', lesson.id);
    const change = entries.find((entry) => entry.action === 'lesson.price-change');
    assert.deepEqual(
      [change?.before, change?.after, change?.actorId],
      [{ price: '40.00' }, { price: '60.00' }, ids.operator],
    );
  });

  test("an unsubscribe by the bulk mail's link is recorded once, by nobody signed in", async () => {
    const student = await insertStudent(t.db);
    await t.db.update(students).set({ allowEmail: true }).where(eq(students.id, student.id));
    await t.db.insert(mailOutbox).values({
      recipient: 'parent@example.com',
      subject: 'News',
      body: 'Hello',
      status: 'sent',
      studentId: student.id,
      unsubscribeToken: 'u'.repeat(40),
    });
    for (let i = 0; i < 2; i++)
      assert.equal(
        (await t.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${'u'.repeat(40)}` })).statusCode,
        200,
      );
    const entries = (await entriesOf('student', student.id)).filter((entry) => entry.action === 'student.unsubscribe');
    assert.deepEqual(
      entries.map((entry) => [entry.after, entry.actorId]),
      [[{ allowEmail: false }, null]],
    );
  });

  test('a card replaced and an invoice paid by card are on the trail', async () => {
    await send('PUT', '/api/billing/price-plan', system, PLAN);
    const card = (number: string) => ({ number, expMonth: 1, expYear: 2099, cvc: '123' });
    await send('PUT', '/api/billing/card/test', admin, card('4000000000000002'));
    await send('PUT', '/api/billing/card/test', admin, card('4242424242424242'));
    const cards = await entriesOf('billing-card', 1);
    assert.deepEqual(
      cards.map((entry) => [entry.action, entry.actorId]),
      [
        ['billing-card.add', ids.admin],
        ['billing-card.replace', ids.admin],
      ],
    );
    assert.match(String(cards[1].summary), /visa ending 4242 replaces visa ending 0002/);
    const invoice = await send('POST', '/api/billing/invoices', system, {
      periodStart: '2031-05-01',
      periodEnd: '2031-05-31',
      quantity: 3,
    });
    const paid = await send('POST', `/api/billing/invoices/${invoice.id}/pay`, admin, {});
    assert.equal(paid.outcome, 'PAID');
    const entries = await entriesOf('invoice', invoice.id);
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.actorId]),
      [
        ['invoice.charge', ids.admin],
        ['invoice.paid', null],
      ],
    );
    assert.match(String(entries[0].summary), /^Attempt 1: 27\.12 CAD/);
  });

  test('the trail keeps no card number', async () => {
    const rows = await t.db.select().from(auditEvents);
    assert.ok(!JSON.stringify(rows).includes('4242424242424242'));
  });
});
