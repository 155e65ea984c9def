import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { createFieldCipher, resolveFieldEncryptionKey } from './lib/field-encryption';
import { createTokenService, resolveJwtSecret } from './lib/jwt';
import { createJobQueue } from './platform/jobs/job-queue';
import { createMailer } from './platform/mail/mailer';
import { createSmsSender } from './platform/mail/sms-sender';
import type { AppConfig } from './plugins/env';

/**
 * Wires the real dependencies (database, mailer, SMS, tokens) from the configuration.
 * server.ts and the scripts use it; tests call buildApp with their own.
 */
export async function createRuntime(config: AppConfig, logger: FastifyServerOptions['logger'] = false) {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'pglite', dataDir: config.dataDir, worker: config.pgliteWorker },
  );
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
    publicUrl: config.publicUrl,
    ratePerSecond: config.smtpRate,
    attemptSeconds: config.mailAttemptSeconds,
    retryDelaySeconds: config.mailRetrySeconds,
    log: lazyLog,
  });
  const sms = createSmsSender(config.sms, lazyLog);
  const fieldCipher = createFieldCipher(resolveFieldEncryptionKey(config.dataEncryptionKey, config.dataDir));
  app = await buildApp({ config, database, tokens, mailer, sms, jobs, fieldCipher, logger });
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
