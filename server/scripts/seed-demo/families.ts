import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../src/db/client';
import { familyLinks, students, users } from '../../src/db/schema';

/**
 * Two demo families for the portal (issue 33): one parent of two children and one of one child, picked
 * among the active students with the most lessons so every portal screen has something to show. Their
 * latest confirmed lessons get submitted feedback if they had none.
 */
export async function insertFamilies(tx: Transaction, passwordHash: string) {
  const busiest = await tx.execute<{ student_id: number }>(sql`
    select ss.student_id from schedule_students ss
    join students st on st.id = ss.student_id and st.status = 'active'
    group by ss.student_id order by count(*) desc, ss.student_id limit 3`);
  const ids = busiest.rows.map((row) => Number(row.student_id));
  if (ids.length < 3) return [];
  const families = [
    {
      login: 'parent.one',
      firstName: 'Grace',
      lastName: 'Parent',
      email: 'parent.one@example.com',
      children: ids.slice(0, 2),
    },
    {
      login: 'parent.two',
      firstName: 'Omar',
      lastName: 'Parent',
      email: 'parent.two@example.com',
      children: ids.slice(2, 3),
    },
  ];
  for (const family of families) {
    const { children, ...account } = family;
    const [user] = await tx
      .insert(users)
      .values({ ...account, passwordHash, role: 'ROLE_CUSTOMER', activated: true })
      .returning({ id: users.id });
    await tx.insert(familyLinks).values(children.map((studentId) => ({ userId: user.id, studentId })));
  }
  await tx.execute(sql`
    update schedules s set feedback_status = 'SUBMITTED', feedback_submitted_at = s.end_time,
      class_feedback = coalesce(s.class_feedback, 'We practised the week''s pieces; good focus and steady progress.')
    where s.id in (
      select s2.id from schedules s2 join schedule_students ss on ss.schedule_id = s2.id
      where ss.student_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and s2.status = 'CONFIRMED'
      order by s2.start_time desc limit 6)`);
  await tx.execute(sql`
    update schedule_students ss set feedback = coalesce(ss.feedback, 'Well prepared; keep practising scales daily.')
    from schedules s where s.id = ss.schedule_id and s.feedback_status = 'SUBMITTED'
      and ss.student_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  const names = await tx
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(inArray(students.id, ids));
  const nameOf = (id: number) => names.find((row) => row.id === id)?.firstName ?? String(id);
  return families.map((family) => `${family.login} (${family.children.map(nameOf).join(', ')})`);
}
