import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { auditEvents } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { importClient } from './helpers/imports';
import { insertRoleUsers, insertUser } from './helpers/users';

const at = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();

/** What the round trip must keep, read straight from the tables, keyed by what a person would compare. */
async function centre(t: TestApp) {
  const rows = async <T>(query: string) => (await t.db.execute(sql.raw(query))).rows as T[];
  return {
    teachers: await rows(`select u.email, u.login, u.first_name, u.last_name, u.phone, u.birthday, u.activated,
        p.employee_id, p.hourly_rate, p.preferred_name, p.color
      from users u join teachers p on p.user_id = u.id where u.role = 'ROLE_TEACHER' order by u.email`),
    courses: await rows(`select c.name, c.number, c.school, c.description,
        (select string_agg(u.email, ';' order by u.email) from course_teachers ct join users u on u.id = ct.teacher_id
          where ct.course_id = c.id) as teachers
      from courses c where c.deleted_at is null order by c.name`),
    students: await rows(`select s.student_id, s.first_name, s.last_name, s.email, s.phone, s.wechat, s.start_date,
        s.status, s.allow_email, s.allow_sms, s.hourly_rate, s.comments, s.voucher_balance, r.referrer
      from students s left join referrals r on r.id = s.referral_id order by s.student_id`),
    termRegisters: await rows(`select st.student_id, c.name as course, t.start_date, t.end_date, t.school,
        u.email as teacher, r.payment_type, r.price, r.paid, r.create_date, r.comments
      from term_registers r join terms t on t.id = r.term_id join courses c on c.id = t.course_id
        join students st on st.id = r.student_id left join users u on u.id = r.teacher_id
      order by st.student_id, t.start_date`),
    futureLessons: await rows(`select c.name as course, u.email as teacher, l.start_time, l.end_time, l.price,
        l.course_type, l.address, l.status,
        (select string_agg(st.student_id, ';' order by st.student_id) from schedule_students b
          join students st on st.id = b.student_id where b.schedule_id = l.id) as students
      from schedules l join courses c on c.id = l.course_id join users u on u.id = l.teacher_id
      where l.status = 'PLANNED' and l.start_time >= now() order by l.start_time, c.name`),
  };
}

describe('the export archive and its round trip into an empty install', () => {
  let source: TestApp;
  let admin: AuthHeader;
  let archive: Buffer;

  before(async () => {
    source = await createTestApp();
    await insertRoleUsers(source.db);
    admin = await source.signIn('admin');
    const client = importClient(source, admin);
    await client.importRows('teachers', [
      ['E-mail', 'First name', 'Last name', 'Phone', 'Hourly rate', 'Employee ID', 'Birthday', 'Colour'],
      ['maria@example.com', 'Maria', 'Lopez', '+1 416 555 0301', '35.00', 'E-1', '1990-05-20', '#aa3300'],
      ['tom@example.com', 'Tom', 'Reed', '', '28.50', '', '', ''],
    ]);
    await client.importRows('courses', [
      ['Course name', 'Course number', 'School', 'Description', 'Teachers'],
      ['Piano', 'MUS 1', 'North', 'Weekly piano, "all levels"', 'maria@example.com;tom@example.com'],
      ['Algebra', '', '', '', 'tom@example.com'],
    ]);
    await client.importRows('students', [
      [
        'Student ID',
        'First name',
        'Last name',
        'E-mail',
        'Phone',
        'Referral',
        'Status',
        'Allow SMS',
        'Hourly rate',
        'Start date',
        'Comments',
      ],
      [
        'S000101',
        'Ana',
        'Silva',
        'ana@example.com',
        '+1 416 555 0101',
        'Maple Library',
        'active',
        'no',
        '40.00',
        '2026-01-15',
        'Line one\nline two',
      ],
      ['S000102', 'Ben', 'Ng', '', '', '', 'active', '', '30.00', '', '=1+2'],
      ['S000103', 'Zoé', 'Dupré', 'zoe@example.com', '', 'Maple Library', 'inactive', '', '', '', ''],
    ]);
    await client.importRows('balances', [
      ['Student ID', 'Balance', 'As of'],
      ['S000101', '120.00', '2026-01-01'],
      ['S000103', '-15.50', '2026-01-01'],
    ]);
    const registers = await client.importRows('term-registers', [
      [
        'Student ID',
        'Course',
        'Term start',
        'Term end',
        'School',
        'Teacher',
        'Payment type',
        'Price',
        'Paid',
        'Registered on',
        'Comments',
      ],
      [
        'S000101',
        'MUS 1',
        '2026-09-01',
        '2026-12-20',
        'North',
        'maria@example.com',
        'VOUCHER',
        '480.00',
        'no',
        '2026-08-15',
        '',
      ],
      [
        'S000102',
        'MUS 1',
        '2026-09-01',
        '2026-12-20',
        'North',
        '',
        'CASH',
        '450',
        'yes',
        '2026-08-16',
        'Sibling, "half"',
      ],
      ['S000102', 'Algebra', '2027-01-05', '2027-04-30', '', 'tom@example.com', 'CARD', '0', '', '', ''],
    ]);
    assert.equal(registers.created, 3, JSON.stringify(registers.problems));
    const ids = async (number: string) =>
      (await source.db.execute(sql`select id from students where student_id = ${number}`)).rows[0].id as number;
    const teacherId = async (email: string) =>
      (await source.db.execute(sql`select id from users where email = ${email}`)).rows[0].id as number;
    const courseId = async (name: string) =>
      (await source.db.execute(sql`select id from courses where name = ${name}`)).rows[0].id as number;
    const lessons = [
      {
        courseType: 'PRIVATE',
        courseId: await courseId('Piano'),
        teacherId: await teacherId('maria@example.com'),
        studentIds: [await ids('S000101'), await ids('S000102')],
        scheduleTimes: [{ startTime: at('2030-03-04', '16:00'), endTime: at('2030-03-04', '17:00') }],
        repeat: { weeks: 6 },
        address: 'Room 2',
      },
      {
        courseType: 'ONLINE',
        courseId: await courseId('Algebra'),
        teacherId: await teacherId('tom@example.com'),
        studentIds: [await ids('S000102')],
        price: '25.00',
        scheduleTimes: [{ startTime: at('2030-03-06', '09:30'), endTime: at('2030-03-06', '10:15') }],
      },
    ];
    for (const payload of lessons) {
      const response = await source.inject({ method: 'POST', url: '/api/schedules', payload, headers: admin });
      assert.equal(response.statusCode, 201, response.body);
    }
    const response = await source.inject({ method: 'GET', url: '/api/exports/archive', headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/zip');
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="centre-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    archive = response.rawPayload;
  });
  after(() => source.close());

  test('the archive holds a CSV per kind, the history files and a manifest with the counts', async () => {
    const files = unzipSync(archive);
    const text = (name: string) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[name]);
    assert.deepEqual(Object.keys(files), [
      'teachers.csv',
      'courses.csv',
      'students.csv',
      'balances.csv',
      'term-registers.csv',
      'lessons.csv',
      'ledger.csv',
      'lesson-history.csv',
      'pay-records.csv',
      'invoices.csv',
      'audit-log.csv',
      'manifest.json',
    ]);
    const manifest = JSON.parse(text('manifest.json'));
    assert.equal(manifest.format, 1);
    assert.match(manifest.schemaVersion, /^\d{4}_/);
    assert.ok(Date.parse(manifest.exportedAt) <= Date.now());
    const counts = Object.fromEntries(manifest.files.map((f: { name: string; rows: number }) => [f.name, f.rows]));
    assert.deepEqual(
      [
        counts['teachers.csv'],
        counts['courses.csv'],
        counts['students.csv'],
        counts['balances.csv'],
        counts['term-registers.csv'],
        counts['lessons.csv'],
      ],
      [3, 2, 3, 2, 3, 7],
    );
    // Two opening entries; seven lessons, the piano ones with two students each.
    assert.equal(counts['ledger.csv'], 2);
    assert.equal(counts['lesson-history.csv'], 13);
    for (const [name, rows] of Object.entries(counts))
      assert.equal(
        text(name)
          .replace(/\r\n$/, '')
          .split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/).length,
        Number(rows) + 1,
        name,
      );
    assert.ok(text('students.csv').startsWith('\ufeffStudent ID,First name,Last name,'));
    assert.match(text('students.csv'), /"Line one\nline two"/);
    // The export itself is in the audit log.
    const [event] = await source.db.select().from(auditEvents).where(eq(auditEvents.action, 'export.archive'));
    assert.equal(event.recordType, 'export');
  });

  test('importing the archive kind by kind into an empty install gives the same centre', async () => {
    const target = await createTestApp();
    try {
      // An empty install: its first administrator only (the source's test teacher comes over in the archive).
      await insertUser(target.db, { login: 'admin', role: 'ROLE_ADMIN' });
      const client = importClient(target, await target.signIn('admin'));
      for (const kind of ['teachers', 'courses', 'students', 'balances', 'term-registers', 'lessons']) {
        const file = await client.uploaded(kind, archive, 'centre-export.zip');
        const batch = await client.run(kind, file);
        assert.equal(batch.refused, 0, `${kind}: ${JSON.stringify(batch.problems)}`);
      }
      const [before, afterImport] = [await centre(source), await centre(target)];
      assert.equal(before.futureLessons.length, 7);
      assert.equal(before.termRegisters.length, 3);
      assert.deepEqual(afterImport, before);
    } finally {
      await target.close();
    }
  });

  test('the upload of an archive offers its CSVs and picks the kind’s own', async () => {
    const client = importClient(source, admin);
    const response = await client.upload('students', archive, 'centre-export.zip');
    assert.equal(response.statusCode, 201, response.body);
    const upload = response.json();
    assert.equal(upload.format, 'zip');
    assert.equal(upload.sheet, 'students.csv');
    assert.equal(upload.rowCount, 3);
    assert.ok(upload.sheets.includes('lesson-history.csv'));
    const missing = await client.upload('students', archive, 'centre-export.zip', 'nothing.csv');
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().errorMessage, /The archive has no file "nothing.csv"/);
    const notZip = await client.upload('students', 'a,b\r\n1,2\r\n', 'centre.zip');
    assert.equal(notZip.statusCode, 400);
    assert.match(notZip.json().errorMessage, /not a zip archive/);
  });

  test('only administrators may export', async () => {
    for (const role of ['operator', 'system', 'teacher'] as const) {
      const headers = await source.signIn(role);
      const response = await source.inject({ method: 'GET', url: '/api/exports/archive', headers });
      assert.equal(response.statusCode, 403, role);
    }
    const events = await source.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'export.archive'))
      .orderBy(asc(auditEvents.id));
    assert.equal(events.length, 1, 'a refused export records nothing');
  });
});
