import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { checkLowBalances } from '../src/modules/alerts/low-balance';
import { getDashboardTotals } from '../src/modules/dashboard/dashboard-totals';
import { sendEventMails } from '../src/modules/event-mails/event-mails.service';
import { createInertJobQueue } from '../src/modules/jobs/job-queue';
import { createMailer } from '../src/modules/mail/mailer';
import { createSmsOutbox } from '../src/modules/mail/sms-outbox';
import { createSmsSender } from '../src/modules/mail/sms-sender';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run seed:demo` on a fresh embedded database, then the seed check of issue 19: every confirmed
 * lesson charges each present student exactly what the ledger took from them for it (the seed confirms
 * through the app's own confirmation), absent students nothing, and the demo has every kind of data.
 */
describe('seed:demo', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  const rows = async <T>(query: string) => (await database.db.execute(sql.raw(query))).rows as T[];

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'seed-demo-test-'));
    await run(process.execPath, ['--import', 'tsx', 'server/scripts/seed-demo.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'admin1234' },
      timeout: 240_000,
    });
    database = await openDatabase({ kind: 'pglite', dataDir });
  });
  after(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("every confirmed lesson's charges equal its ledger entries", async () => {
    const bookings = await rows<{
      schedule_id: number;
      attendance: string;
      charged: string | null;
      ledger: string | null;
      from_vouchers: boolean;
    }>(`
      select ss.schedule_id, ss.attendance, ss.charged_amount::text as charged,
             (select (-sum(l.amount))::text from voucher_ledger_entries l
               where l.schedule_id = ss.schedule_id and l.student_id = ss.student_id) as ledger,
             s.payment_type = 'VOUCHER' and s.price > 0 as from_vouchers
        from schedule_students ss join schedules s on s.id = ss.schedule_id
       where s.status = 'CONFIRMED'`);
    assert.ok(bookings.length >= 40, `only ${bookings.length} confirmed bookings`);
    assert.ok(
      bookings.some((booking) => !booking.from_vouchers),
      'no lesson paid another way (a term class)',
    );
    for (const booking of bookings) {
      if (booking.attendance === 'PRESENT') {
        assert.ok(booking.charged !== null, `lesson ${booking.schedule_id}: a present student without a charge`);
        // Only a priced VOUCHER lesson takes from the vouchers; a term class was paid on its register.
        const expected = booking.from_vouchers ? booking.charged : null;
        assert.equal(booking.ledger, expected, `lesson ${booking.schedule_id}: ledger and charge differ`);
      } else {
        assert.equal(booking.charged, null);
        assert.equal(booking.ledger, null);
      }
    }
    assert.ok(bookings.some((booking) => booking.attendance === 'ABSENT'));
  });

  test('the first start with SMTP_URL set mails nobody: the demo leaves no automatic mail due', async () => {
    // The jobs a started server runs within its first minute, with SMTP configured (nothing listens on
    // port 9: a mail queued for delivery would stay 'queued').
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const jobs = createInertJobQueue();
    const mailer = createMailer({
      db: database.db,
      jobs,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Centre <centre@demo-centre.example>',
      publicUrl: 'http://localhost:8000',
      log: quiet,
    });
    const smsOutbox = createSmsOutbox({
      db: database.db,
      jobs,
      sender: createSmsSender({ provider: 'log', apiUrl: '', retrySeconds: 30 }, quiet),
      log: quiet,
      retryDelaySeconds: 30,
    });
    try {
      await sendEventMails({ db: database.db, mailer, smsOutbox, log: quiet });
      await checkLowBalances({ db: database.db, mailer });
    } finally {
      mailer.close();
    }
    const due = await rows<{ subject: string }>(`select subject from mail_outbox where status = 'queued'`);
    assert.deepEqual(due, []);
    const texts = await rows<{ body: string }>(`select body from sms_outbox where status = 'queued'`);
    assert.deepEqual(texts, []);
  });

  test('the demo has months of activity, teachers with hours and a clean notice', async () => {
    const [span] = await rows<{ days: number }>(
      `select extract(day from max(start_time) - min(start_time))::int as days from schedules`,
    );
    assert.ok(span.days >= 90, `lessons span ${span.days} days`);
    const statuses = await rows<{ status: string }>(`select distinct status::text as status from schedules`);
    assert.deepEqual(statuses.map((row) => row.status).sort(), ['CANCELLED', 'CONFIRMED', 'PLANNED']);
    const [pay] = await rows<{ n: number }>(`select count(*)::int as n from teacher_pay_records`);
    assert.ok(pay.n >= 40);
    const [hours] = await rows<{ teachers: number }>(
      `select count(distinct teacher_id)::int as teachers from teacher_availability_slots`,
    );
    assert.equal(hours.teachers, 6);
    const notices = await rows<{ text: string }>(
      `select title || ' ' || coalesce(description, '') as text from notices`,
    );
    for (const notice of notices) assert.doesNotMatch(notice.text, /release|development|todo|lorem/i);
    // The dashboard's "vouchers sold this month" and this month's purchase report are not empty.
    const [sold] = await rows<{ n: number }>(
      `select count(*)::int as n from voucher_purchases where purchase_date >= date_trunc('month', now())::date`,
    );
    assert.ok(sold.n >= 1, 'no voucher sold this month');
  });

  test("the dashboard's cards read like a running centre's, and the ledger is dated as it happened", async () => {
    const totals = await getDashboardTotals(database.db, {});
    // Every demo student started in an earlier month, and every account was there from the start.
    assert.ok(totals.activeStudents.value > 0);
    assert.equal(totals.activeStudents.previous, totals.activeStudents.value);
    assert.equal(totals.activeTeachers.previous, totals.activeTeachers.value);
    assert.ok(Number(totals.vouchersSold.value) > 0, 'nothing sold this month');
    // A term register's charge is posted the day it was paid, not the day the demo was seeded.
    const misdated = await rows<{ id: number }>(
      `select e.id from voucher_ledger_entries e join term_registers r on r.id = e.term_register_id
       where (e.created_at at time zone current_setting('TimeZone'))::date <> (r.paid_at at time zone current_setting('TimeZone'))::date`,
    );
    assert.deepEqual(misdated, []);
    const [charges] = await rows<{ n: number }>(
      `select count(*)::int as n from voucher_ledger_entries where term_register_id is not null`,
    );
    assert.ok(charges.n > 0);
    // The ledger's order and its dates agree, so a running balance reads in date order.
    const outOfOrder = await rows<{ id: number }>(
      `select id from (select id, created_at, lag(created_at) over (order by id) as before from voucher_ledger_entries) e
       where created_at < before`,
    );
    assert.deepEqual(outOfOrder, []);
  });

  test("every term that has started has its classes, with its registered students' attendance", async () => {
    const terms = await rows<{ id: number; started: boolean; lessons: number; marked: number; unregistered: number }>(`
      select t.id, t.start_date <= current_date as started,
             (select count(*)::int from schedules s
               where s.course_id = t.course_id and s.teacher_id = t.teacher_id and s.status <> 'CANCELLED'
                 and s.start_time >= t.start_date and s.start_time < t.end_date + 1) as lessons,
             (select count(*)::int from schedule_students ss join schedules s on s.id = ss.schedule_id
               join term_registers r on r.student_id = ss.student_id and r.term_id = t.id
               where s.course_id = t.course_id and s.teacher_id = t.teacher_id and ss.attendance is not null
                 and s.start_time >= t.start_date and s.start_time < t.end_date + 1) as marked,
             (select count(*)::int from schedule_students ss join schedules s on s.id = ss.schedule_id
               where s.course_id = t.course_id and s.teacher_id = t.teacher_id
                 and s.start_time >= t.start_date and s.start_time < t.end_date + 1
                 and not exists (select 1 from term_registers r where r.term_id = t.id and r.student_id = ss.student_id))
               as unregistered
        from terms t order by t.start_date`);
    assert.equal(terms.length, 3);
    for (const term of terms) {
      assert.ok(term.lessons >= 10, `term ${term.id} has ${term.lessons} classes`);
      assert.equal(term.unregistered, 0, `term ${term.id}: a class with a student not registered in it`);
      if (term.started) assert.ok(term.marked > 0, `term ${term.id}: nobody's attendance is recorded`);
    }
    const [paid] = await rows<{ n: number }>(
      `select count(*)::int as n from teacher_pay_records p join schedules s on s.id = p.schedule_id
        where s.payment_type = 'OTHER'`,
    );
    assert.ok(paid.n > 0, 'the teachers are not paid for the term classes');
  });

  test('teachers have lesson feeds and linked calendars, one working and one failing', async () => {
    const [feeds] = await rows<{ teachers: number; centre: number }>(
      `select count(teacher_id)::int as teachers, count(*) filter (where teacher_id is null)::int as centre
         from calendar_feeds`,
    );
    assert.deepEqual(feeds, { teachers: 3, centre: 1 });
    const links = await rows<{
      working: boolean;
      imported: boolean;
      busy: number;
      blocks: number;
      error: string | null;
    }>(`
      select c.last_success_at is not null and c.last_error is null as working, c.busy_count as busy,
             c.url_encrypted is null as imported,
             (select count(*)::int from calendar_busy_blocks b where b.teacher_id = c.teacher_id) as blocks,
             c.last_error as error
        from calendar_subscriptions c order by c.busy_count desc`);
    assert.equal(links.length, 2);
    assert.equal(links[0].working, true);
    // Read from the seed's file by the real parser, with no address the background refresh would fail on.
    assert.equal(links[0].imported, true);
    assert.equal(links[1].imported, false);
    assert.ok(links[0].busy >= 10 && links[0].blocks === links[0].busy, `${links[0].blocks} busy blocks`);
    assert.equal(links[1].working, false);
    assert.match(links[1].error ?? '', /calendar\.demo\.invalid/);
  });
  test('the vendor billed four months of its cycle, each invoice listing the students it counted', async () => {
    const invoices = await rows<{
      id: number;
      cycle: boolean;
      status: string;
      quantity: number;
      listed: number;
      failure: string | null;
    }>(`
      select i.id, i.cycle_id is not null as cycle, i.status::text as status, i.quantity, i.failure_message as failure,
             (select count(*)::int from billing_invoice_students s where s.invoice_id = i.id) as listed
        from billing_invoices i order by i.period_start`);
    assert.equal(invoices.length, 4);
    assert.deepEqual(
      invoices.map((invoice) => invoice.status),
      ['PAID', 'PAID', 'PAID', 'FAILED'],
    );
    assert.match(invoices[3].failure ?? '', /declined/);
    for (const invoice of invoices) {
      assert.ok(invoice.cycle, `invoice ${invoice.id} is not the cycle's`);
      assert.ok(invoice.quantity > 0, `invoice ${invoice.id} counts nobody`);
      assert.equal(invoice.listed, invoice.quantity, `invoice ${invoice.id} lists ${invoice.listed} students`);
    }
    // The students who left or paused are counted in the months they were active, not after.
    assert.ok(new Set(invoices.map((invoice) => invoice.quantity)).size > 1, 'every month counts the same students');
    const [credit] = await rows<{ balance: string; entries: string; charges: number }>(`
      select (select credit_balance::text from billing_accounts) as balance,
             (select sum(change)::text from billing_credit_entries) as entries,
             (select count(*)::int from billing_credit_entries where type = 'INVOICE_CHARGE') as charges`);
    assert.equal(credit.balance, credit.entries);
    assert.ok(credit.charges >= 2, `${credit.charges} invoice charges in the credit history`);
    const [cycle] = await rows<{ active: number }>(
      `select count(*)::int as active from billing_cycles where stopped_at is null`,
    );
    assert.equal(cycle.active, 1);
  });
});
