/**
 * The unit of each risk variable's values, for every surface that writes them (the CLI, the Risk
 * card, the exports): amounts in dollars, per-square-foot amounts, square feet, the two levers as
 * multiples of today's rents or expenses, terms in months or years, and every other variable (the
 * rates, the shares of the price, the waterfall's terms, the renewal probability) a percent.
 */
import type { RiskVariable } from './risk-types.js';
import { isRiskVariable } from './risk-variables.js';

/** The unit a variable's values are written in. */
export type RiskVariableUnit = 'money' | 'perSqft' | 'sqft' | 'percent' | 'multiplier' | 'months' | 'years';

/** The variables that are not percents, by unit. */
const NOT_PERCENT: Readonly<Record<Exclude<RiskVariableUnit, 'percent'>, readonly string[]>> = {
  money: [
    'purchasePrice',
    'annualRent',
    'otherIncome',
    'propertyTaxes',
    'insurance',
    'maintenance',
    'managementFees',
    'repairs',
    'otherExpenses',
  ],
  perSqft: ['nnnChargesPerSqft', 'marketRentPerSqft', 'newTiPerSqft', 'renewalTiPerSqft'],
  sqft: ['sqft'],
  multiplier: ['rentScale', 'expenseScale'],
  months: ['interestOnlyMonths', 'downtimeMonths', 'renewalTermMonths', 'newFreeMonths', 'renewalFreeMonths'],
  years: ['loanTerm', 'loanMaturityYears', 'holdPeriod'],
};

const UNIT_OF: ReadonlyMap<string, RiskVariableUnit> = new Map(
  Object.entries(NOT_PERCENT).flatMap(([unit, keys]) => keys.map((key) => [key, unit as RiskVariableUnit])),
);

/**
 * The unit of a variable's values, null for a variable risk analysis does not know.
 *
 * @example riskVariableUnit('rentScale') // 'multiplier'
 * @example riskVariableUnit('exitCapRate') // 'percent'
 */
export function riskVariableUnit(variable: RiskVariable): RiskVariableUnit | null {
  if (!isRiskVariable(variable)) return null;
  return UNIT_OF.get(variable) ?? 'percent';
}
