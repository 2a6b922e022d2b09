/**
 * The PDF's "Assumptions": every form input (`inputRows`, with the form's labels and values) sorted
 * into the groups an investment memo reads them by, with the operating expense total beside its
 * lines and, in leases mode, the vacancy rate named for what the projection takes it as: the credit
 * loss on scheduled rent net of free rent.
 */
import { money } from '../display-format';
import { effectiveProjectionMode } from '../model/deal-mapping';
import { capitalStackInputGroups } from './capital-stack-inputs';
import { inputRows, propertyRows } from './input-rows';
import type { CalculationFigures, ReportRow } from './report-section';

/** Title of the assumptions section. */
export const ASSUMPTIONS_TITLE = 'Assumptions';

/** One group of the assumptions: its title and its rows. */
export interface AssumptionGroup {
  title: string;
  rows: ReportRow[];
}

/** The groups in order, each with the input labels it takes; a label in none falls to "Other". */
const GROUPS: readonly { title: string; labels: readonly string[] }[] = [
  {
    title: 'Income',
    labels: [
      'Rent Input Mode',
      'Projection',
      'Rent per Sq Ft',
      'Annual Rent',
      'Other Income',
      'Vacancy Rate',
    ],
  },
  {
    title: 'Operating Expenses',
    labels: [
      'Property Taxes',
      'Insurance',
      'Maintenance',
      'Management Fees',
      'Repairs',
      'Other Expenses',
      'NNN Lease',
      'NNN Input Method',
      'NNN Charges per Sq Ft',
      'Total Annual NNN Expenses',
    ],
  },
  {
    title: 'Growth Rates',
    labels: [
      'Rent Escalation Rate',
      'NNN Escalation Rate',
      'Expense Growth',
      'Market Rent Growth',
      'Appreciation Rate',
    ],
  },
  {
    title: 'Purchase, Sale and Valuation',
    labels: ['Closing Costs', 'Selling Costs', 'Market Cap Rate', 'Exit Cap Rate (input)', 'Discount Rate'],
  },
  { title: 'Financing', labels: ['Down Payment', 'Interest Rate', 'Loan Term', 'Interest Only'] },
  {
    title: 'Market Leasing Assumptions',
    labels: [
      'Market Rent ($/sq ft/yr)',
      'Renewal Probability',
      'Downtime (months)',
      'Rollover Lease Term (months)',
      'New Lease Free Months',
      'Renewal Free Months',
      'New Lease TI ($/sq ft)',
      'Renewal TI ($/sq ft)',
      'New Lease LC',
      'Renewal LC',
    ],
  },
];

/**
 * Leases mode's labels: the vacancy rate is the projection's credit loss (on scheduled rent less
 * free rent); the rates only the simple projection grows by say so (one valuation story: the
 * lease projection grows rents by market rent growth and sells at the exit cap).
 */
const LEASES_LABELS: Readonly<Record<string, string>> = {
  'Vacancy Rate': 'Vacancy & Credit Loss',
  'Rent Escalation Rate': 'Rent Escalation Rate (simple projection only)',
  'NNN Escalation Rate': 'NNN Escalation Rate (simple projection only)',
  'Appreciation Rate': 'Appreciation Rate (simple projection only)',
};
const INPUT_LABELS = new Map(Object.entries(LEASES_LABELS).map(([input, shown]) => [shown, input]));

/**
 * Every input other than the property description (shown in Property Details), grouped: income,
 * operating expenses (each line and their total), growth rates, purchase/sale/valuation (closing
 * and selling costs, cap rates, the discount rate), financing, the capital stack's groups (a deal
 * that uses one: senior loan structure, second loan, refinance, equity waterfall), and the market
 * leasing assumptions
 * in leases mode (where the rates only the simple projection uses are labelled so). Empty groups
 * are left out.
 */
export function assumptionGroups({ values, result }: CalculationFigures): AssumptionGroup[] {
  const described = new Set(propertyRows(values).map((row) => row.label));
  const leases = effectiveProjectionMode(values) === 'leases';
  const rows = inputRows(values, result)
    .filter((row) => !described.has(row.label))
    .map((row) => {
      const shown = leases ? LEASES_LABELS[row.label] : undefined;
      return shown ? { ...row, label: shown } : row;
    });
  const labelOf = (row: ReportRow) => INPUT_LABELS.get(row.label) ?? row.label;
  const groups: AssumptionGroup[] = GROUPS.map(({ title, labels }) => ({
    title,
    rows: rows.filter((row) => labels.includes(labelOf(row))),
  }));
  // The capital stack's groups of inputs (none without a stack) follow the financing.
  const stackGroups = capitalStackInputGroups(values);
  const stack = new Set(stackGroups.flatMap((group) => group.rows.map((row) => row.label)));
  const financing = GROUPS.findIndex((group) => group.title === 'Financing');
  groups.splice(financing + 1, 0, ...stackGroups);
  const placed = new Set([...GROUPS.flatMap((group) => group.labels), ...stack]);
  groups.push({ title: 'Other', rows: rows.filter((row) => !placed.has(labelOf(row))) });
  const expenses = groups[1];
  if (expenses) {
    expenses.rows.push({
      label: 'Total Operating Expenses (year 1)',
      value: money(result.operatingExpenses),
    });
  }
  return groups.filter((group) => group.rows.length > 0);
}
