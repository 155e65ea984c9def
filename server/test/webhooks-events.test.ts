/**
 * Every webhook event kind is written exactly once per cause, in the cause's transaction: a table of
 * causes (like the role matrix), each run through the API where one exists, and the same kinds written
 * in transactions that roll back leave nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq, gt, sql } from 'drizzle-orm';
import {
  billingInvoices,
  mailOutbox,
  schedules,
  students,
  termRegisters,
  voucherLedgerEntries,
  voucherPurchases,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../src/db/schema';
import { postLedgerEntry } from '../src/modules/vouchers/ledger';
import { emitLessonEvents, emitStudentEvents, emitWebhookEvent } from '../src/modules/webhooks';
import { type AuthHeader, createTestApp, type TestApp, testFieldCipher } from './helpers/app';
import { fundedStudent, pastLesson, signedInTeacher } from './helpers/confirmations';
import { insertFamily } from './helpers/families';
import { importClient } from './helpers/imports';
import { hoursFromNow, insertLesson } from './helpers/lessons';
import { insertCourse, insertStudent, insertTerm } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const INVOICE = {
  invoiceDate: '2026-03-01',
  dueDate: '2026-03-15',
  periodStart: '2026-02-01',
  periodEnd: '2026-02-28',
  quantity: 2,
  rangeFrom: 1,
  unitPrice: '10.00',
  subtotal: '20.00',
  minimumCharge: '0.00',
  credit: '0.00',
  totalBeforeTax: '20.00',
  taxRate: '13.000',
  tax: '2.60',
  total: '22.60',
  currency: 'CAD',
} as const;

describe('webhook events: exactly once per cause, none on rollback', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let teacher: Awaited<ReturnType<typeof signedInTeacher>>;

  const call = async (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) => {
    const response = await t.inject({ method, url, headers, payload });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const lastSeq = async () => {
    const [row] = await t.db
      .select({ seq: webhookEvents.seq })
      .from(webhookEvents)
      .orderBy(desc(webhookEvents.seq))
      .limit(1);
    return row?.seq ?? 0;
  };
  /** The kinds written since `seq`, counted. */
  const since = async (seq: number) => {
    const rows = await t.db.select({ type: webhookEvents.type }).from(webhookEvents).where(gt(webhookEvents.seq, seq));
    const counts: Record<string, number> = {};
    for (const { type } of rows) counts[type] = (counts[type] ?? 0) + 1;
    return counts;
  };

  before(async () => {
    t = await createTestApp();
    const users = await insertRoleUsers(t.db);
    admin = await t.signIn(users.ROLE_ADMIN.login);
    teacher = await signedInTeacher(t);
    // An endpoint that takes everything, so each event also gets its delivery row (fan-out checked below).
    await t.db.insert(webhookEndpoints).values({
      url: 'https://receiver.example/hook',
      events: ['student.created', 'ledger_entry.created', 'lesson.confirmed'],
      secret: testFieldCipher.encrypt('whsec_test'),
      enabled: false,
    });
  });
  after(() => t.close());

  type Cause = { name: string; run: () => Promise<unknown>; expected: Record<string, number> };
  const causes: Cause[] = [
    {
      name: 'POST /api/students',
      run: () => call('POST', '/api/students', { firstName: 'Web', lastName: 'Hook' }),
      expected: { 'student.created': 1 },
    },
    {
      name: 'PUT /api/students/:id',
      run: async () => {
        const student = await insertStudent(t.db);
        await call('PUT', `/api/students/${student.id}`, {
          studentId: student.studentId,
          firstName: 'Renamed',
          lastName: student.lastName,
          allowSms: true,
          allowEmail: true,
        });
      },
      expected: { 'student.updated': 1 },
    },
    {
      name: 'POST /api/students/deactivate',
      run: async () => call('POST', '/api/students/deactivate', { ids: [(await insertStudent(t.db)).id] }),
      expected: { 'student.status_changed': 1 },
    },
    {
      name: 'POST /api/voucher-purchases (vouchers and a gift)',
      run: async () =>
        call('POST', '/api/voucher-purchases', {
          studentId: (await insertStudent(t.db)).id,
          type: 'CASH',
          purchaseDate: '2026-03-02',
          voucherAmount: '100.00',
          giftAmount: '10.00',
        }),
      expected: { 'voucher_purchase.created': 1, 'ledger_entry.created': 2 },
    },
    {
      name: 'POST /api/ledger-entries/:id/reverse (a purchase)',
      run: async () => {
        const purchase = await call('POST', '/api/voucher-purchases', {
          studentId: (await insertStudent(t.db)).id,
          type: 'CASH',
          purchaseDate: '2026-03-02',
          voucherAmount: '50.00',
          giftAmount: '0.00',
        });
        const [entry] = await t.db
          .select({ id: voucherLedgerEntries.id })
          .from(voucherLedgerEntries)
          .where(eq(voucherLedgerEntries.purchaseId, purchase.id ?? purchase.data?.id));
        const seq = await lastSeq();
        await call('POST', `/api/ledger-entries/${entry.id}/reverse`, { reason: 'Entered twice' });
        return seq;
      },
      expected: { 'voucher_purchase.reversed': 1, 'ledger_entry.created': 1 },
    },
    {
      name: 'POST /api/students/:id/ledger-entries (an adjustment)',
      run: async () =>
        call('POST', `/api/students/${(await insertStudent(t.db)).id}/ledger-entries`, {
          kind: 'adjustment',
          amount: '5.00',
          reason: 'Goodwill',
        }),
      expected: { 'ledger_entry.created': 1 },
    },
    {
      name: 'POST /api/schedules (two times: two lessons)',
      run: async () => {
        const course = await insertCourse(t.db);
        const student = await insertStudent(t.db);
        await call('POST', '/api/schedules', {
          courseType: 'PRIVATE',
          price: '40.00',
          courseId: course.id,
          teacherId: teacher.teacher.id,
          studentIds: [student.id],
          scheduleTimes: [
            { startTime: '2031-03-04T15:00:00.000Z', endTime: '2031-03-04T16:00:00.000Z' },
            { startTime: '2031-03-05T15:00:00.000Z', endTime: '2031-03-05T16:00:00.000Z' },
          ],
        });
      },
      expected: { 'lesson.created': 2 },
    },
    {
      name: 'PUT /api/schedules/:id',
      run: async () => {
        const course = await insertCourse(t.db);
        const student = await insertStudent(t.db);
        const lesson = await insertLesson(t.db, {
          teacherId: teacher.teacher.id,
          courseId: course.id,
          studentIds: [student.id],
          startTime: hoursFromNow(48),
          endTime: hoursFromNow(49),
        });
        // The helper books its students in a statement of their own: a lesson.updated of the set-up.
        const seq = await lastSeq();
        await call('PUT', `/api/schedules/${lesson.id}`, {
          courseType: 'PRIVATE',
          price: '40.00',
          courseId: course.id,
          teacherId: teacher.teacher.id,
          studentIds: [student.id],
          startTime: hoursFromNow(50).toISOString(),
          endTime: hoursFromNow(51).toISOString(),
          scope: 'one',
        });
        return seq;
      },
      expected: { 'lesson.updated': 1 },
    },
    {
      name: 'POST /api/schedules/:id/cancel',
      run: async () => {
        const lesson = await pastLesson(t.db, teacher.teacher.id, [(await insertStudent(t.db)).id]);
        const seq = await lastSeq();
        await call('POST', `/api/schedules/${lesson.id}/cancel`, { reason: 'Ill' });
        return seq;
      },
      expected: { 'lesson.cancelled': 1 },
    },
    {
      name: 'POST /api/teacher-confirmations/:id/confirm (one voucher student present)',
      run: async () => {
        const student = await fundedStudent(t.db);
        const lesson = await pastLesson(t.db, teacher.teacher.id, [student.id]);
        const seq = await lastSeq();
        await call(
          'POST',
          `/api/teacher-confirmations/${lesson.id}/confirm`,
          {
            teacherStartTime: lesson.startTime.toISOString(),
            teacherEndTime: lesson.endTime.toISOString(),
            attendance: [{ studentId: student.id, attendance: 'PRESENT' }],
          },
          teacher.headers,
        );
        return seq;
      },
      expected: { 'lesson.confirmed': 1, 'ledger_entry.created': 1 },
    },
    {
      name: 'PUT /api/schedules/:id/feedback (submit)',
      run: async () => {
        const student = await insertStudent(t.db);
        const lesson = await pastLesson(t.db, teacher.teacher.id, [student.id], { status: 'CONFIRMED' });
        const seq = await lastSeq();
        await call(
          'PUT',
          `/api/schedules/${lesson.id}/feedback`,
          { classFeedback: 'Good work.', submit: true },
          teacher.headers,
        );
        return seq;
      },
      expected: { 'feedback.submitted': 1 },
    },
    {
      name: 'POST /api/term-registers/:id/pay (vouchers)',
      run: async () => {
        const course = await insertCourse(t.db);
        const student = await fundedStudent(t.db, '500.00');
        const term = await insertTerm(t.db, { courseId: course.id, teacherId: teacher.teacher.id });
        await call('POST', '/api/term-registers', {
          termId: term.id,
          studentId: student.id,
          paymentType: 'VOUCHER',
          price: '120.00',
        });
        const [register] = await t.db
          .select({ id: termRegisters.id })
          .from(termRegisters)
          .where(eq(termRegisters.studentId, student.id));
        const seq = await lastSeq();
        await call('POST', `/api/term-registers/${register.id}/pay`, {});
        return seq;
      },
      expected: { 'term_register.paid': 1, 'ledger_entry.created': 1 },
    },
    // student.updated and lesson.updated from every write path (triggers, migration 0037): these paths
    // wrote the rows without the services' calls and sent nothing before.
    {
      name: "PUT /api/portal/profile (a family's message choices)",
      run: async () => {
        const student = await insertStudent(t.db);
        const login = `hookfamily${student.id}`;
        await insertFamily(t.db, login, [student.id], { email: `${login}@example.com` });
        await call(
          'PUT',
          '/api/portal/profile',
          { email: `${login}@example.com`, students: [{ id: student.id, allowEmail: false, allowSms: false }] },
          await t.signIn(login),
        );
      },
      expected: { 'student.updated': 1 },
    },
    {
      name: 'POST /api/email/unsubscribe (the one-click link), then /resubscribe',
      run: async () => {
        const student = await insertStudent(t.db);
        const token = `hooktoken${student.id}`.padEnd(40, 'x');
        await t.db.insert(mailOutbox).values({
          recipient: 'reader@example.com',
          subject: 'News',
          body: 'Hello',
          status: 'sent',
          studentId: student.id,
          unsubscribeToken: token,
        });
        for (const url of [`/api/email/unsubscribe?token=${token}`, `/api/email/resubscribe?token=${token}`]) {
          const response = await t.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          });
          assert.equal(response.statusCode, 200, response.body);
        }
      },
      expected: { 'student.updated': 2 },
    },
    {
      name: 'POST /api/imports/:id/undo (an imported change undone)',
      run: async () => {
        const header = ['Student ID', 'First Name', 'Last Name'];
        const imports = importClient(t, admin);
        await imports.importRows('students', [header, ['HOOK01', 'Una', 'Before']]);
        const batch = await imports.importRows('students', [header, ['HOOK01', 'Una', 'After']], 'studentId');
        const seq = await lastSeq();
        const undone = await imports.undo(batch.id);
        assert.equal(undone.statusCode, 200, undone.body);
        return seq;
      },
      expected: { 'student.updated': 1 },
    },
    {
      name: 'POST /api/imports (a row matched and changed)',
      run: async () => {
        const header = ['Student ID', 'First Name', 'Last Name'];
        const imports = importClient(t, admin);
        await imports.importRows('students', [header, ['HOOK02', 'Ivo', 'Before']]);
        const seq = await lastSeq();
        await imports.importRows('students', [header, ['HOOK02', 'Ivo', 'After']], 'studentId');
        return seq;
      },
      expected: { 'student.updated': 1 },
    },
    {
      name: 'PUT /api/students/:id with nothing changed',
      run: async () => {
        const student = await insertStudent(t.db);
        const [row] = await t.db.select().from(students).where(eq(students.id, student.id));
        await call('PUT', `/api/students/${student.id}`, {
          studentId: row.studentId,
          firstName: row.firstName,
          lastName: row.lastName,
          allowSms: row.allowSms,
          allowEmail: row.allowEmail,
        });
      },
      expected: {},
    },
    {
      name: 'two writes to one student in one transaction: one event, with the row as the transaction left it',
      run: async () => {
        const student = await insertStudent(t.db);
        const seq = await lastSeq();
        await t.db.transaction(async (tx) => {
          await tx.update(students).set({ firstName: 'First' }).where(eq(students.id, student.id));
          await tx.update(students).set({ firstName: 'Second', allowSms: false }).where(eq(students.id, student.id));
        });
        const [event] = await t.db.select().from(webhookEvents).where(gt(webhookEvents.seq, seq));
        assert.equal((event.data as { firstName: string }).firstName, 'Second');
        return seq;
      },
      expected: { 'student.updated': 1 },
    },
    {
      name: 'a student created and edited in one transaction: student.created only',
      run: () =>
        t.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(students)
            .values({ studentId: 'HOOK03', firstName: 'New', lastName: 'Born' })
            .returning({ id: students.id });
          await emitStudentEvents(tx, 'student.created', [row.id]);
          await tx.update(students).set({ lastName: 'Renamed' }).where(eq(students.id, row.id));
        }),
      expected: { 'student.created': 1 },
    },
    {
      name: 'PUT /api/schedules/:id/confirmation (a correction of a confirmed lesson)',
      run: async () => {
        const student = await fundedStudent(t.db);
        const lesson = await pastLesson(t.db, teacher.teacher.id, [student.id]);
        const body = {
          teacherStartTime: lesson.startTime.toISOString(),
          teacherEndTime: lesson.endTime.toISOString(),
          attendance: [{ studentId: student.id, attendance: 'PRESENT' }],
        };
        await call('POST', `/api/teacher-confirmations/${lesson.id}/confirm`, body, teacher.headers);
        const seq = await lastSeq();
        await call('PUT', `/api/schedules/${lesson.id}/confirmation`, {
          ...body,
          attendance: [{ studentId: student.id, attendance: 'ABSENT' }],
          reason: 'She did not come',
        });
        return seq;
      },
      // The charge reversed (the absent student is not charged again).
      expected: { 'lesson.updated': 1, 'ledger_entry.created': 1 },
    },
    {
      name: 'an invoice made, then its charge failed, then paid',
      run: async () => {
        const [invoice] = await t.db.insert(billingInvoices).values(INVOICE).returning();
        await t.db
          .update(billingInvoices)
          .set({ status: 'FAILED', failureMessage: 'Card declined' })
          .where(eq(billingInvoices.id, invoice.id));
        await t.db
          .update(billingInvoices)
          .set({ status: 'PAID', paidAt: new Date() })
          .where(eq(billingInvoices.id, invoice.id));
        // Not a change of status: no event.
        await t.db.update(billingInvoices).set({ actionUrl: null }).where(eq(billingInvoices.id, invoice.id));
      },
      expected: { 'invoice.created': 1, 'invoice.failed': 1, 'invoice.paid': 1 },
    },
    {
      name: 'an invoice with nothing to pay (made PAID)',
      run: () =>
        t.db.insert(billingInvoices).values({
          ...INVOICE,
          status: 'PAID',
          paidAt: new Date(),
          periodStart: '2026-04-01',
          periodEnd: '2026-04-30',
        }),
      expected: { 'invoice.created': 1, 'invoice.paid': 1 },
    },
  ];

  for (const cause of causes) {
    test(cause.name, async () => {
      const before = await lastSeq();
      // A cause whose set-up itself emits returns the point to count from.
      const from = await cause.run();
      const counted = await since(typeof from === 'number' ? from : before);
      assert.deepEqual(counted, cause.expected);
    });
  }

  test('each event is fanned out to the endpoints that chose it, in the same transaction', async () => {
    const seq = await lastSeq();
    await call('POST', '/api/students', { firstName: 'Fan', lastName: 'Out' });
    const rows = await t.db
      .select({ type: webhookEvents.type, endpointId: webhookDeliveries.endpointId })
      .from(webhookEvents)
      .leftJoin(webhookDeliveries, eq(webhookDeliveries.eventSeq, webhookEvents.seq))
      .where(gt(webhookEvents.seq, seq));
    // The endpoint is switched off: an event for it is kept but not delivered.
    assert.deepEqual(rows, [{ type: 'student.created', endpointId: null }]);
    await t.db.update(webhookEndpoints).set({ enabled: true });
    const seq2 = await lastSeq();
    await call('POST', '/api/students', { firstName: 'Fan', lastName: 'Out' });
    await call('PUT', `/api/students/${(await insertStudent(t.db)).id}`, {
      studentId: 'FANOUT1',
      firstName: 'A',
      lastName: 'B',
      allowSms: true,
      allowEmail: true,
    });
    const later = await t.db
      .select({ type: webhookEvents.type, delivered: sql<number>`count(${webhookDeliveries.id})::int` })
      .from(webhookEvents)
      .leftJoin(webhookDeliveries, eq(webhookDeliveries.eventSeq, webhookEvents.seq))
      .where(gt(webhookEvents.seq, seq2))
      .groupBy(webhookEvents.seq, webhookEvents.type)
      .orderBy(webhookEvents.seq);
    assert.deepEqual(later, [
      { type: 'student.created', delivered: 1 },
      { type: 'student.updated', delivered: 0 },
    ]);
    await t.db.update(webhookEndpoints).set({ enabled: false });
  });

  test('a request refused after its first writes leaves no event (a purchase whose gift would overflow)', async () => {
    const student = await insertStudent(t.db);
    const before = await lastSeq();
    const response = await t.inject({
      method: 'POST',
      url: '/api/voucher-purchases',
      headers: admin,
      payload: {
        studentId: student.id,
        type: 'CASH',
        purchaseDate: '2026-03-02',
        voucherAmount: '9999999999.00',
        giftAmount: '9999999999.00',
      },
    });
    assert.equal(response.statusCode, 422, response.body);
    assert.deepEqual(await since(before), {});
    assert.equal(
      (await t.db.select().from(voucherPurchases).where(eq(voucherPurchases.studentId, student.id))).length,
      0,
    );
  });

  type Tx = Parameters<Parameters<TestApp['db']['transaction']>[0]>[0];
  const rolledBack: [string, (tx: Tx, studentId: number) => Promise<unknown>][] = [
    [
      'emitWebhookEvent',
      (tx) => emitWebhookEvent(tx, 'feedback.submitted', { scheduleId: 1, submittedAt: new Date().toISOString() }),
    ],
    ['emitStudentEvents', (tx, studentId) => emitStudentEvents(tx, 'student.created', [studentId])],
    [
      'emitLessonEvents',
      async (tx) => {
        const [lesson] = await tx.select({ id: schedules.id }).from(schedules).limit(1);
        await emitLessonEvents(tx, 'lesson.confirmed', [lesson.id]);
      },
    ],
    // The update triggers are deferred to the commit: fired here, so the event is there before the rollback.
    [
      'the student update trigger',
      async (tx, studentId) => {
        await tx.update(students).set({ allowEmail: false }).where(eq(students.id, studentId));
        await tx.execute(sql`set constraints all immediate`);
      },
    ],
    [
      'the lesson update trigger',
      async (tx) => {
        const [lesson] = await tx.select({ id: schedules.id }).from(schedules).limit(1);
        await tx.update(schedules).set({ comments: 'rolled back' }).where(eq(schedules.id, lesson.id));
        await tx.execute(sql`set constraints all immediate`);
      },
    ],
    [
      'the ledger trigger',
      (tx, studentId) => postLedgerEntry(tx, { studentId, kind: 'gift', amount: '1.00', reason: 'x', createdBy: null }),
    ],
    [
      'the student status trigger',
      (tx, studentId) => tx.execute(sql`update students set status = 'inactive' where id = ${studentId}`),
    ],
    [
      'the invoice trigger',
      (tx) => tx.insert(billingInvoices).values({ ...INVOICE, periodStart: '2026-05-01', periodEnd: '2026-05-31' }),
    ],
  ];
  for (const [name, write] of rolledBack) {
    test(`rolled back: ${name} leaves no event`, async () => {
      const student = await insertStudent(t.db);
      const before = await lastSeq();
      await assert.rejects(
        t.db.transaction(async (tx) => {
          await write(tx, student.id);
          const [inside] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(webhookEvents)
            .where(gt(webhookEvents.seq, before));
          assert.ok(inside.n >= 1, 'the event is written inside the transaction');
          throw new Error('roll back');
        }),
        /roll back/,
      );
      assert.deepEqual(await since(before), {});
    });
  }
});
