import { ensureFirstAdministrator } from './bootstrap';
import { LOG_SERIALIZERS } from './lib/log-safety';
import { startPeriodEndTimer } from './modules/billing/period-end-timer';
import { loadConfig } from './plugins/env';
import { createRuntime } from './runtime';

const startedAt = performance.now();
const config = loadConfig();
const runtime = await createRuntime(config, {
  level: config.logLevel,
  serializers: LOG_SERIALIZERS,
});
const { app } = runtime;

await ensureFirstAdministrator(runtime.database.db, {
  login: config.adminLogin,
  password: config.adminPassword,
  print: (line) => console.log(`\n${line}\n`),
});

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

// Vendor billing's period end, hourly in this process until the durable job queue takes it over.
const stopBillingTimer = startPeriodEndTimer(
  runtime.database.db,
  { provider: app.paymentProvider, publicUrl: config.publicUrl },
  app.log,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests and closing the database`);
    clearInterval(vacuumTimer);
    stopBillingTimer();
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await runtime.close();
    process.exit(0);
  });
}
