import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  PAYMENT_TYPES,
  type PaymentType,
  students,
  teachers,
  termRegisters,
  terms,
  users,
  voucherLedgerEntries,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { fields as rules } from '../../../lib/validation';
import { lockTerm } from '../../terms';
import { booleanCell, cellReader, dateCell, moneyCell, textCell } from '../import-cells';
import { courseKeysOf, lowerKey } from '../import-keys';
import type { KindDefinition, UndoRecord } from '../import-kind';

type Term = { id: number; courseId: number; school: string | null; startDate: string; endDate: string };
type Student = { id: number; number: string; status: string };
type Ctx = {
  courses: Map<string, number>;
  teachers: Map<string, { id: number; activated: boolean }>;
  students: Map<string, Student>;
  /** Existing terms by `courseId|startDate`. */
  terms: Map<string, Term[]>;
  /** Registers in the database by `termId|studentId`: price and payment type, to tell unchanged from refused. */
  registered: Map<string, { price: string; paymentType: string }>;
  /** Earlier lines of the file by `termKey|studentId`. */
  claimed: Map<string, number>;
  /** Terms this import creates, by their key, once the first row naming one is written. */
  created: Map<string, number>;
};
/** The term is an existing one (`termId`) or one the import creates, named by its key. */
type NewTerm = {
  key: string;
  courseId: number;
  teacherId: number | null;
  school: string | null;
  start: string;
  end: string;
};
type Plan = {
  termId: number | null;
  newTerm: NewTerm | null;
  studentId: number;
  teacherId: number | null | undefined;
  paymentType: PaymentType;
  price: string;
  paid: boolean;
  createDate: string;
  comments: string | null;
};

const lower = lowerKey;
const today = () => new Date().toISOString().slice(0, 10);
const PAYMENT_NAMES: Record<string, PaymentType> = {
  voucher: 'VOUCHER',
  vouchers: 'VOUCHER',
  cash: 'CASH',
  card: 'CARD',
  'credit card': 'CARD',
  'debit card': 'CARD',
  etransfer: 'E_TRANSFER',
  'e-transfer': 'E_TRANSFER',
  e_transfer: 'E_TRANSFER',
  'e transfer': 'E_TRANSFER',
  cheque: 'CHEQUE',
  check: 'CHEQUE',
  other: 'OTHER',
};

/**
 * Term registers: a student's registration in a term, with its price and how it is paid. The term is
 * named by its course and start date (and school, where two terms of a course start the same day); a
 * term that does not exist yet is created when the row gives its end date, so an export imports back
 * into an empty install. A register marked paid is recorded paid without a voucher charge: the old
 * system took the charge, and it is in the opening balance already (docs/decisions.md). A student
 * already registered in the term is unchanged when price and payment type agree, else refused.
 */
export const termRegistersKind: KindDefinition<Ctx, Plan> = {
  kind: 'term-registers',
  label: 'Term registers',
  matchKeys: [],
  fields: [
    {
      key: 'studentId',
      label: 'Student ID',
      required: true,
      aliases: ['student', 'student number', 'student no', 'client id', 'student email', 'client'],
      example: 'S000101',
      description: 'The student, by number or e-mail',
    },
    {
      key: 'course',
      label: 'Course',
      required: true,
      aliases: ['course name', 'course number', 'course code', 'service', 'subject', 'program', 'class'],
      example: 'PIA-1',
      description: "The term's course, by number or name",
    },
    {
      key: 'termStart',
      label: 'Term start',
      required: true,
      aliases: ['start date', 'term start date', 'term begins', 'session start', 'semester start'],
      example: '2026-09-01',
      description: "The term's first day, YYYY-MM-DD",
    },
    {
      key: 'termEnd',
      label: 'Term end',
      aliases: ['end date', 'term end date', 'term ends', 'session end', 'semester end'],
      example: '2026-12-20',
      description: "The term's last day; needed only to create a term that does not exist yet",
    },
    {
      key: 'school',
      label: 'School',
      aliases: ['term school', 'location', 'campus'],
      example: 'North School',
      description: 'Tells apart two terms of the course starting the same day',
    },
    {
      key: 'teacher',
      label: 'Teacher',
      aliases: ['tutor', 'instructor', 'teacher email', 'staff'],
      example: 'maria.lopez@example.com',
      description: "The teacher's e-mail, login or name (blank: the term's)",
    },
    {
      key: 'paymentType',
      label: 'Payment type',
      required: true,
      aliases: ['payment', 'payment method', 'paid by', 'method'],
      example: 'VOUCHER',
      description: 'VOUCHER, CASH, CARD, E_TRANSFER, CHEQUE or OTHER',
    },
    {
      key: 'price',
      label: 'Price',
      required: true,
      aliases: ['fee', 'amount', 'tuition', 'cost', 'term fee'],
      example: '480.00',
      description: 'The registration price, zero or more',
    },
    {
      key: 'paid',
      label: 'Paid',
      aliases: ['is paid', 'paid?', 'payment status'],
      example: 'no',
      description: 'yes or no (blank: no); paid ones are not charged again',
    },
    {
      key: 'createDate',
      label: 'Registered on',
      aliases: ['registration date', 'date registered', 'enrolled on', 'enrollment date', 'date'],
      example: '2026-08-15',
      description: 'YYYY-MM-DD (blank: today)',
    },
    {
      key: 'comments',
      label: 'Comments',
      aliases: ['notes', 'note'],
      example: 'Sibling discount',
      description: '',
    },
  ],

  async load(db) {
    const courseKeys = await courseKeysOf(db);
    const teacherRows = await db
      .select({
        id: users.id,
        email: users.email,
        login: users.login,
        name: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
        activated: users.activated,
      })
      .from(users)
      .innerJoin(teachers, eq(teachers.userId, users.id))
      .where(isNull(users.deletedAt));
    const teacherKeys = new Map<string, { id: number; activated: boolean }>();
    for (const row of teacherRows)
      for (const key of [row.email, row.login, row.name]) {
        const k = lower(key);
        if (k && !teacherKeys.has(k)) teacherKeys.set(k, row);
      }
    const studentRows = await db
      .select({ id: students.id, number: students.studentId, email: students.email, status: students.status })
      .from(students);
    const studentKeys = new Map<string, Student>();
    for (const row of studentRows) {
      studentKeys.set(row.number.toLowerCase(), row);
      const email = lower(row.email);
      if (email && !studentKeys.has(email)) studentKeys.set(email, row);
    }
    const termRows = await db
      .select({
        id: terms.id,
        courseId: terms.courseId,
        school: terms.school,
        startDate: terms.startDate,
        endDate: terms.endDate,
      })
      .from(terms);
    const termKeys = new Map<string, Term[]>();
    for (const row of termRows) {
      const key = `${row.courseId}|${row.startDate}`;
      termKeys.set(key, [...(termKeys.get(key) ?? []), row]);
    }
    const registerRows = await db
      .select({
        termId: termRegisters.termId,
        studentId: termRegisters.studentId,
        price: termRegisters.price,
        paymentType: termRegisters.paymentType,
      })
      .from(termRegisters);
    const registered = new Map(registerRows.map((row) => [`${row.termId}|${row.studentId}`, row]));
    return {
      courses: courseKeys,
      teachers: teacherKeys,
      students: studentKeys,
      terms: termKeys,
      registered,
      claimed: new Map(),
      created: new Map(),
    };
  },

  check(values, ctx, _matchOn, line) {
    const { read, issues } = cellReader();
    const studentKey = lower(values.studentId);
    const courseKey = lower(values.course);
    const start = read(() => dateCell('termStart', values.termStart));
    const end = read(() => dateCell('termEnd', values.termEnd));
    const school = textCell(values.school) ?? null;
    const teacherKey = lower(values.teacher);
    const paymentText = lower(values.paymentType);
    const price = moneyCell(values.price);
    const paid = read(() => booleanCell('paid', values.paid)) ?? false;
    const createDate = read(() => dateCell('createDate', values.createDate)) ?? today();
    const comments = textCell(values.comments) ?? null;

    const student = studentKey ? ctx.students.get(studentKey) : undefined;
    if (!studentKey) issues.push({ field: 'studentId', message: 'is required' });
    else if (!student) issues.push({ field: 'studentId', message: 'no student has this number or e-mail' });
    else if (student.status !== 'active')
      issues.push({
        field: 'studentId',
        message: `this student is ${student.status}; only active students can be registered in a term`,
      });
    const courseId = courseKey ? ctx.courses.get(courseKey) : undefined;
    if (!courseKey) issues.push({ field: 'course', message: 'is required' });
    else if (!courseId) issues.push({ field: 'course', message: 'no course has this number or name' });
    for (const [field, value] of [
      ['termStart', start],
      ['termEnd', end],
      ['createDate', createDate],
    ] as const) {
      if (field === 'termStart' && !value && !issues.some((i) => i.field === field))
        issues.push({ field, message: 'is required' });
      const date = value ? rules.isoDate.safeParse(value) : null;
      if (date && !date.success) issues.push({ field, message: date.error.issues[0].message });
    }
    if (start && end && end < start) issues.push({ field: 'termEnd', message: 'must be on or after the term start' });
    const teacher = teacherKey ? ctx.teachers.get(teacherKey) : undefined;
    if (teacherKey && !teacher) issues.push({ field: 'teacher', message: 'no teacher has this e-mail, login or name' });
    else if (teacher && !teacher.activated) issues.push({ field: 'teacher', message: 'this teacher is deactivated' });
    const paymentType = paymentText ? (PAYMENT_NAMES[paymentText] ?? null) : null;
    if (!paymentText) issues.push({ field: 'paymentType', message: 'is required' });
    else if (!paymentType)
      issues.push({ field: 'paymentType', message: `must be one of: ${PAYMENT_TYPES.join(', ')}` });
    const money = rules.money.safeParse(price);
    if (!price) issues.push({ field: 'price', message: 'is required' });
    else if (!money.success) issues.push({ field: 'price', message: money.error.issues[0].message });
    if (comments && comments.length > 2000)
      issues.push({ field: 'comments', message: 'must be at most 2000 characters' });
    if (issues.length > 0 || !student || !courseId || !start || !paymentType || !money.success) return { issues };

    // The term: an existing one of the course starting that day, or a new one when the end is given.
    const candidates = (ctx.terms.get(`${courseId}|${start}`) ?? []).filter(
      (term) => (!end || term.endDate === end) && (!school || lower(term.school) === lower(school)),
    );
    if (candidates.length > 1)
      return {
        issues: [
          { field: 'school', message: 'several terms of this course start that day: give the school to choose one' },
        ],
      };
    const term = candidates[0];
    if (!term && !end)
      return {
        issues: [
          { field: 'termStart', message: 'no term of this course starts that day (give the term end to create it)' },
        ],
      };
    const termKey = term ? `t${term.id}` : `n${courseId}|${start}|${end}|${lower(school) ?? ''}`;
    const earlier = ctx.claimed.get(`${termKey}|${student.id}`);
    if (earlier)
      return {
        issues: [{ field: 'studentId', message: `repeats line ${earlier} of the file (same student and term)` }],
      };
    const plan: Plan = {
      termId: term?.id ?? null,
      newTerm: term
        ? null
        : { key: termKey, courseId, teacherId: teacher?.id ?? null, school, start, end: end as string },
      studentId: student.id,
      teacherId: teacher?.id,
      paymentType,
      price: money.data,
      paid,
      createDate,
      comments,
    };
    const existing = term ? ctx.registered.get(`${term.id}|${student.id}`) : undefined;
    if (existing) {
      if (Number(existing.price) === Number(money.data) && existing.paymentType === paymentType)
        return { action: 'unchanged', plan };
      return { issues: [{ field: 'studentId', message: 'this student is already registered in this term' }] };
    }
    ctx.claimed.set(`${termKey}|${student.id}`, line);
    return { action: 'create', plan };
  },

  async write(tx, rows, ctx, env) {
    const records: UndoRecord[] = [];
    for (const { line, plan } of rows) {
      let termId = plan.termId ?? (plan.newTerm ? ctx.created.get(plan.newTerm.key) : undefined);
      if (!termId && plan.newTerm) {
        const [term] = await tx
          .insert(terms)
          .values({
            courseId: plan.newTerm.courseId,
            teacherId: plan.newTerm.teacherId,
            school: plan.newTerm.school,
            startDate: plan.newTerm.start,
            endDate: plan.newTerm.end,
          })
          .returning({ id: terms.id, teacherId: terms.teacherId, courseId: terms.courseId });
        termId = term.id;
        ctx.created.set(plan.newTerm.key, term.id);
        records.push({ line, action: 'created', recordType: 'term', recordId: term.id });
      }
      // The term's lock, as the API takes it: a registration made meanwhile waits, and the unique
      // index (term, student) refuses a duplicate the dry run could not see.
      const term = await lockTerm(tx, termId as number);
      if (!term) throw new AppError('conflict', { message: `Line ${line}: the term was deleted during the import.` });
      const now = new Date();
      const [register] = await tx
        .insert(termRegisters)
        .values({
          termId: term.id,
          studentId: plan.studentId,
          teacherId: plan.teacherId === undefined ? term.teacherId : plan.teacherId,
          courseId: term.courseId,
          paymentType: plan.paymentType,
          price: plan.price,
          comments: plan.comments,
          createDate: plan.createDate,
          paid: plan.paid,
          paidAt: plan.paid ? now : null,
          paidBy: plan.paid ? env.actor.id : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: termRegisters.id });
      records.push({ line, action: 'created', recordType: 'term-register', recordId: register.id });
    }
    return records;
  },

  /**
   * The imported registers removed, and the terms the import created; refused once a register has
   * been paid, edited or charged since, or another register has been made in a created term.
   */
  async undo(tx, records) {
    const ids = records.filter((r) => r.recordType === 'term-register').map((r) => r.recordId);
    const termIds = records.filter((r) => r.recordType === 'term').map((r) => r.recordId);
    if (ids.length > 0) {
      const touched = await tx
        .select({ id: termRegisters.id, number: students.studentId, paid: termRegisters.paid })
        .from(termRegisters)
        .innerJoin(students, eq(students.id, termRegisters.studentId))
        .where(
          and(
            inArray(termRegisters.id, ids),
            sql`(${termRegisters.updatedAt} > ${termRegisters.createdAt}
              or exists (select 1 from ${voucherLedgerEntries} l where l.term_register_id = ${termRegisters.id}))`,
          ),
        )
        .for('update', { of: termRegisters })
        .limit(5);
      if (touched.length > 0)
        throw new AppError('ruleviolated', {
          message: `These term registers have been paid, charged or edited since the import, so it cannot be undone: ${touched.map((r) => `#${r.id} (${r.number})`).join(', ')}. Mark them unpaid or delete them on the Term registers screen instead.`,
        });
      for (let i = 0; i < ids.length; i += 5000)
        await tx.delete(termRegisters).where(inArray(termRegisters.id, ids.slice(i, i + 5000)));
    }
    if (termIds.length > 0) {
      const used = await tx
        .select({ termId: termRegisters.termId })
        .from(termRegisters)
        .where(inArray(termRegisters.termId, termIds))
        .limit(5);
      if (used.length > 0)
        throw new AppError('ruleviolated', {
          message: `Terms this import created have other registers since, so it cannot be undone: term ${[...new Set(used.map((u) => `#${u.termId}`))].join(', ')}. Remove those registers first.`,
        });
      await tx.delete(terms).where(inArray(terms.id, termIds));
    }
  },
};
