/**
 * The variables of risk analysis (underwriting.md section 13): every numeric input of the deal,
 * the capital-stack groups' inputs goal seek also varies, and the two levers `rentScale` and
 * `expenseScale`; for each, its label, its value in a deal, its valid range and how a value is
 * written into a deal (clamped to the range, whole fields rounded half up first).
 */
import { DEAL } from '../deal-rules.js';
import { MAX_AMOUNT } from '../limits.js';
import {
  type GroupVary,
  groupRange,
  groupValue,
  isGroupVary,
  withGroupValue,
} from '../solve/stack-varies.js';
import type { ResolvedInput, TenantLease } from '../types.js';
import type { RiskLever, RiskVariable } from './risk-types.js';

/** A numeric input of the deal. */
type DealField = keyof typeof DEAL;

/** The levers' and the groups' labels; the deal's fields take their schema label. */
const OWN_LABELS: Readonly<Record<RiskLever | GroupVary, string>> = {
  rentScale: 'Rent level',
  expenseScale: 'Expense level',
  secondLoanPercent: 'Second loan (% of price)',
  refinanceLtv: 'Refinance loan-to-value',
  prefRate: 'Preferred return',
  residualPromote: 'Residual promote',
};

/** The six operating expenses `expenseScale` multiplies. */
export const OPERATING_EXPENSES = [
  'propertyTaxes',
  'insurance',
  'maintenance',
  'managementFees',
  'repairs',
  'otherExpenses',
] as const;

/** True for a lever. */
export const isLever = (variable: string): variable is RiskLever =>
  variable === 'rentScale' || variable === 'expenseScale';

/** True for a numeric input of the deal. */
const isDealField = (variable: string): variable is DealField => Object.hasOwn(DEAL, variable);

/** True for any variable risk analysis knows. */
export const isRiskVariable = (variable: unknown): variable is RiskVariable =>
  typeof variable === 'string' && (isLever(variable) || isGroupVary(variable) || isDealField(variable));

/** Every variable, in the order a picker lists them: the levers, the deal's inputs, the groups'. */
export const RISK_VARIABLE_KEYS: readonly RiskVariable[] = [
  'rentScale',
  'expenseScale',
  ...Object.keys(DEAL),
  ...(['secondLoanPercent', 'refinanceLtv', 'prefRate', 'residualPromote'] as const),
];

/** A variable's label ("Exit cap rate", "Rent level"); the key itself for an unknown one. */
export function riskVariableLabel(variable: RiskVariable): string {
  if (Object.hasOwn(OWN_LABELS, variable)) return OWN_LABELS[variable as RiskLever | GroupVary];
  return isDealField(variable) ? DEAL[variable].label : variable;
}

/** Whether values of the variable are whole numbers (months, years, a probability in whole percent). */
export const isWholeVariable = (variable: RiskVariable): boolean =>
  isDealField(variable) && DEAL[variable].whole;

/** What the deal's derived figures give an unset field (the reported exit cap rate, ...). */
export interface DerivedValues {
  exitCapRate: number;
  goingInCapRate: number;
  avgRentPerSqft: number;
}

/**
 * The variable's value in the deal (defaults applied): 1 for a lever; for an unset exit or market
 * cap rate the reported exit cap rate / the going-in cap rate, for an unset market rent the rent
 * roll's average, for an unset maturity the loan term; null for an unset discount rate or a group
 * the deal does not have.
 */
export function variableValue(
  deal: ResolvedInput,
  variable: RiskVariable,
  derived: DerivedValues,
): number | null {
  if (isLever(variable)) return 1;
  if (isGroupVary(variable)) return groupValue(deal, variable);
  if (!isDealField(variable)) return null;
  const value = deal[variable];
  if (typeof value === 'number') return value;
  if (variable === 'exitCapRate') return derived.exitCapRate;
  if (variable === 'marketCapRate') return derived.goingInCapRate;
  if (variable === 'marketRentPerSqft') return derived.avgRentPerSqft;
  if (variable === 'loanMaturityYears') return deal.loanTerm;
  return null;
}

/** The highest rent (per sq ft, in any lease or step) of the deal, or its annual rent in aggregate mode. */
function highestRent(deal: ResolvedInput): number {
  if (deal.revenueInputType !== 'individual') return deal.annualRent;
  let top = 0;
  for (const lease of deal.tenantLeases) {
    top = Math.max(top, lease.rentPerSqft);
    for (const step of lease.rentSteps ?? []) top = Math.max(top, step.rentPerSqft);
  }
  return top;
}

/**
 * The variable's valid range on this deal: the schema's for an input (the down payment at least a
 * second loan's share), the group's for a group's input; a lever from 0 up to what keeps every
 * rent (or expense) within the schema's cap.
 */
export function variableRange(deal: ResolvedInput, variable: RiskVariable): { lo: number; hi: number } {
  if (isGroupVary(variable)) return groupRange(variable, deal);
  if (isLever(variable)) {
    let top = 0;
    if (variable === 'rentScale') top = highestRent(deal);
    else for (const key of OPERATING_EXPENSES) top = Math.max(top, deal[key]);
    return { lo: 0, hi: top > 0 ? MAX_AMOUNT / top : Number.MAX_VALUE };
  }
  const rule = DEAL[variable as DealField];
  const floor = variable === 'downPaymentPercent' ? (deal.secondLoan?.percentOfPrice ?? rule.min) : rule.min;
  return { lo: floor, hi: rule.max };
}

/** A value rounded half up (`Math.round`) when the variable is whole, then clamped to its range. */
export function clampVariable(deal: ResolvedInput, variable: RiskVariable, value: number): number {
  return clampTo(clampOf(deal, variable), value);
}

/** How a variable's values are clamped on a deal: its range and whether it is whole. */
export interface Clamp {
  lo: number;
  hi: number;
  whole: boolean;
}

/** The variable's clamp on this deal, computed once (a simulation clamps every draw with it). */
export function clampOf(deal: ResolvedInput, variable: RiskVariable): Clamp {
  return { ...variableRange(deal, variable), whole: isWholeVariable(variable) };
}

/** `value` rounded half up when whole, then clamped to the range. */
export function clampTo({ lo, hi, whole }: Clamp, value: number): number {
  return Math.min(hi, Math.max(lo, whole ? Math.round(value) : value));
}

/** A lease with its rent and its steps' rents times `scale`. */
function scaledLease(lease: TenantLease, scale: number): TenantLease {
  const steps = lease.rentSteps;
  return {
    ...lease,
    rentPerSqft: lease.rentPerSqft * scale,
    ...(steps
      ? { rentSteps: steps.map((step) => ({ ...step, rentPerSqft: step.rentPerSqft * scale })) }
      : {}),
  };
}

/**
 * Writes a (clamped) value of the variable into `cell`, a working copy of `base`: a field or a
 * group's input is set; `rentScale` scales `base`'s annual rent (aggregate mode) or every lease's
 * rent and rent steps (individual mode); `expenseScale` scales `base`'s six operating expenses.
 */
export function applyVariable(
  cell: ResolvedInput,
  base: ResolvedInput,
  variable: RiskVariable,
  value: number,
) {
  if (variable === 'rentScale') {
    if (base.revenueInputType === 'individual') {
      cell.tenantLeases = base.tenantLeases.map((lease) => scaledLease(lease, value));
    } else cell.annualRent = base.annualRent * value;
  } else if (variable === 'expenseScale') {
    for (const key of OPERATING_EXPENSES) cell[key] = base[key] * value;
  } else if (isGroupVary(variable)) Object.assign(cell, withGroupValue(cell, variable, value));
  else Reflect.set(cell, variable, value);
}
