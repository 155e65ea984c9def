import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { centreTimeZone, ROLLUPS } from './recount';

/** The rows the roll-ups sum: locked against writers while the roll-ups are refilled from them. */
const SUMMED_TABLES = 'voucher_ledger_entries, voucher_purchases, teacher_pay_records, schedules, students';

async function fillIn(tx: Transaction) {
  await tx.execute(sql.raw(`lock table ${SUMMED_TABLES} in share mode`));
  for (const rollup of ROLLUPS) {
    const columns = sql.raw([...rollup.key, ...rollup.sums].join(', '));
    await tx.execute(sql`delete from ${sql.raw(rollup.table)}`);
    await tx.execute(
      sql`insert into ${sql.raw(rollup.table)} (${columns}) select ${columns} from (${rollup.recount()}) counted`,
    );
  }
}

/**
 * Empties every roll-up and fills it again from the rows, in one transaction that first holds off
 * every writer of those rows (SHARE mode: reads go on), so no increment is counted twice or lost.
 * Run once at start-up after the migration that added the roll-ups (fillFiguresOnce), by the seeds
 * that write rows directly, and by hand (`npm run check:figures -- --refill`).
 */
export async function refillFigures(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await fillIn(tx);
    await tx.execute(sql`
      insert into figure_fills (id, time_zone) values (1, ${centreTimeZone()})
      on conflict (id) do update set filled_at = now(), time_zone = excluded.time_zone`);
  });
}

/**
 * Fills the roll-ups from the rows the first time the server starts after the migration that added
 * them (the days depend on the server's time zone, which a SQL migration cannot see). Later starts
 * only read one row. Two instances starting together: the second waits for the first's fill and
 * then finds it done.
 */
export async function fillFiguresOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table figure_fills in exclusive mode`);
    const { rows } = await tx.execute<{ id: number }>(sql`select id from figure_fills where id = 1`);
    if (rows.length > 0) return false;
    await fillIn(tx);
    await tx.execute(sql`insert into figure_fills (id, time_zone) values (1, ${centreTimeZone()})`);
    return true;
  });
}
