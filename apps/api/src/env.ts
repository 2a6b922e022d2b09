import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The broker shown on contact dialogs, footers and the thank-you page. */
export interface BrokerConfig {
  name: string;
  phone: string;
  email: string;
  license: string;
  address: string;
}

/** Validated configuration of the API process (every variable and its default: `.env.example`). */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Unset → embedded PGlite in `.data/pglite`; `memory://` → in-memory; `postgres://` → PostgreSQL. */
  databaseUrl: string | undefined;
  sessionSecret: string;
  smtpUrl: string | undefined;
  /** True when SMTP_URL is unset: emails go to the log and answers carry `developmentMode: true`. */
  developmentMode: boolean;
  appUrl: string;
  adminEmail: string;
  broker: BrokerConfig;
  cookieSecure: boolean;
  /** Directory of the built web app served with SPA fallback. */
  webDist: string;
  logLevel: string;
  /** Trust X-Forwarded-* headers (behind a load balancer). */
  trustProxy: boolean;
  /** Email sender address. */
  mailFrom: string;
}

/** Thrown when the environment cannot produce a valid configuration; the message says what to fix. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Sample broker values used when BROKER_* variables are unset. */
export const SAMPLE_BROKER: BrokerConfig = {
  name: 'Alex Morgan',
  phone: '(555) 555-0142',
  email: 'broker@example.com',
  license: 'CA DRE #02015871',
  address: '100 Market Street, Suite 400, San Francisco, CA 94105',
};

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
const booleanText = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], {
      error: 'must be one of true, false, 1, 0, yes, no',
    })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a port number (0-65535)' })
      .int({ error: 'must be a port number (0-65535)' })
      .min(0, { error: 'must be a port number (0-65535)' })
      .max(65535, { error: 'must be a port number (0-65535)' })
      .default(3000),
  ),
  HOST: optionalText,
  DATABASE_URL: optionalText,
  SESSION_SECRET: optionalText,
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_FROM: optionalText,
  APP_URL: z.preprocess(blankToUndefined, z.url({ error: 'must be an absolute URL' }).optional()),
  ADMIN_EMAIL: z.preprocess(
    blankToUndefined,
    z.email({ error: 'must be an email address' }).default('admin@example.com'),
  ),
  BROKER_NAME: optionalText,
  BROKER_PHONE: optionalText,
  BROKER_EMAIL: z.preprocess(blankToUndefined, z.email({ error: 'must be an email address' }).optional()),
  BROKER_LICENSE: optionalText,
  BROKER_ADDRESS: optionalText,
  COOKIE_SECURE: booleanText,
  TRUST_PROXY: booleanText,
  WEB_DIST: optionalText,
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

/** Options for {@link loadConfig}. */
export interface LoadConfigOptions {
  /** Where the development session secret is kept (default `<cwd>/.data`). */
  dataDir?: string;
}

/**
 * Reads and validates the environment. This is the only module that touches `process.env`.
 * Throws a {@link ConfigError} naming every invalid variable, or when production lacks SESSION_SECRET.
 *
 * @example
 * const config = loadConfig({ DATABASE_URL: 'memory://' });
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const sessionSecret = e.SESSION_SECRET ?? developmentSecret(isProduction, options.dataDir);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? '0.0.0.0',
    databaseUrl: e.DATABASE_URL,
    sessionSecret,
    smtpUrl: e.SMTP_URL,
    developmentMode: e.SMTP_URL === undefined,
    appUrl,
    adminEmail: e.ADMIN_EMAIL.trim().toLowerCase(),
    broker: {
      name: e.BROKER_NAME ?? SAMPLE_BROKER.name,
      phone: e.BROKER_PHONE ?? SAMPLE_BROKER.phone,
      email: e.BROKER_EMAIL ?? SAMPLE_BROKER.email,
      license: e.BROKER_LICENSE ?? SAMPLE_BROKER.license,
      address: e.BROKER_ADDRESS ?? SAMPLE_BROKER.address,
    },
    cookieSecure: e.COOKIE_SECURE ?? isProduction,
    webDist: resolve(packageDir, e.WEB_DIST ?? '../web/dist'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    mailFrom: e.SMTP_FROM ?? `CRE Sale Analyzer <no-reply@${new URL(appUrl).hostname}>`,
  };
}

function developmentSecret(isProduction: boolean, dataDir = join(process.cwd(), '.data')): string {
  if (isProduction) {
    throw new ConfigError(
      'SESSION_SECRET is required when NODE_ENV=production. Set it to a long random string, e.g. ' +
        "SESSION_SECRET=$(node -e \"console.log(require('crypto').randomBytes(32).toString('hex'))\")",
    );
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
