/**
 * Public types of the underwriting engine. Rates and percentages are percents (5.5 means 5.5 %)
 * unless a name says otherwise; money is US dollars per year.
 */

import type { z } from 'zod';
import type { TenantLeaseValues } from './lease-schema.js';
import type { StoredPropertyFields } from './property-schema.js';
import type { AnalysisInputValues, analysisInputObject } from './schema.js';

/** How revenue is entered: one aggregate rent figure or an individual rent roll. */
export type RevenueInputType = AnalysisInputValues['revenueInputType'];

/** How the rent is typed into the form (the engine only sees `annualRent` or the rent roll). */
export type RentInputMode = StoredPropertyFields['rentInputMode'];

/** How NNN charges are typed into the form. */
export type NnnInputMethod = StoredPropertyFields['nnnInputMethod'];

/**
 * One lease of the rent roll (`tenantLeaseSchema` with its defaults applied). Dates are calendar
 * dates written `yyyy-mm-dd`; `leaseTerm` and `freeMonths` are months, `annualRentIncrease` a
 * percent per year.
 */
export type TenantLease = TenantLeaseValues;

/**
 * The inputs of {@link analyze}, as `analysisInputObject` accepts them. Only `purchasePrice`,
 * `sqft` and `interestRate` are required; every other field falls back to its default
 * (see `DEFAULTS`). `asOf` is the date WALT is measured from (`yyyy-mm-dd`), required in
 * individual mode.
 */
export type AnalysisInput = z.input<typeof analysisInputObject>;

/** {@link AnalysisInput} with every default applied (`asOf` is `null` when not given). */
export interface ResolvedInput extends Omit<AnalysisInputValues, 'asOf'> {
  asOf: string | null;
}

/** One year of the cash-flow projection. */
export interface CashFlowProjection {
  year: number;
  noi: number;
  debtService: number;
  cashFlow: number;
  cumulative: number;
}

/** One year of the value projection; `appreciation` is the cumulative percent since purchase. */
export interface AppreciationProjection {
  year: number;
  value: number;
  appreciation: number;
}

/** One year of the NNN charge projection (per sq ft and for the whole building). */
export interface NnnProjection {
  year: number;
  chargesPerSqft: number;
  total: number;
}

/** A lease of the rent roll with its computed rents and remaining term. */
export interface LeaseSummary {
  tenantName: string;
  sqftLeased: number;
  annualRent: number;
  effectiveRent: number;
  remainingYears: number;
}

/** How the years after year 1 are projected: one NOI growing at one rate, or lease by lease. */
export type ProjectionMode = AnalysisInputValues['projectionMode'];

/** One year of the lease-by-lease projection (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#lease-by-lease); occupancy is a percent. */
export interface LeaseProjectionYear {
  year: number;
  scheduledRent: number;
  freeRent: number;
  creditLoss: number;
  otherIncome: number;
  recoveries: number;
  effectiveGrossIncome: number;
  operatingExpenses: number;
  noi: number;
  tenantImprovements: number;
  leasingCommissions: number;
  occupancy: number;
}

/**
 * A rollover lease of the projection: the suite (tenant name or "Vacant space"), the month it
 * became available and the month the new lease starts (months counted from asOf's month, 0), the
 * blended downtime and free months, its starting rent $/sq ft/year, and its TI and LC in dollars.
 */
export interface Rollover {
  suite: string;
  sqft: number;
  availableMonth: number;
  startMonth: number;
  downtimeMonths: number;
  freeMonths: number;
  rentPerSqft: number;
  tenantImprovements: number;
  leasingCommissions: number;
}

/** The lease-by-lease projection: years 1..H and every rollover lease starting inside them. */
export interface LeaseProjection {
  years: LeaseProjectionYear[];
  rollovers: Rollover[];
}

/** Hold-period tier: up to 5 years, up to 8 years, longer. */
export type HoldTier = 'short-term' | 'medium-term' | 'long-term';

/** Everything {@link analyze} reports. Percent-valued fields are percents. */
export interface AnalysisResult {
  noi: number;
  propertyValue: number;
  goingInCapRate: number;
  exitCapRate: number;
  cashOnCash: number;
  /**
   * IRR of the `holdPeriod` hold in percent; 0 when there is none, with the reason in
   * {@link AnalysisResult.irrStatus}.
   */
  irr: number;
  /**
   * Why `irr` is what it is: `converged` (a real rate), `no-sign-change` or `no-root` (no rate:
   * `irr` is 0). Null only from `analyzeResolved` with the IRR skipped (`depth.irr` false).
   */
  irrStatus: IrrStatus | null;
  roi: number;
  roe: number;
  downPayment: number;
  loanAmount: number;
  annualDebtService: number;
  annualCashFlow: number;
  optimalHoldPeriod: number;
  optimalHoldReason: string;
  optimalHoldTier: HoldTier;
  effectiveNnnChargesPerSqft: number;
  walt: number | null;
  cashFlowProjections: CashFlowProjection[];
  appreciationProjections: AppreciationProjection[];
  ltv: number;
  dscr: number | null;
  debtYield: number | null;
  breakEvenOccupancy: number | null;
  equityMultiple: number | null;
  npv: number | null;
  grossPotentialRent: number;
  effectiveGrossIncome: number;
  operatingExpenses: number;
  equityInvested: number;
  monthlyPayment: number;
  salePrice: number;
  netSaleProceeds: number;
  leasedSqft: number;
  unleasedSqft: number;
  avgRentPerSqft: number;
  leases: LeaseSummary[];
  nnnProjections: NnnProjection[];
  /** The lease-by-lease projection in leases mode; null in simple mode. */
  leaseProjection: LeaseProjection | null;
}

/**
 * Why an IRR search ended: `converged` (a rate was found), `no-sign-change` (every non-zero flow
 * has the same sign), `no-root` (no rate in the search range) or `non-finite` (a flow is NaN or
 * infinite).
 */
export type IrrStatus = 'converged' | 'no-sign-change' | 'no-root' | 'non-finite';

/** Result of {@link irrDetailed}; `rate` is a fraction (0.1 = 10 %). */
export interface IrrResult {
  rate: number;
  status: IrrStatus;
  iterations: number;
  multipleRootsPossible: boolean;
}

/** Input fields a sensitivity axis can vary (the numeric ones). */
export type SensitivityField = {
  [K in keyof AnalysisInput]-?: NonNullable<AnalysisInput[K]> extends number ? K : never;
}[keyof AnalysisInput];

/** Result fields a sensitivity grid can show (the numeric ones, some nullable). */
export type SensitivityMetric = {
  [K in keyof AnalysisResult]-?: AnalysisResult[K] extends number | null ? K : never;
}[keyof AnalysisResult];

/** One axis of a sensitivity grid (a numeric input field and the values it takes). */
export interface SensitivityAxis {
  field: keyof AnalysisInput;
  values: number[];
}

/** A sensitivity grid: `values[i][j]` is the metric at `rows[i]` x `cols[j]`. */
export interface SensitivityGrid {
  rows: number[];
  cols: number[];
  values: (number | null)[][];
}
