import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/** Every setting the server reads, checked once at start so a typo fails loudly instead of at first use. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  PGLITE_WORKER: z.enum(['on', 'off']).default('on'),
  ADMIN_LOGIN: z.string().min(4).max(50).optional(),
  ADMIN_PASSWORD: z.string().min(4).max(100).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'DATA_ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Centre Admin <no-reply@localhost>'),
  DKIM_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      'DKIM_DOMAIN must be a domain name (example.org)',
    )
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9._-]{0,62})$/i, 'DKIM_SELECTOR must be a selector name (letters, digits, . _ -)')
    .optional(),
  DKIM_PRIVATE_KEY: z.string().optional(),
  SMTP_RATE: z.coerce.number().int().min(1).max(1000).default(20),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MAIL_ATTEMPT_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  SMS_PROVIDER: z.enum(['log', 'twilio']).default('log'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  SMS_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[0-9A-Za-z.:/]+(\s*,\s*[0-9A-Za-z.:/]+)*)$/,
      'TRUST_PROXY must be a hop count (e.g. 1) or comma-separated proxy addresses or subnets (e.g. 10.0.0.1,10.1.0.0/16)',
    )
    .optional(),
  API_DOCS: z.enum(['public', 'off']).default('public'),
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(1),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(15),
  CALENDAR_FETCH_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must start with sk_test_, sk_live_ or rk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  STRIPE_API_URL: z.string().url().optional(),
  // The centre's own Stripe account, for families' online voucher payments (issue 33); Centre Settings' keys win.
  CENTRE_STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'CENTRE_STRIPE_SECRET_KEY must start with sk_test_, sk_live_ or rk_')
    .optional(),
  CENTRE_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'CENTRE_STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_')
    .optional(),
  CENTRE_STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'CENTRE_STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  BILLING_ATTEMPT_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections to the PostgreSQL server (db/client.ts defaultPoolSize when unset). */
  databasePoolSize?: number;
  /** Embedded database: PGlite runs in a worker thread (PGLITE_WORKER=on, the default) or in the server's own. */
  pgliteWorker: boolean;
  adminLogin?: string;
  adminPassword?: string;
  jwtSecret?: string;
  dataEncryptionKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** DKIM signing of every mail sent over SMTP (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY: all or none). */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  /** E-mails per second at most over SMTP. */
  smtpRate: number;
  /** Seconds before a refused delivery is tried again, doubled each time. */
  mailRetrySeconds: number;
  /** How long one delivery attempt may hold a mail before another process may try it (a crash). */
  mailAttemptSeconds: number;
  /** How often the job queue looks for jobs whose process died. */
  jobMaintenanceSeconds: number;
  sms: {
    provider: 'log' | 'twilio';
    accountSid?: string;
    authToken?: string;
    from?: string;
    apiUrl: string;
    /** Seconds before a refused text is tried again, doubled each time (4 retries). */
    retrySeconds: number;
  };
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  staticDir: string;
  /**
   * Which proxies' X-Forwarded-For is believed (Fastify's trustProxy): false unless TRUST_PROXY names
   * them, so a caller cannot choose the address the sign-in limits count and the log records.
   */
  trustProxy: false | number | string[];
  /** Whether /api/docs serves the OpenAPI document and its viewer (docs/decisions.md "API documentation"). */
  apiDocs: 'public' | 'off';
  /** Embedded database: daily backups kept in DATA_DIR/backups (0: no automatic backups). */
  backupKeep: number;
  /** After SIGTERM: how long connections are still accepted (readiness already 503) before the listener closes. */
  shutdownDrainSeconds: number;
  /** After SIGTERM: the most a shutdown waits for requests in flight before the process exits anyway (code 1). */
  shutdownTimeoutSeconds: number;
  /** Teachers' calendars may be read from private, loopback and link-local addresses (tests, closed networks). */
  calendarFetchAllowPrivate: boolean;
  /** WEBHOOK_ALLOW_PRIVATE: endpoints on loopback or private addresses, and over plain http (tests, closed networks). */
  webhookAllowPrivate: boolean;
  /** WEBHOOK_RETRY_BASE_SECONDS: the first retry's wait; each later one doubles, for 24 hours. */
  webhookRetryBaseSeconds: number;
  /** Card payments through Stripe; unset: the built-in test provider (modules/billing/payments). */
  stripe?: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string | null;
    /** STRIPE_API_URL: another base for Stripe's API (a local fake in tests); unset: Stripe's own. */
    api?: { host: string; port: number; protocol: 'http' | 'https' };
  };
  /**
   * The centre's own Stripe account for the portal's voucher payments (CENTRE_STRIPE_*), used when no
   * keys are saved in Centre Settings; `api` is STRIPE_API_URL's, for every Stripe client (a local fake).
   */
  centreStripe?: { secretKey: string; publishableKey: string; webhookSecret: string | null };
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  /**
   * How long a card charge may stay unanswered (the process died between claiming the invoice and
   * recording the provider's answer) before a payer or the next billing run takes it over, same key.
   */
  billingAttemptSeconds: number;
};

function trustProxySetting(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings in the environment mean "not set", as a shell user expects from `FOO= npm start`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'twilio' && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM)) {
    throw new Error(
      'Invalid environment:\n  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteWorker: e.PGLITE_WORKER === 'on',
    adminLogin: e.ADMIN_LOGIN,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    dkim: dkimOf(e),
    smtpRate: e.SMTP_RATE,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    mailAttemptSeconds: e.MAIL_ATTEMPT_SECONDS,
    jobMaintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
    sms: {
      provider: e.SMS_PROVIDER,
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      from: e.TWILIO_FROM,
      apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
      retrySeconds: e.SMS_RETRY_SECONDS,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    apiDocs: e.API_DOCS,
    backupKeep: e.BACKUP_KEEP,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    calendarFetchAllowPrivate: e.CALENDAR_FETCH_ALLOW_PRIVATE === 'true',
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookRetryBaseSeconds: e.WEBHOOK_RETRY_BASE_SECONDS,
    stripe: stripeOf(e),
    centreStripe: centreStripeOf(e),
    ...(e.STRIPE_API_URL && { stripeApi: stripeApiOf(e.STRIPE_API_URL) }),
    billingAttemptSeconds: e.BILLING_ATTEMPT_SECONDS,
  };
}

/**
 * The key is PEM text; a line break may be written as \n (one-line environment files). All three
 * settings or none; the key must be a private key Node can sign with, or the start fails here instead
 * of every mail failing later.
 */
function dkimOf(e: z.infer<typeof envSchema>): AppConfig['dkim'] {
  const given = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3)
    throw new Error('Invalid environment:\n  DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: set all three or none');
  const privateKey = (e.DKIM_PRIVATE_KEY as string).replace(/\\n/g, '\n').trim();
  try {
    const key = createPrivateKey(privateKey);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
  } catch {
    throw new Error('Invalid environment:\n  DKIM_PRIVATE_KEY: is not an RSA private key in PEM form');
  }
  return { domainName: e.DKIM_DOMAIN as string, keySelector: e.DKIM_SELECTOR as string, privateKey };
}

function stripeOf(e: z.infer<typeof envSchema>): AppConfig['stripe'] {
  if (!e.STRIPE_SECRET_KEY) return undefined;
  if (!e.STRIPE_PUBLISHABLE_KEY)
    throw new Error('Invalid environment:\n  STRIPE_PUBLISHABLE_KEY: is required with STRIPE_SECRET_KEY');
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    ...(e.STRIPE_API_URL && { api: stripeApiOf(e.STRIPE_API_URL) }),
  };
}

function centreStripeOf(e: z.infer<typeof envSchema>): AppConfig['centreStripe'] {
  if (!e.CENTRE_STRIPE_SECRET_KEY) return undefined;
  if (!e.CENTRE_STRIPE_PUBLISHABLE_KEY)
    throw new Error('Invalid environment:\n  CENTRE_STRIPE_PUBLISHABLE_KEY: is required with CENTRE_STRIPE_SECRET_KEY');
  return {
    secretKey: e.CENTRE_STRIPE_SECRET_KEY,
    publishableKey: e.CENTRE_STRIPE_PUBLISHABLE_KEY,
    webhookSecret: e.CENTRE_STRIPE_WEBHOOK_SECRET ?? null,
  };
}

function stripeApiOf(url: string): NonNullable<NonNullable<AppConfig['stripe']>['api']> {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port) || (protocol === 'http' ? 80 : 443), protocol };
}
