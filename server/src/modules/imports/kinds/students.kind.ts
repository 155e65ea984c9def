import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  referrals,
  STUDENT_STATUSES,
  type StudentRow,
  type StudentStatus,
  scheduleStudents,
  students,
  termRegisters,
  voucherLedgerEntries,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { normalisePhone } from '../../../lib/validation';
import { createStudentBody, lockStudentNumbers, nextStudentNumber, updateStudentBody } from '../../students';
import { emitStudentEvents } from '../../webhooks';
import { booleanCell, CellError, cellReader, dateCell, moneyCell, schemaIssues, textCell } from '../import-cells';
import { duplicateIssue, type KeyIndex, keyIndex, sameValues } from '../import-keys';
import type { KindDefinition, RowValues, UndoRecord } from '../import-kind';

/** The columns an import sets on a student (and restores on undo). */
const COLUMNS = [
  'studentId',
  'firstName',
  'lastName',
  'referralId',
  'startDate',
  'wechat',
  'phone',
  'email',
  'comments',
  'allowSms',
  'allowEmail',
  'hourlyRate',
  'status',
] as const;
type Values = Pick<StudentRow, (typeof COLUMNS)[number]>;
type Existing = Values & { id: number; hasLessons: boolean };

type Ctx = {
  byNumber: KeyIndex<Existing>;
  byEmail: KeyIndex<Existing>;
  byPhone: KeyIndex<Existing>;
  referrals: Map<string, number>;
};
type Plan = { id?: number; values: Partial<Values>; referral?: string; before?: Existing };

const STATUS_WORDS: Record<string, StudentStatus> = {
  active: 'active',
  current: 'active',
  live: 'active',
  trial: 'active',
  enrolled: 'active',
  inactive: 'inactive',
  former: 'inactive',
  archived: 'inactive',
  dormant: 'inactive',
  finished: 'inactive',
  lost: 'inactive',
  suspended: 'suspended',
  paused: 'suspended',
  'on hold': 'suspended',
  waiting: 'suspended',
};

function statusCell(value: string | undefined): StudentStatus | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  const status = STATUS_WORDS[text];
  if (!status) throw new CellError('status', `must be one of: ${STUDENT_STATUSES.join(', ')}`);
  return status;
}

function readRow(values: RowValues, read: ReturnType<typeof cellReader>['read']) {
  return {
    studentId: textCell(values.studentId),
    firstName: textCell(values.firstName),
    lastName: textCell(values.lastName),
    startDate: read(() => dateCell('startDate', values.startDate)),
    wechat: textCell(values.wechat),
    phone: textCell(values.phone),
    email: textCell(values.email),
    comments: textCell(values.comments),
    allowSms: read(() => booleanCell('allowSms', values.allowSms)),
    allowEmail: read(() => booleanCell('allowEmail', values.allowEmail)),
    hourlyRate: moneyCell(values.hourlyRate),
  };
}

const referralKey = (name: string) => name.trim().toLowerCase();

export const studentsKind: KindDefinition<Ctx, Plan> = {
  kind: 'students',
  label: 'Students',
  matchKeys: ['studentId', 'email', 'phone'],
  fields: [
    {
      key: 'studentId',
      label: 'Student ID',
      aliases: ['student number', 'student no', 'client id', 'student code', 'id number', 'external id'],
      example: 'S000101',
      description: 'Blank: the next free number is given',
    },
    {
      key: 'firstName',
      label: 'First name',
      required: true,
      aliases: ['first', 'given name', 'student first name', 'forename'],
      example: 'Ana',
      description: 'Required',
    },
    {
      key: 'lastName',
      label: 'Last name',
      required: true,
      aliases: ['last', 'surname', 'family name', 'student last name'],
      example: 'Silva',
      description: 'Required',
    },
    {
      key: 'email',
      label: 'E-mail',
      aliases: ['email address', 'e-mail address', 'student email', 'email 1', 'primary email'],
      example: 'ana.silva@example.com',
      description: 'A valid e-mail address; no other student may have it',
    },
    {
      key: 'phone',
      label: 'Phone',
      aliases: [
        'mobile',
        'mobile phone',
        'cell',
        'cell phone',
        'phone number',
        'home phone',
        'sms number',
        'telephone',
      ],
      example: '+1 416 555 0101',
      description: 'No other student may have it',
    },
    { key: 'wechat', label: 'WeChat', aliases: ['wechat id'], example: '', description: 'WeChat id' },
    {
      key: 'startDate',
      label: 'Start date',
      aliases: [
        'date joined',
        'joined',
        'student since',
        'date started',
        'enrolment date',
        'enrollment date',
        'date created',
      ],
      example: '2026-01-15',
      description: 'YYYY-MM-DD',
    },
    {
      key: 'referral',
      label: 'Referral',
      aliases: ['referrer', 'referral source', 'lead source', 'source', 'how did you hear about us', 'heard about us'],
      example: 'Maple Library',
      description: 'Who referred the student; a new name is added to the referrals',
    },
    {
      key: 'status',
      label: 'Status',
      aliases: ['student status', 'client status', 'state'],
      example: 'active',
      description: 'active, inactive or suspended (also read: current, trial, former, on hold…)',
    },
    {
      key: 'allowEmail',
      label: 'Allow e-mail',
      aliases: ['email opt in', 'receive emails', 'email reminders', 'subscribed', 'allow emails', 'email allowed'],
      example: 'yes',
      description: 'yes or no (blank: yes)',
    },
    {
      key: 'allowSms',
      label: 'Allow SMS',
      aliases: ['sms opt in', 'receive sms', 'sms capable', 'sms reminders', 'text messages', 'allow texts'],
      example: 'yes',
      description: 'yes or no (blank: yes)',
    },
    {
      key: 'hourlyRate',
      label: 'Hourly rate',
      aliases: ['rate', 'default rate', 'price per hour', 'charge rate', 'lesson rate'],
      example: '40.00',
      description: 'Default price per lesson hour',
    },
    {
      key: 'comments',
      label: 'Comments',
      aliases: ['notes', 'note', 'additional notes', 'student notes', 'remarks'],
      example: 'Prefers afternoons',
      description: 'Notes about the student',
    },
  ],

  async load(db) {
    const rows = await db
      .select({
        id: students.id,
        ...Object.fromEntries(COLUMNS.map((column) => [column, students[column]])),
        // Spelled out with aliases: drizzle leaves columns in a one-table select list unqualified.
        hasLessons: sql<boolean>`exists (select 1 from schedule_students b join schedules l on l.id = b.schedule_id
          where b.student_id = ${sql.raw('"students"."id"')} and l.status = 'PLANNED')`,
      })
      .from(students);
    const existing = rows as unknown as Existing[];
    const known = await db.select({ id: referrals.id, referrer: referrals.referrer }).from(referrals);
    return {
      byNumber: keyIndex(existing, (row) => row.studentId.toLowerCase()),
      byEmail: keyIndex(existing, (row) => row.email),
      byPhone: keyIndex(existing, (row) => row.phone),
      referrals: new Map(known.map((row) => [referralKey(row.referrer), row.id])),
    };
  },

  check(values, ctx, matchOn, line) {
    const cells = cellReader();
    const body = readRow(values, cells.read);
    const status = cells.read(() => statusCell(values.status));
    const keys = {
      studentId: body.studentId?.toLowerCase(),
      email: body.email?.toLowerCase(),
      phone: body.phone ? normalisePhone(body.phone) : undefined,
    };
    const indexes = { studentId: ctx.byNumber, email: ctx.byEmail, phone: ctx.byPhone };
    const matchKey = matchOn as keyof typeof keys | null;
    const existing = matchKey && keys[matchKey] ? indexes[matchKey].existing.get(keys[matchKey] as string) : undefined;

    const schema = existing ? updateStudentBody : createStudentBody;
    // On an update a blank cell keeps the stored value (docs/decisions.md): the schema sees the merge.
    const merged = existing
      ? {
          studentId: body.studentId ?? existing.studentId,
          firstName: body.firstName ?? existing.firstName,
          lastName: body.lastName ?? existing.lastName,
          startDate: body.startDate ?? existing.startDate,
          wechat: body.wechat ?? existing.wechat,
          phone: body.phone ?? existing.phone,
          email: body.email ?? existing.email,
          comments: body.comments ?? existing.comments,
          allowSms: body.allowSms ?? existing.allowSms,
          allowEmail: body.allowEmail ?? existing.allowEmail,
          hourlyRate: body.hourlyRate ?? existing.hourlyRate,
        }
      : body;
    const parsed = schema.safeParse(merged);
    if (!parsed.success || cells.issues.length > 0) {
      const unread = new Set(cells.issues.map((issue) => issue.field));
      const schemaProblems = parsed.success ? [] : schemaIssues(parsed.error).filter((i) => !unread.has(i.field));
      return { issues: [...schemaProblems, ...cells.issues] };
    }

    const issues = [];
    for (const key of ['studentId', 'email', 'phone'] as const) {
      const issue = duplicateIssue(indexes[key], key, keys[key], existing?.id, 'student');
      if (issue) issues.push(issue);
    }
    if (existing && status && status !== existing.status && status !== 'active' && existing.hasLessons)
      issues.push({
        field: 'status',
        message: 'the student has lessons not yet completed: change the status on the Students screen',
      });
    if (issues.length > 0) return { issues };
    for (const key of ['studentId', 'email', 'phone'] as const) indexes[key].claim(keys[key], line);

    const input = parsed.data;
    const referral = values.referral?.trim();
    const referralId = referral ? (ctx.referrals.get(referralKey(referral)) ?? null) : undefined;
    const next: Partial<Values> = {
      ...(input.studentId ? { studentId: input.studentId } : {}),
      firstName: input.firstName,
      lastName: input.lastName,
      startDate: input.startDate ?? null,
      wechat: input.wechat || null,
      phone: input.phone ? normalisePhone(input.phone) : null,
      email: input.email ? input.email.toLowerCase() : null,
      comments: input.comments || null,
      allowSms: input.allowSms,
      allowEmail: input.allowEmail,
      hourlyRate: input.hourlyRate ?? null,
      ...(status && { status }),
      ...(referralId !== undefined && referralId !== null && { referralId }),
    };
    const plan: Plan = { values: next, referral: referral && referralId === null ? referral : undefined };
    if (!existing) return { action: 'create', plan };
    if (!plan.referral && sameValues(existing, next)) return { action: 'unchanged', plan };
    return { action: 'update', plan: { ...plan, id: existing.id, before: existing } };
  },

  async write(tx, rows, ctx, env) {
    const records: UndoRecord[] = [];
    for (const row of rows) {
      const name = row.plan.referral;
      if (!name) continue;
      let id = ctx.referrals.get(referralKey(name));
      if (id === undefined) {
        [{ id }] = await tx
          .insert(referrals)
          .values({ referrer: name.slice(0, 100) })
          .returning({ id: referrals.id });
        ctx.referrals.set(referralKey(name), id);
        records.push({ line: row.line, action: 'created', recordType: 'referral', recordId: id });
      }
      row.plan.values.referralId = id;
    }
    const creates = rows.filter((row) => row.action === 'create');
    if (creates.length > 0) {
      await lockStudentNumbers(tx);
      let next: bigint | null = null;
      const values = [];
      for (const row of creates) {
        let studentId = row.plan.values.studentId;
        if (!studentId) {
          next ??= BigInt((await nextStudentNumber(tx)).slice(1));
          studentId = `S${String(next).padStart(6, '0')}`;
          next += 1n;
        }
        values.push({ ...row.plan.values, studentId, createdBy: env.actor.id } as typeof students.$inferInsert);
      }
      const ids = await tx.insert(students).values(values).returning({ id: students.id });
      for (const [index, { id }] of ids.entries())
        records.push({ line: creates[index].line, action: 'created', recordType: 'student', recordId: id });
      await emitStudentEvents(
        tx,
        'student.created',
        ids.map(({ id }) => id),
      );
    }
    for (const row of rows.filter((r) => r.action === 'update')) {
      const { id, before } = row.plan;
      if (!id || !before) continue;
      await tx
        .update(students)
        .set({ ...row.plan.values, updatedAt: new Date() })
        .where(eq(students.id, id));
      const earlier = Object.fromEntries(COLUMNS.map((column) => [column, before[column]]));
      records.push({ line: row.line, action: 'updated', recordType: 'student', recordId: id, before: earlier });
    }
    return records;
  },

  async undo(tx, records) {
    const created = records.filter((r) => r.recordType === 'student' && r.action === 'created').map((r) => r.recordId);
    if (created.length > 0) {
      const used = await tx
        .select({ studentId: students.studentId })
        .from(students)
        .where(
          and(
            inArray(students.id, created),
            sql`(exists (select 1 from ${voucherLedgerEntries} where ${voucherLedgerEntries.studentId} = ${students.id})
              or exists (select 1 from ${scheduleStudents} where ${scheduleStudents.studentId} = ${students.id})
              or exists (select 1 from ${termRegisters} where ${termRegisters.studentId} = ${students.id}))`,
          ),
        )
        .limit(5);
      if (used.length > 0)
        throw new AppError('ruleviolated', {
          message: `These students have vouchers, lessons or term registers since the import, so it cannot be undone: ${used.map((s) => s.studentId).join(', ')}. Undo the later imports or remove those first.`,
        });
      await tx.delete(students).where(inArray(students.id, created));
    }
    for (const record of records.filter((r) => r.recordType === 'student' && r.action === 'updated')) {
      await tx
        .update(students)
        .set({ ...(record.before as Partial<Values>), updatedAt: new Date() })
        .where(eq(students.id, record.recordId));
    }
    const newReferrals = records.filter((r) => r.recordType === 'referral').map((r) => r.recordId);
    if (newReferrals.length > 0)
      await tx
        .delete(referrals)
        .where(
          and(
            inArray(referrals.id, newReferrals),
            sql`not exists (select 1 from ${students} where ${students.referralId} = ${referrals.id})`,
          ),
        );
  },
};
