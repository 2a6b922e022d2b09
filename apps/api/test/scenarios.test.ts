import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

const DOWNSIDE = { name: 'Downside', overrides: { exitCapRate: 8, vacancyRate: 10, interestRate: 7.5 } };
const UPSIDE = { name: 'Upside', overrides: { rentEscalationRate: 4 } };

describe.each(backends)('scenario variants on projects (%s)', (backend) => {
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
    const scenarios = [DOWNSIDE, UPSIDE];
    const saved = json(await owner.post('/api/properties', samplePayload({ name: 'Scenarios', scenarios })));
    expect(saved.scenarios).toEqual(scenarios);
    expect(json(await owner.get(`/api/properties/${saved.id}`)).scenarios).toEqual(scenarios);
    const listed = json(await owner.get('/api/properties')).find((p: { id: number }) => p.id === saved.id);
    expect(listed.scenarios).toEqual(scenarios);
    const page = await owner.get(`/trpc/properties.page?input=${encodeURIComponent(JSON.stringify({}))}`);
    const item = json(page).result.data.items.find((p: { id: number }) => p.id === saved.id);
    expect(item.scenarios).toEqual(scenarios);
    const got = await owner.get(
      `/trpc/properties.get?input=${encodeURIComponent(JSON.stringify({ id: saved.id }))}`,
    );
    expect(json(got).result.data.scenarios).toEqual(scenarios);
  });

  it('are kept by a save that leaves them out, replaced by one that sends them, deleted by []', async () => {
    const saved = json(await owner.post('/api/properties', samplePayload({ scenarios: [DOWNSIDE] })));
    const kept = json(
      await owner.post('/api/properties', samplePayload({ id: saved.id, purchasePrice: 2_000_000 })),
    );
    expect(kept.scenarios).toEqual([DOWNSIDE]);
    const replaced = await owner.post(
      '/trpc/properties.save',
      samplePayload({ id: saved.id, scenarios: [UPSIDE] }),
    );
    expect(json(replaced).result.data.scenarios).toEqual([UPSIDE]);
    const none = json(await owner.post('/api/properties', samplePayload({ id: saved.id, scenarios: [] })));
    expect(none.scenarios).toEqual([]);
  });

  it('refuses an invalid variant with the field’s own message at its path (400), writing nothing', async () => {
    const saved = json(await owner.post('/api/properties', samplePayload({ scenarios: [DOWNSIDE] })));
    const cases: [unknown, string, string][] = [
      [
        [{ name: 'Bad', overrides: { vacancyRate: 120 } }],
        'scenarios.0.overrides.vacancyRate',
        'Vacancy rate must be between 0% and 100%',
      ],
      [
        [DOWNSIDE, { name: 'Bad', overrides: { exitCapRate: 0 } }],
        'scenarios.1.overrides.exitCapRate',
        'Exit cap rate must be between 0.1% and 50%',
      ],
      [[{ name: ' ', overrides: {} }], 'scenarios.0.name', 'Scenario name is required'],
      [
        [{ name: 'base', overrides: {} }],
        'scenarios.0.name',
        "Base is the project's own inputs: choose another name",
      ],
      [[DOWNSIDE, { ...DOWNSIDE }], 'scenarios.1.name', 'Scenario names must be unique'],
      [
        [{ name: 'X', overrides: { tenantLeases: 1 } }],
        'scenarios.0.overrides.tenantLeases',
        'The rent roll cannot be changed in a scenario',
      ],
      [
        ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name, overrides: {} })),
        'scenarios',
        'A project holds at most 6 scenarios: Base and 5 variants',
      ],
    ];
    for (const [scenarios, path, message] of cases) {
      const res = await owner.post('/api/properties', samplePayload({ id: saved.id, scenarios }));
      expect(res.statusCode, message).toBe(400);
      expect(json(res).message).toBe(message);
      expect(json(res).issues).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect(json(await owner.get(`/api/properties/${saved.id}`)).scenarios).toEqual([DOWNSIDE]);
  });
});
