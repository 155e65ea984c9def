import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ROLLUPS } from './recount';

/** One roll-up row that differs from its recount: the key, what the roll-up holds and what the rows say. */
export type FigureDifference = { table: string; key: Record<string, string>; kept: string; counted: string };

/**
 * Recounts every roll-up from its rows and lists each row that differs (a key missing on one side
 * counts as zeros). Run in one REPEATABLE READ snapshot, so a write committing meanwhile is either
 * in both the roll-up and the recount or in neither.
 */
export async function figureDifferences(db: Database): Promise<FigureDifference[]> {
  return db.transaction(
    async (tx) => {
      const differences: FigureDifference[] = [];
      for (const rollup of ROLLUPS) {
        const key = rollup.key.map((column) => `coalesce(k.${column}, c.${column})::text as ${column}`).join(', ');
        const values = (side: string) =>
          `concat_ws(' / ', ${rollup.sums.map((sum) => `coalesce(${side}.${sum}, 0)::text`).join(', ')})`;
        const join = rollup.key.map((column) => `k.${column} = c.${column}`).join(' and ');
        const differs = rollup.sums.map((sum) => `coalesce(k.${sum}, 0) <> coalesce(c.${sum}, 0)`).join(' or ');
        const { rows } = await tx.execute<Record<string, string>>(sql`
          select ${sql.raw(key)}, ${sql.raw(values('k'))} as kept, ${sql.raw(values('c'))} as counted
          from ${sql.raw(rollup.table)} k
          full join (${rollup.recount()}) c on ${sql.raw(join)}
          where ${sql.raw(differs)}
          order by 1, 2, 3
          limit 1000`);
        for (const row of rows) {
          differences.push({
            table: rollup.table,
            key: Object.fromEntries(rollup.key.map((column) => [column, row[column]])),
            kept: row.kept,
            counted: row.counted,
          });
        }
      }
      return differences;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
