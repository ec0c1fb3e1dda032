import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable Mandi reads, parsed once. A bad value stops start-up with a
 * message naming the variable. Documented in README.md ("Configuration").
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  MANDI_DATA_DIR: z.string().default('./data'),
  MANDI_ADMIN_EMAIL: z.email('must be an email address').optional(),
  MANDI_ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  MANDI_SEED: z.enum(['demo', 'none']).default('demo'),
  /** Lifetime of a sign-in token. */
  MANDI_SESSION_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  /** Public address of the app, used in mailed links. */
  MANDI_PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Mandi <no-reply@mandi.local>'),
  MANDI_UPLOAD_MAX_MB: z.coerce.number().positive().default(5),
  /** What an uploaded ZIP or workbook may unpack to: in all, an entry, and how many entries. */
  MANDI_UNZIP_MAX_MB: z.coerce.number().positive().default(100),
  MANDI_UNZIP_ENTRY_MAX_MB: z.coerce.number().positive().default(50),
  MANDI_UNZIP_MAX_ENTRIES: z.coerce.number().int().positive().default(10_000),
  /** Proxies in front of the app whose X-Forwarded-For is believed (0: none). */
  MANDI_TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** S3-compatible storage for uploads (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces). */
  MANDI_S3_BUCKET: z.string().optional(),
  MANDI_S3_ENDPOINT: z.url().optional(),
  MANDI_S3_REGION: z.string().default('us-east-1'),
  MANDI_S3_ACCESS_KEY_ID: z.string().optional(),
  MANDI_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Where the bucket's objects are read publicly (a CDN); default: the endpoint and bucket. */
  MANDI_S3_PUBLIC_URL: z.url().optional(),
  /** How many days audit entries are kept; a daily job removes older ones. */
  MANDI_AUDIT_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(36_500, 'must be at most 36500 days')
    .default(365),
  /** Push notifications through Firebase Cloud Messaging when set (with the service account file). */
  MANDI_FCM_PROJECT_ID: z.string().optional(),
  MANDI_FCM_SERVICE_ACCOUNT_FILE: z.string().optional(),
  /** FCM's base URL (a local fake server in tests and benchmarks). */
  MANDI_FCM_ENDPOINT: z.url().optional(),
  /** Push messages in flight at once. */
  MANDI_PUSH_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seed: 'demo' | 'none';
  sessionHours: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadMaxBytes: number;
  unzip: UnzipLimits;
  trustProxyHops: number;
  /** Uploads go to this bucket when set; to the data folder otherwise. */
  s3: S3Config | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Audit entries older than this many days are pruned daily. */
  auditDays: number;
  /** Push notifications go through FCM when set; to push_outbox otherwise. */
  fcm: FcmConfig | undefined;
  pushConcurrency: number;
}

export interface FcmConfig {
  projectId: string;
  serviceAccountFile: string;
  endpoint: string | undefined;
  concurrency: number;
}

function fcmConfigOf(e: Env): FcmConfig | undefined {
  if (!e.MANDI_FCM_PROJECT_ID) return undefined;
  if (!e.MANDI_FCM_SERVICE_ACCOUNT_FILE) {
    throw new ConfigError(
      'Invalid environment:\n  MANDI_FCM_PROJECT_ID needs MANDI_FCM_SERVICE_ACCOUNT_FILE',
    );
  }
  if (!fs.existsSync(e.MANDI_FCM_SERVICE_ACCOUNT_FILE)) {
    throw new ConfigError(
      `Invalid environment:\n  MANDI_FCM_SERVICE_ACCOUNT_FILE: no file at ${e.MANDI_FCM_SERVICE_ACCOUNT_FILE}`,
    );
  }
  return {
    projectId: e.MANDI_FCM_PROJECT_ID,
    serviceAccountFile: e.MANDI_FCM_SERVICE_ACCOUNT_FILE,
    endpoint: e.MANDI_FCM_ENDPOINT,
    concurrency: e.MANDI_PUSH_CONCURRENCY,
  };
}

/** Beyond these an uploaded ZIP or workbook is refused before it is unpacked (lib/zip-guard.ts). */
export interface UnzipLimits {
  totalBytes: number;
  entryBytes: number;
  entries: number;
}

export interface S3Config {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}

export class ConfigError extends Error {}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function s3ConfigOf(e: Env): S3Config | undefined {
  if (!e.MANDI_S3_BUCKET) return undefined;
  if (!e.MANDI_S3_ACCESS_KEY_ID || !e.MANDI_S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid environment:\n  MANDI_S3_BUCKET needs MANDI_S3_ACCESS_KEY_ID and MANDI_S3_SECRET_ACCESS_KEY',
    );
  }
  const endpoint = trimSlash(e.MANDI_S3_ENDPOINT ?? `https://s3.${e.MANDI_S3_REGION}.amazonaws.com`);
  return {
    bucket: e.MANDI_S3_BUCKET,
    endpoint,
    region: e.MANDI_S3_REGION,
    accessKeyId: e.MANDI_S3_ACCESS_KEY_ID,
    secretAccessKey: e.MANDI_S3_SECRET_ACCESS_KEY,
    publicUrl: trimSlash(e.MANDI_S3_PUBLIC_URL ?? `${endpoint}/${e.MANDI_S3_BUCKET}`),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.MANDI_ADMIN_EMAIL) !== Boolean(e.MANDI_ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid environment:\n  MANDI_ADMIN_EMAIL and MANDI_ADMIN_PASSWORD go together');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.MANDI_DATA_DIR),
    adminEmail: e.MANDI_ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.MANDI_ADMIN_PASSWORD,
    seed: e.MANDI_SEED,
    sessionHours: e.MANDI_SESSION_HOURS,
    publicUrl: e.MANDI_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    uploadMaxBytes: Math.round(e.MANDI_UPLOAD_MAX_MB * 1024 * 1024),
    unzip: {
      totalBytes: Math.round(e.MANDI_UNZIP_MAX_MB * 1024 * 1024),
      entryBytes: Math.round(e.MANDI_UNZIP_ENTRY_MAX_MB * 1024 * 1024),
      entries: e.MANDI_UNZIP_MAX_ENTRIES,
    },
    trustProxyHops: e.MANDI_TRUST_PROXY_HOPS,
    s3: s3ConfigOf(e),
    logLevel: e.LOG_LEVEL,
    auditDays: e.MANDI_AUDIT_DAYS,
    fcm: fcmConfigOf(e),
    pushConcurrency: e.MANDI_PUSH_CONCURRENCY,
  };
}
