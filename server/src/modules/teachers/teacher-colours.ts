import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { teachers, users } from '../../db/schema';
import { isTeacher } from './teacher-records';

/**
 * The calendar colours a new teacher is given, in order (issue 31: every new teacher was #1890ff, the
 * colour of a teacher already on the calendar). Distinct from their neighbours first; the client offers
 * the same list as its suggested colours.
 */
export const TEACHER_PALETTE = [
  '#1890ff',
  '#52c41a',
  '#fa8c16',
  '#722ed1',
  '#eb2f96',
  '#13c2c2',
  '#2f54eb',
  '#f5222d',
  '#faad14',
  '#a0d911',
  '#fa541c',
  '#fadb14',
] as const;

/**
 * The first palette colour no active teacher has (colours compared without case). When every one is
 * taken, the one the fewest active teachers have, earliest in the palette on a tie.
 */
export async function nextTeacherColour(db: Executor): Promise<string> {
  const rows = await db
    .select({ color: sql<string>`lower(${teachers.color})`, teachers: sql<number>`count(*)::int` })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(and(isTeacher, eq(users.activated, true)))
    .groupBy(sql`lower(${teachers.color})`);
  const used = new Map(rows.map((row) => [row.color, Number(row.teachers)]));
  let best: string = TEACHER_PALETTE[0];
  for (const colour of TEACHER_PALETTE) {
    const count = used.get(colour) ?? 0;
    if (count === 0) return colour;
    if (count < (used.get(best) ?? 0)) best = colour;
  }
  return best;
}
