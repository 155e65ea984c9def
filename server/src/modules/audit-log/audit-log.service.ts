import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offsetOf } from '../../lib/paging';
import type { AuditListQuery, AuditRecordType } from './audit-log.schemas';

/**
 * The audit trail as one list over four sources. Only `audit_events` is written for it; lesson
 * changes, voucher ledger entries and credit entries already say who changed what and when, so they
 * are read where they are (never copied). The filters apply to the union: PostgreSQL pushes them into
 * each branch, and a branch whose constant record type does not match is skipped.
 */
const feed = sql`
  select 'event-' || e.id as key, e.at, e.action, e.record_type, e.record_id, e.summary, e.before, e.after, e.actor_id
    from audit_events e
  union all
  select 'lesson-change-' || c.id, c.changed_at, 'lesson.' || c.action, 'lesson', c.schedule_id, c.reason,
         c.before, c.after, c.changed_by
    from schedule_changes c
  union all
  select 'ledger-' || l.id, l.created_at, 'voucher.' || l.kind::text, 'student-vouchers', l.student_id, l.reason,
         null::jsonb, jsonb_build_object('amount', l.amount::text, 'balanceAfter', l.balance_after::text), l.created_by
    from voucher_ledger_entries l
  union all
  select 'credit-' || b.id, b.created_at, 'credit.' || lower(b.type::text), 'credit', b.id, b.comments, null::jsonb,
         jsonb_build_object('amount', b.amount::text, 'change', b.change::text, 'balanceAfter', b.balance_after::text),
         b.created_by
    from billing_credit_entries b`;

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

function filtersOf(query: AuditListQuery): SQL {
  // The server's clock, as the dashboard's periods use (not imported: the dashboard reads the settings, which record here).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const conditions: SQL[] = [sql`true`];
  if (query.actorId !== undefined) conditions.push(sql`f.actor_id = ${query.actorId}`);
  if (query.recordType !== undefined) conditions.push(sql`f.record_type = ${query.recordType}`);
  if (query.recordId !== undefined) conditions.push(sql`f.record_id = ${query.recordId}`);
  if (query.from !== undefined) conditions.push(sql`f.at >= (${query.from}::date)::timestamp at time zone ${zone}`);
  if (query.to !== undefined) conditions.push(sql`f.at < (${query.to}::date + 1)::timestamp at time zone ${zone}`);
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

/** Newest first unless `sort=at,asc`; the key breaks ties so pages never overlap. */
export async function listAuditLog(db: Database, query: AuditListQuery) {
  const where = filtersOf(query);
  const direction = query.sort === 'at,asc' ? sql`asc` : sql`desc`;
  const [page, counted] = await Promise.all([
    db.execute<FeedRow>(sql`
      select f.*, coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.login) as actor_name
        from (${feed}) f left join users u on u.id = f.actor_id
       where ${where}
       order by f.at ${direction}, f.key ${direction}
       limit ${query.pageSize} offset ${offsetOf(query)}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from (${feed}) f where ${where}`),
  ]);
  return { success: true as const, data: page.rows.map(toEntry), total: counted.rows[0].total };
}
