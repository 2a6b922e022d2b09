// The leases-mode row of the typing benchmark (issue 12: "keystroke-to-paint at most 33 ms median
// for the 20-tenant deal in leases mode"), used by bench/typing.ts. The deal is the bench's own
// 20-tenant office (benchProject) saved with projectionMode 'leases' and the market leasing
// assumptions left to their defaults. The probe waits for the sensitivity grids' price header, as in
// simple mode; the grids and the Lease-by-Lease Projection card are rendered by the same component
// and commit in the same pass, and `leaseTableCheck` verifies it on every keystroke: when the grids
// showed the new price, the annual table's Debt Service row (which follows the price) already showed
// the new price's debt service.
import { analyze, debtServiceInYear, formatCurrency, type PropertyPayloadInput } from '@cre/underwriting';
import { benchProject } from './deal';
import type { KeystrokeSample } from './stats';

/** Rent-roll size of the leases-mode row. */
export const LEASE_BENCH_TENANTS = 20;

/** The bench deal of `tenantCount` tenants, projected lease by lease at the default market assumptions. */
export function leaseBenchProject(
  tenantCount: number,
): PropertyPayloadInput & { purchasePrice: number; projectionMode: 'leases' } {
  return { ...benchProject(tenantCount), projectionMode: 'leases' };
}

/** Year-1 debt service of the project at `price`, as the lease card formats it. */
export function expectedYearOneDebtService(
  project: PropertyPayloadInput,
  price: number,
  asOf: string,
): string {
  const result = analyze({ ...project, purchasePrice: price, asOf });
  return formatCurrency(
    debtServiceInYear(
      result.annualDebtService,
      result.loanAmount,
      project.loanTerm ?? 0,
      project.isInterestOnly ?? false,
      1,
    ),
  );
}

/**
 * A per-keystroke check for the leases-mode row: throws unless the lease table was on the page when
 * the grids showed the new price, with year 1's Debt Service of that price, and its Debt Service row
 * differs from the previous keystroke's.
 */
export function leaseTableCheck(
  project: PropertyPayloadInput,
  asOf: string,
): (sample: KeystrokeSample, price: number) => void {
  let previous: string | undefined;
  return (sample, price) => {
    const row = sample.leaseDebtService;
    if (!row || row.length === 0)
      throw new Error(
        `the lease table's Debt Service row was not on the page when the grids showed ${price}`,
      );
    const expected = expectedYearOneDebtService(project, price, asOf);
    if (row[0] !== expected)
      throw new Error(
        `when the grids showed the price ${price}, the lease table's year-1 Debt Service showed ${row[0]}, expected ${expected}`,
      );
    const joined = row.join('|');
    if (joined === previous)
      throw new Error(`the lease table's Debt Service row did not change for the price ${price}`);
    previous = joined;
  };
}
