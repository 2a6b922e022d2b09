/**
 * Public types of the underwriting engine. Rates and percentages are percents (5.5 means 5.5 %)
 * unless a name says otherwise; money is US dollars per year.
 */

import type { z } from 'zod';
import type { RefinanceResult } from './capital-stack-refinance.js';
import type { TenantLeaseValues } from './lease-schema.js';
import type { StoredPropertyFields } from './property-schema.js';
import type { AnalysisInputValues, analysisInputObject } from './schema.js';
import type { GroupVary } from './solve/stack-varies.js';
import type { WaterfallResult } from './waterfall.js';

/** How revenue is entered: one aggregate rent figure or an individual rent roll. */
export type RevenueInputType = AnalysisInputValues['revenueInputType'];

/** How the rent is typed into the form (the engine only sees `annualRent` or the rent roll). */
export type RentInputMode = StoredPropertyFields['rentInputMode'];

/** How NNN charges are typed into the form. */
export type NnnInputMethod = StoredPropertyFields['nnnInputMethod'];

/** The lease detail of underwriting.md section 11.1, which a lease may leave out. */
type LeaseDetailKey = 'suite' | 'rentSteps' | 'recoveryType' | 'marketRentPerSqft';

/**
 * One lease of the rent roll (`tenantLeaseSchema` with its defaults applied). Dates are calendar
 * dates written `yyyy-mm-dd`; `leaseTerm` and `freeMonths` are months, `annualRentIncrease` a
 * percent per year. The lease detail of section 11.1 (suite, rent steps, recovery type, market
 * rent per space) is optional: absent or null, it takes its default (`''`, `[]`, unset, unset).
 */
export type TenantLease = Omit<TenantLeaseValues, LeaseDetailKey> &
  Partial<Pick<TenantLeaseValues, LeaseDetailKey>>;

/**
 * The inputs of {@link analyze}, as `analysisInputObject` accepts them. Only `purchasePrice`,
 * `sqft` and `interestRate` are required; every other field falls back to its default
 * (see `DEFAULTS`). `asOf` is the date WALT is measured from (`yyyy-mm-dd`), required in
 * individual mode.
 */
export type AnalysisInput = z.input<typeof analysisInputObject>;

/** {@link AnalysisInput} with every default applied (`asOf` is `null` when not given). */
export interface ResolvedInput extends Omit<AnalysisInputValues, 'asOf' | 'tenantLeases'> {
  asOf: string | null;
  tenantLeases: TenantLease[];
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
 * A rollover lease of the projection: the suite and the tenant it follows, the month it
 * became available and the month the new lease starts (months counted from asOf's month, 0), the
 * blended downtime and free months, its starting rent $/sq ft/year, and its TI and LC in dollars.
 */
export interface Rollover {
  /** The lease's suite (its tenant name when it has none), or "Vacant space" (section 11.1). */
  suite: string;
  /** The tenant name of the lease the chain follows, or "Vacant space". */
  tenant: string;
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
  /** Net Operating Income: Effective gross income less operating expenses in year 1, before debt service. In US dollars. */
  noi: number;
  /** Property Value: NOI capitalized at the market cap rate; the purchase price when no market cap rate is set or NOI is not positive. In US dollars. */
  propertyValue: number;
  /** Going-In Cap Rate: Year-1 NOI as a percentage of the purchase price. In percent (5.5 is 5.5 %). */
  goingInCapRate: number;
  /** Exit Cap Rate: The cap rate the sale price is computed at: the one entered, else going-in plus 0.5 points. In percent (5.5 is 5.5 %). */
  exitCapRate: number;
  /** Cash-on-Cash Return: Annual cash flow as a percentage of the equity invested (down payment plus closing costs). In percent (5.5 is 5.5 %). */
  cashOnCash: number;
  /** IRR: Internal rate of return of the equity over the hold: the equity invested, each year’s cash flow and the net sale proceeds. In percent (5.5 is 5.5 %). */
  irr: number;
  /**
   * Why `irr` is what it is: `converged` (a real rate), `no-sign-change` or `no-root` (no rate:
   * `irr` is 0). Null only from `analyzeResolved` with the IRR skipped (`depth.irr` false).
   */
  irrStatus: IrrStatus | null;
  /** ROI: Return on investment, reported as the cash-on-cash return: annual cash flow over the equity invested. In percent (5.5 is 5.5 %). */
  roi: number;
  /** ROE: Return on current equity: annual cash flow as a percentage of the property value less the loan amount. In percent (5.5 is 5.5 %). */
  roe: number;
  /** Down Payment: The part of the purchase price paid in cash: the price times the down payment percent. In US dollars. */
  downPayment: number;
  /** Loan Amount: The purchase price less the down payment. In US dollars. */
  loanAmount: number;
  /** Annual Debt Service: Twelve monthly loan payments. In US dollars. */
  annualDebtService: number;
  /** Annual Cash Flow: Year-1 NOI less annual debt service: the cash the property pays the investor. In US dollars. */
  annualCashFlow: number;
  /** Optimal Hold Period: The hold of 3 to 15 years with the highest IRR (the shorter one on a tie). In years. */
  optimalHoldPeriod: number;
  /** One sentence on the recommended hold: the hold, its tier and its IRR (or why no hold has one). */
  optimalHoldReason: string;
  /** The tier of the optimal hold: up to 5 years short-term, up to 8 medium-term, longer long-term. */
  optimalHoldTier: HoldTier;
  /** NNN Charges per Sq Ft: The NNN charges tenants reimburse per square foot a year, however they were entered. In US dollars per square foot. */
  effectiveNnnChargesPerSqft: number;
  /** WALT: Weighted average lease term: the years left on the leases, weighted by each lease’s annual rent. In years. */
  walt: number | null;
  /** The yearly cash flows of the first five years (lease by lease in leases mode): NOI, debt service, cash flow and its running total. */
  cashFlowProjections: CashFlowProjection[];
  /** The property value of the first five years, grown at the appreciation rate. */
  appreciationProjections: AppreciationProjection[];
  /** Loan-to-Value (LTV): The loan amount as a percentage of the purchase price. In percent (5.5 is 5.5 %). */
  ltv: number;
  /** DSCR: Debt service coverage ratio: NOI divided by annual debt service; lenders usually want 1.25x or more. A multiple (1.25 is 1.25x). */
  dscr: number | null;
  /** Debt Yield: NOI as a percentage of the loan amount: what the lender would earn if it took over the property. In percent (5.5 is 5.5 %). */
  debtYield: number | null;
  /** Break-Even Occupancy: Share of potential income needed to pay operating expenses and debt service. In percent (5.5 is 5.5 %). */
  breakEvenOccupancy: number | null;
  /** Equity Multiple: Total cash returned over the hold, sale proceeds included, divided by the equity invested. A multiple (1.25 is 1.25x). */
  equityMultiple: number | null;
  /** NPV: Net present value of the equity cash flows at your discount rate, the initial equity included. In US dollars. */
  npv: number | null;
  /** Gross Potential Rent: The year-1 rent the property would collect fully leased, before vacancy and credit loss. In US dollars. */
  grossPotentialRent: number;
  /** Effective Gross Income: Gross potential rent less vacancy, plus other income, in year 1 (lease by lease: less free rent and credit loss, plus recoveries). In US dollars. */
  effectiveGrossIncome: number;
  /** Operating Expenses: The landlord’s year-1 expenses: management, repairs and other expenses, plus taxes, insurance and maintenance unless the lease is NNN. In US dollars. */
  operatingExpenses: number;
  /** Equity Invested: The down payment plus closing costs: the cash the investor puts in at purchase. In US dollars. */
  equityInvested: number;
  /** Monthly Payment: The monthly loan payment: interest only, or principal and interest over the loan term. In US dollars. */
  monthlyPayment: number;
  /** Sale Price: The NOI of the year after the hold capitalized at the exit cap rate. In US dollars. */
  salePrice: number;
  /** Net Sale Proceeds: The sale price less selling costs and the loan balance repaid at sale. In US dollars. */
  netSaleProceeds: number;
  /** Leased Sq Ft: The square feet the rent roll leases. In square feet. */
  leasedSqft: number;
  /** Available Sq Ft: The building’s square feet the rent roll does not lease. In square feet. */
  unleasedSqft: number;
  /** Average Rent per Sq Ft: The rent roll’s annual rent per leased square foot, weighted by area. In US dollars per square foot. */
  avgRentPerSqft: number;
  /** The rent roll's leases with their annual and effective rents and remaining terms; empty in aggregate mode. */
  leases: LeaseSummary[];
  /** The NNN charges of the first five years, per sq ft and for the building, grown at the NNN escalation rate. */
  nnnProjections: NnnProjection[];
  /** The lease-by-lease projection in leases mode; null in simple mode. */
  leaseProjection: LeaseProjection | null;
  /** Loan Fees: Origination fees of the senior and second loans, paid in cash at closing. In US dollars. */
  loanFees: number;
  /** Second Loan: The second (mezzanine) loan: its share of the purchase price, financed out of the down payment. In US dollars. */
  secondLoanAmount: number;
  /** Senior Debt Service: The senior loan’s scheduled payments in year 1, a balloon left out. In US dollars. */
  seniorDebtService: number;
  /** Second Loan Debt Service: The second loan’s scheduled payments in year 1, a balloon left out. In US dollars. */
  secondDebtService: number;
  /** Senior DSCR: NOI divided by the senior loan’s year-1 debt service: the coverage the senior lender sees. A multiple (1.25 is 1.25x). */
  seniorDscr: number | null;
  /** The refinance of the reported hold (section 12.4); null without one or when the hold ends by its year. */
  refinance: RefinanceResult | null;
  /** The LP/GP split of the reported hold's equity cash flows (section 12.5); null without a waterfall. */
  waterfall: WaterfallResult | null;
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

/**
 * One axis of a sensitivity grid: a numeric input field, or a capital-stack group's input
 * (`secondLoanPercent`, `refinanceLtv`, `prefRate`, `residualPromote`: underwriting.md 12), and
 * the values it takes.
 */
export interface SensitivityAxis {
  field: keyof AnalysisInput | GroupVary;
  values: number[];
}

/** A sensitivity grid: `values[i][j]` is the metric at `rows[i]` x `cols[j]`. */
export interface SensitivityGrid {
  rows: number[];
  cols: number[];
  values: (number | null)[][];
}
