import { RISK_MESSAGES } from '@cre/underwriting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { type OpenApiDocument, responseChecker } from './helpers/openapi-responses.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

/** The risk card's settings (issue 28), every field away from its default. */
const SETTINGS = {
  tornadoMetric: 'dscr',
  runs: 2_500,
  seed: 9_007_199_254_740_991,
  variables: [
    { variable: 'vacancyRate', distribution: { kind: 'normal', mean: 5 + 1 / 3, sd: 1.5 } },
    { variable: 'exitCapRate', distribution: { kind: 'triangular', min: 6.5, mode: 7.25, max: 8 } },
    { variable: 'rentScale', distribution: { kind: 'uniform', min: 0.9, max: 1.1 } },
    { variable: 'interestRate', distribution: { kind: 'normal', sd: 0.1 + 0.2 } },
  ],
  irrTargets: [0, 8, 12.5],
};
const OTHER = { ...SETTINGS, tornadoMetric: 'npv', runs: 100_000, seed: -3, irrTargets: [15] };
const VACANCY = SETTINGS.variables[0]!;

/** A bad setting, the path of its first issue and its message. */
const BAD: Array<[string, Record<string, unknown>, string, string]> = [
  ['runs 0', { runs: 0 }, 'riskSettings.runs', RISK_MESSAGES.runs],
  ['runs 1.5', { runs: 1.5 }, 'riskSettings.runs', RISK_MESSAGES.runs],
  ['seed 1.5', { seed: 1.5 }, 'riskSettings.seed', RISK_MESSAGES.seed],
  [
    'an unknown variable',
    { variables: [{ variable: 'foo', distribution: { kind: 'normal', sd: 1 } }] },
    'riskSettings.variables.0.variable',
    RISK_MESSAGES.unknownVariable('foo'),
  ],
  [
    'a variable listed twice',
    { variables: [VACANCY, SETTINGS.variables[1], VACANCY] },
    'riskSettings.variables.2.variable',
    RISK_MESSAGES.twice('vacancyRate'),
  ],
  [
    'a triangular mode outside min..max',
    {
      variables: [{ variable: 'exitCapRate', distribution: { kind: 'triangular', min: 6, mode: 9, max: 8 } }],
    },
    'riskSettings.variables.0.distribution.mode',
    RISK_MESSAGES.mode('exitCapRate'),
  ],
  [
    'a triangular min above max',
    {
      variables: [{ variable: 'exitCapRate', distribution: { kind: 'triangular', min: 9, mode: 9, max: 8 } }],
    },
    'riskSettings.variables.0.distribution.max',
    RISK_MESSAGES.minMax('exitCapRate'),
  ],
  [
    'a uniform min above max',
    { variables: [{ variable: 'rentScale', distribution: { kind: 'uniform', min: 1.2, max: 0.8 } }] },
    'riskSettings.variables.0.distribution.max',
    RISK_MESSAGES.minMax('rentScale'),
  ],
  [
    'sd -1',
    { variables: [{ variable: 'vacancyRate', distribution: { kind: 'normal', sd: -1 } }] },
    'riskSettings.variables.0.distribution.sd',
    RISK_MESSAGES.sd('vacancyRate'),
  ],
  [
    'an unknown tornadoMetric',
    { tornadoMetric: 'roi' },
    'riskSettings.tornadoMetric',
    RISK_MESSAGES.unknownMetric('roi'),
  ],
];

describe.each(backends)("the risk card's settings on projects (%s)", (backend) => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ client: owner } = await registerUser(t, { verified: true }));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The project's stored settings, read back over REST. */
  const storedSettings = async (id: number) => json(await owner.get(`/api/properties/${id}`)).riskSettings;

  it('REST and tRPC store them exactly and every read returns them', async () => {
    const created = await owner.post(
      '/api/properties',
      samplePayload({ name: 'Risk REST', riskSettings: SETTINGS }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const project = json(created);
    expect(project.riskSettings).toEqual(SETTINGS);
    const id = project.id as number;
    expect(await storedSettings(id)).toEqual(SETTINGS);
    expect(json(await owner.get('/api/properties?limit=1'))[0].riskSettings).toEqual(SETTINGS);
    expect(json(await owner.get('/api/properties/recent')).riskSettings).toEqual(SETTINGS);
    const whole = json(await owner.get('/trpc/properties.list')).result.data;
    expect(whole.find((p: { id: number }) => p.id === id).riskSettings).toEqual(SETTINGS);
    const page = await owner.get(`/trpc/properties.page?input=${encodeURIComponent('{}')}`);
    expect(json(page).result.data.items.find((p: { id: number }) => p.id === id).riskSettings).toEqual(
      SETTINGS,
    );
    const got = await owner.get(`/trpc/properties.get?input=${encodeURIComponent(JSON.stringify({ id }))}`);
    expect(json(got).result.data.riskSettings).toEqual(SETTINGS);
    // every number to the last bit
    expect(Object.is(json(got).result.data.riskSettings.seed, Number.MAX_SAFE_INTEGER)).toBe(true);

    const viaTrpc = await owner.post(
      '/trpc/properties.save',
      samplePayload({ name: 'Risk tRPC', riskSettings: SETTINGS }),
    );
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(json(viaTrpc).result.data.riskSettings).toEqual(SETTINGS);
    const updated = await owner.post('/trpc/properties.save', samplePayload({ id, riskSettings: OTHER }));
    expect(json(updated).result.data.riskSettings).toEqual(OTHER);
    expect(await storedSettings(id)).toEqual(OTHER);
  });

  it('are null when left out; an update replaces them, and null or leaving them out clears them', async () => {
    const plain = json(await owner.post('/api/properties', samplePayload({ name: 'Risk none' })));
    expect(plain.riskSettings).toBeNull();
    const id = plain.id as number;
    const set = await owner.post('/api/properties', samplePayload({ id, riskSettings: SETTINGS }));
    expect(json(set).riskSettings).toEqual(SETTINGS);
    const cleared = await owner.post('/api/properties', samplePayload({ id, riskSettings: null }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await storedSettings(id)).toBeNull();
    await owner.post('/api/properties', samplePayload({ id, riskSettings: SETTINGS }));
    // like the ready targets and every input, an update overwrites: left out means the defaults
    const leftOut = await owner.post('/trpc/properties.save', samplePayload({ id }));
    expect(json(leftOut).result.data.riskSettings).toBeNull();
    expect(await storedSettings(id)).toBeNull();
    // fields left out of the settings take their defaults, stored as such
    const partial = json(
      await owner.post('/api/properties', samplePayload({ id, riskSettings: { runs: 500 } })),
    );
    expect(partial.riskSettings).toEqual({
      tornadoMetric: 'irr',
      runs: 500,
      seed: 1,
      variables: [],
      irrTargets: [0],
    });
  });

  it('share links and the account export carry them, and an import keeps them', async () => {
    const project = json(
      await owner.post('/api/properties', samplePayload({ name: 'Risk shared', riskSettings: SETTINGS })),
    );
    const share = json(await owner.post(`/api/properties/${project.id}/shares`, {}));
    const shared = json(await new Client(t.app, '10.9.9.7').get(`/api/shared/${share.token}`));
    expect(shared.project.riskSettings).toEqual(SETTINGS);
    const exported = json(await owner.get('/api/account/export'));
    const inExport = exported.projects.find((p: { id: number }) => p.id === project.id);
    expect(inExport.riskSettings).toEqual(SETTINGS);
    const { client: other } = await registerUser(t, { verified: true });
    const imported = await other.post('/api/account/import', { ...exported, projects: [inExport] });
    expect(imported.statusCode, imported.body).toBe(200);
    const copy = json(await other.get(`/api/properties/${json(imported).ids[0]}`));
    expect(copy.riskSettings).toEqual(SETTINGS);
    // an import with bad settings is refused whole, naming the project and the path
    const bad = { ...inExport, riskSettings: { ...SETTINGS, runs: 0 } };
    const refused = await other.post('/api/account/import', { ...exported, projects: [bad] });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).issues[0]).toEqual({
      path: 'projects.0.riskSettings.runs',
      message: `Project 1 ("Risk shared"): ${RISK_MESSAGES.runs}`,
    });
  });

  it('answer 400 (REST) and BAD_REQUEST (tRPC) with the rule message and its path for bad settings, storing nothing', async () => {
    const kept = json(
      await owner.post('/api/properties', samplePayload({ name: 'Risk kept', riskSettings: SETTINGS })),
    );
    for (const [what, patch, path, message] of BAD) {
      const riskSettings = { ...SETTINGS, ...patch };
      const body = samplePayload({ name: 'Bad risk', riskSettings });
      const rest = await owner.post('/api/properties', body);
      expect(rest.statusCode, what).toBe(400);
      expect(json(rest).message, what).toBe(message);
      expect(json(rest).issues[0], what).toEqual({ path, message });
      const viaTrpc = await owner.post('/trpc/properties.save', body);
      expect(viaTrpc.statusCode, what).toBe(400);
      const error = json(viaTrpc).error;
      expect(error.message, what).toBe(message);
      expect(error.data.code, what).toBe('BAD_REQUEST');
      expect(error.data.issues[0], what).toEqual({ path, message });
      // an update with them changes nothing either
      const update = await owner.post(
        '/api/properties',
        samplePayload({ id: kept.id, name: 'Bad risk', riskSettings }),
      );
      expect(update.statusCode, what).toBe(400);
    }
    for (const riskSettings of ['irr', 12, [SETTINGS], true]) {
      const res = await owner.post('/api/properties', samplePayload({ name: 'Bad risk', riskSettings }));
      expect(res.statusCode, JSON.stringify(riskSettings)).toBe(400);
      expect(json(res).issues[0].path).toBe('riskSettings');
    }
    const stored = await t.database.handle.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('name', '=', 'Bad risk')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
    expect(await storedSettings(kept.id)).toEqual(SETTINGS);
    expect(json(await owner.get(`/api/properties/${kept.id}`)).version).toBe(kept.version);
  });

  it('documents the field in the OpenAPI document, and answers as documented', async () => {
    const doc = json(await new Client(t.app).get('/api/openapi.json'));
    const save = doc.paths['/api/properties'].post.requestBody.content['application/json'].schema;
    const out = doc.components.schemas.Property;
    for (const schema of [save, out]) {
      expect(schema.properties.riskSettings?.description).toMatch(/risk card/);
      expect(JSON.stringify(schema.properties.riskSettings)).toContain('#/components/schemas/RiskSettings');
    }
    expect(doc.components.schemas.SharedProject.properties.riskSettings).toBeDefined();
    for (const name of ['RiskSettings', 'RiskSettingsInput']) {
      const settings = doc.components.schemas[name];
      expect(Object.keys(settings.properties)).toEqual([
        'tornadoMetric',
        'runs',
        'seed',
        'variables',
        'irrTargets',
      ]);
      for (const [key, field] of Object.entries(settings.properties)) {
        expect((field as { description?: string }).description, `${name}.${key}`).toBeTruthy();
      }
      expect(settings.properties.tornadoMetric.enum).toContain('lpIrr');
      expect(JSON.stringify(settings.properties.variables)).toContain('triangular');
    }
    // a request may leave every setting out (defaults); a response always has them all
    expect(doc.components.schemas.RiskSettingsInput.required ?? []).toEqual([]);
    expect(doc.components.schemas.RiskSettings.required).toHaveLength(5);
    const check = responseChecker(doc as OpenApiDocument);
    const res = await owner.post(
      '/api/properties',
      samplePayload({ name: 'Risk documented', riskSettings: SETTINGS }),
    );
    expect(check('POST', '/api/properties', res.statusCode, res.body)).toEqual([]);
    const read = await owner.get(`/api/properties/${json(res).id}`);
    expect(check('GET', '/api/properties/{id}', read.statusCode, read.body)).toEqual([]);
  });
});
