/**
 * Issue 35: a real `kill -9` of the API process during a burst of confirmations (helpers/server-process.ts,
 * as billing-kill.test.ts does), then a restart on the same data folder: every roll-up still equals a
 * recount of the rows. A roll-up is written in the transaction of the rows it sums, so a transaction
 * the kill cut off leaves neither, and one that committed left both.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { figureDifferences } from '../src/modules/rollups';
import { fundedStudent, pastLesson } from './helpers/confirmations';
import { insertTeacher } from './helpers/lessons';
import { startServer } from './helpers/server-process';
import { DEFAULT_PASSWORD } from './helpers/users';

const LESSONS = 40;

describe('kill -9 during a burst of confirmations', {
  skip: Boolean(process.env.DATABASE_URL) && 'embedded database only',
}, () => {
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  after(() => running?.child.kill('SIGKILL'));

  test('after the restart check:figures finds no difference', { timeout: 300_000 }, async () => {
    // The first start makes, migrates and fills the data folder; the lessons go in while it is stopped.
    const first = await startServer({ LOG_LEVEL: 'error' });
    const { dataDir } = first;
    first.child.kill('SIGTERM');
    await first.exited;
    let database = await openDatabase({ kind: 'pglite', dataDir });
    const teacher = await insertTeacher(database.db, { hourlyRate: '33.00' });
    const students = [await fundedStudent(database.db, '900.00'), await fundedStudent(database.db, '900.00')];
    const lessons: Awaited<ReturnType<typeof pastLesson>>[] = [];
    for (let i = 0; i < LESSONS; i++) {
      lessons.push(
        await pastLesson(
          database.db,
          teacher.id,
          students.map((s) => s.id),
        ),
      );
    }
    await database.close();

    running = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    const { base } = running;
    const signIn = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: teacher.login, password: DEFAULT_PASSWORD }),
    });
    const { id_token } = (await signIn.json()) as { id_token: string };
    let answered = 0;
    const burst = lessons.map((lesson) =>
      fetch(`${base}/api/teacher-confirmations/${lesson.id}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${id_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          teacherStartTime: lesson.startTime.toISOString(),
          teacherEndTime: lesson.endTime.toISOString(),
          attendance: students.map((s) => ({ studentId: s.id, attendance: 'PRESENT' })),
        }),
      })
        .then(() => {
          answered++;
        })
        .catch(() => {}),
    );
    // Killed with some confirmations done and the rest queued or half-way through their transaction.
    while (answered < LESSONS / 4) await sleep(5);
    running.child.kill('SIGKILL');
    await running.exited;
    await Promise.all(burst);
    assert.ok(answered < LESSONS, `killed mid-burst (${answered} of ${LESSONS} answered)`);

    running = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    running.child.kill('SIGTERM');
    await running.exited;
    running = undefined;
    database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { rows } = await database.db.execute<{ n: number }>(
        // Some confirmations committed before the kill: the roll-ups had something to keep.
        sql`select count(*)::int as n from teacher_pay_records`,
      );
      assert.ok(rows[0].n > 0 && rows[0].n < LESSONS, `${rows[0].n} lessons paid`);
      assert.deepEqual(await figureDifferences(database.db), []);
    } finally {
      await database.close();
    }
  });
});
