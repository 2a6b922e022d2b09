import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import { SERVER_TIMEOUTS } from '../src/http/timeouts.js';

const SHORT = { requestMs: 1500, headersMs: 800, keepAliveMs: 600, idleSocketMs: 5000, checkIntervalMs: 200 };

function config() {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    WEB_DIST: '/nonexistent-web-dist',
    LOG_LEVEL: 'silent',
  });
}

/** Opens a socket to the app; resolves with what the server sent and the ms until it closed. */
function open(port: number): { socket: Socket; closed: Promise<{ ms: number; data: string }> } {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk) => {
    data += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<{ ms: number; data: string }>((resolve) =>
    socket.on('close', () => resolve({ ms: Date.now() - started, data })),
  );
  return { socket, closed };
}

describe('connection and request timeouts', () => {
  let app: FastifyInstance;
  let port: number;
  let trickle: NodeJS.Timeout | undefined;
  beforeAll(async () => {
    app = await buildApp(config(), { logger: false, caches: false, timeouts: SHORT });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    clearInterval(trickle);
    await app.close();
  });

  it('production limits: request 30 s, headers 10 s, keep-alive 65 s', async () => {
    expect(SERVER_TIMEOUTS).toMatchObject({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 65_000 });
    const prod = await buildApp(config(), { logger: false, caches: false });
    try {
      expect(prod.server.requestTimeout).toBe(30_000);
      expect(prod.server.headersTimeout).toBe(10_000);
      expect(prod.server.keepAliveTimeout).toBe(65_000);
      expect(prod.server.timeout).toBe(120_000);
    } finally {
      await prod.close();
    }
  });

  it('closes a request whose body trickles in one byte at a time (408)', async () => {
    const { socket, closed } = open(port);
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    trickle = setInterval(() => socket.write(' '), 200);
    const { ms, data } = await closed;
    clearInterval(trickle);
    expect(data).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(SHORT.requestMs - 100);
    expect(ms).toBeLessThan(SHORT.requestMs + 2000);
  });

  it('closes a connection whose headers never end (408)', async () => {
    const { socket, closed } = open(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const { ms, data } = await closed;
    expect(data).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(SHORT.headersMs + 2000);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { socket, closed } = open(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { ms, data } = await closed;
    expect(data).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeGreaterThanOrEqual(SHORT.keepAliveMs - 100);
    expect(ms).toBeLessThan(SHORT.keepAliveMs + 2000);
  });
});
