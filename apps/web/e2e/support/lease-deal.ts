import {
  type AnalysisInput,
  type AnalysisResult,
  debtServiceInYear,
  formatCurrency,
  formatNumber,
  formatPercent,
  projectionMonthLabel,
  type TenantLease,
} from '@cre/underwriting';
import type { Locator } from 'playwright-core';
import { dealInput } from './deal';

/**
 * The lease-by-lease journey's deal (underwriting.md section 11): the analyzer deal of `deal.ts`
 * (18,500 sq ft, 7-year hold, typed by `typeDeal`) with a six-tenant rent roll of 16,500 sq ft
 * (2,000 sq ft vacant) whose leases end over the first years of the projection. Dates are relative
 * to the analysis date's year, so the expirations stay inside the projection whenever it runs.
 */
export function leaseTenants(asOf: string): TenantLease[] {
  const y = Number(asOf.slice(0, 4));
  const lease = (
    tenantName: string,
    sqftLeased: number,
    rentPerSqft: number,
    annualRentIncrease: number,
    freeMonths: number,
    tenantImprovements: number,
    [startYear, start]: [number, string],
    [endYear, end]: [number, string],
  ): TenantLease => ({
    tenantName,
    sqftLeased,
    rentPerSqft,
    leaseTerm: 12 * (endYear - startYear) + Number(end.slice(0, 2)) - Number(start.slice(0, 2)) + 1,
    freeMonths,
    tenantImprovements,
    annualRentIncrease,
    startDate: `${y + startYear}-${start}`,
    endDate: `${y + endYear}-${end}`,
  });
  return [
    lease('Atlas Insurance', 4_000, 28, 3, 1, 40_000, [-4, '02-01'], [1, '01-31']),
    lease('Birch Legal', 3_000, 31, 3, 0, 0, [-3, '07-01'], [1, '06-30']),
    lease('Cove Dental', 2_500, 34, 2.5, 2, 25_000, [-5, '10-01'], [2, '09-30']),
    lease('Delta Engineering', 3_500, 26.5, 3, 3, 52_500, [-2, '04-01'], [4, '03-31']),
    lease('Elm Tax Advisors', 1_500, 30, 3, 0, 0, [-1, '01-01'], [3, '12-31']),
    lease('Fir Architects', 2_000, 27, 2, 1, 10_000, [-6, '09-01'], [5, '08-31']),
  ];
}

/**
 * The Market Leasing Assumptions as the journey leaves them: label, what is typed (null: left at
 * the new project's value), what the field shows afterwards (and after a reload).
 */
export const LEASE_ASSUMPTIONS: [label: string, typed: string | null, shown: string][] = [
  ['Market Rent ($/sq ft/yr)', null, ''],
  ['Market Rent Growth', '2.5', '2.5'],
  ['Expense Growth', null, '3'],
  ['Renewal Probability', '60', '60'],
  ['Downtime (months)', '4', '4'],
  ['Rollover Lease Term (months)', null, '60'],
  ['New Lease Free Months', null, '3'],
  ['Renewal Free Months', null, '1'],
  ['New Lease TI ($/sq ft)', null, '20'],
  ['Renewal TI ($/sq ft)', null, '5'],
  ['New Lease LC', null, '6'],
  ['Renewal LC', null, '3'],
];

/** The same assumptions as the engine's (and the saved project's) fields. */
export const LEASE_ASSUMPTION_FIELDS = {
  projectionMode: 'leases',
  marketRentPerSqft: null,
  marketRentGrowth: 2.5,
  expenseGrowthRate: 3,
  renewalProbability: 60,
  downtimeMonths: 4,
  renewalTermMonths: 60,
  newFreeMonths: 3,
  renewalFreeMonths: 1,
  newTiPerSqft: 20,
  renewalTiPerSqft: 5,
  newLcPercent: 6,
  renewalLcPercent: 3,
} as const satisfies Partial<AnalysisInput>;

/** The engine's input with the hold and loan terms the tables read set. */
export type LeaseDealInput = AnalysisInput &
  Required<Pick<AnalysisInput, 'holdPeriod' | 'loanTerm' | 'isInterestOnly'>>;

/** The deal as the engine's input, projected lease by lease. */
export function leaseDealInput(asOf: string): LeaseDealInput {
  const input = { ...dealInput(asOf, leaseTenants(asOf)), ...LEASE_ASSUMPTION_FIELDS };
  const { holdPeriod, loanTerm, isInterestOnly } = input;
  if (holdPeriod === undefined || loanTerm === undefined || isInterestOnly === undefined)
    throw new Error('the deal sets its hold period and loan terms');
  return { ...input, holdPeriod, loanTerm, isInterestOnly };
}

/** The market rent placeholder: the rent roll's average rent per sq ft (Σ annual rent / Σ sq ft), 2 decimals. */
export function averageRentPlaceholder(tenants: readonly TenantLease[]): string {
  const rent = tenants.reduce((sum, t) => sum + t.sqftLeased * t.rentPerSqft, 0);
  const sqft = tenants.reduce((sum, t) => sum + t.sqftLeased, 0);
  return formatNumber(rent / sqft, 2);
}

/** Debt service of years 1..count, as the card and the exports compute it (the engine's `debtServiceInYear`). */
function debtService(input: LeaseDealInput, result: AnalysisResult, count: number): number[] {
  return Array.from({ length: count }, (_, t) =>
    debtServiceInYear(
      result.annualDebtService,
      result.loanAmount,
      input.loanTerm,
      input.isInterestOnly,
      t + 1,
    ),
  );
}

/**
 * The annual lease-by-lease cash flow of years 1..holdPeriod + 1, label then one figure a year,
 * formatted by `money` (occupancy with 2 decimals): what the live card and the CSV show.
 */
export function expectedAnnualRows(input: LeaseDealInput, result: AnalysisResult): string[][] {
  const years = (result.leaseProjection?.years ?? []).slice(0, input.holdPeriod + 1);
  const ds = debtService(input, result, years.length);
  const money = formatCurrency;
  const row = (label: string, pick: (t: number) => number, format: (v: number) => string = money) => [
    label,
    ...years.map((_, t) => format(pick(t))),
  ];
  const y = (t: number) => years[t]!;
  return [
    row('Scheduled Rent', (t) => y(t).scheduledRent),
    row('Free Rent', (t) => y(t).freeRent),
    row('Credit Loss', (t) => y(t).creditLoss),
    row('Other Income', (t) => y(t).otherIncome),
    row('Recoveries', (t) => y(t).recoveries),
    row('Effective Gross Income', (t) => y(t).effectiveGrossIncome),
    row('Operating Expenses', (t) => y(t).operatingExpenses),
    row('Net Operating Income', (t) => y(t).noi),
    row('Tenant Improvements', (t) => y(t).tenantImprovements),
    row('Leasing Commissions', (t) => y(t).leasingCommissions),
    row('Debt Service', (t) => ds[t]!),
    row('Cash Flow', (t) => y(t).noi - y(t).tenantImprovements - y(t).leasingCommissions - ds[t]!),
    row('Occupancy', (t) => y(t).occupancy, occupancyText),
  ];
}

/** Occupancy as the live card and both exports show it (the app's percent(): "91.30%"). */
export const occupancyText = (value: number) => formatPercent(value);

/**
 * The first `count` rollover leases as rows of cells: suite, sq ft, available and start months as
 * calendar months from `asOf` ("Mar 2027"), downtime, free months, rent per sq ft, TI, LC.
 */
export function expectedRolloverRows(result: AnalysisResult, asOf: string, count: number): string[][] {
  return (result.leaseProjection?.rollovers ?? [])
    .slice(0, count)
    .map((r) => [
      r.suite,
      r.tenant,
      formatNumber(r.sqft, 0),
      projectionMonthLabel(asOf, r.availableMonth),
      projectionMonthLabel(asOf, r.startMonth),
      String(r.downtimeMonths),
      String(r.freeMonths),
      `$${formatNumber(r.rentPerSqft, 2)}`,
      formatCurrency(r.tenantImprovements),
      formatCurrency(r.leasingCommissions),
    ]);
}

/** A table's cells, row by row (header row first), as trimmed text. */
export function readTable(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...(element as HTMLTableElement).rows].map((row) =>
      [...row.cells].map((cell) => cell.textContent?.trim() ?? ''),
    ),
  );
}

/** A CSV line as the export writes it: every cell quoted, quotes doubled. */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
}
