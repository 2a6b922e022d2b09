import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

describe.each(backends)("goal seek's ready-answer targets on projects (%s)", (backend) => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ client: owner } = await registerUser(t, { verified: true }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('are saved with the project and come back from save, get, list, page and tRPC alike', async () => {
    const readyTargets = { irr: 12.5, dscr: 1.4, cashOnCash: 7 };
    const saved = json(await owner.post('/api/properties', samplePayload({ name: 'Targets', readyTargets })));
    expect(saved.readyTargets).toEqual(readyTargets);
    expect(json(await owner.get(`/api/properties/${saved.id}`)).readyTargets).toEqual(readyTargets);
    const listed = json(await owner.get('/api/properties')).find((p: { id: number }) => p.id === saved.id);
    expect(listed.readyTargets).toEqual(readyTargets);
    const page = await owner.get(`/trpc/properties.page?input=${encodeURIComponent(JSON.stringify({}))}`);
    const item = json(page).result.data.items.find((p: { id: number }) => p.id === saved.id);
    expect(item.readyTargets).toEqual(readyTargets);
    const updated = await owner.post('/trpc/properties.save', {
      ...samplePayload({ name: 'Targets' }),
      id: saved.id,
      readyTargets: { irr: 18, dscr: 1.2, cashOnCash: 9 },
    });
    expect(json(updated).result.data.readyTargets).toEqual({ irr: 18, dscr: 1.2, cashOnCash: 9 });
  });

  it('are null for a project saved without them (the defaults)', async () => {
    const saved = json(await owner.post('/api/properties', samplePayload({ name: 'No targets' })));
    expect(saved.readyTargets).toBeNull();
  });

  it('refuses a target that is not a number in range (400)', async () => {
    for (const readyTargets of [
      { irr: '15', dscr: 1.25, cashOnCash: 8 },
      { irr: 15, dscr: -1, cashOnCash: 8 },
      { irr: 15, dscr: 1.25 },
    ]) {
      const res = await owner.post('/api/properties', samplePayload({ readyTargets }));
      expect(res.statusCode, JSON.stringify(readyTargets)).toBe(400);
    }
  });
});
