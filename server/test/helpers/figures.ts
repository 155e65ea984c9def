/** The roll-ups (issue 35) as a test reads them: every row of each, and the differences from a recount. */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { figureDifferences } from '../../src/modules/rollups';

export const ROLLUP_TABLES = [
  'ledger_day_figures',
  'purchase_day_figures',
  'teacher_month_figures',
  'lesson_day_figures',
  'student_month_figures',
] as const;

/** Every roll-up row, as text, by table: what a write path is expected to move. */
export async function rollupRows(db: Database): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of ROLLUP_TABLES) {
    const { rows } = await db.execute<{ row: string }>(sql.raw(`select t::text as row from ${table} t order by 1`));
    tables[table] = rows.map((row) => row.row);
  }
  return tables;
}

/** The roll-ups equal a recount of the rows (check:figures finds no difference). */
export async function assertFiguresMatch(db: Database) {
  assert.deepEqual(await figureDifferences(db), [], 'roll-ups that differ from a recount of the rows');
}
