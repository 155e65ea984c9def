import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { courseTeachers, schedules, teachers, terms, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { FieldCipher } from '../../../lib/field-encryption';
import { hashPassword } from '../../../lib/passwords';
import { normalisePhone } from '../../../lib/validation';
import { createTeacherBody, sinColumns, updateTeacherBody } from '../../teachers';
import { booleanCell, dateCell, moneyCell, readCells, schemaIssues, textCell } from '../import-cells';
import { duplicateIssue, type KeyIndex, keyIndex, sameValues } from '../import-keys';
import type { KindDefinition, RowValues, UndoRecord } from '../import-kind';

const ACCOUNT = ['login', 'email', 'phone', 'firstName', 'lastName', 'birthday', 'activated'] as const;
const PROFILE = [
  'employeeId',
  'preferredName',
  'wechat',
  'payrollContact',
  'hourlyRate',
  'operatingArea',
  'color',
  'sinEncrypted',
  'sinLast3',
] as const;

type Account = { [K in (typeof ACCOUNT)[number]]: (typeof users.$inferSelect)[K] };
type Profile = { [K in (typeof PROFILE)[number]]: (typeof teachers.$inferSelect)[K] };
type Existing = Account & Profile & { id: number; isTeacher: boolean; deleted: boolean };
type Ctx = {
  byLogin: KeyIndex<Existing>;
  byEmail: KeyIndex<Existing>;
  byPhone: KeyIndex<Existing>;
  byEmployeeId: KeyIndex<Existing>;
  cipher: FieldCipher;
  /** One hash of a random secret nobody is told, for every new account: they set a password with "Forgot password". */
  passwordHash?: string;
};
type Plan = { id?: number; account: Partial<Account>; profile: Partial<Profile>; before?: Existing };

/** A stand-in password for the schema's check: imported accounts get an unusable one (see Ctx). */
const PLACEHOLDER_PASSWORD = 'imported-account';

function readRow(values: RowValues) {
  const email = textCell(values.email);
  return {
    login: textCell(values.login) ?? email,
    email,
    firstName: textCell(values.firstName),
    lastName: textCell(values.lastName),
    preferredName: textCell(values.preferredName),
    birthday: dateCell('birthday', values.birthday),
    phone: textCell(values.phone),
    wechat: textCell(values.wechat),
    employeeId: textCell(values.employeeId),
    sin: textCell(values.sin),
    payrollContact: textCell(values.payrollContact),
    hourlyRate: moneyCell(values.hourlyRate),
    operatingArea: textCell(values.operatingArea),
    color: textCell(values.color),
    activated: booleanCell('activated', values.activated),
  };
}

const lower = (text: string | undefined | null) => text?.toLowerCase() || undefined;

export const teachersKind: KindDefinition<Ctx, Plan> = {
  kind: 'teachers',
  label: 'Teachers',
  matchKeys: ['email', 'login', 'employeeId'],
  fields: [
    {
      key: 'email',
      label: 'E-mail',
      required: true,
      aliases: ['email address', 'e-mail address', 'work email', 'tutor email'],
      example: 'maria.lopez@example.com',
      description: 'Required; no other account may have it',
    },
    {
      key: 'login',
      label: 'Login',
      aliases: ['username', 'user name', 'sign in name'],
      example: '',
      description: 'Blank: the e-mail is the login',
    },
    {
      key: 'firstName',
      label: 'First name',
      aliases: ['first', 'given name', 'tutor first name'],
      example: 'Maria',
      description: '',
    },
    {
      key: 'lastName',
      label: 'Last name',
      aliases: ['last', 'surname', 'family name', 'tutor last name'],
      example: 'Lopez',
      description: '',
    },
    {
      key: 'preferredName',
      label: 'Preferred name',
      aliases: ['nickname', 'known as', 'display name'],
      example: '',
      description: '',
    },
    {
      key: 'phone',
      label: 'Phone',
      aliases: ['mobile', 'mobile phone', 'cell', 'cell phone', 'phone number', 'home phone'],
      example: '+1 416 555 0117',
      description: 'No other current account may have it',
    },
    {
      key: 'birthday',
      label: 'Birthday',
      aliases: ['date of birth', 'dob', 'birth date'],
      example: '1990-05-20',
      description: 'YYYY-MM-DD',
    },
    {
      key: 'employeeId',
      label: 'Employee ID',
      aliases: ['employee number', 'staff id', 'tutor id', 'payroll id'],
      example: 'E-017',
      description: '',
    },
    {
      key: 'sin',
      label: 'SIN',
      aliases: ['social insurance number', 'sin number'],
      example: '',
      description: '9 digits (stored encrypted)',
    },
    {
      key: 'hourlyRate',
      label: 'Hourly rate',
      aliases: ['pay rate', 'wage', 'hourly wage', 'default pay rate', 'tutor rate', 'rate'],
      example: '35.00',
      description: 'Pay per hour',
    },
    { key: 'wechat', label: 'WeChat', aliases: ['wechat id'], example: '', description: '' },
    { key: 'payrollContact', label: 'Payroll contact', aliases: ['payroll'], example: '', description: '' },
    {
      key: 'operatingArea',
      label: 'Operating area',
      aliases: ['area', 'location', 'region', 'town'],
      example: 'Downtown',
      description: '',
    },
    {
      key: 'color',
      label: 'Colour',
      aliases: ['color', 'calendar colour', 'calendar color'],
      example: '#1890ff',
      description: 'Calendar colour as #rrggbb',
    },
    {
      key: 'activated',
      label: 'Can sign in',
      aliases: ['active', 'activated', 'enabled'],
      example: 'yes',
      description: 'yes or no (blank: yes)',
    },
  ],

  async load(db, cipher) {
    const rows = (await db
      .select({
        id: users.id,
        ...Object.fromEntries(ACCOUNT.map((c) => [c, users[c]])),
        ...Object.fromEntries(PROFILE.map((c) => [c, teachers[c]])),
        isTeacher: sql<boolean>`${users.role} = 'ROLE_TEACHER'`,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
      })
      .from(users)
      .leftJoin(teachers, eq(teachers.userId, users.id))) as unknown as Existing[];
    return {
      byLogin: keyIndex(rows, (row) => row.login),
      byEmail: keyIndex(rows, (row) => row.email),
      // A deleted account's phone may be used again (as on the Teachers screen).
      byPhone: keyIndex(
        rows.filter((row) => !row.deleted),
        (row) => row.phone,
      ),
      byEmployeeId: keyIndex(
        rows.filter((row) => row.isTeacher && !row.deleted),
        (row) => lower(row.employeeId) ?? null,
      ),
      cipher,
    };
  },

  check(values, ctx, matchOn, line) {
    const read = readCells(() => readRow(values));
    if ('issues' in read) return read;
    const body = read.value;
    const keys = {
      login: lower(body.login),
      email: lower(body.email),
      phone: body.phone ? normalisePhone(body.phone) : undefined,
      employeeId: lower(body.employeeId),
    };
    const indexes = { login: ctx.byLogin, email: ctx.byEmail, phone: ctx.byPhone, employeeId: ctx.byEmployeeId };
    const matchKey = matchOn as keyof typeof keys | null;
    const matched = matchKey && keys[matchKey] ? indexes[matchKey].existing.get(keys[matchKey] as string) : undefined;
    if (matched && (!matched.isTeacher || matched.deleted))
      return {
        issues: [{ field: matchKey as string, message: 'belongs to an account that is not a current teacher' }],
      };
    const existing = matched;
    const parsed = existing
      ? updateTeacherBody.safeParse({
          ...body,
          login: body.login ?? existing.login,
          email: body.email ?? existing.email,
        })
      : createTeacherBody.safeParse({ ...body, password: PLACEHOLDER_PASSWORD });
    if (!parsed.success) return { issues: schemaIssues(parsed.error) };

    const issues = [];
    for (const key of ['login', 'email', 'phone', 'employeeId'] as const) {
      const issue = duplicateIssue(
        indexes[key],
        key,
        keys[key],
        existing?.id,
        key === 'employeeId' ? 'teacher' : 'account',
      );
      if (issue) issues.push(issue);
    }
    if (issues.length > 0) return { issues };
    for (const key of ['login', 'email', 'phone', 'employeeId'] as const) indexes[key].claim(keys[key], line);

    const input = parsed.data;
    const defined = <T extends object>(record: T) =>
      Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
    const account = defined({
      login: input.login.toLowerCase(),
      email: input.email.toLowerCase(),
      phone: input.phone ? normalisePhone(input.phone) : undefined,
      firstName: input.firstName ?? undefined,
      lastName: input.lastName ?? undefined,
      birthday: input.birthday ?? undefined,
      activated: input.activated,
    });
    const profile = defined({
      employeeId: input.employeeId ?? undefined,
      preferredName: input.preferredName ?? undefined,
      wechat: input.wechat ?? undefined,
      payrollContact: input.payrollContact ?? undefined,
      hourlyRate: input.hourlyRate ?? undefined,
      operatingArea: input.operatingArea ?? undefined,
      color: input.color,
    });
    const sin = input.sin ?? undefined;
    const sameSin = !sin || (existing?.sinEncrypted && ctx.cipher.decrypt(existing.sinEncrypted) === sin);
    const plan: Plan = { account, profile: { ...profile, ...(sameSin ? {} : sinColumns(sin, ctx.cipher)) } };
    if (!existing)
      return { action: 'create', plan: { ...plan, profile: { ...profile, ...sinColumns(sin, ctx.cipher) } } };
    if (sameValues(existing, account) && sameValues(existing, plan.profile)) return { action: 'unchanged', plan };
    return { action: 'update', plan: { ...plan, id: existing.id, before: existing } };
  },

  async write(tx, rows, ctx) {
    const records: UndoRecord[] = [];
    const creates = rows.filter((row) => row.action === 'create');
    if (creates.length > 0) {
      ctx.passwordHash ??= await hashPassword(randomBytes(24).toString('base64url'));
      const created = await tx
        .insert(users)
        .values(
          creates.map((row) => ({
            activated: true,
            ...row.plan.account,
            login: row.plan.account.login as string,
            passwordHash: ctx.passwordHash as string,
            role: 'ROLE_TEACHER' as const,
          })),
        )
        .returning({ id: users.id });
      await tx
        .insert(teachers)
        .values(created.map(({ id }, index) => ({ userId: id, ...creates[index].plan.profile })));
      for (const [index, { id }] of created.entries())
        records.push({ line: creates[index].line, action: 'created', recordType: 'teacher', recordId: id });
    }
    for (const row of rows.filter((r) => r.action === 'update')) {
      const { id, before } = row.plan;
      if (!id || !before) continue;
      if (Object.keys(row.plan.account).length > 0)
        await tx
          .update(users)
          .set({ ...row.plan.account, updatedAt: new Date() })
          .where(eq(users.id, id));
      if (Object.keys(row.plan.profile).length > 0)
        await tx
          .update(teachers)
          .set({ ...row.plan.profile, updatedAt: new Date() })
          .where(eq(teachers.userId, id));
      const earlier = Object.fromEntries([...ACCOUNT, ...PROFILE].map((column) => [column, before[column]]));
      records.push({ line: row.line, action: 'updated', recordType: 'teacher', recordId: id, before: earlier });
    }
    return records;
  },

  async undo(tx, records) {
    const created = records.filter((r) => r.recordType === 'teacher' && r.action === 'created').map((r) => r.recordId);
    if (created.length > 0) await removeTeachers(tx, created);
    for (const record of records.filter((r) => r.recordType === 'teacher' && r.action === 'updated')) {
      const before = record.before as Record<string, unknown>;
      const pick = (columns: readonly string[]) => Object.fromEntries(columns.map((c) => [c, before[c]]));
      await tx
        .update(users)
        .set({ ...pick(ACCOUNT), updatedAt: new Date() })
        .where(eq(users.id, record.recordId));
      await tx
        .update(teachers)
        .set({ ...pick(PROFILE), updatedAt: new Date() })
        .where(eq(teachers.userId, record.recordId));
    }
  },
};

/**
 * Imported teachers go again: refused while one has lessons or terms. Removed outright when nothing
 * else refers to the account (it never signed in); otherwise deleted as the Teachers screen deletes
 * (signs in no more, kept for history).
 */
async function removeTeachers(tx: Transaction, ids: number[]) {
  const busy = await tx
    .select({ login: users.login })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        sql`(exists (select 1 from ${schedules} where ${schedules.teacherId} = ${users.id})
          or exists (select 1 from ${terms} where ${terms.teacherId} = ${users.id}))`,
      ),
    )
    .limit(5);
  if (busy.length > 0)
    throw new AppError('ruleviolated', {
      message: `These teachers have lessons or terms since the import, so it cannot be undone: ${busy.map((b) => b.login).join(', ')}.`,
    });
  await tx.delete(courseTeachers).where(inArray(courseTeachers.teacherId, ids));
  for (const id of ids) {
    try {
      await tx.transaction(async (inner) => {
        await inner.delete(teachers).where(eq(teachers.userId, id));
        await inner.delete(users).where(eq(users.id, id));
      });
    } catch {
      await tx
        .update(users)
        .set({ deletedAt: new Date(), activated: false, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
    }
  }
}
