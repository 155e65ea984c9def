import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

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
    }>(`
      select ss.schedule_id, ss.attendance, ss.charged_amount::text as charged,
             (select (-sum(l.amount))::text from voucher_ledger_entries l
               where l.schedule_id = ss.schedule_id and l.student_id = ss.student_id) as ledger
        from schedule_students ss join schedules s on s.id = ss.schedule_id
       where s.status = 'CONFIRMED'`);
    assert.ok(bookings.length >= 40, `only ${bookings.length} confirmed bookings`);
    for (const booking of bookings) {
      if (booking.attendance === 'PRESENT') {
        assert.ok(booking.charged !== null, `lesson ${booking.schedule_id}: a present student without a charge`);
        assert.equal(booking.ledger, booking.charged, `lesson ${booking.schedule_id}: ledger and charge differ`);
      } else {
        assert.equal(booking.charged, null);
        assert.equal(booking.ledger, null);
      }
    }
    assert.ok(bookings.some((booking) => booking.attendance === 'ABSENT'));
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
  });
});
