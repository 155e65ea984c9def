import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle } from './db/client';
import type { FieldCipher } from './lib/field-encryption';
import type { TokenService } from './lib/jwt';
import { installValidationMessages } from './lib/validation';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { LoginThrottle } from './modules/auth/login-throttle';
import { centreSettingsRoutes } from './modules/centre-settings/centre-settings.routes';
import { courseRoutes } from './modules/courses/courses.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mailOutboxRoutes } from './modules/mail/mail-outbox.routes';
import type { Mailer } from './modules/mail/mailer';
import type { SmsSender } from './modules/mail/sms-sender';
import { noticeRoutes } from './modules/notices/notices.routes';
import { referralRoutes } from './modules/referrals/referrals.routes';
import { registrationRoutes } from './modules/registrations/registrations.routes';
import { scheduleConfirmationRoutes } from './modules/schedule-confirmation/schedule-confirmation.routes';
import { scheduleDownloadRoutes } from './modules/schedule-downloads/schedule-downloads.routes';
import { scheduleFeedbackRoutes } from './modules/schedule-feedback/schedule-feedback.routes';
import { scheduleRoutes } from './modules/schedules/schedules.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { studentRoutes } from './modules/students/students.routes';
import { teacherAvailabilityRoutes } from './modules/teacher-availability/teacher-availability.routes';
import { teacherRoutes } from './modules/teachers/teachers.routes';
import { termRegisterRoutes } from './modules/term-registers/term-registers.routes';
import { termRoutes } from './modules/terms/terms.routes';
import { userRoutes } from './modules/users/users.routes';
import { voucherRoutes } from './modules/vouchers/vouchers.routes';
import { registerAuth } from './plugins/auth';
import type { AppConfig } from './plugins/env';
import { registerErrorHandler } from './plugins/error-handler';
import { registerNotifiedCaches } from './plugins/notified-caches';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { registerSwagger } from './plugins/swagger';
import { registerTextSafety } from './plugins/text-safety';

export type AppDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  tokens: TokenService;
  mailer: Mailer;
  sms: SmsSender;
  /** Encrypts sensitive fields at rest (the teacher's SIN). */
  fieldCipher: FieldCipher;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    tokens: TokenService;
    mailer: Mailer;
    sms: SmsSender;
    loginThrottle: LoginThrottle;
    fieldCipher: FieldCipher;
  }
}

/** The API modules, each a Fastify plugin registered under /api. */
const API_MODULES = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  userRoutes,
  noticeRoutes,
  staffRoutes,
  mailOutboxRoutes,
  teacherRoutes,
  courseRoutes,
  studentRoutes,
  referralRoutes,
  voucherRoutes,
  termRoutes,
  termRegisterRoutes,
  scheduleRoutes,
  scheduleConfirmationRoutes,
  teacherAvailabilityRoutes,
  scheduleFeedbackRoutes,
  scheduleDownloadRoutes,
  registrationRoutes,
  centreSettingsRoutes,
];

/** Builds the whole application; tests build it too. Listening is server.ts's job. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  installValidationMessages();
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', deps.config);
  app.decorate('db', deps.database.db);
  app.decorate('tokens', deps.tokens);
  app.decorate('mailer', deps.mailer);
  app.decorate('sms', deps.sms);
  app.decorate('fieldCipher', deps.fieldCipher);
  app.decorate('loginThrottle', new LoginThrottle());

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // A centre often serves on plain http inside its own network: upgrading would break every script.
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: deps.config.publicUrl.startsWith('https://'),
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  registerErrorHandler(app);
  registerTextSafety(app);
  await registerSwagger(app);
  await registerNotifiedCaches(app, deps.database.listen);

  await app.register(
    async (api) => {
      registerAuth(api);
      for (const module of API_MODULES) await api.register(module);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, deps.config.staticDir);
  return app;
}
