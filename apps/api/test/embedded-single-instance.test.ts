import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AppProcess,
  freePort,
  registerVerified,
  spawnAppProcess,
  startAppProcess,
} from './helpers/app-process.js';
import { samplePayload } from './helpers/payload.js';

const folder = mkdtempSync(join(tmpdir(), 'cre-embedded-'));
const running: AppProcess[] = [];
afterAll(async () => {
  for (const app of running) app.child.kill('SIGKILL');
  await Promise.all(running.map((app) => app.exited));
  rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database with a second instance started on the same folder', () => {
  it('refuses the second instance without opening the database, and keeps every acknowledged save through a SIGKILL of the first', async () => {
    const env = {
      PGLITE_DIR: join(folder, 'pglite'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'embedded-admin@example.com',
    };
    const first = await startAppProcess(env);
    running.push(first);
    const analyst = await registerVerified(first.url, 'analyst@example.com', 'embedded-1');

    // A second `pnpm start` on the same port stops at the port, before the database.
    const samePort = spawnAppProcess(env, first.port);
    running.push(samePort);
    expect(await samePort.exited).toBe(1);
    expect(samePort.log.join('')).toContain(
      `CRE Sale Analyzer cannot start: Port ${first.port} on 127.0.0.1 is already in use`,
    );
    // On another port it stops at the data directory's lock, naming the folder and the holder.
    const otherPort = spawnAppProcess(env, await freePort());
    running.push(otherPort);
    expect(await otherPort.exited).toBe(1);
    expect(otherPort.log.join('')).toContain(
      `CRE Sale Analyzer cannot start: The embedded database in ${env.PGLITE_DIR} is already open in process ${first.child.pid} (`,
    );

    // Saves go on while the first instance is killed outright.
    const acknowledged: { id: number; name: string }[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Deal ${worker}-${i}`;
        const res = await analyst
          .call(first.url, 'POST', '/api/properties', samplePayload({ name }))
          .catch(() => null);
        if (res?.status === 200) acknowledged.push({ id: Number(res.body?.id), name });
        else if (res === null) return;
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    stop = true;
    await Promise.all(writers);

    // The restart opens the folder and finds every acknowledged save.
    const restarted = await startAppProcess(env);
    running.push(restarted);
    const again = await registerVerified(restarted.url, 'second@example.com', 'embedded-2');
    expect(again.cookie).not.toBe('');
    const login = await analyst.call(restarted.url, 'POST', '/api/login', {
      email: 'analyst@example.com',
      password: 'embedded-1',
    });
    expect(login.status).toBe(200);
    const list = await analyst.call(restarted.url, 'GET', '/api/properties?limit=200');
    const saved = new Map(
      (list.body as unknown as { id: number; name: string }[]).map((p) => [p.id, p.name] as const),
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    for (const { id, name } of acknowledged) expect(saved.get(id)).toBe(name);
  }, 180_000);
});
