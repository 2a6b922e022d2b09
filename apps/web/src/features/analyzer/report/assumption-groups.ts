/**
 * The PDF's "Assumptions": every form input (`inputRows`, with the form's labels and values) sorted
 * into the groups an investment memo reads them by, with the operating expense total beside its
 * lines and, in leases mode, the vacancy rate named for what the projection takes it as: the credit
 * loss on scheduled rent net of free rent.
 */
import { money } from '../display-format';
import { effectiveProjectionMode } from '../model/deal-mapping';
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

/** Leases mode: the vacancy rate is the projection's credit loss (on scheduled rent less free rent). */
const CREDIT_LOSS_LABEL = 'Vacancy & Credit Loss';

/**
 * Every input other than the property description (shown in Property Details), grouped: income,
 * operating expenses (each line and their total), growth rates, purchase/sale/valuation (closing
 * and selling costs, cap rates, the discount rate), financing, and the market leasing assumptions
 * in leases mode. Empty groups are left out.
 */
export function assumptionGroups({ values, result }: CalculationFigures): AssumptionGroup[] {
  const described = new Set(propertyRows(values).map((row) => row.label));
  const leases = effectiveProjectionMode(values) === 'leases';
  const rows = inputRows(values, result)
    .filter((row) => !described.has(row.label))
    .map((row) => (leases && row.label === 'Vacancy Rate' ? { ...row, label: CREDIT_LOSS_LABEL } : row));
  const labelOf = (row: ReportRow) => (row.label === CREDIT_LOSS_LABEL ? 'Vacancy Rate' : row.label);
  const groups: AssumptionGroup[] = GROUPS.map(({ title, labels }) => ({
    title,
    rows: rows.filter((row) => labels.includes(labelOf(row))),
  }));
  const placed = new Set(GROUPS.flatMap((group) => group.labels));
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
