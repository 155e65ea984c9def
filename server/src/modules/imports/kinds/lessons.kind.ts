import dayjs from 'dayjs';
import { and, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  COURSE_TYPES,
  type CourseType,
  scheduleChanges,
  scheduleSeries,
  scheduleStudents,
  schedules,
  students,
  teachers,
  users,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { fields as rules } from '../../../lib/validation';
import { insertLessons, priceOf, type Span, weeklyCopies } from '../../schedules';
import { dateCell, listCell, moneyCell, type RowIssue, textCell } from '../import-cells';
import { courseKeysOf, lowerKey } from '../import-keys';
import type { KindDefinition, UndoRecord } from '../import-kind';

type Teacher = { id: number; activated: boolean; hourlyRate: string | null };
type Student = { id: number; number: string; status: string; hourlyRate: string | null };
/** Booked times by person and local date: `t<teacherId>|YYYY-MM-DD` or `s<studentId>|YYYY-MM-DD`. */
type Busy = Map<string, { span: Span; what: string }[]>;
type Ctx = {
  courses: Map<string, number>;
  teachers: Map<string, Teacher>;
  students: Map<string, Student>;
  busy: Busy;
  today: string;
};
type Plan = {
  courseId: number;
  teacherId: number;
  studentIds: number[];
  spans: Span[];
  price: string;
  hourlyRate: string | null;
  teacherHourlyRate: string;
  courseType: CourseType;
  address: string | null;
};

/** More lessons than a row can make: seven years of weeks; a wrong year in a date, not a real series. */
export const MAX_LESSONS_PER_ROW = 366;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const lower = lowerKey;

/** "Monday", "mon", "Mo" or 1–7 (Monday first) → 0–6 as dayjs counts (Sunday 0). */
function weekdayOf(text: string): number | null {
  const word = text.trim().toLowerCase();
  if (/^[1-7]$/.test(word)) return Number(word) % 7;
  if (word.length < 2) return null;
  const index = WEEKDAYS.findIndex((day) => day.startsWith(word.replace(/\.$/, '')));
  return index < 0 ? null : index;
}

/** "9:00", "09:00", "9:00 pm", "21.00" → minutes after midnight. */
function minutesOf(text: string): number | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.[0]?.toLowerCase();
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

const nextMonday = () =>
  dayjs()
    .startOf('day')
    .add((8 - dayjs().day()) % 7 || 7, 'day');
const busyKey = (who: string, span: Span) => `${who}|${dayjs(span.start).format('YYYY-MM-DD')}`;
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
const when = (span: Span) => `${dayjs(span.start).format('ddd YYYY-MM-DD HH:mm')}–${dayjs(span.end).format('HH:mm')}`;

/**
 * Recurring lessons: one row is a weekly lesson (course, teacher, students, weekday, times, first and
 * last date), expanded through the calendar's own weekly repeat (weeklyCopies) into PLANNED lessons of
 * one series. A clash with a booked lesson of the teacher or a student, or with an earlier row of the
 * file, refuses the row and names the time: nothing is booked over another lesson.
 */
export const lessonsKind: KindDefinition<Ctx, Plan> = {
  kind: 'lessons',
  label: 'Recurring lessons',
  matchKeys: [],
  // A row is up to a year of weekly lessons: 20 rows write about 1,000, a fraction of a second.
  chunkRows: 20,
  fields: [
    {
      key: 'course',
      label: 'Course',
      required: true,
      aliases: ['course name', 'course number', 'service', 'subject', 'lesson type', 'event type'],
      example: 'PIA-1',
      description: 'The course, by number or name',
    },
    {
      key: 'teacher',
      label: 'Teacher',
      required: true,
      aliases: ['tutor', 'instructor', 'contractor', 'teacher email', 'staff'],
      example: 'maria.lopez@example.com',
      description: "The teacher's e-mail, login or name",
    },
    {
      key: 'students',
      label: 'Students',
      required: true,
      aliases: ['student', 'student id', 'student ids', 'clients', 'client', 'recipients', 'attendees'],
      example: 'S000101',
      description: 'Student numbers or e-mails, separated by ;',
    },
    {
      key: 'weekday',
      label: 'Weekday',
      aliases: ['day', 'day of week', 'repeat on', 'weekly on'],
      example: 'Monday',
      description: 'Blank: the weekday of the first date',
    },
    {
      key: 'startTime',
      label: 'Start time',
      required: true,
      aliases: ['start', 'from', 'time', 'begins'],
      example: '16:00',
      description: 'HH:MM (or 4:00 pm)',
    },
    {
      key: 'endTime',
      label: 'End time',
      required: true,
      aliases: ['end', 'to', 'until', 'finishes'],
      example: '17:00',
      description: 'HH:MM, after the start',
    },
    {
      key: 'firstDate',
      label: 'First date',
      required: true,
      aliases: ['start date', 'from date', 'first lesson', 'begins on', 'date'],
      // Next Monday and ten weeks on, so the template stays importable as the years go by.
      get example() {
        return nextMonday().format('YYYY-MM-DD');
      },
      description: 'YYYY-MM-DD; lessons before today are not made',
    },
    {
      key: 'lastDate',
      label: 'Last date',
      aliases: ['end date', 'to date', 'last lesson', 'repeat until', 'ends on'],
      get example() {
        return nextMonday().add(10, 'week').format('YYYY-MM-DD');
      },
      description: 'YYYY-MM-DD, inclusive (blank: one lesson)',
    },
    {
      key: 'price',
      label: 'Price',
      aliases: ['lesson price', 'charge', 'fee', 'cost', 'amount'],
      example: '',
      description: "Per lesson (blank: the first student's hourly rate × length)",
    },
    {
      key: 'courseType',
      label: 'Course type',
      aliases: ['type', 'lesson format', 'format', 'location type'],
      example: 'PRIVATE',
      description: 'PRIVATE, GROUP or ONLINE (blank: PRIVATE)',
    },
    {
      key: 'address',
      label: 'Address',
      aliases: ['location', 'room', 'place', 'venue'],
      example: '',
      description: 'Where the lesson is given',
    },
  ],

  async load(db) {
    const courseKeys = await courseKeysOf(db);
    const teacherRows = await db
      .select({
        id: users.id,
        email: users.email,
        login: users.login,
        employeeId: teachers.employeeId,
        name: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
        activated: users.activated,
        hourlyRate: teachers.hourlyRate,
      })
      .from(users)
      .innerJoin(teachers, eq(teachers.userId, users.id))
      .where(and(eq(users.role, 'ROLE_TEACHER'), isNull(users.deletedAt)));
    const teacherKeys = new Map<string, Teacher>();
    for (const row of teacherRows)
      for (const key of [row.email, row.login, row.employeeId, row.name]) {
        const k = lower(key);
        if (k && !teacherKeys.has(k)) teacherKeys.set(k, row);
      }
    const studentRows = await db
      .select({
        id: students.id,
        number: students.studentId,
        email: students.email,
        status: students.status,
        hourlyRate: students.hourlyRate,
      })
      .from(students);
    const studentKeys = new Map<string, Student>();
    for (const row of studentRows)
      for (const key of [row.number, row.email]) {
        const k = lower(key);
        if (k && !studentKeys.has(k)) studentKeys.set(k, row);
      }
    // Every lesson still to come, by person and day, for the clash check.
    const today = dayjs().startOf('day');
    const booked = await db
      .select({
        id: schedules.id,
        teacherId: schedules.teacherId,
        start: schedules.startTime,
        end: schedules.endTime,
        studentIds: sql<number[]>`coalesce((select array_agg(b.student_id) from schedule_students b
          where b.schedule_id = ${sql.raw('"schedules"."id"')}), '{}')`,
      })
      .from(schedules)
      .where(and(ne(schedules.status, 'CANCELLED'), gte(schedules.endTime, today.toDate())));
    const busy: Busy = new Map();
    const claim = (key: string, span: Span, what: string) => busy.set(key, [...(busy.get(key) ?? []), { span, what }]);
    for (const lesson of booked) {
      const span = { start: lesson.start, end: lesson.end };
      claim(busyKey(`t${lesson.teacherId}`, span), span, `lesson #${lesson.id}`);
      for (const studentId of lesson.studentIds) claim(busyKey(`s${studentId}`, span), span, `lesson #${lesson.id}`);
    }
    return {
      courses: courseKeys,
      teachers: teacherKeys,
      students: studentKeys,
      busy,
      today: today.format('YYYY-MM-DD'),
    };
  },

  check(values, ctx, _matchOn, line) {
    const issues: RowIssue[] = [];
    const courseId = ctx.courses.get(lower(values.course) ?? '');
    if (!textCell(values.course)) issues.push({ field: 'course', message: 'is required' });
    else if (courseId === undefined)
      issues.push({ field: 'course', message: `no current course has the number or name "${values.course?.trim()}"` });
    const teacher = ctx.teachers.get(lower(values.teacher) ?? '');
    if (!textCell(values.teacher)) issues.push({ field: 'teacher', message: 'is required' });
    else if (!teacher)
      issues.push({
        field: 'teacher',
        message: `no current teacher has the e-mail, login or name "${values.teacher?.trim()}"`,
      });
    else if (!teacher.activated) issues.push({ field: 'teacher', message: 'this teacher is deactivated' });

    const booked: Student[] = [];
    const names = listCell(values.students);
    if (names.length === 0) issues.push({ field: 'students', message: 'is required' });
    for (const name of names) {
      const student = ctx.students.get(name.toLowerCase());
      if (!student) issues.push({ field: 'students', message: `no student has the number or e-mail "${name}"` });
      else if (student.status !== 'active')
        issues.push({
          field: 'students',
          message: `${student.number} is ${student.status}: only active students can be booked`,
        });
      else if (!booked.includes(student)) booked.push(student);
    }

    const start = textCell(values.startTime) ? minutesOf(values.startTime as string) : null;
    const end = textCell(values.endTime) ? minutesOf(values.endTime as string) : null;
    if (start === null) issues.push({ field: 'startTime', message: 'must be a time like 16:00 or 4:00 pm' });
    if (end === null) issues.push({ field: 'endTime', message: 'must be a time like 17:00 or 5:00 pm' });
    else if (start !== null && end <= start) issues.push({ field: 'endTime', message: 'must be after the start time' });

    const dates: Record<'firstDate' | 'lastDate', string | undefined> = { firstDate: undefined, lastDate: undefined };
    for (const field of ['firstDate', 'lastDate'] as const) {
      try {
        const text = dateCell(field, values[field]);
        if (text === undefined) {
          if (field === 'firstDate') issues.push({ field, message: 'is required' });
        } else if (!rules.isoDate.safeParse(text).success)
          issues.push({ field, message: 'must be a date as YYYY-MM-DD' });
        else dates[field] = text;
      } catch (error) {
        issues.push({ field, message: (error as Error).message });
      }
    }
    if (dates.firstDate && dates.lastDate && dates.lastDate < dates.firstDate)
      issues.push({ field: 'lastDate', message: 'must be on or after the first date' });

    let weekday: number | null = null;
    if (textCell(values.weekday)) {
      weekday = weekdayOf(values.weekday as string);
      if (weekday === null) issues.push({ field: 'weekday', message: 'must be a day of the week, like Monday' });
    }
    const courseType = (textCell(values.courseType)?.toUpperCase() ?? 'PRIVATE') as CourseType;
    if (!COURSE_TYPES.includes(courseType))
      issues.push({ field: 'courseType', message: `must be one of: ${COURSE_TYPES.join(', ')}` });
    const priceText = moneyCell(values.price);
    const price = priceText === undefined ? undefined : rules.money.safeParse(priceText);
    if (price && !price.success) issues.push({ field: 'price', message: price.error.issues[0].message });
    const address = textCell(values.address) ?? null;
    if (address && address.length > 200) issues.push({ field: 'address', message: 'must be at most 200 characters' });
    if (issues.length > 0 || !teacher || courseId === undefined || start === null || end === null || !dates.firstDate)
      return { issues };

    // The first lesson: the first date, or the first given weekday on or after it.
    let first = dayjs(dates.firstDate);
    if (weekday !== null) first = first.add((weekday - first.day() + 7) % 7, 'day');
    const lastDate = dates.lastDate ?? first.format('YYYY-MM-DD');
    if (first.format('YYYY-MM-DD') > lastDate)
      return {
        issues: [{ field: 'weekday', message: `no ${WEEKDAYS[weekday ?? 0]} between the first and last date` }],
      };
    const firstSpan = { start: first.add(start, 'minute').toDate(), end: first.add(end, 'minute').toDate() };
    const all = weeklyCopies(firstSpan, { until: lastDate }, 0, MAX_LESSONS_PER_ROW);
    if (all.length > MAX_LESSONS_PER_ROW)
      return {
        issues: [{ field: 'lastDate', message: `makes more than ${MAX_LESSONS_PER_ROW} lessons: check the year` }],
      };
    // Lessons before today are history, kept in the old system: only the ones still to come are made.
    const spans = all.filter((span) => dayjs(span.start).format('YYYY-MM-DD') >= ctx.today);
    if (spans.length === 0)
      return { issues: [{ field: 'lastDate', message: 'every lesson of this row is in the past: nothing to book' }] };

    const hourlyRate = booked[0]?.hourlyRate ?? null;
    if (!price && hourlyRate === null)
      return {
        issues: [{ field: 'price', message: 'is required: the first student has no hourly rate to work it out from' }],
      };
    let lessonPrice: string;
    try {
      lessonPrice = price?.success ? price.data : priceOf(hourlyRate as string, end - start);
    } catch (error) {
      return { issues: [{ field: 'price', message: error instanceof AppError ? error.message : String(error) }] };
    }

    const who = [
      { key: `t${teacher.id}`, name: 'the teacher' },
      ...booked.map((s) => ({ key: `s${s.id}`, name: s.number })),
    ];
    for (const span of spans)
      for (const person of who) {
        const clash = ctx.busy.get(busyKey(person.key, span))?.find((other) => overlaps(other.span, span));
        if (clash)
          return {
            issues: [
              {
                field: person.key.startsWith('t') ? 'teacher' : 'students',
                message: `${when(span)}: ${person.name} already has ${clash.what} at that time`,
              },
            ],
          };
      }
    // Later rows of the file see this row's lessons as booked.
    for (const span of spans)
      for (const person of who)
        ctx.busy.set(busyKey(person.key, span), [
          ...(ctx.busy.get(busyKey(person.key, span)) ?? []),
          { span, what: `line ${line} of the file` },
        ]);
    return {
      action: 'create',
      plan: {
        courseId,
        teacherId: teacher.id,
        studentIds: booked.map((student) => student.id),
        spans,
        price: lessonPrice,
        hourlyRate,
        teacherHourlyRate: teacher.hourlyRate ?? '0.00',
        courseType,
        address,
      },
    };
  },

  async write(tx, rows, _ctx, env) {
    const records: UndoRecord[] = [];
    for (const { line, plan } of rows) {
      let seriesId: number | null = null;
      if (plan.spans.length > 1) {
        const [series] = await tx
          .insert(scheduleSeries)
          .values({ repeatUntil: dayjs(plan.spans.at(-1)?.start).format('YYYY-MM-DD'), createdBy: env.actor.id })
          .returning({ id: scheduleSeries.id });
        seriesId = series.id;
        records.push({ line, action: 'created', recordType: 'series', recordId: seriesId });
      }
      const ids = await insertLessons(
        tx,
        env.actor,
        {
          input: {
            courseId: plan.courseId,
            teacherId: plan.teacherId,
            studentIds: plan.studentIds,
            courseType: plan.courseType,
            paymentType: 'VOUCHER',
            address: plan.address ?? undefined,
          },
          plan: {
            studentIds: plan.studentIds,
            hourlyRate: plan.hourlyRate,
            teacherHourlyRate: plan.teacherHourlyRate,
            priceFor: () => plan.price,
          },
          seriesId,
        },
        plan.spans,
        [],
      );
      for (const id of ids) records.push({ line, action: 'created', recordType: 'lesson', recordId: id });
    }
    return records;
  },

  /** The imported lessons removed; refused once one has been confirmed, cancelled or changed since. */
  async undo(tx, records) {
    const ids = records.filter((r) => r.recordType === 'lesson').map((r) => r.recordId);
    if (ids.length === 0) return;
    const touched = await tx
      .select({ id: schedules.id })
      .from(schedules)
      .where(
        and(
          inArray(schedules.id, ids),
          sql`(${schedules.status} <> 'PLANNED' or ${schedules.revision} > 0 or ${schedules.feedbackStatus} <> 'NOT_SUBMITTED'
            or exists (select 1 from ${scheduleChanges} c where c.schedule_id = ${schedules.id}))`,
        ),
      )
      .limit(5);
    if (touched.length > 0)
      throw new AppError('ruleviolated', {
        message: `These lessons have been confirmed, cancelled or changed since the import, so it cannot be undone: ${touched.map((l) => `#${l.id}`).join(', ')}. Cancel the other lessons on the calendar instead.`,
      });
    for (let i = 0; i < ids.length; i += 5000) {
      const part = ids.slice(i, i + 5000);
      await tx.delete(scheduleStudents).where(inArray(scheduleStudents.scheduleId, part));
      await tx.delete(schedules).where(inArray(schedules.id, part));
    }
    const series = records.filter((r) => r.recordType === 'series').map((r) => r.recordId);
    if (series.length > 0) await tx.delete(scheduleSeries).where(inArray(scheduleSeries.id, series));
  },
};
