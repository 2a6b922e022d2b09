import fc from 'fast-check';
import type { AnalysisInput, AnalysisResult, TenantLease } from '../../src/index.js';

const isoDate = fc
  .record({
    y: fc.integer({ min: 2000, max: 2060 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/** A lease that passes `tenantLeaseSchema`. */
export const leaseArb: fc.Arbitrary<TenantLease> = fc.record({
  tenantName: fc.constantFrom('A', 'B', 'Tenant #3'),
  sqftLeased: fc.double({ min: 1, max: 1e6, noNaN: true }),
  rentPerSqft: fc.double({ min: 0, max: 500, noNaN: true }),
  leaseTerm: fc.integer({ min: 1, max: 600 }),
  freeMonths: fc.integer({ min: 0, max: 700 }),
  tenantImprovements: fc.double({ min: 0, max: 1e6, noNaN: true }),
  annualRentIncrease: fc.double({ min: 0, max: 100, noNaN: true }),
  startDate: isoDate,
  endDate: isoDate,
});

const money = (max: number) => fc.double({ min: 0, max, noNaN: true });
const pct = (min: number, max: number) => fc.double({ min, max, noNaN: true });

/** Any input that passes `analysisInputSchema`, over the whole validated range of every field. */
export const dealArb: fc.Arbitrary<AnalysisInput> = fc.record({
  purchasePrice: fc.double({ min: 1, max: 1e10, noNaN: true }),
  sqft: fc.double({ min: 1, max: 1e7, noNaN: true }),
  interestRate: fc.oneof(pct(0, 30), fc.constant(0)),
  revenueInputType: fc.constantFrom('aggregate' as const, 'individual' as const),
  annualRent: money(1e9),
  otherIncome: money(1e7),
  vacancyRate: pct(0, 100),
  propertyTaxes: money(1e8),
  insurance: money(1e7),
  maintenance: money(1e7),
  managementFees: money(1e7),
  repairs: money(1e7),
  otherExpenses: money(1e7),
  isNnnLease: fc.boolean(),
  nnnChargesPerSqft: money(100),
  nnnEscalationRate: pct(0, 20),
  downPaymentPercent: fc.oneof(pct(0, 100), fc.constantFrom(0, 100)),
  loanTerm: fc.integer({ min: 1, max: 40 }),
  isInterestOnly: fc.boolean(),
  marketCapRate: fc.option(pct(0.1, 50), { nil: null }),
  exitCapRate: fc.option(pct(0.1, 50), { nil: null }),
  appreciationRate: pct(-20, 20),
  rentEscalationRate: pct(0, 20),
  holdPeriod: fc.integer({ min: 1, max: 30 }),
  tenantLeases: fc.array(leaseArb, { maxLength: 15 }),
  asOf: isoDate,
  closingCostsPercent: pct(0, 20),
  sellingCostsPercent: pct(0, 20),
  discountRate: fc.option(pct(0, 100), { nil: null }),
});

/**
 * Multiples of `unit` in [min, max], uniformly (unlike `fc.double`, which favours extremes such as
 * subnormals: a 1e-200 % down payment is valid but gives an IRR beyond any range).
 */
const step = (min: number, max: number, unit: number) =>
  fc.integer({ min: Math.round(min / unit), max: Math.round(max / unit) }).map((k) => k * unit);

/**
 * A deal a user could plausibly enter (aggregate mode): rent 5..15 % of the price, expenses up to
 * 40 % of the rent, any loan shape including interest-only loans maturing inside the hold, 0 % and
 * 100 % down. Unlike {@link dealArb}, whose independent extremes mostly give deals without any IRR,
 * most of these have defined IRRs, so properties about IRRs check something on most runs.
 */
export const realisticDealArb: fc.Arbitrary<AnalysisInput> = fc
  .record({
    purchasePrice: step(1e5, 1e8, 1000),
    sqft: fc.integer({ min: 1000, max: 200_000 }),
    rentYield: step(0.05, 0.15, 1e-4),
    vacancyRate: step(0, 20, 0.01),
    expenseShares: fc.tuple(step(0, 0.15, 1e-4), step(0, 0.05, 1e-4), step(0, 0.1, 1e-4), step(0, 0.1, 1e-4)),
    isNnnLease: fc.boolean(),
    interestRate: fc.oneof(step(0, 12, 0.01), fc.constantFrom(0, 6.5)),
    downPaymentPercent: fc.oneof(step(0, 100, 0.01), fc.constantFrom(0, 25, 100)),
    loanTerm: fc.integer({ min: 1, max: 40 }),
    isInterestOnly: fc.boolean(),
    marketCapRate: fc.option(step(4, 10, 0.01), { nil: null }),
    exitCapRate: fc.option(step(4, 10, 0.01), { nil: null }),
    rentEscalationRate: step(0, 6, 0.01),
    holdPeriod: fc.integer({ min: 1, max: 30 }),
    closingCostsPercent: step(0, 4, 0.01),
    sellingCostsPercent: step(0, 6, 0.01),
    discountRate: fc.option(step(0, 15, 0.01), { nil: null }),
  })
  .map(({ rentYield, expenseShares: [taxes, insurance, maintenance, management], ...deal }) => {
    const annualRent = deal.purchasePrice * rentYield;
    return {
      ...deal,
      revenueInputType: 'aggregate' as const,
      annualRent,
      propertyTaxes: annualRent * taxes,
      insurance: annualRent * insurance,
      maintenance: annualRent * maintenance,
      managementFees: annualRent * management,
    };
  });

const NULLABLE = new Set([
  'walt',
  'dscr',
  'debtYield',
  'breakEvenOccupancy',
  'equityMultiple',
  'npv',
  'leaseProjection',
  'seniorDscr',
  'refinance',
  'waterfall',
  // a waterfall party that put nothing in has no equity multiple
  'equityMultiple',
]);

/** Paths of every number in the result that is not finite, and of nulls where none is allowed. */
export function badNumbers(result: AnalysisResult): string[] {
  const bad: string[] = [];
  const visit = (value: unknown, path: string, key: string) => {
    if (value === null) {
      if (!NULLABLE.has(key)) bad.push(`${path}=null`);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) bad.push(`${path}=${value}`);
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) visit(value[i], `${path}[${i}]`, key);
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) visit(v, `${path}.${k}`, k);
    }
  };
  visit(result, 'result', '');
  return bad;
}
