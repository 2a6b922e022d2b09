import { RISK_VARIABLE_KEYS } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import {
  formatMetricShort,
  formatMetricValue,
  formatSwing,
  formatVariableValue,
  variableLabel,
  variableUnit,
} from './risk-format';

describe('risk formats', () => {
  it("writes each variable's value in its unit", () => {
    expect(formatVariableValue('purchasePrice', 1_350_000)).toBe('$1,350,000');
    expect(formatVariableValue('purchasePrice', 1_349_999.6)).toBe('$1,350,000');
    expect(formatVariableValue('exitCapRate', 6.5)).toBe('6.5%');
    expect(formatVariableValue('vacancyRate', 0)).toBe('0%');
    expect(formatVariableValue('interestRate', 7.125)).toBe('7.13%');
    expect(formatVariableValue('rentScale', 0.9)).toBe('0.9x');
    expect(formatVariableValue('expenseScale', 1.1)).toBe('1.1x');
    expect(formatVariableValue('downtimeMonths', 3)).toBe('3 mo');
    expect(formatVariableValue('holdPeriod', 7)).toBe('7 yr');
    expect(formatVariableValue('marketRentPerSqft', 24.5)).toBe('$24.50/sq ft');
    expect(formatVariableValue('sqft', 18_500)).toBe('18,500 sq ft');
    expect(formatVariableValue('renewalProbability', 75)).toBe('75%');
  });

  it('has a unit and a capitalised label for every variable the engine knows', () => {
    for (const variable of RISK_VARIABLE_KEYS) {
      expect(variableUnit(variable)).toMatch(/^(currency|perSqft|sqft|percent|multiplier|months|years)$/);
      expect(variableLabel(variable)).toMatch(/^[A-Z]/);
    }
    expect(variableLabel('rentScale')).toBe('Rent level');
    expect(variableLabel('exitCapRate')).toBe('Exit cap rate');
  });

  it("writes a metric's value, its short form and a swing", () => {
    expect(formatMetricValue('irr', 14.2061)).toBe('14.21%');
    expect(formatMetricValue('lpIrr', null)).toBe('N/A');
    expect(formatMetricValue('equityMultiple', 1.8512)).toBe('1.85x');
    expect(formatMetricValue('noi', 412_345.4)).toBe('$412,345');
    expect(formatMetricShort('npv', 1_234_567)).toBe('$1.23M');
    expect(formatMetricShort('irr', 9.5)).toBe('9.50%');
    expect(formatSwing('irr', 6.384)).toBe('6.38 pts');
    expect(formatSwing('dscr', 0.42)).toBe('0.42x');
    expect(formatSwing('noi', 120_000)).toBe('$120,000');
    expect(formatSwing('irr', null)).toBe('N/A');
  });
});
