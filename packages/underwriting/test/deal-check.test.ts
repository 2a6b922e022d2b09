import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveValidDeal } from '../src/deal-resolve.gen.js';
import { DEAL, LEASE } from '../src/deal-rules.js';
import {
  type AnalysisInput,
  analysisInputObject,
  analysisInputSchema,
  analyze,
  type DealIssue,
  dealIssues,
  describeFields,
  InvalidDealError,
  resolveInput,
  resolveLease,
  sensitivity,
  tenantLeaseSchema,
} from '../src/index.js';
import { SAMPLE_DEAL, SAMPLE_LEASES } from './fixtures/sample-deal.js';
import { dealArb, realisticDealArb } from './helpers/arbitraries.js';

/** What the zod schema says about `input`, as `{ path, message }` (empty when it accepts it). */
function schemaIssues(input: unknown): DealIssue[] {
  const parsed = analysisInputSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** dealIssues and the schema agree on `input`; returns the issues. */
function agree(input: unknown): readonly DealIssue[] {
  const ours = dealIssues(input);
  expect(ours).toEqual(schemaIssues(input));
  return ours;
}

const BASE = { purchasePrice: 1_000_000, sqft: 10_000, interestRate: 6, annualRent: 120_000 };
const LEASE_OK = {
  tenantName: 'Shop',
  sqftLeased: 1_000,
  rentPerSqft: 20,
  leaseTerm: 12,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
};
const RENT_ROLL = { ...BASE, revenueInputType: 'individual', asOf: '2025-06-01' } as const;

describe('dealIssues: the same issues as analysisInputSchema', () => {
  it('restates the schema fields in the schema order', () => {
    const numbers = (fields: ReturnType<typeof describeFields>) =>
      fields.filter((f) => f.kind === 'number').map((f) => f.key);
    expect(Object.keys(DEAL)).toEqual(numbers(describeFields(analysisInputObject)));
    expect(Object.keys(LEASE)).toEqual(numbers(describeFields(tenantLeaseSchema)));
  });

  it('accepts valid deals, the sample deal and the edges of every range', () => {
    expect(agree(BASE)).toEqual([]);
    expect(agree(SAMPLE_DEAL)).toEqual([]);
    for (const [key, rule] of Object.entries(DEAL)) {
      expect(agree({ ...BASE, [key]: rule.min })).toEqual([]);
      expect(agree({ ...BASE, [key]: rule.max })).toEqual([]);
    }
    expect(agree({ ...BASE, marketCapRate: null, exitCapRate: null, discountRate: null })).toEqual([]);
  });

  it('rejects the cases of issue 15 with the product messages', () => {
    expect(agree({ ...BASE, purchasePrice: -1 })).toEqual([
      { path: 'purchasePrice', message: 'Purchase price must be greater than 0' },
    ]);
    expect(agree({ ...BASE, vacancyRate: 120 })).toEqual([
      { path: 'vacancyRate', message: 'Vacancy rate must be between 0% and 100%' },
    ]);
    expect(agree({ ...BASE, sqft: Number.NaN, interestRate: Number.POSITIVE_INFINITY })).toEqual([
      { path: 'sqft', message: 'Square footage must be a number' },
      { path: 'interestRate', message: 'Interest rate must be a number' },
    ]);
    expect(agree({ sqft: 1 })).toEqual([
      { path: 'purchasePrice', message: 'Purchase price is required' },
      { path: 'interestRate', message: 'Interest rate is required' },
    ]);
  });

  it('agrees on every numeric field set to each bad value', () => {
    const bad = [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -1,
      -0.5,
      0,
      0.05,
      0.5,
      1.5,
      21,
      31,
      41,
      61,
      101,
      241,
      1001,
      1201,
      1e9 + 1,
      1e11 + 1,
      2 ** 53,
      1e20,
      -1e20,
      null,
      '5',
      true,
      {},
      [],
    ];
    let rejected = 0;
    for (const key of Object.keys(DEAL)) {
      for (const value of bad) rejected += agree({ ...BASE, [key]: value }).length > 0 ? 1 : 0;
      agree({ ...BASE, [key]: undefined });
    }
    for (const key of Object.keys(LEASE)) {
      for (const value of bad) {
        rejected += agree({ ...RENT_ROLL, tenantLeases: [LEASE_OK, { ...LEASE_OK, [key]: value }] }).length
          ? 1
          : 0;
      }
      agree({ ...RENT_ROLL, tenantLeases: [{ ...LEASE_OK, [key]: undefined }] });
    }
    // most of these values are outside most fields' ranges (1,134 deals in all)
    expect(rejected).toBeGreaterThan(750);
  });

  it('agrees on choices, flags, dates, names and the shape of the deal and its leases', () => {
    const cases: unknown[] = [
      null,
      undefined,
      42,
      Number.NaN,
      Number.NEGATIVE_INFINITY,
      'deal',
      [],
      [BASE],
      { ...BASE, revenueInputType: 'x' },
      { ...BASE, revenueInputType: null, projectionMode: 'leases' },
      { ...BASE, projectionMode: 'leases' },
      { ...BASE, projectionMode: 'monthly' },
      { ...BASE, isNnnLease: 1, isInterestOnly: 'yes' },
      { ...BASE, revenueInputType: 'individual' },
      { ...BASE, revenueInputType: 'individual', asOf: undefined, purchasePrice: -5 },
      { ...BASE, asOf: '' },
      { ...BASE, revenueInputType: 'individual', asOf: null },
      { ...BASE, asOf: 20250101 },
      { ...BASE, asOf: '2025-02-29' },
      { ...BASE, asOf: '1899-12-31' },
      { ...BASE, asOf: '2201-01-01', revenueInputType: 'individual' },
      { ...BASE, tenantLeases: 'none' },
      { ...BASE, tenantLeases: null },
      { ...BASE, tenantLeases: [null, 5, [], 'lease', LEASE_OK] },
      { ...RENT_ROLL, tenantLeases: [{}] },
      { ...RENT_ROLL, tenantLeases: [{ ...LEASE_OK, tenantName: '   ' }] },
      { ...RENT_ROLL, tenantLeases: [{ ...LEASE_OK, tenantName: ' '.repeat(201) }] },
      { ...RENT_ROLL, tenantLeases: [{ ...LEASE_OK, tenantName: 7 }] },
      { ...RENT_ROLL, tenantLeases: [{ ...LEASE_OK, startDate: '', endDate: '2025-13-01' }] },
      { ...RENT_ROLL, tenantLeases: [{ ...LEASE_OK, startDate: '1800-01-01', endDate: '2300-01-01' }] },
      { ...RENT_ROLL, tenantLeases: [{ ...LEASE_OK, startDate: null, endDate: 20251231 }] },
      // rules between fields: lease order, leases mode without a rent roll, with other range issues
      { ...RENT_ROLL, projectionMode: 'leases', tenantLeases: [{ ...LEASE_OK, endDate: '2024-12-31' }] },
      {
        ...RENT_ROLL,
        projectionMode: 'leases',
        vacancyRate: 101,
        tenantLeases: [{ ...LEASE_OK, rentPerSqft: -1, startDate: '1800-01-02', endDate: '1800-01-01' }],
      },
      { ...BASE, projectionMode: 'leases', purchasePrice: 0, tenantLeases: [LEASE_OK] },
      // a wrong type anywhere skips the rules between fields, as zod does
      { ...RENT_ROLL, projectionMode: 'leases', asOf: undefined, loanTerm: 2.5 },
      { ...BASE, projectionMode: 'leases', tenantLeases: [{ ...LEASE_OK, startDate: 'soon' }] },
      { ...BASE, projectionMode: 'leases', tenantLeases: [{ ...LEASE_OK, startDate: '1800-01-01' }] },
      // the rent roll's cap: over it, its issue alone (leases unread, no rules between fields)
      { ...RENT_ROLL, tenantLeases: Array.from({ length: 501 }, () => LEASE_OK) },
      { ...RENT_ROLL, tenantLeases: Array.from({ length: 501 }, () => ({ ...LEASE_OK, rentPerSqft: -1 })) },
      {
        ...RENT_ROLL,
        vacancyRate: -1,
        tenantLeases: Array.from({ length: 501 }, () => ({ ...LEASE_OK, sqftLeased: 'x' })),
      },
      {
        ...RENT_ROLL,
        projectionMode: 'leases',
        tenantLeases: Array.from({ length: 501 }, () => ({ ...LEASE_OK, endDate: '2020-01-01' })),
      },
      {
        ...RENT_ROLL,
        tenantLeases: [...Array.from({ length: 499 }, () => LEASE_OK), { ...LEASE_OK, sqftLeased: 'x' }],
      },
      // unknown fields are ignored
      { ...BASE, color: 'blue', vacancyRate: 5 },
    ];
    let rejected = 0;
    for (const input of cases) rejected += agree(input).length > 0 ? 1 : 0;
    expect(rejected).toBe(cases.length - 1);
  });

  it('agrees on the edges of the date rules (real dates, leap years, 1900..2200)', () => {
    const dates = [
      '1900-01-01',
      '1899-12-31',
      '2200-12-31',
      '2201-01-01',
      '2024-02-29',
      '2023-02-29',
      '2100-02-29',
      '2000-02-29',
      '2025-04-31',
      '2025-00-10',
      '2025-1-01',
      '2025/01/01',
      '20a5-01-01',
      ' 2025-01-01',
    ];
    let accepted = 0;
    for (const date of dates) {
      accepted += agree({ ...RENT_ROLL, asOf: date }).length === 0 ? 1 : 0;
      agree({ ...RENT_ROLL, tenantLeases: [{ ...LEASE_OK, startDate: date, endDate: date }] });
    }
    // 1900-01-01, 2200-12-31, 2024-02-29 and 2000-02-29
    expect(accepted).toBe(4);
  });

  it('agrees on random deals with random bad fields', () => {
    const anything = fc.oneof(
      fc.double(),
      fc.integer({ min: -300, max: 2000 }),
      fc.constantFrom(
        null,
        undefined,
        '',
        'individual',
        'leases',
        'aggregate',
        true,
        '2025-01-01',
        '2024-02-30',
      ),
    );
    const leaseArb = fc.record(
      Object.fromEntries(
        [...Object.keys(LEASE_OK), 'freeMonths', 'tenantImprovements', 'annualRentIncrease'].map((k) => [
          k,
          anything,
        ]),
      ),
      { requiredKeys: [] },
    );
    const keys = [...Object.keys(DEAL), 'revenueInputType', 'projectionMode', 'isNnnLease', 'asOf'];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...keys), anything, { maxKeys: 4 }),
        fc.option(fc.array(fc.oneof(leaseArb, fc.constant(LEASE_OK)), { maxLength: 3 })),
        (changes, leases) => {
          agree({ ...RENT_ROLL, ...(leases === null ? {} : { tenantLeases: leases }), ...changes });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('resolveValidDeal: the check and the defaults in one pass', () => {
  it('answers what resolveInput answers, key for key, for valid deals, and null for invalid ones', () => {
    const same = (input: AnalysisInput) => {
      const valid = schemaIssues(input).length === 0;
      const resolved = resolveValidDeal(input);
      if (!valid) expect(resolved).toBeNull();
      else {
        // the fast path also applies each lease's defaults (what analyze() does with resolveLease)
        const expected = resolveInput(input);
        expect(resolved).toEqual({ ...expected, tenantLeases: expected.tenantLeases.map(resolveLease) });
        expect(Object.keys(resolved ?? {})).toEqual(Object.keys(expected));
      }
    };
    same(BASE);
    same(SAMPLE_DEAL);
    same({ ...BASE, marketCapRate: null, asOf: '2025-01-01', projectionMode: 'simple' });
    fc.assert(fc.property(fc.oneof(dealArb, realisticDealArb), same), { numRuns: 300 });
  });
});

describe('analyze and sensitivity reject an invalid deal', () => {
  const thrown = (fn: () => unknown): InvalidDealError => {
    try {
      fn();
    } catch (error) {
      if (error instanceof InvalidDealError) return error;
      throw error;
    }
    throw new Error('did not throw');
  };

  it('analyze({ purchasePrice: -1, ... }) throws instead of answering noi 0, irr 0', () => {
    const error = thrown(() => analyze({ ...BASE, purchasePrice: -1 }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('InvalidDealError');
    expect(error.message).toBe('Purchase price must be greater than 0');
    expect(error.issues).toEqual([
      { path: 'purchasePrice', message: 'Purchase price must be greater than 0' },
    ]);
  });

  it('reports every issue of a deal, bad leases included, the first one as the message', () => {
    const input = {
      ...SAMPLE_DEAL,
      vacancyRate: 150,
      tenantLeases: [...SAMPLE_LEASES.slice(0, 2), { ...LEASE_OK, sqftLeased: 0, endDate: '2025-02-30' }],
    } as AnalysisInput;
    const error = thrown(() => analyze(input));
    expect(error.message).toBe('Vacancy rate must be between 0% and 100%');
    expect(error.issues).toEqual([
      { path: 'vacancyRate', message: 'Vacancy rate must be between 0% and 100%' },
      { path: 'tenantLeases.2.sqftLeased', message: 'Leased square footage must be greater than 0' },
      { path: 'tenantLeases.2.endDate', message: 'End date must be a valid date (yyyy-mm-dd)' },
    ]);
    expect(error.issues).toEqual(schemaIssues(input));
  });

  it('sensitivity checks the deal; axis values that are not numbers give null cells', () => {
    const rows = { field: 'vacancyRate' as const, values: [0, Number.NaN] };
    const cols = { field: 'purchasePrice' as const, values: [1_000_000] };
    expect(() => sensitivity({ ...BASE, interestRate: 31 }, rows, cols, 'cashOnCash')).toThrow(
      'Interest rate must be between 0% and 30%',
    );
    const grid = sensitivity(BASE, rows, cols, 'goingInCapRate');
    // 120,000 rent, 0 % vacancy, no expenses: 12 %
    expect(grid.values).toEqual([[12], [null]]);
  });

  it('the metrics keep irr 0 for no sign change, with the reason beside it', () => {
    // all cash, no rent and nothing to sell for: every flow is negative or zero
    const r = analyze({ ...BASE, annualRent: 0, downPaymentPercent: 100, propertyTaxes: 10_000 });
    expect(r.irr).toBe(0);
    expect(r.irrStatus).toBe('no-sign-change');
    expect(analyze(BASE).irrStatus).toBe('converged');
  });
});

describe('section 11.1: the lease detail rules, with their messages, in both modes', () => {
  const roll = (lease: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    ...RENT_ROLL,
    ...extra,
    tenantLeases: [LEASE_OK, { ...LEASE_OK, ...lease }],
  });
  const step = (date: string, rentPerSqft = 21) => ({ date, rentPerSqft });

  it('accepts the detail, absent, null or given', () => {
    for (const mode of ['simple', 'leases'] as const) {
      expect(agree(roll({}, { projectionMode: mode }))).toEqual([]);
      expect(
        agree(
          roll(
            { suite: null, rentSteps: null, recoveryType: null, marketRentPerSqft: null },
            { projectionMode: mode },
          ),
        ),
      ).toEqual([]);
      expect(
        agree(
          roll(
            {
              suite: '015, 016',
              rentSteps: [step('2025-06-01'), step('2025-12-31', 22)],
              recoveryType: 'base-year',
              marketRentPerSqft: 0,
            },
            { projectionMode: mode },
          ),
        ),
      ).toEqual([]);
    }
    expect(agree(roll({ suite: 'x'.repeat(40), rentSteps: [] }))).toEqual([]);
  });

  it('rejects each broken rule with the spec message at the field', () => {
    const at = (path: string, message: string) => [{ path: `tenantLeases.1.${path}`, message }];
    expect(agree(roll({ suite: 'x'.repeat(41) }))).toEqual(
      at('suite', 'Suite must be at most 40 characters'),
    );
    expect(agree(roll({ suite: 7 }))).toEqual(at('suite', 'Suite must be text'));
    expect(agree(roll({ recoveryType: 'NNN' }))).toEqual(
      at('recoveryType', 'Recovery type must be NNN, gross or base year'),
    );
    expect(agree(roll({ marketRentPerSqft: -1 }))).toEqual(
      at('marketRentPerSqft', 'Market rent cannot be negative'),
    );
    const many = Array.from({ length: 41 }, (_, k) =>
      step(`2025-01-${String((k % 28) + 2).padStart(2, '0')}`),
    );
    expect(agree(roll({ rentSteps: many }))).toEqual(
      at('rentSteps', 'A lease can have at most 40 rent steps'),
    );
    expect(agree(roll({ rentSteps: [step('2025-02-30')] }))).toEqual(
      at('rentSteps.0.date', 'Rent step date must be a valid date'),
    );
    expect(agree(roll({ rentSteps: [{ date: '2025-03-01' }] }))).toEqual(
      at('rentSteps.0.rentPerSqft', 'Rent per square foot is required'),
    );
    expect(agree(roll({ rentSteps: [step('2025-03-01', -2)] }))).toEqual(
      at('rentSteps.0.rentPerSqft', 'Rent per square foot cannot be negative'),
    );
    for (const mode of ['simple', 'leases'] as const) {
      const order = 'Rent steps must be in date order within the lease';
      // on the start date, after the end date, not after the step above
      expect(agree(roll({ rentSteps: [step('2025-01-01')] }, { projectionMode: mode }))).toEqual(
        at('rentSteps.0.date', order),
      );
      expect(agree(roll({ rentSteps: [step('2026-01-01')] }, { projectionMode: mode }))).toEqual(
        at('rentSteps.0.date', order),
      );
      expect(
        agree(
          roll(
            { rentSteps: [step('2025-06-01'), step('2025-06-01'), step('2025-04-01')] },
            { projectionMode: mode },
          ),
        ),
      ).toEqual([...at('rentSteps.1.date', order), ...at('rentSteps.2.date', order)]);
    }
  });

  it('agrees with the schema on any detail value', () => {
    const values = [
      undefined,
      null,
      '',
      'A',
      'nnn',
      'gross',
      'base-year',
      -1,
      0,
      12.5,
      1e12,
      [],
      [step('2025-05-05')],
      {},
      true,
    ];
    for (const key of ['suite', 'rentSteps', 'recoveryType', 'marketRentPerSqft']) {
      for (const value of values) agree(roll({ [key]: value }));
    }
    for (const item of [
      null,
      3,
      'x',
      [],
      {},
      { date: '2025-05-05', rentPerSqft: '3' },
      { date: 20250505, rentPerSqft: 3 },
    ]) {
      agree(roll({ rentSteps: [item] }));
      agree(roll({ rentSteps: [step('2025-03-03'), item] }));
    }
  });
});
