/**
 * The metric catalog: one entry for every figure of {@link AnalysisResult} a user can see, with its
 * label, unit, display format, group, direction and a one-sentence explanation. Every surface (the
 * results tiles and tables, CSV, PDF, the workbook, the CLI, goal seek, the scenario comparison,
 * the sensitivity grids, the shared page) reads its labels and formats here, so a metric reads the
 * same everywhere. Adding a numeric field to `AnalysisResult` without an entry here fails to
 * compile (see https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/contracts.md#adding-a-metric).
 */
import type { AnalysisResult } from '../types.js';

/** Every numeric figure of {@link AnalysisResult} (some nullable): the catalog's keys. */
export type MetricKey = {
  [K in keyof AnalysisResult]-?: AnalysisResult[K] extends number | null ? K : never;
}[keyof AnalysisResult];

/** What a metric measures: US dollars, a percent (5.5 = 5.5 %), a multiple (1.25x), years, $/sq ft or sq ft. */
export type MetricUnit = 'currency' | 'percent' | 'multiple' | 'years' | 'currencyPerSqft' | 'sqft';

/**
 * How a metric's value is displayed: `money` "$1,250,000"; `percent` "7.25%"; `ltv` "75.0%";
 * `ratio` "1.35x"; `years` "4.52 years"; `perSqft` "$2.50"; `count` "12,500".
 */
export type MetricFormat = 'money' | 'percent' | 'ltv' | 'ratio' | 'years' | 'perSqft' | 'count';

/** Where a metric belongs on a report (the CLI's and the exports' headings). */
export type MetricGroup = 'income' | 'value' | 'financing' | 'returns' | 'hold' | 'rentRoll';

/** Headings of the metric groups, in report order. */
export const METRIC_GROUPS: Readonly<Record<MetricGroup, string>> = {
  income: 'Income',
  value: 'Value',
  financing: 'Financing',
  returns: 'Returns',
  hold: 'Hold Period',
  rentRoll: 'Rent Roll',
};

/** One metric's entry. */
export interface MetricInfo {
  /** As every surface labels it: "Cash-on-Cash Return". */
  label: string;
  /** Where space is short (the scenario comparison, chart legends): "Cash-on-Cash". */
  shortLabel: string;
  /** Inside a sentence, lower case unless an acronym: "cash-on-cash". */
  noun: string;
  unit: MetricUnit;
  format: MetricFormat;
  group: MetricGroup;
  /** True when more is better for the investor, false when less is (exit cap rate, LTV), null when neither. */
  higherIsBetter: boolean | null;
  /** One sentence a user can read: what the figure is and how it is computed. */
  explanation: string;
  /** True when `analyze()` may report it as null (no debt, no discount rate, no rent roll). */
  nullable: boolean;
  /** Its place in goal seek's metric list (0 first), or null when goal seek cannot aim at it. */
  goalSeek: number | null;
  /** Its place in the scenario comparison (0 first), or null when scenarios do not compare it. */
  compare: number | null;
  /** Its place in the sensitivity grid's metric picker (0 first), or null when not offered. */
  sensitivity: number | null;
}

const money = { unit: 'currency', format: 'money' } as const;
const pct = { unit: 'percent', format: 'percent' } as const;
const multiple = { unit: 'multiple', format: 'ratio' } as const;
const none = { goalSeek: null, compare: null, sensitivity: null } as const;

/** The catalog, in the order the reports list the metrics. */
export const METRICS: Readonly<Record<MetricKey, MetricInfo>> = {
  grossPotentialRent: {
    label: 'Gross Potential Rent',
    shortLabel: 'GPR',
    noun: 'gross potential rent',
    ...money,
    group: 'income',
    higherIsBetter: true,
    explanation: 'The year-1 rent the property would collect fully leased, before vacancy and credit loss.',
    nullable: false,
    ...none,
  },
  effectiveGrossIncome: {
    label: 'Effective Gross Income',
    shortLabel: 'EGI',
    noun: 'effective gross income',
    ...money,
    group: 'income',
    higherIsBetter: true,
    explanation:
      'Gross potential rent less vacancy, plus other income, in year 1 (lease by lease: less free rent and credit loss, plus recoveries).',
    nullable: false,
    ...none,
  },
  operatingExpenses: {
    label: 'Operating Expenses',
    shortLabel: 'OpEx',
    noun: 'operating expenses',
    ...money,
    group: 'income',
    higherIsBetter: false,
    explanation:
      'The landlord’s year-1 expenses: management, repairs and other expenses, plus taxes, insurance and maintenance unless the lease is NNN.',
    nullable: false,
    ...none,
  },
  noi: {
    label: 'Net Operating Income',
    shortLabel: 'NOI',
    noun: 'NOI',
    ...money,
    group: 'income',
    higherIsBetter: true,
    explanation: 'Effective gross income less operating expenses in year 1, before debt service.',
    nullable: false,
    goalSeek: null,
    compare: 0,
    sensitivity: null,
  },
  effectiveNnnChargesPerSqft: {
    label: 'NNN Charges per Sq Ft',
    shortLabel: 'NNN $/sq ft',
    noun: 'NNN charges',
    unit: 'currencyPerSqft',
    format: 'perSqft',
    group: 'income',
    higherIsBetter: null,
    explanation: 'The NNN charges tenants reimburse per square foot a year, however they were entered.',
    nullable: false,
    ...none,
  },
  propertyValue: {
    label: 'Property Value',
    shortLabel: 'Value',
    noun: 'property value',
    ...money,
    group: 'value',
    higherIsBetter: true,
    explanation:
      'NOI capitalized at the market cap rate; the purchase price when no market cap rate is set or NOI is not positive.',
    nullable: false,
    goalSeek: 7,
    compare: 1,
    sensitivity: null,
  },
  goingInCapRate: {
    label: 'Going-In Cap Rate',
    shortLabel: 'Going-In Cap',
    noun: 'going-in cap rate',
    ...pct,
    group: 'value',
    higherIsBetter: true,
    explanation: 'Year-1 NOI as a percentage of the purchase price.',
    nullable: false,
    goalSeek: 6,
    compare: 2,
    sensitivity: null,
  },
  exitCapRate: {
    label: 'Exit Cap Rate',
    shortLabel: 'Exit Cap',
    noun: 'exit cap rate',
    ...pct,
    group: 'value',
    higherIsBetter: false,
    explanation:
      'The cap rate the sale price is computed at: the one entered, else going-in plus 0.5 points.',
    nullable: false,
    goalSeek: null,
    compare: 3,
    sensitivity: null,
  },
  salePrice: {
    label: 'Sale Price',
    shortLabel: 'Sale Price',
    noun: 'sale price',
    ...money,
    group: 'value',
    higherIsBetter: true,
    explanation: 'The NOI of the year after the hold capitalized at the exit cap rate.',
    nullable: false,
    ...none,
  },
  netSaleProceeds: {
    label: 'Net Sale Proceeds',
    shortLabel: 'Net Proceeds',
    noun: 'net sale proceeds',
    ...money,
    group: 'value',
    higherIsBetter: true,
    explanation: 'The sale price less selling costs and the loan balance repaid at sale.',
    nullable: false,
    goalSeek: null,
    compare: null,
    sensitivity: 4,
  },
  downPayment: {
    label: 'Down Payment',
    shortLabel: 'Down Payment',
    noun: 'down payment',
    ...money,
    group: 'financing',
    higherIsBetter: null,
    explanation: 'The part of the purchase price paid in cash: the price times the down payment percent.',
    nullable: false,
    ...none,
  },
  equityInvested: {
    label: 'Equity Invested',
    shortLabel: 'Equity',
    noun: 'equity invested',
    ...money,
    group: 'financing',
    higherIsBetter: null,
    explanation: 'The down payment plus closing costs: the cash the investor puts in at purchase.',
    nullable: false,
    ...none,
  },
  loanAmount: {
    label: 'Loan Amount',
    shortLabel: 'Loan',
    noun: 'loan amount',
    ...money,
    group: 'financing',
    higherIsBetter: null,
    explanation: 'The purchase price less the down payment.',
    nullable: false,
    ...none,
  },
  ltv: {
    label: 'Loan-to-Value (LTV)',
    shortLabel: 'LTV',
    noun: 'LTV',
    unit: 'percent',
    format: 'ltv',
    group: 'financing',
    higherIsBetter: false,
    explanation: 'The loan amount as a percentage of the purchase price.',
    nullable: false,
    ...none,
  },
  monthlyPayment: {
    label: 'Monthly Payment',
    shortLabel: 'Payment',
    noun: 'monthly payment',
    ...money,
    group: 'financing',
    higherIsBetter: false,
    explanation: 'The monthly loan payment: interest only, or principal and interest over the loan term.',
    nullable: false,
    ...none,
  },
  annualDebtService: {
    label: 'Annual Debt Service',
    shortLabel: 'Debt Service',
    noun: 'annual debt service',
    ...money,
    group: 'financing',
    higherIsBetter: false,
    explanation: 'Twelve monthly loan payments.',
    nullable: false,
    ...none,
  },
  dscr: {
    label: 'DSCR',
    shortLabel: 'DSCR',
    noun: 'DSCR',
    ...multiple,
    group: 'financing',
    higherIsBetter: true,
    explanation:
      'Debt service coverage ratio: NOI divided by annual debt service; lenders usually want 1.25x or more.',
    nullable: true,
    goalSeek: 2,
    compare: 7,
    sensitivity: 2,
  },
  debtYield: {
    label: 'Debt Yield',
    shortLabel: 'Debt Yield',
    noun: 'debt yield',
    ...pct,
    group: 'financing',
    higherIsBetter: true,
    explanation:
      'NOI as a percentage of the loan amount: what the lender would earn if it took over the property.',
    nullable: true,
    goalSeek: 3,
    compare: null,
    sensitivity: null,
  },
  breakEvenOccupancy: {
    label: 'Break-Even Occupancy',
    shortLabel: 'Break-Even',
    noun: 'break-even occupancy',
    ...pct,
    group: 'financing',
    higherIsBetter: false,
    explanation: 'Share of potential income needed to pay operating expenses and debt service.',
    nullable: true,
    goalSeek: 9,
    compare: null,
    sensitivity: null,
  },
  annualCashFlow: {
    label: 'Annual Cash Flow',
    shortLabel: 'Cash Flow',
    noun: 'annual cash flow',
    ...money,
    group: 'returns',
    higherIsBetter: true,
    explanation: 'Year-1 NOI less annual debt service: the cash the property pays the investor.',
    nullable: false,
    goalSeek: 8,
    compare: null,
    sensitivity: null,
  },
  cashOnCash: {
    label: 'Cash-on-Cash Return',
    shortLabel: 'Cash-on-Cash',
    noun: 'cash-on-cash',
    ...pct,
    group: 'returns',
    higherIsBetter: true,
    explanation: 'Annual cash flow as a percentage of the equity invested (down payment plus closing costs).',
    nullable: false,
    goalSeek: 1,
    compare: 4,
    sensitivity: 1,
  },
  roi: {
    label: 'ROI',
    shortLabel: 'ROI',
    noun: 'ROI',
    ...pct,
    group: 'returns',
    higherIsBetter: true,
    explanation:
      'Return on investment, reported as the cash-on-cash return: annual cash flow over the equity invested.',
    nullable: false,
    ...none,
  },
  roe: {
    label: 'ROE',
    shortLabel: 'ROE',
    noun: 'ROE',
    ...pct,
    group: 'returns',
    higherIsBetter: true,
    explanation:
      'Return on current equity: annual cash flow as a percentage of the property value less the loan amount.',
    nullable: false,
    goalSeek: null,
    compare: null,
    sensitivity: 3,
  },
  irr: {
    label: 'IRR',
    shortLabel: 'IRR',
    noun: 'IRR',
    ...pct,
    group: 'returns',
    higherIsBetter: true,
    explanation:
      'Internal rate of return of the equity over the hold: the equity invested, each year’s cash flow and the net sale proceeds.',
    nullable: false,
    goalSeek: 0,
    compare: 5,
    sensitivity: null,
  },
  equityMultiple: {
    label: 'Equity Multiple',
    shortLabel: 'Equity Multiple',
    noun: 'equity multiple',
    ...multiple,
    group: 'returns',
    higherIsBetter: true,
    explanation: 'Total cash returned over the hold, sale proceeds included, divided by the equity invested.',
    nullable: true,
    goalSeek: 4,
    compare: 6,
    sensitivity: 0,
  },
  npv: {
    label: 'NPV',
    shortLabel: 'NPV',
    noun: 'NPV',
    ...money,
    group: 'returns',
    higherIsBetter: true,
    explanation:
      'Net present value of the equity cash flows at your discount rate, the initial equity included.',
    nullable: true,
    goalSeek: 5,
    compare: 9,
    sensitivity: null,
  },
  optimalHoldPeriod: {
    label: 'Optimal Hold Period',
    shortLabel: 'Optimal Hold',
    noun: 'optimal hold period',
    unit: 'years',
    format: 'years',
    group: 'hold',
    higherIsBetter: true,
    explanation: 'The hold of 3 to 15 years with the highest IRR (the shorter one on a tie).',
    nullable: false,
    goalSeek: null,
    compare: 8,
    sensitivity: null,
  },
  walt: {
    label: 'WALT',
    shortLabel: 'WALT',
    noun: 'WALT',
    unit: 'years',
    format: 'years',
    group: 'rentRoll',
    higherIsBetter: true,
    explanation:
      'Weighted average lease term: the years left on the leases, weighted by each lease’s annual rent.',
    nullable: true,
    ...none,
  },
  leasedSqft: {
    label: 'Leased Sq Ft',
    shortLabel: 'Leased',
    noun: 'leased area',
    unit: 'sqft',
    format: 'count',
    group: 'rentRoll',
    higherIsBetter: true,
    explanation: 'The square feet the rent roll leases.',
    nullable: false,
    ...none,
  },
  unleasedSqft: {
    label: 'Available Sq Ft',
    shortLabel: 'Available',
    noun: 'available area',
    unit: 'sqft',
    format: 'count',
    group: 'rentRoll',
    higherIsBetter: false,
    explanation: 'The building’s square feet the rent roll does not lease.',
    nullable: false,
    ...none,
  },
  avgRentPerSqft: {
    label: 'Average Rent per Sq Ft',
    shortLabel: 'Avg Rent $/sq ft',
    noun: 'average rent',
    unit: 'currencyPerSqft',
    format: 'perSqft',
    group: 'rentRoll',
    higherIsBetter: true,
    explanation: 'The rent roll’s annual rent per leased square foot, weighted by area.',
    nullable: false,
    ...none,
  },
};

/** Every metric key, in catalog (report) order. */
export const METRIC_KEYS: readonly MetricKey[] = Object.keys(METRICS).filter(
  (key): key is MetricKey => key in METRICS,
);

/** True for a metric key of the catalog. */
export const isMetricKey = (key: unknown): key is MetricKey =>
  typeof key === 'string' && Object.hasOwn(METRICS, key);

/** The keys whose `place` (goal seek, comparison or sensitivity) is set, in that list's order. */
export function metricsBy(place: 'goalSeek' | 'compare' | 'sensitivity'): MetricKey[] {
  const ranked: [number, MetricKey][] = [];
  for (const key of METRIC_KEYS) {
    const rank = METRICS[key][place];
    if (rank !== null) ranked.push([rank, key]);
  }
  return ranked.sort((a, b) => a[0] - b[0]).map(([, key]) => key);
}

/** The metrics of one group, in catalog order. */
export const metricsOf = (group: MetricGroup): MetricKey[] =>
  METRIC_KEYS.filter((key) => METRICS[key].group === group);
