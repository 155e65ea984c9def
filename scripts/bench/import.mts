/**
 * `npm run bench:import`: how long importing a big centre takes on the embedded database (or on
 * PostgreSQL with DATABASE_URL set): 20,000 students (upload, dry run, import as the queued job),
 * their 20,000 opening balances, then 100 teachers, 20 courses and 2,000 weekly lessons for a year
 * (about 104,000 lessons), through the API of an app built in this process. While each import job
 * runs, the students list is asked for again and again, and its latencies are printed (target: p99
 * under 50 ms, docs/speed.md). Prints each step's time, the total, and the load average, which on a
 * shared machine says how much the figure means; then the peak memory of reading a 20 MB,
 * 50,000-row .xlsx, in a process of its own (import-xlsx-memory.mts). `-- --no-xlsx` skips that.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../server/test/helpers/app.ts';
import { eventually } from '../../server/test/helpers/eventually.ts';
import { insertRoleUsers } from '../../server/test/helpers/users.ts';

const STUDENTS = Number(process.env.STUDENTS ?? 20_000);
const LESSON_ROWS = Math.min(2_000, STUDENTS);
const t = await createTestApp();
await insertRoleUsers(t.db);
const admin = await t.signIn('admin');
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(
    `${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s   load ${load()}`,
  );
  return result;
}

/** The students list asked for one request after another until `stop`, each answer's time kept. */
function listWhile(stop: { done: boolean }) {
  const times: number[] = [];
  const loop = (async () => {
    for (let page = 1; !stop.done; page = (page % 50) + 1) {
      const started = performance.now();
      const response = await t.inject({ method: 'GET', url: `/api/students?page=${page}&pageSize=20`, headers: admin });
      if (response.statusCode !== 200) throw new Error(`students list: ${response.statusCode} ${response.body}`);
      times.push(performance.now() - started);
    }
  })();
  return async () => {
    stop.done = true;
    await loop;
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(0) ?? '-';
    return `students list meanwhile: ${times.length} answers, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
  };
}

let total = 0;
async function importFile(kind: string, text: string) {
  const rowCount = text.split('\r\n').length - 2;
  const upload = await timed(`${kind}: upload (${rowCount} rows)`, async () =>
    (
      await t.inject({
        method: 'POST',
        url: '/api/imports/files',
        query: { fileName: `${kind}.csv`, kind },
        headers: { ...admin, 'content-type': 'application/octet-stream' },
        payload: Buffer.from(text),
      })
    ).json(),
  );
  const body = { uploadId: upload.uploadId, kind, mapping: upload.mapping, matchOn: null };
  const dry = await timed(`${kind}: dry run`, async () =>
    (await t.inject({ method: 'POST', url: '/api/imports/dry-run', headers: admin, payload: body })).json(),
  );
  if (dry.refused > 0)
    throw new Error(`${kind}: ${dry.refused} rows refused: ${JSON.stringify(dry.problems.slice(0, 3))}`);
  const jobStarted = performance.now();
  const listing = listWhile({ done: false });
  await timed(`${kind}: import (queued job)`, async () => {
    const started = (await t.inject({ method: 'POST', url: '/api/imports', headers: admin, payload: body })).json();
    for (;;) {
      const batch = await eventually(
        async () => (await t.inject({ method: 'GET', url: `/api/imports/${started.id}`, headers: admin })).json(),
        (b) => b.status === 'done' || b.status === 'failed',
      );
      if (batch.status === 'failed') throw new Error(batch.error);
      if (batch.status === 'done') return batch;
    }
  });
  total += (performance.now() - jobStarted) / 1000;
  console.log(`  ${await listing()}`);
}

const rows = Array.from({ length: STUDENTS }, (_, i) => {
  const n = String(i + 1).padStart(6, '0');
  return `B${n},First${i},Last${i},b${n}@example.com,+1416${String(5_000_000 + i).padStart(7, '0')},active,Referrer ${i % 40},yes,yes`;
});
console.log(
  `bench:import on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database (PGlite)'}, ${os.cpus().length} cores`,
);
await importFile(
  'students',
  `Student ID,First Name,Last Name,Email,Mobile Phone,Status,Referral Source,SMS Capable,Email Reminders\r\n${rows.join('\r\n')}\r\n`,
);
await importFile(
  'balances',
  `Student ID,Balance,As of\r\n${rows.map((_, i) => `B${String(i + 1).padStart(6, '0')},${(i % 300) + 10}.50,2026-01-01`).join('\r\n')}\r\n`,
);
// Lessons: 100 teachers with 20 weekly slots each (Monday to Friday, 9, 11, 13 and 15 o'clock), one
// student a lesson, for a year from the Monday after next: no two rows clash.
const TEACHERS = 100;
await importFile(
  'teachers',
  `Email,First Name,Last Name,Pay Rate\r\n${Array.from({ length: TEACHERS }, (_, i) => `bt${i}@example.com,Teacher,No${i},30.00`).join('\r\n')}\r\n`,
);
await importFile(
  'courses',
  `Course name,Course number,Teachers\r\n${Array.from({ length: 20 }, (_, c) => `Course ${c},BC-${c},${Array.from({ length: TEACHERS / 20 }, (_, k) => `bt${c * 5 + k}@example.com`).join(';')}`).join('\r\n')}\r\n`,
);
const monday = new Date();
monday.setDate(monday.getDate() + 7 + ((8 - monday.getDay()) % 7));
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const yearLater = new Date(monday);
yearLater.setDate(yearLater.getDate() + 364);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
await importFile(
  'lessons',
  `Course,Teacher,Students,Weekday,Start time,End time,First date,Last date,Price\r\n${Array.from(
    { length: LESSON_ROWS },
    (_, i) => {
      const teacher = i % TEACHERS;
      const slot = Math.floor(i / TEACHERS) % 20;
      const hour = 9 + 2 * Math.floor(slot / 5);
      return `BC-${Math.floor(teacher / 5)},bt${teacher}@example.com,B${String(i + 1).padStart(6, '0')},${WEEKDAYS[slot % 5]},${hour}:00,${hour}:45,${iso(monday)},${iso(yearLater)},30.00`;
    },
  ).join('\r\n')}\r\n`,
);
const [{ lessons }] = (await t.db.execute<{ lessons: number }>(sql`select count(*)::int as lessons from schedules`))
  .rows;
console.log(
  `${'all imports (queued jobs)'.padEnd(34)} ${total.toFixed(1).padStart(6)} s   load ${load()}   (${lessons} lessons booked)`,
);
await t.close();

if (!process.argv.includes('--no-xlsx')) {
  console.log(`load ${load()}`);
  spawnSync(process.execPath, [...process.execArgv, path.join(import.meta.dirname, 'import-xlsx-memory.mts')], {
    stdio: 'inherit',
  });
}
