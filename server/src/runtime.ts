import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { createFieldCipher, resolveFieldEncryptionKey } from './lib/field-encryption';
import { createTokenService, resolveJwtSecret } from './lib/jwt';
import { fillFiguresOnce } from './modules/rollups';
import { createJobQueue } from './platform/jobs/job-queue';
import { createMailer } from './platform/mail/mailer';
import { createSmsSender } from './platform/mail/sms-sender';
import type { AppConfig } from './plugins/env';

/**
 * Wires the real dependencies (database, mailer, SMS, tokens) from the configuration and readies the
 * app. server.ts and the scripts use it; tests call buildApp with their own. `progress` hears each
 * start-up step as it begins: the long ones (migrations, the job queue's tables) run here, before the
 * app is built, outside Fastify's plugin time-out.
 */
export async function createRuntime(
  config: AppConfig,
  logger: FastifyServerOptions['logger'] = false,
  progress: (step: string) => void = () => {},
) {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'pglite', dataDir: config.dataDir, worker: config.pgliteWorker },
    progress,
  );
  progress('filling the dashboard and report figures from the records (once, after the update that added them)');
  await fillFiguresOnce(database.db);
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  // The mailer and SMS sender log through the app's logger, which exists once the app is built.
  const lazyLog = {
    info: (o: object, m: string) => app?.log.info(o, m),
    warn: (o: object, m: string) => app?.log.warn(o, m),
    error: (o: object, m: string) => app?.log.error(o, m),
  };
  const jobs = createJobQueue({ database, log: lazyLog, maintenanceIntervalSeconds: config.jobMaintenanceSeconds });
  const mailer = createMailer({
    db: database.db,
    jobs,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dkim: config.dkim,
    publicUrl: config.publicUrl,
    ratePerSecond: config.smtpRate,
    attemptSeconds: config.mailAttemptSeconds,
    retryDelaySeconds: config.mailRetrySeconds,
    log: lazyLog,
  });
  const sms = createSmsSender(config.sms, lazyLog);
  const fieldCipher = createFieldCipher(resolveFieldEncryptionKey(config.dataEncryptionKey, config.dataDir));
  progress('preparing the job queue (its tables are created or updated on the first start)');
  await jobs.prepare();
  progress('building the application');
  app = await buildApp({ config, database, tokens, mailer, sms, jobs, fieldCipher, logger });
  progress('starting the background jobs');
  await app.ready();
  return {
    app,
    database,
    async close() {
      // Stops the job queue too (onClose); mail still queued is delivered after the next start.
      await app?.close();
      mailer.close();
      await database.close();
    },
  };
}
