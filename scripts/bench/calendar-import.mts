/**
 * `npm run bench:calendar-import [-- --rounds 3 --port 8250 --calendar-port 8251 --every 10]`: what a
 * teacher's heavy calendar does to everyone else's requests (issue 30, item 2). A server (this
 * process, on a fresh embedded database in a temporary DATA_DIR) reads a teacher's linked calendar
 * through the real route (`PUT /api/calendar-links/mine/subscription`, which reads it at once) from a
 * local HTTP server, while `/api/health` is asked every `--every` ms over loopback; it prints how long
 * the read took and the slowest health answers during it, with the load average.
 * Calendars, made here:
 * - "20,000 events": 2.8 MB, events every few hours over seven years, most outside the weeks read;
 * - "200 old daily series": 200 daily events begun in 1990 (31 KB).
 * For comparison it also times the same parse on the server's own thread (what the import did before
 * it had a worker): there the event-loop maximum is the figure (the poller shares that thread, so
 * its requests wait unsent). A baseline row polls with nothing being read: on a shared machine the
 * load alone delays answers, and every figure follows it.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '8250' },
    'calendar-port': { type: 'string', default: '8251' },
    every: { type: 'string', default: '10' },
  },
});
const rounds = Number(flags.rounds);
const every = Number(flags.every);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-calendar-import-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  CALENDAR_FETCH_ALLOW_PRIVATE: 'true',
  ADMIN_LOGIN: 'benchadmin',
  ADMIN_PASSWORD: 'bench-password-1',
  PUBLIC_URL: `http://127.0.0.1:${flags.port}`,
  LOG_LEVEL: 'warn',
  TZ: process.env.TZ || 'America/Toronto',
});
const { ensureFirstAdministrator } = await import('../../server/src/bootstrap');
const { loadConfig } = await import('../../server/src/plugins/env');
const { createRuntime } = await import('../../server/src/runtime');
const { parseBusyBlocks } = await import('../../server/src/modules/external-calendars/busy-parse');
const { busyWindow } = await import('../../server/src/modules/external-calendars/calendar-subscriptions.service');
const { centreTimeZone } = await import('../../server/src/modules/external-calendars/centre-zone');

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);
const wrap = (lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Centre Admin bench//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

function twentyThousandEvents(): string {
  const lines: string[] = [];
  const first = Date.now() - 6 * 365 * 86_400_000;
  for (let index = 0; index < 20_000; index += 1) {
    const start = first + index * 3 * 3_600_000 + (index % 4) * 900_000;
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${index}@calendar.example`,
      `DTSTAMP:${stamp(first)}Z`,
      `DTSTART:${stamp(start)}Z`,
      `DTEND:${stamp(start + 3_600_000)}Z`,
      `SUMMARY:Meeting ${index}`,
      'END:VEVENT',
    );
  }
  return wrap(lines);
}

function oldDailySeries(): string {
  const lines: string[] = [];
  for (let index = 0; index < 200; index += 1) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:daily-${index}@calendar.example`,
      `DTSTART;TZID=America/Toronto:199001${String(1 + (index % 28)).padStart(2, '0')}T${String(6 + (index % 14)).padStart(2, '0')}0000`,
      'DURATION:PT30M',
      'RRULE:FREQ=DAILY',
      'END:VEVENT',
    );
  }
  return wrap(lines);
}

const calendars: Record<string, string> = {
  '20,000 events': twentyThousandEvents(),
  '200 old daily series': oldDailySeries(),
};
const files = new Map(Object.entries(calendars).map(([name, text], index) => [`/cal-${index}.ics`, { name, text }]));
const calendarServer = http.createServer((request, response) => {
  const file = files.get(request.url ?? '');
  if (!file) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/calendar' }).end(file.text);
});
await new Promise<void>((resolve) => calendarServer.listen(Number(flags['calendar-port']), '127.0.0.1', resolve));

const config = loadConfig();
const runtime = await createRuntime(config, false);
const { app } = runtime;
await ensureFirstAdministrator(runtime.database.db, {
  login: config.adminLogin,
  password: config.adminPassword,
  print: () => {},
});
const base = await app.listen({ host: '127.0.0.1', port: Number(flags.port) });

const post = async (url: string, body: unknown, token?: string, method = 'POST') => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
};
const signIn = async (username: string, password: string) =>
  (await post('/api/authenticate', { username, password })).id_token as string;

/** Asks /api/health every `every` ms until stopped; each answer's time from asking to the whole body. */
function pollHealth() {
  const times: number[] = [];
  let running = true;
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, every));
    }
  })();
  return async () => {
    running = false;
    await loop;
    delay.disable();
    const sorted = [...times].sort((a, b) => a - b);
    return {
      count: times.length,
      max: sorted.at(-1) ?? 0,
      p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
      loopMax: delay.max / 1e6,
    };
  };
}

const admin = await signIn('benchadmin', 'bench-password-1');
await post(
  '/api/teachers',
  {
    login: 'benchteacher',
    email: 'benchteacher@example.com',
    password: 'bench-password-2',
    firstName: 'Bench',
    lastName: 'Teacher',
    phone: '+1 (647) 555-0199',
  },
  admin,
);
const teacher = await signIn('benchteacher', 'bench-password-2');

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(
  `\nCalendar import vs /api/health (asked every ${every} ms), ${rounds} round(s); ${os.cpus().length} cores; load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(
  '\n| calendar | size | where parsed | read took | busy blocks | skipped | health answers | health max | health p99 | event-loop max |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
try {
  // What this machine's load alone does to the answers: the same polling with nothing being read.
  for (let round = 1; round <= rounds; round += 1) {
    const stop = pollHealth();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const health = await stop();
    console.log(
      `| (nothing read: baseline) | | | 3000 ms | | | ${health.count} | ${fmt(health.max)} | ${fmt(health.p99)} | ${fmt(health.loopMax)} |`,
    );
  }
  for (const [file, { name, text }] of files) {
    const size = `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`;
    for (let round = 1; round <= rounds; round += 1) {
      const stop = pollHealth();
      const started = performance.now();
      const state = await post(
        '/api/calendar-links/mine/subscription',
        { url: `http://127.0.0.1:${flags['calendar-port']}${file}`, showTitles: false },
        teacher,
        'PUT',
      );
      const took = performance.now() - started;
      const health = await stop();
      if (!state.working) console.error(`  ${name}: the read failed: ${state.lastError}`);
      console.log(
        `| ${name} | ${size} | worker (the route) | ${fmt(took)} | ${state.busyCount} | ${state.skippedCount} | ${health.count} | ${fmt(health.max)} | ${fmt(health.p99)} | ${fmt(health.loopMax)} |`,
      );
    }
    // The same parse on the server's own thread, as the import ran before: health waits for all of it.
    const stop = pollHealth();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const read = parseBusyBlocks(text, busyWindow(Date.now()), centreTimeZone());
    const took = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await stop();
    console.log(
      `| ${name} | ${size} | server thread (comparison) | ${fmt(took)} | ${read.blocks.length} | ${read.skipped} | ${health.count} | ${fmt(health.max)} | ${fmt(health.p99)} | ${fmt(health.loopMax)} |`,
    );
  }
  console.log(
    `\nload average after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
} finally {
  await runtime.close();
  calendarServer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
