import { ensureFirstAdministrator } from './bootstrap';
import { LOG_SERIALIZERS } from './lib/log-safety';
import { failInterruptedImports } from './modules/imports';
import { pruneBackups, writeBackup } from './platform/backups/backups';
import { loadConfig } from './plugins/env';
import { createRuntime } from './runtime';

const startedAt = performance.now();
const config = loadConfig();
// One console line per start-up step as it begins, so a slow start shows where it is.
const step = (text: string) =>
  console.log(`Starting (${((performance.now() - startedAt) / 1000).toFixed(1)} s): ${text}`);
const runtime = await createRuntime(config, { level: config.logLevel, serializers: LOG_SERIALIZERS }, step);
const { app } = runtime;

await ensureFirstAdministrator(runtime.database.db, {
  login: config.adminLogin,
  password: config.adminPassword,
  print: (line) => console.log(`\n${line}\n`),
});

// An import whose process died stays "running" otherwise; the embedded database has no other process.
const interrupted = await failInterruptedImports(runtime.database.db, { alone: runtime.database.kind === 'pglite' });
if (interrupted.length > 0)
  console.log(`Imports stopped by the last shutdown, marked failed: #${interrupted.join(', #')}`);

step(`listening on ${config.host}:${config.port}`);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Centre Admin ready on ${config.publicUrl} (${runtime.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'}) in ${Math.round(performance.now() - startedAt)} ms`,
);

// PGlite has no autovacuum: keep statistics fresh so the planner keeps using the indexes.
const vacuumTimer =
  runtime.database.kind === 'pglite'
    ? setInterval(
        () => runtime.database.exec('VACUUM ANALYZE').catch((err) => app.log.warn({ err }, 'vacuum failed')),
        6 * 60 * 60 * 1000,
      )
    : undefined;
vacuumTimer?.unref();

/**
 * Embedded database backups (platform/backups): one a day, keeping BACKUP_KEEP, and one at once on
 * SIGUSR2, which is how `npm run backup` asks this process for a copy while it runs.
 */
let backupRunning = false;
async function backupNow(reason: string): Promise<void> {
  if (backupRunning) return;
  backupRunning = true;
  try {
    const file = await writeBackup(runtime.database, config.dataDir);
    const pruned = pruneBackups(config.dataDir, Math.max(config.backupKeep, 1));
    app.log.info({ file, pruned }, `backup written (${reason})`);
  } catch (error) {
    app.log.error({ err: error }, `backup failed (${reason})`);
  } finally {
    backupRunning = false;
  }
}
const backupTimer =
  runtime.database.kind === 'pglite' && config.backupKeep > 0
    ? setInterval(() => void backupNow('daily'), 24 * 60 * 60 * 1000)
    : undefined;
backupTimer?.unref();
if (runtime.database.kind === 'pglite') process.on('SIGUSR2', () => void backupNow('asked for'));

/**
 * Graceful shutdown: readiness answers 503 at once, so a load balancer stops sending, and every answer
 * closes its connection. Connections are still accepted for SHUTDOWN_DRAIN_SECONDS (the balancer has not
 * noticed yet); then the listener closes (new connections are refused) and each open connection closes
 * after the request it carries, an idle kept-alive one at once (plugins/lifecycle.ts). Waiting instead
 * until no request was in flight never ended under steady load: clients kept connecting and sending
 * (issue 30 item 6). Then the job queue and the database close and the process exits 0; past
 * SHUTDOWN_TIMEOUT_SECONDS it exits 1 anyway.
 */
let stopping = false;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.shuttingDown = true;
    app.log.info(`${signal} received: finishing requests and closing the database`);
    clearInterval(vacuumTimer);
    clearInterval(backupTimer);
    const forceExit = setTimeout(() => {
      app.log.error(`shutdown took over ${config.shutdownTimeoutSeconds} s: exiting with requests unfinished`);
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    forceExit.unref();
    await pause(config.shutdownDrainSeconds * 1000);
    await app.lifecycle.closeConnections();
    const unanswered = app.lifecycle.endedUnanswered;
    app.log[unanswered > 0 ? 'warn' : 'info'](`every connection closed; requests that ended unanswered: ${unanswered}`);
    await runtime.close();
    process.exit(0);
  });
}
