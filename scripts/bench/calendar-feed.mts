/**
 * `npm run bench:feed [-- --cold 30 --warm 200 --conditional 1000 --port 3952]`: the iCalendar feed of
 * the teacher with the most lessons in a `seed:bench` database (three years of history and four weeks
 * ahead), fetched over loopback HTTP as a calendar client does, and printed as a markdown table:
 * - built: the feed's cache emptied before every request, so each answer reads and writes every lesson;
 * - cached: the whole body again from the feed cache;
 * - conditional: If-None-Match / If-Modified-Since with the last answer's validators, answered 304.
 * Times are from the request's start to the body's last byte, in this process (the server runs here
 * too, on the database the server would open: DATABASE_URL, else DATA_DIR). On a shared machine the
 * wall times follow the load; "CPU ms/request" (this process's CPU time, embedded database included,
 * over the requests) much less so. Memory: the process's RSS
 * and, when Node runs with --expose-gc (the npm script does), the heap kept after a collection.
 * It renews that teacher's feed token (regenerateFeed), so an earlier address of that feed stops working.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { BENCH_ADMIN_LOGIN, BENCH_EMAIL_PATTERN } from '../../server/scripts/seed-bench/context';
import { regenerateFeed } from '../../server/src/modules/external-calendars/calendar-feeds.service';
import { loadConfig } from '../../server/src/plugins/env';
import { createRuntime } from '../../server/src/runtime';
import { percentile } from './stats.mts';

const { values: flags } = parseArgs({
  options: {
    cold: { type: 'string', default: '30' },
    warm: { type: 'string', default: '200' },
    conditional: { type: 'string', default: '1000' },
    port: { type: 'string', default: '3952' },
  },
});

type Sample = { ms: number; status: number; bytes: number };
type Row = { name: string; samples: Sample[]; cpuMs: number };

const gc = (globalThis as { gc?: () => void }).gc;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
/** This process's CPU time (server, database when embedded, and client) since `start`, in ms. */
const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const heapAfterGc = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};

const config = loadConfig();
const runtime = await createRuntime(config, false);
const { app, database } = runtime;
const loadBefore = os.loadavg()[0];
try {
  const rows = (query: string) => database.db.execute(sql.raw(query)).then((result) => result.rows);
  const [busiest] = await rows(`
    select s.teacher_id as id, count(*)::int as lessons,
           min(s.start_time)::date::text as first, max(s.start_time)::date::text as last
      from schedules s join users u on u.id = s.teacher_id
     where u.email like ${BENCH_EMAIL_PATTERN}
     group by s.teacher_id order by count(*) desc, s.teacher_id limit 1`);
  const [admin] = await rows(`select id from users where login = '${BENCH_ADMIN_LOGIN}'`);
  if (!busiest || !admin) {
    console.error('No bench teachers or no bench administrator here: run `npm run seed:bench` on this database first.');
    process.exitCode = 1;
  } else {
    const teacher = busiest as { id: number; lessons: number; first: string; last: string };
    const base = await app.listen({ host: '127.0.0.1', port: Number(flags.port) });
    const feed = await regenerateFeed(
      { db: database.db, fieldCipher: app.fieldCipher, publicUrl: config.publicUrl },
      teacher.id,
      (admin as { id: number }).id,
    );
    const url = `${base}${new URL(feed.url as string).pathname}`;
    const get = async (headers: Record<string, string> = {}) => {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = await response.arrayBuffer();
      return {
        sample: { ms: performance.now() - started, status: response.status, bytes: body.byteLength },
        response,
        body,
      };
    };

    const heapBefore = heapAfterGc();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const built: Row = { name: 'built (cache emptied first)', samples: [], cpuMs: 0 };
    let last = await get();
    let cpu = process.cpuUsage();
    for (let i = 0; i < Number(flags.cold); i += 1) {
      app.caches.icalFeeds.invalidate();
      last = await get();
      built.samples.push(last.sample);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
    built.cpuMs = cpuSince(cpu);
    const events = Buffer.from(last.body).toString('utf8').split('BEGIN:VEVENT').length - 1;
    const etag = last.response.headers.get('etag') ?? '';
    const lastModified = last.response.headers.get('last-modified') ?? '';

    const cached: Row = { name: 'cached', samples: [], cpuMs: 0 };
    cpu = process.cpuUsage();
    for (let i = 0; i < Number(flags.warm); i += 1) cached.samples.push((await get()).sample);
    cached.cpuMs = cpuSince(cpu);
    const heapCached = heapAfterGc();

    const byEtag: Row = { name: 'conditional, If-None-Match', samples: [], cpuMs: 0 };
    const bySince: Row = { name: 'conditional, If-Modified-Since', samples: [], cpuMs: 0 };
    cpu = process.cpuUsage();
    for (let i = 0; i < Number(flags.conditional); i += 1)
      byEtag.samples.push((await get({ 'if-none-match': etag })).sample);
    byEtag.cpuMs = cpuSince(cpu);
    cpu = process.cpuUsage();
    for (let i = 0; i < Number(flags.conditional); i += 1) {
      bySince.samples.push((await get({ 'if-modified-since': lastModified })).sample);
    }
    bySince.cpuMs = cpuSince(cpu);

    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
    console.log(
      `Feed bench on ${where}: teacher #${teacher.id} with ${teacher.lessons.toLocaleString('en-US')} lessons (${teacher.first} to ${teacher.last}), ${events.toLocaleString('en-US')} events, ${mib(last.sample.bytes)} body; ${os.cpus().length} cores, Node ${process.version}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after.\n`,
    );
    console.log('| request | n | status | p50 ms | p95 ms | max ms | CPU ms/request | bytes |');
    console.log('|---|---:|---|---:|---:|---:|---:|---:|');
    for (const row of [built, cached, byEtag, bySince]) {
      const ms = row.samples.map((sample) => sample.ms);
      const statuses = [...new Set(row.samples.map((sample) => sample.status))].join(', ');
      console.log(
        `| ${row.name} | ${row.samples.length} | ${statuses} | ${percentile(ms, 50).toFixed(2)} | ${percentile(ms, 95).toFixed(2)} | ${Math.max(...ms).toFixed(2)} | ${(row.cpuMs / row.samples.length).toFixed(2)} | ${row.samples[0]?.bytes ?? 0} |`,
      );
    }
    console.log(
      `\nMemory: RSS ${mib(rssBefore)} before the builds, at most ${mib(rssPeak)} during them${
        gc
          ? `; heap after a collection ${mib(heapBefore)} before, ${mib(heapCached)} with the feed cached`
          : ' (run with --expose-gc for the heap kept)'
      }.`,
    );
  }
} finally {
  await runtime.close();
}
