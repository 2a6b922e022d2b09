/**
 * fast-check generators of leases-mode deals (underwriting.md section 11) for the property tests:
 * rent rolls of 1..25 leases dated around asOf (expired, running, future, ending inside asOf's
 * month, running past the horizon), market leasing assumptions anywhere within their rules, and
 * deals whose every field passes `analysisInputSchema`.
 */

import fc from 'fast-check';
import type { AnalysisInput } from '../../src/index.js';
import type { OracleDeal, OracleLease } from './lease-oracle.js';

/** A deal both `analyze` and the oracle accept. */
export type LeaseDeal = AnalysisInput & OracleDeal;

/** Multiples of `unit` in [min, max], uniformly. */
const step = (min: number, max: number, unit: number) =>
  fc.integer({ min: Math.round(min / unit), max: Math.round(max / unit) }).map((k) => k * unit);

/** A calendar date `months` after the first of (year, month), on `day` (1..28). */
export function dateAt(year: number, month: number, months: number, day: number): string {
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - 12 * y + 1;
  return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const asOfArb = fc
  .record({
    y: fc.integer({ min: 2015, max: 2035 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => ({ y, m, d, text: dateAt(y, m, 0, d) }));

/** Options of {@link leaseDealArb}. */
export interface LeaseDealOptions {
  /** Extreme but valid values (rent steps to 100 %, amounts up to 1e9) instead of plausible ones. */
  wide?: boolean;
  /** Every lease starts on or before asOf's month and ends after the horizon, vacancy 0, sqft = Σ sqftLeased. */
  stable?: boolean;
}

/** One lease placed relative to asOf (year y, month m): start `startOffset` months away. */
function leaseArb(
  asOf: { y: number; m: number },
  options: LeaseDealOptions,
): fc.Arbitrary<OracleLease & { leaseTerm: number }> {
  const wide = options.wide === true;
  const stable = options.stable === true;
  return fc
    .record({
      tenantName: fc.constantFrom('Anchor', 'Cafe', 'Gym', 'Tenant #4', 'Office 2B'),
      sqftLeased: fc.integer({ min: 100, max: wide ? 1_000_000 : 20_000 }),
      rentPerSqft: wide
        ? fc.oneof(fc.double({ min: 0, max: 1000, noNaN: true }), fc.constant(0))
        : fc.oneof({ arbitrary: step(5, 80, 0.01), weight: 5 }, { arbitrary: fc.constant(0), weight: 1 }),
      leaseTerm: fc.integer({ min: 1, max: 600 }),
      freeMonths: fc.oneof(
        { arbitrary: fc.constant(0), weight: 2 },
        { arbitrary: fc.integer({ min: 0, max: wide ? 1200 : 24 }), weight: 3 },
      ),
      tenantImprovements: step(0, 1e6, 1),
      annualRentIncrease: wide
        ? fc.double({ min: 0, max: 100, noNaN: true })
        : fc.oneof({ arbitrary: step(0, 5, 0.05), weight: 4 }, { arbitrary: step(0, 100, 0.5), weight: 1 }),
      startOffset: stable ? fc.integer({ min: -240, max: 0 }) : fc.integer({ min: -240, max: 120 }),
      length: stable
        ? fc.constant(0)
        : fc.oneof(fc.integer({ min: 0, max: 36 }), fc.integer({ min: 0, max: 400 })),
      startDay: fc.integer({ min: 1, max: 28 }),
      endDay: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ startOffset, length, startDay, endDay, ...rest }) => {
      const startDate = dateAt(asOf.y, asOf.m, startOffset, startDay);
      // stable leases end 40 years after asOf, past any horizon (at most 31 years)
      const endMonths = stable ? 480 : startOffset + length;
      // in the start month the end must not be before the start day
      const day = endMonths === startOffset ? Math.max(startDay, endDay) : endDay;
      return { ...rest, startDate, endDate: dateAt(asOf.y, asOf.m, endMonths, day) };
    });
}

/**
 * A valid leases-mode deal with 1..25 leases around asOf and every market leasing assumption
 * anywhere within its rule. The price follows the rent roll (a 4..20 % gross yield) so that most
 * deals have IRRs; the building is 70..150 % of the leased area (a Vacant space suite or an
 * over-leased building) unless `stable`.
 */
export function leaseDealArb(options: LeaseDealOptions = {}): fc.Arbitrary<LeaseDeal> {
  const wide = options.wide === true;
  const stable = options.stable === true;
  return asOfArb.chain((asOf) =>
    fc
      .record({
        leases: fc.array(leaseArb(asOf, options), { minLength: 1, maxLength: 25 }),
        sqftFactor: stable ? fc.constant(1) : fc.oneof(step(0.7, 1.5, 0.01), fc.constant(1)),
        rentYield: step(0.04, 0.2, 1e-4),
        interestRate: fc.oneof(step(0, 12, 0.01), fc.constant(0)),
        downPaymentPercent: fc.oneof(step(10, 100, 0.01), fc.constantFrom(0, 25, 100)),
        loanTerm: fc.integer({ min: 1, max: 40 }),
        isInterestOnly: fc.boolean(),
        vacancyRate: stable ? fc.constant(0) : step(0, wide ? 100 : 15, 0.01),
        expenseShares: fc.tuple(
          step(0, 0.15, 1e-4),
          step(0, 0.05, 1e-4),
          step(0, 0.1, 1e-4),
          step(0, 0.1, 1e-4),
          step(0, 0.05, 1e-4),
        ),
        otherIncomeShare: step(0, 0.05, 1e-4),
        isNnnLease: fc.boolean(),
        marketCapRate: fc.option(step(4, 10, 0.01), { nil: null }),
        exitCapRate: fc.option(step(4, 10, 0.01), { nil: null }),
        holdPeriod: fc.integer({ min: 1, max: 30 }),
        closingCostsPercent: step(0, 4, 0.01),
        sellingCostsPercent: step(0, 6, 0.01),
        discountRate: fc.option(step(0, 15, 0.01), { nil: null }),
        marketRentPerSqft: fc.oneof(
          { arbitrary: fc.constant(null), weight: 2 },
          { arbitrary: fc.constant(undefined), weight: 1 },
          { arbitrary: fc.constant(0), weight: 1 },
          { arbitrary: wide ? fc.double({ min: 0, max: 1000, noNaN: true }) : step(5, 80, 0.01), weight: 4 },
        ),
        marketRentGrowth: fc.oneof(step(-20, 20, 0.01), fc.constantFrom(-20, 0, 20)),
        expenseGrowthRate: fc.oneof(step(0, 20, 0.01), fc.constantFrom(0, 20)),
        renewalProbability: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 100)),
        downtimeMonths: fc.integer({ min: 0, max: 60 }),
        renewalTermMonths: fc.oneof(fc.integer({ min: 1, max: 240 }), fc.constantFrom(1, 240)),
        newFreeMonths: fc.integer({ min: 0, max: 60 }),
        renewalFreeMonths: fc.integer({ min: 0, max: 60 }),
        newTiPerSqft: step(0, 1000, 0.01),
        renewalTiPerSqft: step(0, 1000, 0.01),
        newLcPercent: step(0, 20, 0.01),
        renewalLcPercent: step(0, 20, 0.01),
      })
      .map(
        ({ leases, sqftFactor, rentYield, expenseShares, otherIncomeShare, marketRentPerSqft, ...rest }) => {
          let leased = 0;
          let rent = 0;
          for (const lease of leases) {
            leased += lease.sqftLeased;
            rent += lease.sqftLeased * lease.rentPerSqft;
          }
          const sqft = stable ? leased : Math.max(1, Math.round(leased * sqftFactor));
          const [taxes, insurance, maintenance, management, repairs] = expenseShares;
          const deal: LeaseDeal = {
            ...rest,
            // within the schema's $100,000,000,000 cap
            purchasePrice: Math.min(1e11, Math.max(100_000, Math.round(rent / rentYield))),
            sqft,
            revenueInputType: 'individual',
            projectionMode: 'leases',
            asOf: asOf.text,
            tenantLeases: leases,
            propertyTaxes: rent * taxes,
            insurance: rent * insurance,
            maintenance: rent * maintenance,
            managementFees: rent * management,
            repairs: rent * repairs,
            otherIncome: rent * otherIncomeShare,
          };
          if (marketRentPerSqft !== undefined) deal.marketRentPerSqft = marketRentPerSqft;
          return deal;
        },
      ),
  );
}
