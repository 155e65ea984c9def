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
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections to the PostgreSQL server (db/client.ts defaultPoolSize when unset). */
  databasePoolSize?: number;
  adminLogin?: string;
  adminPassword?: string;
  jwtSecret?: string;
  dataEncryptionKey?: string;
  smtpUrl?: string;
  mailFrom: string;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    adminLogin: e.ADMIN_LOGIN,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    apiDocs: e.API_DOCS,
    backupKeep: e.BACKUP_KEEP,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
  };
}
