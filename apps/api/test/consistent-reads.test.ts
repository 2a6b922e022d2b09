import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

/** A save whose name, rent roll and scenario all carry `tag`, with `leases` leases. */
function taggedPayload(id: number, tag: string, leases: number) {
  const [lease] = samplePayload().tenantLeases as Record<string, unknown>[];
  return samplePayload({
    id,
    name: `Save ${tag}`,
    tenantLeases: Array.from({ length: leases }, (_, i) => ({ ...lease, tenantName: `${tag} tenant ${i}` })),
    scenarios: [{ name: `${tag} case`, overrides: { vacancyRate: leases } }],
  });
}

interface ReadProject {
  name: string;
  tenantLeases: { tenantName: string }[];
  scenarios: { name: string }[];
}

/** The tag of a project read back when everything in it comes from one save; null when torn. */
function tagOf(project: ReadProject): string | null {
  const tag = project.name.replace('Save ', '');
  const leases = tag === 'A' ? 3 : 7;
  const whole =
    project.tenantLeases.length === leases &&
    project.tenantLeases.every((l) => l.tenantName.startsWith(`${tag} tenant`)) &&
    project.scenarios.length === 1 &&
    project.scenarios[0]?.name === `${tag} case`;
  return whole ? tag : null;
}

describe.each(backends)('reads during concurrent saves (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/properties/:id and GET /api/shared/:token always return one save, never a mix of two', async () => {
    const owner = await registerUser(t, { verified: true });
    const created = json(await owner.client.post('/api/properties', samplePayload({ name: 'Save A' })));
    const id = created.id as number;
    expect((await owner.client.post('/api/properties', taggedPayload(id, 'A', 3))).statusCode).toBe(200);
    const share = json(await owner.client.post(`/api/properties/${id}/shares`, {}));
    // A new address each read: the link's rate limit (60 a minute per address) is not under test.
    let visitors = 0;
    const visitor = () => new Client(t.app, `198.51.${Math.floor(++visitors / 250)}.${visitors % 250}`);

    let saving = true;
    const saves = (async () => {
      try {
        for (let i = 0; i < 60; i++) {
          const res = await owner.client.post(
            '/api/properties',
            taggedPayload(id, i % 2 ? 'A' : 'B', i % 2 ? 3 : 7),
          );
          expect(res.statusCode, res.body).toBe(200);
        }
      } finally {
        saving = false;
      }
    })();
    const torn: string[] = [];
    const seen = new Set<string>();
    let reads = 0;
    const reader = async (path: () => Promise<{ statusCode: number; body: string }>, shared = false) => {
      while (saving) {
        // inject() on the in-process database may never leave the microtask queue: let timers run.
        await new Promise((resolve) => setImmediate(resolve));
        const res = await path();
        if (res.statusCode !== 200) saving = false;
        expect(res.statusCode, res.body).toBe(200);
        const body = JSON.parse(res.body);
        const project = (shared ? body.project : body) as ReadProject;
        const tag = tagOf(project);
        reads++;
        if (tag) seen.add(tag);
        else
          torn.push(`${project.name}: ${project.tenantLeases.length} leases, ${project.scenarios[0]?.name}`);
      }
    };
    await Promise.all([
      saves,
      reader(() => owner.client.get(`/api/properties/${id}`)),
      reader(() => owner.client.get(`/api/properties/${id}`)),
      reader(() => visitor().get(`/api/shared/${share.token}`), true),
    ]);
    expect(reads).toBeGreaterThan(20);
    expect(torn).toEqual([]);
    expect([...seen].sort()).toEqual(['A', 'B']);
  }, 40_000);
});
