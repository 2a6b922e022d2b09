import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { waitUntil } from '@cre/vitest-config/wait-until';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { registerVerified, startAppProcess } from './helpers/app-process.js';
import { availableBackends, createTestDatabase, type TestDatabase } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

/** One parsed HTTP/1.1 response read off a raw socket. */
interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads `count` responses (Content-Length bodies) from `socket`, in order. */
function readResponses(socket: Socket, count: number): Promise<RawResponse[]> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const responses: RawResponse[] = [];
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (buffer.length < end + 4 + length) return;
        const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
        buffer = buffer.subarray(end + 4 + length);
        responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
        if (responses.length === count) return resolve(responses);
      }
    });
    socket.on('error', reject);
    socket.on('close', () =>
      reject(new Error(`socket closed after ${responses.length} of ${count} responses`)),
    );
  });
}

/** An HTTP/1.1 request as bytes. */
function rawRequest(method: string, path: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries({
    host: '127.0.0.1',
    ...headers,
    'content-length': String(Buffer.byteLength(body)),
  });
  return `${method} ${path} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`;
}

describe.runIf(backends.includes('postgres'))('graceful shutdown (PostgreSQL, a real server process)', () => {
  let database: TestDatabase;
  let locker: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
  }, 60_000);
  afterAll(async () => {
    await locker?.end();
    await database?.drop();
  });

  it('on SIGTERM stops taking connections, finishes the save in flight (stored), answers /api/ready 503, then exits 0', async () => {
    const app = await startAppProcess({
      DATABASE_URL: database.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'shutdown-admin@example.com',
    });
    onTestFinished(() => {
      if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
    });
    const session = await registerVerified(app.url, 'shutdown-owner@example.com', 'shutdown-pass-1');
    const created = await session.call(app.url, 'POST', '/api/properties', samplePayload({ name: 'Before' }));
    expect(created.status).toBe(200);
    const id = Number(created.body?.id);

    // Another transaction holds the project's row: the save will wait for it, in flight.
    await locker.query('begin');
    await locker.query('select id from properties where id = $1 for update', [id]);
    const save = JSON.stringify(samplePayload({ id, name: 'Saved during shutdown' }));
    const saveRequest = rawRequest(
      'POST',
      '/api/properties',
      { cookie: session.cookie, 'content-type': 'application/json' },
      save,
    );
    const socket = connect(app.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const answers = readResponses(socket, 2);
    socket.write(saveRequest);
    await waitUntil(
      async () =>
        (
          await locker.query(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          )
        ).rows[0].n > 0,
      {
        timeout: 10_000,
        interval: 50,
        message: 'the save waits for the row lock',
      },
    );

    app.child.kill('SIGTERM');
    // No new connections once it is draining; the process stays up while the save is in flight.
    await waitUntil(
      () =>
        fetch(`${app.url}/api/health`).then(
          () => false,
          () => true,
        ),
      { timeout: 5000, interval: 50, message: 'new connections are refused' },
    );
    expect(app.child.exitCode).toBeNull();
    // A probe on the open connection (pipelined behind the save) is told the server is going away.
    socket.write(rawRequest('GET', '/api/ready', {}));

    await locker.query('rollback');
    const [saved, ready] = await answers;
    expect(saved?.status).toBe(200);
    expect(JSON.parse(saved?.body ?? '{}').name).toBe('Saved during shutdown');
    expect(ready?.status).toBe(503);
    expect(JSON.parse(ready?.body ?? '{}')).toMatchObject({
      status: 'error',
      message: 'The server is shutting down',
      requestId: ready?.headers['x-request-id'],
    });
    expect(await app.exited).toBe(0);
    const stored = await locker.query('select name from properties where id = $1', [id]);
    expect(stored.rows[0].name).toBe('Saved during shutdown');
  }, 90_000);
});
