import { asc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { offsetOf } from '../../lib/paging';
import { everyWordInSomeColumn } from '../../lib/search';
import type { AuditListQuery, AuditPeopleQuery, AuditRecordType } from './audit-log.schemas';

/**
 * The audit trail as one list over five sources. Only `audit_events` is written for it; lesson
 * changes, voucher ledger entries and credit entries already say who changed what and when, so they
 * are read where they are (never copied).
 */
type Source = {
  /** The record kind every row of the source has; undefined where a column holds it. */
  recordType?: AuditRecordType;
  typeColumn?: SQL;
  from: SQL;
  at: SQL;
  actor: SQL;
  recordId: SQL;
  key: SQL;
  /** The rest of the row: action, summary, before, after. */
  rest: SQL;
};

const SOURCES: Source[] = [
  {
    typeColumn: sql`e.record_type`,
    from: sql`audit_events e`,
    at: sql`e.at`,
    actor: sql`e.actor_id`,
    recordId: sql`e.record_id`,
    key: sql`'event-' || e.id`,
    rest: sql`e.action, e.summary, e.before, e.after`,
  },
  {
    recordType: 'lesson',
    from: sql`schedule_changes c`,
    at: sql`c.changed_at`,
    actor: sql`c.changed_by`,
    recordId: sql`c.schedule_id`,
    key: sql`'lesson-change-' || c.id`,
    rest: sql`'lesson.' || c.action, c.reason, c.before, c.after`,
  },
  {
    recordType: 'student-vouchers',
    from: sql`voucher_ledger_entries l`,
    at: sql`l.created_at`,
    actor: sql`l.created_by`,
    recordId: sql`l.student_id`,
    key: sql`'ledger-' || l.id`,
    rest: sql`'voucher.' || l.kind::text, l.reason, null::jsonb,
      jsonb_build_object('amount', l.amount::text, 'balanceAfter', l.balance_after::text)`,
  },
  {
    recordType: 'credit',
    from: sql`billing_credit_entries b`,
    at: sql`b.created_at`,
    actor: sql`b.created_by`,
    recordId: sql`b.id`,
    key: sql`'credit-' || b.id`,
    rest: sql`'credit.' || lower(b.type::text), b.comments, null::jsonb,
      jsonb_build_object('amount', b.amount::text, 'change', b.change::text, 'balanceAfter', b.balance_after::text)`,
  },
  {
    // What a confirmed lesson earns its teacher, and the reversing record a correction or cancellation adds.
    recordType: 'teacher-pay',
    from: sql`teacher_pay_records p`,
    at: sql`p.created_at`,
    actor: sql`p.created_by`,
    recordId: sql`p.teacher_id`,
    key: sql`'pay-' || p.id`,
    rest: sql`case when p.reverses_record_id is null then 'pay.record' else 'pay.reversal' end, p.reason, null::jsonb,
      jsonb_strip_nulls(jsonb_build_object('lesson', p.schedule_id, 'minutes', p.minutes,
        'hourlyRate', p.hourly_rate::text, 'amount', p.amount::text, 'reverses', p.reverses_record_id))`,
  },
];

type FeedRow = {
  key: string;
  at: Date | string;
  action: string;
  record_type: AuditRecordType;
  record_id: number | null;
  summary: string | null;
  before: unknown;
  after: unknown;
  actor_id: number | null;
  actor_name: string | null;
};

/** The source's own filter for the query, or null when none of its rows can match. */
function whereOf(source: Source, query: AuditListQuery): SQL | null {
  if (query.recordType && source.recordType && source.recordType !== query.recordType) return null;
  // The server's clock, as the dashboard's periods use (not imported: the dashboard reads the settings, which record here).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const conditions: SQL[] = [sql`true`];
  if (query.recordType && source.typeColumn) conditions.push(sql`${source.typeColumn} = ${query.recordType}`);
  if (query.actorId !== undefined) conditions.push(sql`${source.actor} = ${query.actorId}`);
  if (query.actor === 'system') conditions.push(sql`${source.actor} is null`);
  if (query.recordId !== undefined) conditions.push(sql`${source.recordId} = ${query.recordId}`);
  if (query.from !== undefined)
    conditions.push(sql`${source.at} >= (${query.from}::date)::timestamp at time zone ${zone}`);
  if (query.to !== undefined)
    conditions.push(sql`${source.at} < (${query.to}::date + 1)::timestamp at time zone ${zone}`);
  return sql.join(conditions, sql` and `);
}

const toEntry = (row: FeedRow) => ({
  key: row.key,
  at: new Date(row.at).toISOString(),
  action: row.action,
  recordType: row.record_type,
  recordId: row.record_id,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
  actorId: row.actor_id,
  actorName: row.actor_name,
});

/**
 * Newest first unless `sort=at,asc`; the key breaks ties (one transaction's rows share their time) so
 * pages never overlap. Each source gives at most the rows up to the page's end, in the same order
 * (through its time index), so a page never sorts the whole trail.
 */
export async function listAuditLog(db: Database, query: AuditListQuery) {
  const direction = query.sort === 'at,asc' ? sql.raw('asc') : sql.raw('desc');
  const upTo = offsetOf(query) + query.pageSize;
  const matching = SOURCES.flatMap((source) => {
    const where = whereOf(source, query);
    return where ? [{ source, where }] : [];
  });
  const branches = matching.map(
    ({ source, where }) => sql`(select ${source.key} as key, ${source.at} as at, ${source.rest},
        ${source.typeColumn ?? sql`${source.recordType}::text`} as record_type, ${source.recordId} as record_id,
        ${source.actor} as actor_id
      from ${source.from} where ${where}
      order by ${source.at} ${direction}, ${source.key} ${direction} limit ${upTo})`,
  );
  const counts = matching.map(({ source, where }) => sql`(select count(*) from ${source.from} where ${where})`);
  const [page, counted] = await Promise.all([
    db.execute<FeedRow>(sql`
      select f.key, f.at, f.action, f.record_type, f.record_id, f.summary, f.before, f.after, f.actor_id,
             coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.login) as actor_name
        from (select key, at, action, summary, before, after, record_type, record_id, actor_id from (${sql.join(
          branches.map(
            (branch) =>
              sql`select * from ${branch} as b(key, at, action, summary, before, after, record_type, record_id, actor_id)`,
          ),
          sql` union all `,
        )}) feed) f
        left join users u on u.id = f.actor_id
       order by f.at ${direction}, f.key ${direction}
       limit ${query.pageSize} offset ${offsetOf(query)}`),
    db.execute<{ total: number }>(sql`select (${sql.join(counts, sql` + `)})::int as total`),
  ]);
  return { success: true as const, data: page.rows.map(toEntry), total: counted.rows[0].total };
}

/**
 * The Person filter's choices: every account that can have made a change, whatever its role
 * (administrators, operators, teachers, system users, self-registered accounts: their registration is
 * their own doing) and deleted accounts too, whose past changes stay on the trail. First 30 by name.
 */
export async function listAuditPeople(db: Database, query: AuditPeopleQuery) {
  const name = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.login})`;
  const rows = await db
    .select({ id: users.id, name, login: users.login, role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(
      query.keyword ? everyWordInSomeColumn(query.keyword, [users.login, users.firstName, users.lastName]) : undefined,
    )
    .orderBy(asc(sql`lower(${name})`), asc(users.id))
    .limit(30);
  return {
    success: true as const,
    data: rows.map(({ deletedAt, ...person }) => ({ ...person, deleted: deletedAt !== null })),
  };
}
