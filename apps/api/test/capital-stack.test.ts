import { type AnalysisInput, analyze } from '@cre/underwriting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { type OpenApiDocument, responseChecker } from './helpers/openapi-responses.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

/** The capital stack of underwriting.md 12: every input away from its default. */
const STACK = {
  interestOnlyMonths: 24,
  loanMaturityYears: 10,
  loanFeePercent: 1,
  secondLoan: {
    percentOfPrice: 10,
    interestRate: 11,
    amortizationYears: null,
    maturityYears: 5,
    feePercent: 0.5,
  },
  refinance: {
    year: 3,
    loanToValuePercent: 65,
    minDscr: 1.25,
    capRate: null,
    interestRate: 6,
    amortizationYears: 30,
    interestOnlyMonths: 0,
    maturityYears: 10,
    costsPercent: 1,
    prepaymentPercent: 0,
  },
  waterfall: {
    lpEquityPercent: 90,
    prefRate: 8,
    catchUpPercent: 0,
    tiers: [
      { hurdleIrr: 12, promotePercent: 20 },
      { hurdleIrr: 15, promotePercent: 30 },
    ],
    residualPromotePercent: 40,
  },
};
type Stack = typeof STACK;
const stackOf = (project: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(STACK).map((key) => [key, project[key]])) as Stack;
const NO_STACK = {
  interestOnlyMonths: 0,
  loanMaturityYears: null,
  loanFeePercent: 0,
  secondLoan: null,
  refinance: null,
  waterfall: null,
};

describe.each(backends)('the capital stack over the API (%s)', (backend) => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ client: owner } = await registerUser(t, { verified: true }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('REST and tRPC store the stack and every read returns it; the engine analyzes the project as returned', async () => {
    const created = await owner.post('/api/properties', samplePayload({ name: 'Stack REST', ...STACK }));
    expect(created.statusCode, created.body).toBe(200);
    const project = json(created);
    expect(stackOf(project)).toEqual(STACK);
    const id = project.id as number;
    expect(stackOf(json(await owner.get(`/api/properties/${id}`)))).toEqual(STACK);
    expect(stackOf(json(await owner.get('/api/properties?limit=1'))[0])).toEqual(STACK);
    const whole = json(await owner.get('/trpc/properties.list')).result.data;
    expect(stackOf(whole.find((p: { id: number }) => p.id === id))).toEqual(STACK);
    expect(stackOf(json(await owner.get('/api/properties/recent')))).toEqual(STACK);
    const viaTrpc = await owner.post(
      '/trpc/properties.save',
      samplePayload({ name: 'Stack tRPC', ...STACK }),
    );
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(stackOf(json(viaTrpc).result.data)).toEqual(STACK);
    // the engine on the project as returned: the stack's results are there
    const result = analyze({ ...project, asOf: '2026-01-01' } as AnalysisInput);
    expect(result.secondLoanAmount).toBe(project.purchasePrice * 0.1);
    expect(result.refinance?.year).toBe(3);
    expect(result.waterfall?.years).toHaveLength(project.holdPeriod);
    // absent fields take their defaults; a group left out of an update is removed (an update overwrites)
    const partial = await owner.post(
      '/api/properties',
      samplePayload({
        id,
        version: project.version,
        secondLoan: { percentOfPrice: 5, interestRate: 12, maturityYears: 7 },
        waterfall: { lpEquityPercent: 80, prefRate: 7, residualPromotePercent: 25 },
      }),
    );
    expect(partial.statusCode, partial.body).toBe(200);
    expect(stackOf(json(partial))).toEqual({
      ...NO_STACK,
      secondLoan: {
        percentOfPrice: 5,
        interestRate: 12,
        amortizationYears: null,
        maturityYears: 7,
        feePercent: 0,
      },
      waterfall: {
        lpEquityPercent: 80,
        prefRate: 7,
        catchUpPercent: 0,
        tiers: [],
        residualPromotePercent: 25,
      },
    });
  });

  it('a project saved without the stack reads with the defaults; share links and the account export carry it', async () => {
    const plain = json(await owner.post('/api/properties', samplePayload({ name: 'No stack' })));
    expect(stackOf(plain)).toEqual(NO_STACK);
    const project = json(
      await owner.post('/api/properties', samplePayload({ name: 'Stack shared', ...STACK })),
    );
    const share = json(await owner.post(`/api/properties/${project.id}/shares`, {}));
    const shared = json(await new Client(t.app, '10.9.9.8').get(`/api/shared/${share.token}`));
    expect(stackOf(shared.project)).toEqual(STACK);
    const exported = json(await owner.get('/api/account/export'));
    const inExport = exported.projects.find((p: { id: number }) => p.id === project.id);
    expect(stackOf(inExport)).toEqual(STACK);
    const { client: other } = await registerUser(t, { verified: true });
    const imported = await other.post('/api/account/import', { ...exported, projects: [inExport] });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(stackOf(json(await other.get(`/api/properties/${json(imported).ids[0]}`)))).toEqual(STACK);
  });

  it('answers 400 with the rule message and its path for a bad stack, REST and tRPC alike, storing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { interestOnlyMonths: 121 },
        'interestOnlyMonths',
        'Interest-only period must be between 0 and 120 months',
      ],
      [
        { interestOnlyMonths: 1.5 },
        'interestOnlyMonths',
        'Interest-only period must be between 0 and 120 months',
      ],
      [{ loanMaturityYears: 0 }, 'loanMaturityYears', 'Loan maturity must be between 1 and 40 years'],
      [{ loanFeePercent: 11 }, 'loanFeePercent', 'Loan fee must be between 0% and 10%'],
      [
        { secondLoan: { ...STACK.secondLoan, percentOfPrice: 40 } },
        'secondLoan.percentOfPrice',
        'The second loan must be more than 0% and at most the down payment',
      ],
      [{ secondLoan: 'mezz' }, 'secondLoan', 'The second loan must be an object or null'],
      [
        { refinance: { ...STACK.refinance, year: 30 } },
        'refinance.year',
        'Refinance year must be between 1 and 29',
      ],
      [
        { refinance: { ...STACK.refinance, costsPercent: 12 } },
        'refinance.costsPercent',
        'Refinance costs must be between 0% and 10%',
      ],
      [
        {
          waterfall: {
            ...STACK.waterfall,
            tiers: [
              { hurdleIrr: 12, promotePercent: 20 },
              { hurdleIrr: 11, promotePercent: 30 },
            ],
          },
        },
        'waterfall.tiers.1.hurdleIrr',
        'Each hurdle must be higher than the one before',
      ],
      [
        { waterfall: { ...STACK.waterfall, catchUpPercent: 10 } },
        'waterfall.catchUpPercent',
        'Catch-up must be 0% or more than the first promote, up to 100%',
      ],
    ];
    for (const [patch, path, message] of cases) {
      const body = samplePayload({ name: 'Bad stack', ...patch });
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
      .where('name', '=', 'Bad stack')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });

  it('documents the six inputs in the OpenAPI document, and answers as documented', async () => {
    const doc = json(await new Client(t.app).get('/api/openapi.json'));
    const save = doc.paths['/api/properties'].post.requestBody.content['application/json'].schema;
    const out = doc.components.schemas.Property;
    for (const schema of [save, out]) {
      for (const key of Object.keys(STACK)) expect(schema.properties[key]?.description, key).toBeTruthy();
      expect(JSON.stringify(schema.properties.waterfall)).toContain('hurdleIrr');
      expect(JSON.stringify(schema.properties.refinance)).toContain('loanToValuePercent');
      expect(JSON.stringify(schema.properties.secondLoan)).toContain('percentOfPrice');
    }
    const check = responseChecker(doc as OpenApiDocument);
    const res = await owner.post('/api/properties', samplePayload({ name: 'Stack documented', ...STACK }));
    expect(check('POST', '/api/properties', res.statusCode, res.body)).toEqual([]);
    const read = await owner.get(`/api/properties/${json(res).id}`);
    expect(check('GET', '/api/properties/{id}', read.statusCode, read.body)).toEqual([]);
  });
});
