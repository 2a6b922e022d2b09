import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrokerConfig, Config, TrustProxy } from '@cre/api-core';
import { z } from 'zod';

export type { BrokerConfig, Config, TrustProxy };

/** Shortest METRICS_TOKEN accepted. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

/** SLOW_REQUEST_MS when unset: requests over one second are logged as slow. */
export const DEFAULT_SLOW_REQUEST_MS = 1000;

/** Shortest SESSION_SECRET accepted in production. */
export const MIN_SESSION_SECRET_LENGTH = 32;

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
  ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email({ error: 'must be an email address' }).optional()),
  BROKER_NAME: optionalText,
  BROKER_PHONE: optionalText,
  BROKER_EMAIL: z.preprocess(blankToUndefined, z.email({ error: 'must be an email address' }).optional()),
  BROKER_LICENSE: optionalText,
  BROKER_ADDRESS: optionalText,
  COOKIE_SECURE: booleanText,
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().trim().optional()),
  WEB_DIST: optionalText,
  METRICS: booleanText,
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(MIN_METRICS_TOKEN_LENGTH, {
        error: `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters (a long random string)`,
      })
      .optional(),
  ),
  SLOW_REQUEST_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds (0 turns it off)' })
      .int({ error: 'must be a whole number of milliseconds (0 turns it off)' })
      .min(0, { error: 'must be a whole number of milliseconds (0 turns it off)' })
      .default(DEFAULT_SLOW_REQUEST_MS),
  ),
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
 * Throws a {@link ConfigError} naming every invalid variable, or when production lacks SESSION_SECRET
 * (at least 32 characters) or ADMIN_EMAIL.
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
  const problems: string[] = [];
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, problems);
  if (isProduction && e.ADMIN_EMAIL === undefined) {
    problems.push(
      '  ADMIN_EMAIL: is required when NODE_ENV=production (the address of the administrator account, which must be verified by email)',
    );
  }
  if (isProduction && e.SESSION_SECRET === undefined) {
    problems.push(
      `  SESSION_SECRET: is required when NODE_ENV=production. Set it to a long random string (at least ${MIN_SESSION_SECRET_LENGTH} characters), e.g. ${GENERATE_SECRET_HINT}`,
    );
  } else if (
    isProduction &&
    e.SESSION_SECRET !== undefined &&
    e.SESSION_SECRET.length < MIN_SESSION_SECRET_LENGTH
  ) {
    problems.push(
      `  SESSION_SECRET: must be at least ${MIN_SESSION_SECRET_LENGTH} characters when NODE_ENV=production (${GENERATE_SECRET_HINT})`,
    );
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const sessionSecret = e.SESSION_SECRET ?? developmentSecret(options.dataDir);
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
    adminEmail: (e.ADMIN_EMAIL ?? DEVELOPMENT_ADMIN_EMAIL).trim().toLowerCase(),
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
    trustProxy,
    mailFrom: e.SMTP_FROM ?? `CRE Sale Analyzer <no-reply@${new URL(appUrl).hostname}>`,
    metricsEnabled: e.METRICS ?? true,
    metricsToken: e.METRICS_TOKEN,
    slowRequestMs: e.SLOW_REQUEST_MS,
  };
}

/** ADMIN_EMAIL outside production when unset. */
export const DEVELOPMENT_ADMIN_EMAIL = 'admin@example.com';

const GENERATE_SECRET_HINT =
  "SESSION_SECRET=$(node -e \"console.log(require('crypto').randomBytes(32).toString('hex'))\")";

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for `10.0.0.0/8`, `fd00::/8` and the like. */
function isCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || prefix === undefined || extra !== undefined || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Parses TRUST_PROXY: unset/false → no proxy; a whole number 1..20 → that many proxy hops; otherwise
 * a comma-separated list of proxy addresses, CIDRs or the names loopback, linklocal, uniquelocal.
 * `true` is refused: trusting every hop lets any client forge X-Forwarded-For.
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === '' || value === 'false' || value === '0' || value === 'no')
    return false;
  if (value === 'true' || value === 'yes') {
    problems.push(
      '  TRUST_PROXY: "true" would trust every hop, so any client could forge X-Forwarded-For and escape the rate limits; ' +
        'set the number of proxies in front of the app (e.g. TRUST_PROXY=1) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    );
    return false;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 20) return { hops };
    problems.push('  TRUST_PROXY: a hop count must be between 1 and 20');
    return false;
  }
  const addresses = value.split(',').map((a) => a.trim());
  const invalid = addresses.filter((a) => !(isIP(a) || isCidr(a) || NAMED_RANGES.has(a)));
  if (invalid.length) {
    problems.push(
      `  TRUST_PROXY: not a hop count, IP address, CIDR or one of loopback, linklocal, uniquelocal: ${invalid.map((a) => JSON.stringify(a)).join(', ')}`,
    );
    return false;
  }
  return { addresses };
}

function developmentSecret(dataDir = join(process.cwd(), '.data')): string {
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
