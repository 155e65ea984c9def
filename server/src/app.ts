import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle } from './db/client';
import type { FieldCipher } from './lib/field-encryption';
import type { TokenService } from './lib/jwt';
import { installValidationMessages } from './lib/validation';
import { accountRoutes } from './modules/account/account.routes';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes';
import { accountingRoutes } from './modules/accounting';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { authCleanupJob } from './modules/auth/auth-cleanup.job';
import { LoginThrottle } from './modules/auth/login-throttle';
import { billingRoutes } from './modules/billing/billing.routes';
import { createPaymentProvider } from './modules/billing/payments';
import type { PaymentProvider } from './modules/billing/payments/provider';
import { billingPeriodEndJob } from './modules/billing/period-end.job';
import { cancellationPolicyRoutes } from './modules/centre-settings';
import { centreSettingsRoutes } from './modules/centre-settings/centre-settings.routes';
import { courseRoutes } from './modules/courses/courses.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { exportRoutes } from './modules/exports';
import { calendarFeedRoutes } from './modules/external-calendars/calendar-feed.routes';
import { calendarRefreshJob } from './modules/external-calendars/calendar-refresh.job';
import { externalCalendarRoutes } from './modules/external-calendars/external-calendars.routes';
import { createFeedCache, type FeedCache } from './modules/external-calendars/feed-cache';
import { importCleanupJob } from './modules/imports';
import { importRunJob } from './modules/imports/import-run.job';
import { importRoutes } from './modules/imports/imports.routes';
import { feedbackDueJob } from './modules/messaging/alerts/feedback-due.job';
import { lessonRemindersJob } from './modules/messaging/alerts/lesson-reminders.job';
import { lowBalanceJob } from './modules/messaging/alerts/low-balance.job';
import { nextDayLessonsJob } from './modules/messaging/alerts/next-day-lessons.job';
import { unconfirmedLessonsJob } from './modules/messaging/alerts/unconfirmed-lessons.job';
import { emailSendRoutes } from './modules/messaging/email/email-sends.routes';
import { emailTemplateRoutes } from './modules/messaging/email/email-templates.routes';
import { sendStartJob } from './modules/messaging/email/send-start.job';
import { eventMailsJob } from './modules/messaging/event-mails/event-mails.job';
import { mailOutboxRoutes } from './modules/messaging/outbox/mail-outbox.routes';
import { noticeRoutes } from './modules/notices/notices.routes';
import {
  bulkInvitationRoutes,
  familyAccountRoutes,
  portalBalanceRoutes,
  portalLessonManagementRoutes,
  portalRoutes,
} from './modules/portal';
import { referralRoutes } from './modules/referrals/referrals.routes';
import { registrationRoutes } from './modules/registrations/registrations.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { checkFiguresJob } from './modules/rollups';
import { scheduleConfirmationRoutes } from './modules/schedule-confirmation/schedule-confirmation.routes';
import { scheduleDownloadRoutes } from './modules/schedule-downloads/schedule-downloads.routes';
import { scheduleFeedbackRoutes } from './modules/schedule-feedback/schedule-feedback.routes';
import { type CalendarCache, createCalendarCache } from './modules/schedules/calendar-cache';
import { scheduleRoutes } from './modules/schedules/schedules.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { createStudentCountCache, type StudentCountCache } from './modules/students/student-counts';
import { studentRoutes } from './modules/students/students.routes';
import { teacherAvailabilityRoutes } from './modules/teacher-availability/teacher-availability.routes';
import { teacherRoutes } from './modules/teachers/teachers.routes';
import { termRegisterRoutes } from './modules/term-registers/term-registers.routes';
import { termRoutes } from './modules/terms/terms.routes';
import { userRoutes } from './modules/users/users.routes';
import { voucherLostChargesJob, voucherPackageRoutes } from './modules/voucher-packages';
import { voucherRoutes } from './modules/vouchers/vouchers.routes';
import {
  registerWebhookDispatch,
  webhookDeliverJob,
  webhookDocumentation,
  webhookRoutes,
  webhookSweepJob,
} from './modules/webhooks';
import { healthRoutes } from './platform/health/health.routes';
import type { JobQueue } from './platform/jobs/job-queue';
import { type JobDefinition, registerJobs } from './platform/jobs/job-registry';
import type { Mailer } from './platform/mail/mailer';
import { createSmsOutbox, type SmsOutbox } from './platform/mail/sms-outbox';
import type { SmsSender } from './platform/mail/sms-sender';
import { type AccountCache, createAccountCache, registerAuth } from './plugins/auth';
import type { AppConfig } from './plugins/env';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonBody } from './plugins/json-body';
import { registerLifecycle } from './plugins/lifecycle';
import { registerNotifiedCaches } from './plugins/notified-caches';
import { registerNoStore, registerRequestRules } from './plugins/request-rules';
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
  /** The durable background queue (platform/jobs): started when the app is ready, stopped on close. */
  jobs: JobQueue;
  /** Encrypts sensitive fields at rest (the teacher's SIN). */
  fieldCipher: FieldCipher;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass a provider pointed at a local fake; otherwise chosen from the configuration. */
  paymentProvider?: PaymentProvider;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    tokens: TokenService;
    mailer: Mailer;
    sms: SmsSender;
    /** Background texts: written with their cause's transaction, delivered by the job queue. */
    smsOutbox: SmsOutbox;
    jobs: JobQueue;
    loginThrottle: LoginThrottle;
    fieldCipher: FieldCipher;
    /** Kept in memory and forgotten on every committed change to their data (lib/notified-cache.ts). */
    caches: { calendar: CalendarCache; accounts: AccountCache; studentCounts: StudentCountCache; icalFeeds: FeedCache };
    /** The card provider for vendor billing (modules/billing/payments). */
    paymentProvider: PaymentProvider;
  }
}

/** How long building and readying the app may take before the start is given up as hung. */
const START_TIMEOUT_MS = 5 * 60 * 1000;

/** The API modules' routes, each a Fastify plugin registered under /api. */
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
  familyAccountRoutes,
  bulkInvitationRoutes,
  portalRoutes,
  portalBalanceRoutes,
  voucherPackageRoutes,
  portalLessonManagementRoutes,
  referralRoutes,
  voucherRoutes,
  termRoutes,
  termRegisterRoutes,
  scheduleRoutes,
  scheduleConfirmationRoutes,
  teacherAvailabilityRoutes,
  scheduleFeedbackRoutes,
  scheduleDownloadRoutes,
  billingRoutes,
  centreSettingsRoutes,
  cancellationPolicyRoutes,
  registrationRoutes,
  dashboardRoutes,
  reportRoutes,
  accountingRoutes,
  emailTemplateRoutes,
  emailSendRoutes,
  accountSettingsRoutes,
  externalCalendarRoutes,
  calendarFeedRoutes,
  auditLogRoutes,
  importRoutes,
  webhookRoutes,
  exportRoutes,
];

/**
 * Every background job of the modules, each declared in a `<name>.job.ts` beside its domain code (name,
 * payload schema, schedule, retry policy, handler) and handed the app. The mail and SMS transports
 * register their own delivery jobs (platform/mail). Workers and cron start once the app is ready.
 */
const JOBS: JobDefinition<FastifyInstance>[] = [
  sendStartJob,
  eventMailsJob,
  lessonRemindersJob,
  lowBalanceJob,
  unconfirmedLessonsJob,
  feedbackDueJob,
  nextDayLessonsJob,
  billingPeriodEndJob,
  calendarRefreshJob,
  authCleanupJob,
  importRunJob,
  importCleanupJob,
  checkFiguresJob,
  webhookDeliverJob,
  webhookSweepJob,
  voucherLostChargesJob,
];

/** Builds the whole application; tests build it too. Listening is server.ts's job. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  installValidationMessages();
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Fastify gives each plugin and the ready hooks 10 s by default; the job queue's start (its queues and
    // schedules, in the database) took longer on a loaded machine and the server crashed instead of
    // starting (issue 30 item 7). The long one-off work (migrations, the queue's tables) runs before the
    // app is built (runtime.ts); this bound only catches a start that hangs.
    pluginTimeout: START_TIMEOUT_MS,
    // While shutting down, a request that reaches the server on an open connection is still answered
    // (with Connection: close) rather than refused with a 503: server.ts bounds how long that lasts.
    return503OnClosing: false,
    // A hop count trusts that many proxies in front of the server (the function form Fastify's types accept).
    trustProxy:
      typeof deps.config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (deps.config.trustProxy as number)
        : deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', deps.config);
  app.decorate('db', deps.database.db);
  app.decorate('tokens', deps.tokens);
  app.decorate('mailer', deps.mailer);
  app.decorate('sms', deps.sms);
  app.decorate('jobs', deps.jobs);
  // Sign-in codes go through app.sms directly (the user is waiting); everything else through the outbox.
  app.decorate(
    'smsOutbox',
    createSmsOutbox({
      db: deps.database.db,
      jobs: deps.jobs,
      sender: deps.sms,
      log: app.log,
      retryDelaySeconds: deps.config.sms.retrySeconds,
    }),
  );
  // The jobs are defined while the app is built (JOBS); workers and cron start once everything is built.
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', () => deps.jobs.stop());
  app.decorate('fieldCipher', deps.fieldCipher);
  app.decorate('loginThrottle', new LoginThrottle(deps.database.db));
  registerLifecycle(app);
  app.decorate('paymentProvider', deps.paymentProvider ?? createPaymentProvider(deps.database.db, deps.config));

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js and its card frames (vendor billing and the portal's Buy page). Always allowed: the
        // centre's own keys are saved in Centre Settings at run time, after this policy is built, and a
        // page that does not load Stripe.js makes no use of them (docs/decisions.md, "Stripe in the
        // content security policy").
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
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
  registerJsonBody(app);
  registerNoStore(app);
  registerTextSafety(app);
  await registerSwagger(app, deps.config, webhookDocumentation());
  // Any write may change lessons or students' totals; only the routes that declare
  // `invalidates: ['accounts']` clear the accounts every authenticated request reads.
  const caches = {
    calendar: createCalendarCache(),
    accounts: createAccountCache(),
    studentCounts: createStudentCountCache(),
    icalFeeds: createFeedCache(),
  };
  app.decorate('caches', caches);
  await registerNotifiedCaches(app, deps.database.listen, caches, {
    clearedByEveryWrite: ['calendar', 'studentCounts', 'icalFeeds'],
  });

  await app.register(
    async (api) => {
      registerAuth(api, caches.accounts);
      registerRequestRules(api);
      for (const module of API_MODULES) await api.register(module);
    },
    { prefix: '/api' },
  );
  await registerJobs<FastifyInstance>(deps.jobs, JOBS, app);
  // Events committed by any process are delivered at once; webhooks.sweep catches what this misses.
  registerWebhookDispatch(app, deps.database.listen);

  await registerSpa(app, deps.config.staticDir);
  return app;
}
