import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

/** Every market leasing assumption away from its default (underwriting.md section 11). */
const LEASES_MODE = {
  projectionMode: 'leases',
  marketRentPerSqft: 0,
  marketRentGrowth: -2.5,
  expenseGrowthRate: 3.5,
  renewalProbability: 65,
  downtimeMonths: 9,
  renewalTermMonths: 84,
  newFreeMonths: 4,
  renewalFreeMonths: 2,
  newTiPerSqft: 27.5,
  renewalTiPerSqft: 7.25,
  newLcPercent: 5.5,
  renewalLcPercent: 2.75,
} as const;

const SIMPLE_DEFAULTS = {
  projectionMode: 'simple',
  marketRentPerSqft: null,
  marketRentGrowth: 3,
  expenseGrowthRate: 3,
  renewalProbability: 70,
  downtimeMonths: 6,
  renewalTermMonths: 60,
  newFreeMonths: 3,
  renewalFreeMonths: 1,
  newTiPerSqft: 20,
  renewalTiPerSqft: 5,
  newLcPercent: 6,
  renewalLcPercent: 3,
};

describe.each(backends)('lease-by-lease projects (%s)', (backend) => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ client: owner } = await registerUser(t, { verified: true }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores and returns the projection mode and every assumption over REST and tRPC', async () => {
    const rest = await owner.post('/api/properties', samplePayload({ name: 'Leases REST', ...LEASES_MODE }));
    expect(rest.statusCode).toBe(200);
    expect(json(rest)).toMatchObject(LEASES_MODE);
    const viaTrpc = await owner.post(
      '/trpc/properties.save',
      samplePayload({ name: 'Leases tRPC', ...LEASES_MODE }),
    );
    expect(viaTrpc.statusCode).toBe(200);
    expect(json(viaTrpc).result.data).toMatchObject(LEASES_MODE);
    const list = json(await owner.get('/api/properties'));
    for (const name of ['Leases REST', 'Leases tRPC']) {
      expect(list.find((p: { name: string }) => p.name === name)).toMatchObject(LEASES_MODE);
    }
    const row = await t.database.handle.db
      .selectFrom('properties')
      .select(['projection_mode', 'market_rent_per_sqft', 'renewal_lc_percent'])
      .where('id', '=', json(rest).id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ projection_mode: 'leases', market_rent_per_sqft: 0, renewal_lc_percent: 2.75 });
  });

  it('a project saved without them comes back in simple mode with the defaults', async () => {
    const saved = json(await owner.post('/api/properties', samplePayload({ name: 'Plain' })));
    expect(saved).toMatchObject(SIMPLE_DEFAULTS);
  });

  it('answers 400 with the rule message for every assumption, REST and tRPC alike', async () => {
    const lease = (samplePayload().tenantLeases as Array<Record<string, unknown>>)[0]!;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ projectionMode: 'monthly' }, 'projectionMode', 'Projection mode must be simple or leases'],
      [{ marketRentPerSqft: -1 }, 'marketRentPerSqft', 'Market rent cannot be negative'],
      [{ marketRentGrowth: 20.5 }, 'marketRentGrowth', 'Market rent growth must be between -20% and 20%'],
      [{ expenseGrowthRate: -0.5 }, 'expenseGrowthRate', 'Expense growth must be between 0% and 20%'],
      [
        { renewalProbability: 70.5 },
        'renewalProbability',
        'Renewal probability must be a whole percent between 0 and 100',
      ],
      [{ downtimeMonths: 61 }, 'downtimeMonths', 'Downtime must be between 0 and 60 months'],
      [{ renewalTermMonths: 0 }, 'renewalTermMonths', 'Rollover lease term must be between 1 and 240 months'],
      [{ newFreeMonths: 1.5 }, 'newFreeMonths', 'Free months must be between 0 and 60'],
      [{ renewalFreeMonths: 61 }, 'renewalFreeMonths', 'Free months must be between 0 and 60'],
      [
        { newTiPerSqft: 1000.01 },
        'newTiPerSqft',
        'Tenant improvements must be between $0 and $1,000 per sq ft',
      ],
      [{ renewalLcPercent: 21 }, 'renewalLcPercent', 'Leasing commissions must be between 0% and 20%'],
      [
        { projectionMode: 'leases', revenueInputType: 'aggregate' },
        'projectionMode',
        'Lease-by-lease projection needs the individual rent roll',
      ],
      [
        {
          projectionMode: 'leases',
          tenantLeases: [{ ...lease, startDate: '2026-03-02', endDate: '2026-03-01' }],
        },
        'tenantLeases.0.endDate',
        'End date must be on or after the start date',
      ],
    ];
    for (const [patch, path, message] of cases) {
      const rest = await owner.post('/api/properties', samplePayload({ name: 'Bad', ...patch }));
      expect(rest.statusCode, message).toBe(400);
      expect(json(rest).message).toBe(message);
      expect(json(rest).issues[0]).toEqual({ path, message });
      const viaTrpc = await owner.post('/trpc/properties.save', samplePayload({ name: 'Bad', ...patch }));
      expect(viaTrpc.statusCode, message).toBe(400);
      expect(json(viaTrpc).error.message).toBe(message);
    }
    // simple mode keeps accepting a lease that ends before it starts, as before
    const simple = await owner.post(
      '/api/properties',
      samplePayload({
        name: 'Simple',
        tenantLeases: [{ ...lease, startDate: '2026-03-02', endDate: '2026-03-01' }],
      }),
    );
    expect(simple.statusCode).toBe(200);
    const stored = await t.database.handle.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('name', '=', 'Bad')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });

  it('documents the new fields in the OpenAPI document', async () => {
    const doc = json(await new Client(t.app).get('/api/openapi.json'));
    const save = doc.paths['/api/properties'].post.requestBody.content['application/json'].schema;
    expect(save.properties.projectionMode).toMatchObject({ type: 'string', enum: ['simple', 'leases'] });
    expect(save.properties.renewalProbability).toMatchObject({ type: 'integer', minimum: 0, maximum: 100 });
    expect(save.properties.marketRentGrowth).toMatchObject({ type: 'number', minimum: -20, maximum: 20 });
    for (const field of Object.keys(LEASES_MODE)) {
      expect(save.properties[field], field).toBeDefined();
    }
  });
});
