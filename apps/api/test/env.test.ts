import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SAMPLE_BROKER } from '../src/env.js';

describe('loadConfig', () => {
  it('works with no configuration at all (embedded database, development-mode email)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cre-env-'));
    const config = loadConfig({}, { dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      developmentMode: true,
      appUrl: 'http://localhost:3000',
      adminEmail: 'admin@example.com',
      broker: SAMPLE_BROKER,
      cookieSecure: false,
    });
    expect(config.webDist).toBe(resolve(import.meta.dirname, '../../web/dist'));
    const stored = readFileSync(join(dataDir, 'session-secret'), 'utf8').trim();
    expect(config.sessionSecret).toBe(stored);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}, { dataDir }).sessionSecret).toBe(stored);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/cre',
      SESSION_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://user:pass@mail:1025',
      APP_URL: 'https://cre.example.com/',
      ADMIN_EMAIL: 'Boss@Example.com',
      BROKER_NAME: 'Sam Broker',
      BROKER_PHONE: '(805) 555-0100',
      BROKER_EMAIL: 'sam@example.com',
      BROKER_LICENSE: 'DRE #123',
      BROKER_ADDRESS: '1 Main St',
      COOKIE_SECURE: 'true',
      NODE_ENV: 'production',
      WEB_DIST: '/srv/web',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/cre',
      developmentMode: false,
      appUrl: 'https://cre.example.com',
      adminEmail: 'boss@example.com',
      broker: {
        name: 'Sam Broker',
        phone: '(805) 555-0100',
        email: 'sam@example.com',
        license: 'DRE #123',
        address: '1 Main St',
      },
      cookieSecure: true,
      isProduction: true,
      webDist: '/srv/web',
    });
    expect(loadConfig({ PORT: '4000', SESSION_SECRET: 'x'.repeat(32) }).appUrl).toBe('http://localhost:4000');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        ADMIN_EMAIL: 'boss@example.com',
        COOKIE_SECURE: 'false',
      }).cookieSecure,
    ).toBe(false);
  });

  it('fails with a clear message when production has no SESSION_SECRET', () => {
    const env = { NODE_ENV: 'production', ADMIN_EMAIL: 'boss@example.com' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET: is required when NODE_ENV=production/);
  });

  it('production needs a SESSION_SECRET of at least 32 characters and an ADMIN_EMAIL', () => {
    const base = { NODE_ENV: 'production', ADMIN_EMAIL: 'boss@example.com' };
    expect(() => loadConfig({ ...base, SESSION_SECRET: 'x' })).toThrow(
      /SESSION_SECRET: must be at least 32 characters when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...base, SESSION_SECRET: 'x'.repeat(31) })).toThrow(ConfigError);
    expect(loadConfig({ ...base, SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      'Invalid configuration:\n  ADMIN_EMAIL: is required when NODE_ENV=production (the address of the administrator account, which must be verified by email)',
    );
    // Outside production the default stays, and a short secret is the developer's business.
    expect(loadConfig({ NODE_ENV: 'development', SESSION_SECRET: 'x' }).adminEmail).toBe('admin@example.com');
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, never as "trust every hop"', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).trustProxy).toBe(false);
    expect(loadConfig({ ...secret, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...secret, TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(
      loadConfig({ ...secret, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).trustProxy,
    ).toEqual({
      addresses: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback'],
    });
    expect(() => loadConfig({ ...secret, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would trust every hop, so any client could forge X-Forwarded-For/,
    );
    expect(() => loadConfig({ ...secret, TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toThrow(
      'TRUST_PROXY: not a hop count, IP address, CIDR or one of loopback, linklocal, uniquelocal: "10.0.0.0/33", "proxy.local"',
    );
    expect(() => loadConfig({ ...secret, TRUST_PROXY: '99' })).toThrow(
      'TRUST_PROXY: a hop count must be between 1 and 20',
    );
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', SMTP_URL: 'http://x', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
  });
});
