/**
 * fast-check generators that add section 11.1's lease detail (suite, rent steps, recovery type,
 * market rent per space) to the leases-mode deals of lease-arbitraries.ts, always within the
 * rules: steps strictly ascending, after the start and on or before the end.
 */

import fc from 'fast-check';
import { type LeaseDeal, type LeaseDealOptions, leaseDealArb } from './lease-arbitraries.js';
import type { OracleLease } from './lease-oracle.js';

/** Whole months from the first of `date`'s month to the first of `to`'s month. */
function monthsBetween(date: string, to: string): number {
  return (
    12 * (Number(to.slice(0, 4)) - Number(date.slice(0, 4))) +
    Number(to.slice(5, 7)) -
    Number(date.slice(5, 7))
  );
}

/** `date` moved `months` whole months on, on `day`. */
function shifted(date: string, months: number, day: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const y = Math.floor(index / 12);
  return `${y}-${String(index - 12 * y + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Rent steps of a lease: up to 6 dates in (startDate, endDate], ascending, with their rents. */
function stepsFor(lease: OracleLease): fc.Arbitrary<{ date: string; rentPerSqft: number }[]> {
  const span = monthsBetween(lease.startDate, lease.endDate);
  if (span < 1) return fc.constant([]);
  return fc
    .uniqueArray(fc.integer({ min: 1, max: span }), { maxLength: 6 })
    .chain((offsets) =>
      fc.tuple(
        ...offsets
          .sort((a, b) => a - b)
          .map((k) =>
            fc.record({
              k: fc.constant(k),
              day: fc.integer({ min: 1, max: k === span ? Number(lease.endDate.slice(8, 10)) : 28 }),
              rentPerSqft: fc.integer({ min: 0, max: 12_000 }).map((c) => c / 100),
            }),
          ),
      ),
    )
    .map((steps) =>
      steps.map(({ k, day, rentPerSqft }) => ({ date: shifted(lease.startDate, k, day), rentPerSqft })),
    );
}

/** A lease with some of section 11.1's fields set (each one absent, null or a value). */
function withDetail<L extends OracleLease>(lease: L): fc.Arbitrary<L> {
  return fc
    .record(
      {
        suite: fc.oneof(fc.constantFrom('', null, '101', '015, 016', 'B-2'), fc.string({ maxLength: 40 })),
        rentSteps: fc.oneof(fc.constant(null), stepsFor(lease)),
        recoveryType: fc.constantFrom('nnn' as const, 'gross' as const, 'base-year' as const, null),
        marketRentPerSqft: fc.oneof(
          fc.constant(null),
          fc.constant(0),
          fc.integer({ min: 500, max: 8000 }).map((c) => c / 100),
        ),
      },
      { requiredKeys: [] },
    )
    .map((detail) => ({ ...lease, ...detail }));
}

/**
 * A valid leases-mode deal (see {@link leaseDealArb}) whose leases carry section 11.1's detail;
 * about a third of the deals have no recoveryType on any lease (section 11's recoveries rule).
 */
export function leaseDetailDealArb(options: LeaseDealOptions = {}): fc.Arbitrary<LeaseDeal> {
  return leaseDealArb(options).chain((deal) =>
    fc
      .tuple(fc.tuple(...deal.tenantLeases.map(withDetail)), fc.integer({ min: 0, max: 2 }))
      .map(([leases, variant]) => ({
        ...deal,
        tenantLeases: variant === 0 ? leases.map(({ recoveryType: _, ...rest }) => rest) : leases,
      })),
  );
}
