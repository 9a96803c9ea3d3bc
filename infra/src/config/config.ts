import { z } from 'zod';
import { hostTimeZone, isTimeZone } from '../clock.ts';
import { parseTrustProxy } from './trust-proxy.ts';

/**
 * Every deployable parses its environment once, here, and gets every missing or bad key listed
 * at once, so a bad deployment fails at start with the whole list. Nothing branches on NODE_ENV.
 */
/** An unset or empty variable both mean "not given". */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const AppConfig = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
    /** Longest a request waits for a free database connection before answering 503. */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
    /** How long a GET waits for the projections to pass the caller's consistency token. */
    CONSISTENCY_WAIT_MS: z.coerce.number().int().min(0).max(30000).default(2000),
    /** /readyz answers 503 while a projection is behind the log and has not moved for longer than this. */
    READY_MAX_LAG_S: z.coerce.number().int().min(1).max(86_400).default(30),
    /** Seconds between passes that assign due required training to its people; 0: no passes. */
    REQUIREMENT_ASSIGN_INTERVAL_S: z.coerce.number().int().min(0).max(86_400).default(300),
    /** The site's IANA time zone: what "today" means for dates users enter (an incident not after today). */
    TIME_ZONE: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .default(hostTimeZone)
        .refine(isTimeZone, 'Unknown time zone: use an IANA name such as Europe/Berlin'),
    ),
    /** Shown on every screen's help; demo mode falls back to the fictitious demo contacts below. */
    SAFETY_HOTLINE: optionalText.pipe(z.string().max(40).optional()),
    SAFETY_EMAIL: optionalText.pipe(z.email().max(254).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** demo: sample accounts and data on first start. production: none; the first administrator comes from ADMIN_*. */
    APP_MODE: z.enum(['demo', 'production']).default('demo'),
    /** The password of every demo account (demo mode only). */
    DEMO_PASSWORD: z.string().min(8).default('demo-safety-2026'),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText,
    ADMIN_EMAIL: optionalText,
    ADMIN_FIRST_NAME: optionalText,
    ADMIN_LAST_NAME: optionalText,
    /** Which proxies' X-Forwarded-For/-Proto count (client address for throttle and audit, https). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const trust = parseTrustProxy(value);
        if (typeof trust === 'object' && 'error' in trust) {
          ctx.addIssue({ code: 'custom', message: trust.error });
          return z.NEVER;
        }
        return trust;
      }),
    /** Daily upload quota per user (UTC days), documents and new versions together. */
    UPLOAD_FILES_PER_DAY: z.coerce.number().int().min(1).default(100),
    UPLOAD_MB_PER_DAY: z.coerce.number().int().min(10).default(200),
    /** Administrators keep the library, so they get a higher quota rather than none. */
    ADMIN_UPLOAD_FILES_PER_DAY: z.coerce.number().int().min(1).default(500),
    ADMIN_UPLOAD_MB_PER_DAY: z.coerce.number().int().min(10).default(1000),
    /** Upload requests per user and minute, counted in PostgreSQL across instances. */
    UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Kafka bootstrap servers, comma-separated. When set, the relay publishes the log to them. */
    KAFKA_BROKERS: optionalText,
    KAFKA_TOPIC: z.string().min(1).default('hs.events'),
    /** Partitions of the topic when the relay creates it. */
    KAFKA_PARTITIONS: z.coerce.number().int().min(1).max(1000).default(6),
    KAFKA_GROUP_ID: z.string().min(1).default('hs-projections'),
    /** How soon the group notices a worker that died and hands its partitions to the others. */
    KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(6000).max(300000).default(10000),
    /** Where per-stream read models get their events: the ordered log, or the Kafka topic. */
    PROJECTION_SOURCE: z.enum(['log', 'kafka']).default('log'),
    EVENT_STORE: z.enum(['postgres', 'kurrentdb']).default('postgres'),
    /** A global-chain checkpoint is recorded after this many new events (docs/architecture.md). */
    AUDIT_CHECKPOINT_EVERY_EVENTS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    /** ...or after this many minutes when there are new events at all. */
    AUDIT_CHECKPOINT_EVERY_MINUTES: z.coerce.number().min(0.01).max(10_080).default(10),
    /** The HMAC key of exported checkpoint files; default: the key file `audit-export-key` in DATA_DIR. */
    AUDIT_EXPORT_KEY: optionalText.pipe(z.string().min(32).optional()),
    /** The master key of personal data (base64 of 32 bytes); default: the key file `data-key` in DATA_DIR. */
    DATA_KEY: optionalText.pipe(z.base64().length(44, 'the base64 of 32 bytes').optional()),
    /** For EVENT_STORE=kurrentdb, e.g. kurrentdb://127.0.0.1:2113?tls=false */
    KURRENTDB_URL: optionalText,
    /** The SMTP server notifications are sent through (smtp://user:pass@host:587, smtps://...); unset: none is sent. */
    SMTP_URL: optionalText.pipe(
      z
        .url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587' })
        .optional(),
    ),
    /** The sender of notification mails, e.g. "Safety Hub <safety@example.com>"; needed with SMTP_URL. */
    MAIL_FROM: optionalText.pipe(z.string().max(320).optional()),
    /** The address people open the app at, for the links in mails; default http://HOST:PORT. */
    APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  })
  .superRefine((config, ctx) => {
    if (config.SMTP_URL && !config.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'needed when SMTP_URL is set' });
    }
  });
export type AppConfig = z.infer<typeof AppConfig>;

/** Fictitious contacts (a 555 number, an example.com address) for demo sites only. */
export const DEMO_SAFETY_HOTLINE = '1-800-555-0147';
export const DEMO_SAFETY_EMAIL = 'safety@safetyhub.example.com';

/** The safety contacts the screens show: the settings, or in demo mode the fictitious ones. */
export const safetyContactsOf = (config: Pick<AppConfig, 'APP_MODE' | 'SAFETY_HOTLINE' | 'SAFETY_EMAIL'>) => {
  const demo = config.APP_MODE === 'demo';
  return {
    safetyHotline: config.SAFETY_HOTLINE ?? (demo ? DEMO_SAFETY_HOTLINE : null),
    safetyEmail: config.SAFETY_EMAIL ?? (demo ? DEMO_SAFETY_EMAIL : null),
  };
};

/** The base of links in mails: APP_URL, else this server's own address (127.0.0.1 for "every interface"). */
export const appUrlOf = (config: Pick<AppConfig, 'APP_URL' | 'HOST' | 'PORT'>): string => {
  if (config.APP_URL) return config.APP_URL.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
};

export class ConfigError extends Error {}

export const parseConfig = <Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined> = process.env,
): z.infer<Schema> => {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
};
