/**
 * What goal seek knows about each metric and input: the metrics' labels, nouns and units (the
 * metric catalog's), the inputs' labels and valid ranges (the schema's, from deal-rules.ts) and how
 * their numbers read in the sentences it writes.
 */
import { DEAL } from '../deal-rules.js';
import { MAX_AMOUNT } from '../limits.js';
import { byMetric, METRICS, metricsBy } from '../metrics/catalog.js';
import type { ResolvedInput } from '../types.js';
import type {
  SolveMetric,
  SolveMetricInfo,
  SolveUnit,
  SolveVary,
  SolveVaryInfo,
  WaterfallIrrMetric,
} from './solve-types.js';
import { groupRange, isGroupVary } from './stack-varies.js';

/** A catalog metric goal seek aims at. */
type CatalogSolveMetric = Exclude<SolveMetric, WaterfallIrrMetric>;

/**
 * Goal seek's unit of a metric: the catalog's, which for every metric goal seek aims at is a
 * percent, a multiple or dollars (a goal-seek place on a metric in years or sq ft fails to compile
 * here).
 */
const solveUnit = (metric: CatalogSolveMetric): SolveUnit => METRICS[metric].unit;

/** Whether more is better: the catalog's direction, never null for a goal-seek metric (checked here). */
const solveDirection = (metric: CatalogSolveMetric): boolean => METRICS[metric].higherIsBetter;

/** The waterfall's party IRRs (section 12.5), after the catalog's metrics. */
const WATERFALL_IRRS: Readonly<Record<WaterfallIrrMetric, SolveMetricInfo>> = {
  lpIrr: { label: 'LP IRR', noun: 'LP IRR', unit: 'percent', higherIsBetter: true },
  gpIrr: { label: 'GP IRR', noun: 'GP IRR', unit: 'percent', higherIsBetter: true },
};

/** True for the waterfall's LP or GP IRR. */
export const isWaterfallIrr = (metric: SolveMetric): metric is WaterfallIrrMetric =>
  Object.hasOwn(WATERFALL_IRRS, metric);

/**
 * The metrics' keys, in the order a picker lists them: the catalog's goal-seek order, then the
 * waterfall's LP IRR and GP IRR.
 */
export const SOLVE_METRIC_KEYS: readonly SolveMetric[] = [
  ...metricsBy('goalSeek'),
  ...(Object.keys(WATERFALL_IRRS) as WaterfallIrrMetric[]),
];

/** Every metric goal seek can aim at, with its label, noun, unit and direction (the catalog's for its metrics). */
export const SOLVE_METRICS: Readonly<Record<SolveMetric, SolveMetricInfo>> = {
  ...byMetric(metricsBy('goalSeek'), (metric) => ({
    label: METRICS[metric].label,
    noun: METRICS[metric].noun,
    unit: solveUnit(metric),
    higherIsBetter: solveDirection(metric),
  })),
  ...WATERFALL_IRRS,
};

/** Every input goal seek can vary, with its label and unit. */
export const SOLVE_VARIES: Readonly<Record<SolveVary, SolveVaryInfo>> = {
  purchasePrice: { label: 'Purchase Price', noun: 'purchase price', unit: 'currency' },
  annualRent: { label: 'Annual Rent', noun: 'annual rent', unit: 'currency' },
  rentScale: { label: 'Rent Level (x current rents)', noun: 'rent level', unit: 'multiplier' },
  exitCapRate: { label: 'Exit Cap Rate', noun: 'exit cap rate', unit: 'percent' },
  marketCapRate: { label: 'Market Cap Rate', noun: 'market cap rate', unit: 'percent' },
  interestRate: { label: 'Interest Rate', noun: 'interest rate', unit: 'percent' },
  downPaymentPercent: { label: 'Down Payment', noun: 'down payment', unit: 'percent' },
  vacancyRate: { label: 'Vacancy Rate', noun: 'vacancy rate', unit: 'percent' },
  rentEscalationRate: { label: 'Rent Escalation', noun: 'rent escalation', unit: 'percent' },
  marketRentPerSqft: { label: 'Market Rent ($/sq ft)', noun: 'market rent', unit: 'currencyPerSqft' },
  loanFeePercent: { label: 'Loan Fee', noun: 'loan fee', unit: 'percent' },
  secondLoanPercent: { label: 'Second Loan (% of price)', noun: 'second loan', unit: 'percent' },
  refinanceLtv: { label: 'Refinance Loan-to-Value', noun: 'refinance loan-to-value', unit: 'percent' },
  prefRate: { label: 'Preferred Return', noun: 'preferred return', unit: 'percent' },
  residualPromote: { label: 'Residual Promote', noun: 'residual promote', unit: 'percent' },
};

/** The inputs' keys, in the order a picker lists them. */
export const SOLVE_VARY_KEYS = Object.keys(SOLVE_VARIES) as SolveVary[];

/** True for a known metric key. */
export const isSolveMetric = (key: unknown): key is SolveMetric =>
  typeof key === 'string' && Object.hasOwn(SOLVE_METRICS, key);
/** True for a known input key. */
export const isSolveVary = (key: unknown): key is SolveVary =>
  typeof key === 'string' && Object.hasOwn(SOLVE_VARIES, key);

/** An input's valid range: the schema's (for `rentScale`, what keeps every lease's rent valid). */
export function solveRange(vary: SolveVary, deal: ResolvedInput): { lo: number; hi: number } {
  if (vary === 'rentScale') {
    let top = 0;
    for (const lease of deal.tenantLeases) top = Math.max(top, lease.rentPerSqft);
    return { lo: 0, hi: top > 0 ? MAX_AMOUNT / top : 1 };
  }
  if (isGroupVary(vary)) return groupRange(vary, deal);
  const rule = DEAL[vary];
  return { lo: rule.min, hi: rule.max };
}

/** Inputs searched on a ratio scale (amounts and the rent multiplier); the rest on a linear one. */
export const LOG_SCALE: ReadonlySet<SolveVary> = new Set<SolveVary>([
  'purchasePrice',
  'annualRent',
  'rentScale',
  'marketRentPerSqft',
]);

// signDisplay 'negative': a value that rounds to zero reads "0", never "-0"
const grouped = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
    signDisplay: 'negative',
  });
const WHOLE = grouped(0);
const TWO = grouped(2);
const ONE = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
  signDisplay: 'negative',
});

/** Whole US dollars, the sign before the dollar sign: "-$1,250", "$0" (never "-$0"). */
function money(value: number): string {
  const text = WHOLE.format(Math.abs(value));
  return `${value < 0 && text !== '0' ? '-' : ''}$${text}`;
}

/** A target as a user typed it: "15%", "1.25x", "$250,000" (up to 2 decimals, no trailing zeros). */
export function formatTarget(unit: SolveUnit, value: number): string {
  if (unit === 'percent') return `${TWO.format(value)}%`;
  if (unit === 'multiple') return `${TWO.format(value)}x`;
  return money(value);
}

/** A metric's value in a sentence: "27.3%" (one decimal always), "1.18x", "$1,234,567". */
export function formatMetric(unit: SolveUnit, value: number): string {
  if (unit === 'percent') return `${ONE.format(value)}%`;
  if (unit === 'multiple') return `${TWO.format(value)}x`;
  return money(value);
}

/** An input's value in a sentence: "$1,250,000", "6.25%", "1.08x", "$24.50/sq ft". */
export function formatInput(vary: SolveVary, value: number): string {
  const unit = SOLVE_VARIES[vary].unit;
  if (unit === 'currency') return `$${WHOLE.format(value)}`;
  if (unit === 'currencyPerSqft') return `$${TWO.format(value)}/sq ft`;
  if (unit === 'multiplier') return `${TWO.format(value)}x`;
  return `${TWO.format(value)}%`;
}

/** "a" or "an" before a written number or label ("an 8% cash-on-cash", "an 18% IRR", "a 15% IRR"). */
export function article(text: string): 'a' | 'an' {
  if (/^[aeiouAEIOU]/.test(text) || text.startsWith('8')) return 'an';
  // eleven, eighteen (and eleven/eighteen thousand ...)
  const whole = /^(\d[\d,]*)/.exec(text)?.[1]?.replace(/,/g, '') ?? '';
  if ((whole.length === 2 || whole.length === 5) && (whole.startsWith('11') || whole.startsWith('18'))) {
    return 'an';
  }
  return 'a';
}

/** "a 15% IRR", "an 8% Cash-on-Cash" ... as a noun phrase. */
export function targetPhrase(metric: SolveMetric, target: number): string {
  const info = SOLVE_METRICS[metric];
  const text = formatTarget(info.unit, target);
  return `${article(text)} ${text} ${info.noun}`;
}
