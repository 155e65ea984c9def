/**
 * What the export archive holds, file by file. The first six are in the columns the import takes
 * (the kind's field labels), so the archive imports back kind by kind; the rest are the history the
 * import does not take back (ledger, lessons with attendance and charges, pay, invoices, audit log),
 * every column as stored. Every file is read a page of rows at a time in id order, never whole.
 */
import dayjs from 'dayjs';
import { and, asc, eq, getTableColumns, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  auditEvents,
  billingInvoices,
  courses,
  courseTeachers,
  referrals,
  scheduleStudents,
  schedules,
  students,
  teacherPayRecords,
  teachers,
  termRegisters,
  terms,
  users,
  voucherLedgerEntries,
} from '../../db/schema';
import type { CsvCell } from './export-csv';

const PAGE = 1000;

export type ExportFile = {
  name: string;
  /** What the file is, for the manifest. */
  description: string;
  header: string[];
  rows: (db: Database) => AsyncGenerator<CsvCell[]>;
};

type KindColumns = { kind: string; fields: { key: string; label: string }[] };

/** Rows in id order, a page at a time: `page(after)` returns the next rows after that id. */
async function* paged<T extends { id: number }>(page: (after: number) => Promise<T[]>): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

/** A table as it is stored: every column, in id order. */
function tableFile(name: string, description: string, table: PgTable & { id: unknown }): ExportFile {
  const columns = Object.keys(getTableColumns(table));
  const idColumn = (table as unknown as { id: Parameters<typeof gt>[0] }).id;
  return {
    name,
    description,
    header: columns,
    async *rows(db) {
      for await (const row of paged(
        (after) =>
          db.select().from(table).where(gt(idColumn, after)).orderBy(asc(idColumn)).limit(PAGE) as unknown as Promise<
            { id: number }[]
          >,
      ))
        yield columns.map((column) => (row as Record<string, CsvCell>)[column]);
    },
  };
}

/** A file in an import kind's columns: `values` gives each row's cells by field key. */
function kindFile<T extends { id: number }>(
  kinds: KindColumns[],
  kind: string,
  name: string,
  description: string,
  page: (db: Database, after: number) => Promise<T[]>,
  values: (row: T) => Record<string, CsvCell>,
): ExportFile {
  const fields = kinds.find((k) => k.kind === kind)?.fields ?? [];
  return {
    name,
    description,
    header: fields.map((field) => field.label),
    async *rows(db) {
      for await (const row of paged((after) => page(db, after))) {
        const cells = values(row);
        yield fields.map((field) => cells[field.key]);
      }
    },
  };
}

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');
const teacherRef = (row: { email: string | null; login: string }) => row.email ?? row.login;

/** The teacher's reference as the course and lesson imports read it (e-mail, else login), by user id. */
async function teacherRefs(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, email: users.email, login: users.login })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, teacherRef(row)]));
}

/** Planned lessons from the start of today, one row each (first date = last date), for the lessons import. */
async function futureLessons(db: Database, after: number) {
  const lessons = await db
    .select({
      id: schedules.id,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      price: schedules.price,
      courseType: schedules.courseType,
      address: schedules.address,
      teacherId: schedules.teacherId,
      courseName: courses.name,
      courseNumber: courses.number,
    })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .where(
      and(
        gt(schedules.id, after),
        eq(schedules.status, 'PLANNED'),
        gte(schedules.startTime, dayjs().startOf('day').toDate()),
      ),
    )
    .orderBy(asc(schedules.id))
    .limit(PAGE);
  const ids = lessons.map((lesson) => lesson.id);
  const booked =
    ids.length === 0
      ? []
      : await db
          .select({ scheduleId: scheduleStudents.scheduleId, number: students.studentId })
          .from(scheduleStudents)
          .innerJoin(students, eq(students.id, scheduleStudents.studentId))
          .where(inArray(scheduleStudents.scheduleId, ids))
          .orderBy(asc(students.studentId));
  const teachersById = await teacherRefs(db, [...new Set(lessons.map((lesson) => lesson.teacherId))]);
  return lessons.map((lesson) => ({
    ...lesson,
    teacher: teachersById.get(lesson.teacherId) ?? '',
    students: booked.filter((row) => row.scheduleId === lesson.id).map((row) => row.number),
  }));
}

/** Term registers with what names their term (course, dates, school), the student and the teacher. */
async function termRegisterRows(db: Database, after: number) {
  const rows = await db
    .select({
      id: termRegisters.id,
      studentNumber: students.studentId,
      courseNumber: courses.number,
      courseName: courses.name,
      startDate: terms.startDate,
      endDate: terms.endDate,
      school: terms.school,
      teacherId: termRegisters.teacherId,
      paymentType: termRegisters.paymentType,
      price: termRegisters.price,
      paid: termRegisters.paid,
      createDate: termRegisters.createDate,
      comments: termRegisters.comments,
    })
    .from(termRegisters)
    .innerJoin(terms, eq(terms.id, termRegisters.termId))
    .innerJoin(courses, eq(courses.id, terms.courseId))
    .innerJoin(students, eq(students.id, termRegisters.studentId))
    .where(gt(termRegisters.id, after))
    .orderBy(asc(termRegisters.id))
    .limit(PAGE);
  const teachersById = await teacherRefs(db, [
    ...new Set(rows.flatMap((row) => (row.teacherId === null ? [] : [row.teacherId]))),
  ]);
  return rows.map((row) => ({
    ...row,
    teacher: row.teacherId === null ? '' : (teachersById.get(row.teacherId) ?? ''),
  }));
}

/** Every lesson, one row per booked student (a lesson nobody is booked on has one row without one). */
function lessonHistoryFile(): ExportFile {
  const lessonColumns = Object.keys(getTableColumns(schedules));
  return {
    name: 'lesson-history.csv',
    description: 'Every lesson with each student’s attendance and charge',
    header: [...lessonColumns, 'studentNumber', 'attendance', 'chargedAmount'],
    async *rows(db) {
      for (let after = 0; ; ) {
        const lessons = await db
          .select()
          .from(schedules)
          .where(gt(schedules.id, after))
          .orderBy(asc(schedules.id))
          .limit(PAGE);
        if (lessons.length === 0) return;
        // The page's bookings in one query, not one per lesson.
        const bookings = await db
          .select({
            scheduleId: scheduleStudents.scheduleId,
            number: students.studentId,
            attendance: scheduleStudents.attendance,
            charged: scheduleStudents.chargedAmount,
          })
          .from(scheduleStudents)
          .innerJoin(students, eq(students.id, scheduleStudents.studentId))
          .where(
            inArray(
              scheduleStudents.scheduleId,
              lessons.map((lesson) => lesson.id),
            ),
          )
          .orderBy(asc(scheduleStudents.scheduleId), asc(students.studentId));
        const byLesson = new Map<number, typeof bookings>();
        for (const booking of bookings)
          byLesson.set(booking.scheduleId, [...(byLesson.get(booking.scheduleId) ?? []), booking]);
        for (const lesson of lessons) {
          const cells = lessonColumns.map((column) => (lesson as Record<string, CsvCell>)[column]);
          const booked = byLesson.get(lesson.id) ?? [];
          if (booked.length === 0) yield [...cells, null, null, null];
          for (const booking of booked) yield [...cells, booking.number, booking.attendance, booking.charged];
        }
        if (lessons.length < PAGE) return;
        after = lessons[lessons.length - 1].id;
      }
    },
  };
}

export function exportFiles(kinds: KindColumns[]): ExportFile[] {
  const today = dayjs().format('YYYY-MM-DD');
  return [
    kindFile(
      kinds,
      'teachers',
      'teachers.csv',
      'Current teachers, in the Teachers import’s columns (SINs are not exported)',
      (db, after) =>
        db
          .select({ ...getTableColumns(users), profile: getTableColumns(teachers) })
          .from(users)
          .innerJoin(teachers, eq(teachers.userId, users.id))
          .where(and(gt(users.id, after), eq(users.role, 'ROLE_TEACHER'), isNull(users.deletedAt)))
          .orderBy(asc(users.id))
          .limit(PAGE),
      (row) => ({
        email: row.email,
        login: row.login,
        firstName: row.firstName,
        lastName: row.lastName,
        preferredName: row.profile.preferredName,
        phone: row.phone,
        birthday: row.birthday,
        employeeId: row.profile.employeeId,
        hourlyRate: row.profile.hourlyRate,
        wechat: row.profile.wechat,
        payrollContact: row.profile.payrollContact,
        operatingArea: row.profile.operatingArea,
        color: row.profile.color,
        activated: yesNo(row.activated),
      }),
    ),
    kindFile(
      kinds,
      'courses',
      'courses.csv',
      'Courses with their teachers, in the Courses import’s columns',
      async (db, after) =>
        db
          .select({
            ...getTableColumns(courses),
            // Spelled out: drizzle leaves a one-table select's columns unqualified, and u has an id too.
            teachers: sql<string>`coalesce((select string_agg(coalesce(u.email, u.login), ';' order by u.id)
              from ${courseTeachers} ct join ${users} u on u.id = ct.teacher_id
              where ct.course_id = ${sql.raw('"courses"."id"')} and u.deleted_at is null), '')`,
          })
          .from(courses)
          .where(and(gt(courses.id, after), isNull(courses.deletedAt)))
          .orderBy(asc(courses.id))
          .limit(PAGE),
      (row) => ({
        name: row.name,
        number: row.number,
        school: row.school,
        description: row.description,
        teachers: row.teachers,
      }),
    ),
    kindFile(
      kinds,
      'students',
      'students.csv',
      'Every student, in the Students import’s columns',
      (db, after) =>
        db
          .select({ ...getTableColumns(students), referral: referrals.referrer })
          .from(students)
          .leftJoin(referrals, eq(referrals.id, students.referralId))
          .where(gt(students.id, after))
          .orderBy(asc(students.id))
          .limit(PAGE),
      (row) => ({
        studentId: row.studentId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        wechat: row.wechat,
        startDate: row.startDate,
        referral: row.referral,
        status: row.status,
        allowEmail: yesNo(row.allowEmail),
        allowSms: yesNo(row.allowSms),
        hourlyRate: row.hourlyRate,
        comments: row.comments,
      }),
    ),
    kindFile(
      kinds,
      'balances',
      'balances.csv',
      'Each student’s voucher balance today, as the opening balance of a new install',
      (db, after) =>
        db
          .select({ id: students.id, studentId: students.studentId, balance: students.voucherBalance })
          .from(students)
          .where(and(gt(students.id, after), ne(students.voucherBalance, '0')))
          .orderBy(asc(students.id))
          .limit(PAGE),
      (row) => ({ studentId: row.studentId, amount: row.balance, date: today, comments: 'Balance at export' }),
    ),
    kindFile(
      kinds,
      'term-registers',
      'term-registers.csv',
      'Every term register, in the Term registers import’s columns (its term by course, start, end and school)',
      termRegisterRows,
      (row) => ({
        studentId: row.studentNumber,
        course: row.courseNumber ?? row.courseName,
        termStart: row.startDate,
        termEnd: row.endDate,
        school: row.school,
        teacher: row.teacher,
        paymentType: row.paymentType,
        price: row.price,
        paid: yesNo(row.paid),
        createDate: row.createDate,
        comments: row.comments,
      }),
    ),
    kindFile(
      kinds,
      'lessons',
      'lessons.csv',
      'Planned lessons from today on, one row each, in the Recurring lessons import’s columns',
      futureLessons,
      (row) => {
        const start = dayjs(row.startTime);
        return {
          course: row.courseNumber ?? row.courseName,
          teacher: row.teacher,
          students: row.students.join(';'),
          weekday: start.format('dddd'),
          startTime: start.format('HH:mm'),
          endTime: dayjs(row.endTime).format('HH:mm'),
          firstDate: start.format('YYYY-MM-DD'),
          lastDate: start.format('YYYY-MM-DD'),
          price: row.price,
          courseType: row.courseType,
          address: row.address,
        };
      },
    ),
    tableFile('ledger.csv', 'Every voucher ledger entry', voucherLedgerEntries),
    lessonHistoryFile(),
    tableFile('pay-records.csv', 'Every teacher pay record', teacherPayRecords),
    tableFile('invoices.csv', 'Every vendor invoice', billingInvoices),
    tableFile('audit-log.csv', 'The whole audit log', auditEvents),
  ];
}
