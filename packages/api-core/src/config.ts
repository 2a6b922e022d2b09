/**
 * The configuration the procedures read. The API app (`apps/api/src/env.ts`) validates the
 * environment into this shape; this package only declares it.
 */

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
  /**
   * Which proxies' X-Forwarded-For entries to believe: `false` (none: the socket address is the
   * client), a hop count (that many proxies, each appending the address it saw), or the proxies'
   * addresses/CIDRs. Never "every hop": that would let a client forge its address.
   */
  trustProxy: TrustProxy;
  /** Email sender address. */
  mailFrom: string;
  /** Whether the server keeps Prometheus metrics and serves `GET /metrics` (METRICS, default true). */
  metricsEnabled: boolean;
  /**
   * Bearer token `GET /metrics` requires (METRICS_TOKEN); undefined: metrics are served only to
   * requests from the loopback address that carry no forwarding header.
   */
  metricsToken: string | undefined;
  /** Requests slower than this (ms) are logged at warn with their database time (SLOW_REQUEST_MS; 0: never). */
  slowRequestMs: number;
}

/** `TRUST_PROXY` parsed: off, a hop count, or a list of proxy addresses/CIDRs (docs/security.md). */
export type TrustProxy = false | { hops: number } | { addresses: string[] };
