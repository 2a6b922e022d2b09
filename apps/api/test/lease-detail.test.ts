import { type AnalysisInput, analyze } from '@cre/underwriting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { type OpenApiDocument, responseChecker } from './helpers/openapi-responses.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

/** The lease detail of underwriting.md 11.1 on the sample's two leases: every field set on one. */
const DETAIL = [
  {
    suite: 'Suite 101',
    rentSteps: [
      { date: '2026-03-01', rentPerSqft: 33.75 },
      { date: '2028-03-01', rentPerSqft: 35.125 },
    ],
    recoveryType: 'base-year',
    marketRentPerSqft: 36.5,
  },
  { suite: '', rentSteps: [], recoveryType: 'gross', marketRentPerSqft: null },
] as const;

type Lease = Record<string, unknown>;
const sampleLeases = () => samplePayload().tenantLeases as Lease[];
/** The sample payload with the lease detail, plus `overrides`. */
const detailedPayload = (overrides: Record<string, unknown> = {}) =>
  samplePayload({
    tenantLeases: sampleLeases().map((lease, i) => ({ ...lease, ...DETAIL[i] })),
    ...overrides,
  });
const detailOf = (lease: Lease) => ({
  suite: lease.suite,
  rentSteps: lease.rentSteps,
  recoveryType: lease.recoveryType,
  marketRentPerSqft: lease.marketRentPerSqft,
});

describe.each(backends)('lease detail over the API (%s)', (backend) => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ client: owner } = await registerUser(t, { verified: true }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the leases to review with the project (by position) until a save leaves them out', async () => {
    const leaseReviews = [
      {
        position: 1,
        flags: [
          { code: 'expired', message: 'The lease expired on 6/30/2026, before the as-of date 12/31/2026.' },
          { code: 'no-escalation', message: 'No rent increase given: none assumed.' },
        ],
      },
    ];
    const created = await owner.post('/api/properties', detailedPayload({ name: 'To review', leaseReviews }));
    expect(created.statusCode, created.body).toBe(200);
    const project = json(created);
    expect(project.leaseReviews).toEqual(leaseReviews);
    const id = project.id as number;
    expect(json(await owner.get(`/api/properties/${id}`)).leaseReviews).toEqual(leaseReviews);
    const listed = json(await owner.get('/trpc/properties.list')).result.data;
    expect(listed.find((p: { id: number }) => p.id === id).leaseReviews).toEqual(leaseReviews);
    // a position the roll cannot have, or a flag without its words, is refused with a 400
    const bad = await owner.post(
      '/api/properties',
      detailedPayload({ leaseReviews: [{ position: -1, flags: [{ code: 'expired', message: 'x' }] }] }),
    );
    expect(bad.statusCode).toBe(400);
    const saved = await owner.post('/api/properties', detailedPayload({ id, version: project.version }));
    expect(json(saved).leaseReviews).toEqual([]);
  });

  it('REST and tRPC store and return suite, rent steps, recovery type and market rent on every lease', async () => {
    const created = await owner.post('/api/properties', detailedPayload({ name: 'Detail REST' }));
    expect(created.statusCode, created.body).toBe(200);
    const project = json(created);
    expect(project.tenantLeases.map(detailOf)).toEqual(DETAIL);
    const id = project.id as number;
    // every read: one project, the list, a page, recent, tRPC
    expect(json(await owner.get(`/api/properties/${id}`)).tenantLeases).toEqual(project.tenantLeases);
    // REST pages and tRPC's whole list are JSON built by the database
    expect(json(await owner.get('/api/properties?limit=1'))[0].tenantLeases).toEqual(project.tenantLeases);
    const whole = json(await owner.get('/trpc/properties.list')).result.data;
    expect(whole.find((p: { id: number }) => p.id === id).tenantLeases).toEqual(project.tenantLeases);
    expect(json(await owner.get('/api/properties/recent')).tenantLeases).toEqual(project.tenantLeases);
    const viaTrpc = await owner.get(
      `/trpc/properties.get?input=${encodeURIComponent(JSON.stringify({ id }))}`,
    );
    expect(json(viaTrpc).result.data.tenantLeases).toEqual(project.tenantLeases);
    // an update replaces the detail; a lease that leaves it out gets the defaults
    const [first, second] = project.tenantLeases as Lease[];
    const updated = await owner.post(
      '/api/properties',
      samplePayload({
        id,
        version: project.version,
        tenantLeases: [
          { ...first, suite: 'Suite 101-B', rentSteps: [{ date: '2027-01-01', rentPerSqft: 34 }] },
          { ...sampleLeases()[1] },
        ],
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json(updated).tenantLeases.map(detailOf)).toEqual([
      { ...DETAIL[0], suite: 'Suite 101-B', rentSteps: [{ date: '2027-01-01', rentPerSqft: 34 }] },
      { suite: '', rentSteps: [], recoveryType: null, marketRentPerSqft: null },
    ]);
    expect(second).toBeDefined();
    const saved = await owner.post('/trpc/properties.save', detailedPayload({ name: 'Detail tRPC' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).result.data.tenantLeases.map(detailOf)).toEqual(DETAIL);
  });

  it('share links and the account export carry the detail; an import keeps it', async () => {
    const project = json(await owner.post('/api/properties', detailedPayload({ name: 'Detail shared' })));
    const share = json(await owner.post(`/api/properties/${project.id}/shares`, {}));
    const shared = json(await new Client(t.app, '10.9.9.9').get(`/api/shared/${share.token}`));
    expect(shared.project.tenantLeases.map(detailOf)).toEqual(DETAIL);
    const exported = json(await owner.get('/api/account/export'));
    const inExport = exported.projects.find((p: { id: number }) => p.id === project.id);
    expect(inExport.tenantLeases.map(detailOf)).toEqual(DETAIL);
    const { client: other } = await registerUser(t, { verified: true });
    const imported = await other.post('/api/account/import', { ...exported, projects: [inExport] });
    expect(imported.statusCode, imported.body).toBe(200);
    const copy = json(await other.get(`/api/properties/${json(imported).ids[0]}`));
    expect(copy.tenantLeases.map(detailOf)).toEqual(DETAIL);
  });

  it('a saved project analyzed in leases mode names each rollover by suite and tenant', async () => {
    // the API has no analyze route (the analyzer computes in the browser): the engine runs on the
    // project exactly as GET /api/properties/{id} returns it
    const created = json(
      await owner.post(
        '/api/properties',
        detailedPayload({ name: 'Detail leases', projectionMode: 'leases' }),
      ),
    );
    const project = json(await owner.get(`/api/properties/${created.id}`));
    const result = analyze({ ...project, asOf: '2026-01-01' } as AnalysisInput);
    const rollovers = result.leaseProjection?.rollovers ?? [];
    const first = rollovers.find((r) => r.tenant === 'Coastal Coffee');
    const second = rollovers.find((r) => r.tenant === 'Bayside Dental');
    expect(first?.suite).toBe('Suite 101');
    // no suite: the rollover is named by its tenant
    expect(second?.suite).toBe('Bayside Dental');
    expect(rollovers.find((r) => r.tenant === 'Vacant space')?.suite).toBe('Vacant space');
    for (const rollover of rollovers) expect(typeof rollover.tenant).toBe('string');
  });

  it('answers 400 with the rule message and its path for bad lease detail, REST and tRPC alike', async () => {
    const lease = sampleLeases()[0] as Lease;
    const steps = (...dates: string[]) => dates.map((date) => ({ date, rentPerSqft: 30 }));
    const cases: Array<[Lease, string, string]> = [
      [{ suite: 'x'.repeat(41) }, 'tenantLeases.0.suite', 'Suite must be at most 40 characters'],
      [{ suite: 12 }, 'tenantLeases.0.suite', 'Suite must be text'],
      [
        { recoveryType: 'NNN' },
        'tenantLeases.0.recoveryType',
        'Recovery type must be NNN, gross or base year',
      ],
      [{ marketRentPerSqft: -1 }, 'tenantLeases.0.marketRentPerSqft', 'Market rent cannot be negative'],
      [{ rentSteps: 'yearly' }, 'tenantLeases.0.rentSteps', 'Rent steps must be a list'],
      [
        { rentSteps: steps(...Array.from({ length: 41 }, (_, i) => `2026-0${1 + (i % 9)}-01`)) },
        'tenantLeases.0.rentSteps',
        'A lease can have at most 40 rent steps',
      ],
      [
        { rentSteps: steps('2026-02-30') },
        'tenantLeases.0.rentSteps.0.date',
        'Rent step date must be a valid date',
      ],
      [
        { rentSteps: [{ date: '2026-06-01', rentPerSqft: -0.01 }] },
        'tenantLeases.0.rentSteps.0.rentPerSqft',
        'Rent per square foot cannot be negative',
      ],
      [
        { rentSteps: steps('2027-03-01', '2026-03-01') },
        'tenantLeases.0.rentSteps.1.date',
        'Rent steps must be in date order within the lease',
      ],
      [
        { rentSteps: steps('2025-03-01') },
        'tenantLeases.0.rentSteps.0.date',
        'Rent steps must be in date order within the lease',
      ],
    ];
    for (const [patch, path, message] of cases) {
      const body = samplePayload({ name: 'Bad detail', tenantLeases: [{ ...lease, ...patch }] });
      const rest = await owner.post('/api/properties', body);
      expect(rest.statusCode, message).toBe(400);
      expect(json(rest).message).toBe(message);
      expect(json(rest).issues[0]).toEqual({ path, message });
      const viaTrpc = await owner.post('/trpc/properties.save', body);
      expect(viaTrpc.statusCode, message).toBe(400);
      expect(json(viaTrpc).error.message).toBe(message);
    }
    const stored = await t.database.handle.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('name', '=', 'Bad detail')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });

  it('documents the four fields and the steps item in the OpenAPI document, and answers as documented', async () => {
    const doc = json(await new Client(t.app).get('/api/openapi.json'));
    const save = doc.paths['/api/properties'].post.requestBody.content['application/json'].schema;
    const leaseIn = save.properties.tenantLeases.items;
    const leaseOut = doc.components.schemas.TenantLease;
    for (const schema of [leaseIn, leaseOut]) {
      const { suite, rentSteps, recoveryType, marketRentPerSqft } = schema.properties;
      expect(JSON.stringify(suite)).toContain('"maxLength":40');
      expect(suite.description).toMatch(/suite or unit/);
      expect(JSON.stringify(recoveryType)).toContain('["nnn","gross","base-year"]');
      expect(recoveryType.description).toMatch(/recovers taxes/);
      expect(JSON.stringify(marketRentPerSqft)).toContain('"minimum":0');
      expect(marketRentPerSqft.description).toMatch(/market rent/);
      expect(rentSteps.description).toMatch(/The rent from each date on/);
      const array = (rentSteps.anyOf ?? [rentSteps]).find((s: { type?: string }) => s.type === 'array');
      expect(array.maxItems).toBe(40);
      expect(Object.keys(array.items.properties)).toEqual(['date', 'rentPerSqft']);
      expect(array.items.required).toEqual(['date', 'rentPerSqft']);
    }
    // the live answer matches the documented response schema
    const check = responseChecker(doc as OpenApiDocument);
    const res = await owner.post('/api/properties', detailedPayload({ name: 'Detail documented' }));
    expect(check('POST', '/api/properties', res.statusCode, res.body)).toEqual([]);
    const read = await owner.get(`/api/properties/${json(res).id}`);
    expect(check('GET', '/api/properties/{id}', read.statusCode, read.body)).toEqual([]);
  });
});
