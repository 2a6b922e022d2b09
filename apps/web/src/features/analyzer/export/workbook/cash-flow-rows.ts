import { METRICS } from '@cre/underwriting';
import { columnLetter, type FormatKey } from './sheet-kit';

/** How a Cash Flow row's formula finds other cells: the same sheet's rows by key, and the year number. */
export interface RowContext {
  /** Address of row `key` in year `t` on the Cash Flow sheet, e.g. `D12`. */
  ref: (key: string, t: number) => string;
  /** The year number of column t (the header cell, e.g. `D$1`). */
  year: (t: number) => string;
  /** Hold period h: the sale is at the end of year h, priced on year h + 1. */
  hold: number;
}

/** One line of the annual table: the years it fills and its formula for year t. */
export interface FlowRow {
  key: string;
  label: string;
  format: FormatKey;
  from: number;
  to: number;
  formula: (t: number, c: RowContext) => string;
  /** A defined name for the cell of year `t`. */
  name?: { t: number; name: string };
  bold?: boolean;
}

/** Column of year t (year 0 is column B). */
export const yearColumn = (t: number) => t + 2;

/** The header cell of year t, absolute on the row: `C$1`. */
export const yearCell = (t: number) => `${columnLetter(yearColumn(t))}$1`;

/** Where the simple projection finds year-1 rent: the rent roll's GPR or the aggregate annual rent. */
export type RentSource = 'GrossPotentialRent' | 'AnnualRent';

/**
 * Income to NOI in simple mode (docs/model.md#projections): every line of year 1 grown by the rent
 * escalation rate, so `NOI_t = NOI × (1 + g)^(t−1)` as the engine grows the net figure; NNN leases
 * leave taxes, insurance and maintenance out of operating expenses.
 */
export function simpleIncomeRows(rent: RentSource, last: number): FlowRow[] {
  const row = (key: string, label: string, formula: FlowRow['formula'], extra: Partial<FlowRow> = {}) => ({
    key,
    label,
    format: 'money' as FormatKey,
    from: 1,
    to: last,
    formula,
    ...extra,
  });
  const g = (t: number, c: RowContext) => c.ref('growth', t);
  return [
    row('growth', 'Growth Factor', (t, c) => `(1+RentEscalationRate)^(${c.year(t)}-1)`, { format: 'factor' }),
    row('gpr', 'Gross Potential Rent', (t, c) => `${rent}*${g(t, c)}`),
    row('vacancy', 'Vacancy & Credit Loss', (t, c) => `-${c.ref('gpr', t)}*VacancyRate`),
    row('other', 'Other Income', (t, c) => `OtherIncome*${g(t, c)}`),
    row(
      'egi',
      'Effective Gross Income',
      (t, c) => `${c.ref('gpr', t)}+${c.ref('vacancy', t)}+${c.ref('other', t)}`,
      {
        bold: true,
      },
    ),
    row(
      'opex',
      'Operating Expenses',
      (t, c) =>
        `-(ManagementFees+Repairs+OtherExpenses+IF(IsNnnLease,0,PropertyTaxes+Insurance+Maintenance))*${g(t, c)}`,
    ),
    row('noi', 'Net Operating Income', (t, c) => `${c.ref('egi', t)}+${c.ref('opex', t)}`, {
      bold: true,
      name: { t: 1, name: 'NetOperatingIncome' },
    }),
  ];
}

/**
 * Income to NOI, TI and LC in leases mode: references to the Lease Projection sheet's values
 * (`cell(label, t)` is the sheet-qualified address of a line's year t), whose deductions are
 * already negative.
 */
export function leaseIncomeRows(cell: (label: string, t: number) => string, last: number): FlowRow[] {
  const row = (key: string, label: string, extra: Partial<FlowRow> = {}): FlowRow => ({
    key,
    label,
    format: 'money',
    from: 1,
    to: last,
    formula: (t) => cell(label, t),
    ...extra,
  });
  return [
    row('egi', 'Effective Gross Income', { bold: true }),
    row('opex', 'Operating Expenses'),
    row('noi', 'Net Operating Income', { bold: true, name: { t: 1, name: 'NetOperatingIncome' } }),
    row('ti', 'Tenant Improvements'),
    row('lc', 'Leasing Commissions'),
  ];
}

/** Label of the row of an interest-only loan's balloon, repaid at maturity within the hold. */
export const BALLOON_LABEL = 'Loan Repayment at Maturity (balloon)';

/**
 * Financing, sale and the hold's cash flows (docs/model.md#financing and #sale), live on the
 * `HoldPeriod` input over years 1..`last` (the hold may be 1..last − 1): debt service while the
 * loan runs (the payments alone), cash flow before sale, the balance after 12t payments (0 from
 * maturity), the sale in the hold's year at the next year's NOI over the exit cap (0 when that NOI
 * or the cap is not positive; 0 in every other year), selling costs, the loan repaid at the sale,
 * net sale proceeds, an interest-only loan's balloon repaid at maturity (year `LoanTerm` rounded
 * up, when within the hold: principal, not debt service), and the net cash flow of years 0..last,
 * 0 after the hold, which the engine's flows equal.
 */
export function financingRows(last: number, leases: boolean): FlowRow[] {
  const capex = (t: number, c: RowContext) => (leases ? `+${c.ref('ti', t)}+${c.ref('lc', t)}` : '');
  const inSaleYear = (t: number, c: RowContext, amount: string) => `IF(${c.year(t)}=HoldPeriod,${amount},0)`;
  return [
    money('ds', 'Debt Service', 1, last, (t, c) => `-IF(${c.year(t)}<=LoanTerm,AnnualDebtService,0)`),
    money(
      'cfo',
      'Cash Flow Before Sale',
      1,
      last,
      (t, c) => `${c.ref('noi', t)}${capex(t, c)}+${c.ref('ds', t)}`,
      { bold: true },
    ),
    money('balance', 'Loan Balance, End of Year', 0, last, (t, c) =>
      t === 0
        ? 'LoanAmount'
        : `IF(OR(${c.year(t)}*12>=NumberOfPayments,LoanAmount=0),0,IF(InterestOnly,LoanAmount,-FV(MonthlyRate,${c.year(t)}*12,-MonthlyPayment,LoanAmount)))`,
    ),
    ...saleRows(last, inSaleYear),
    money(
      'balloon',
      BALLOON_LABEL,
      1,
      last,
      (t, c) =>
        `-IF(AND(InterestOnly,${c.year(t)}<=HoldPeriod,${c.year(t)}=ROUNDUP(LoanTerm,0)),LoanAmount,0)`,
    ),
    money('equity', METRICS.equityInvested.label, 0, 0, () => '-EquityInvested'),
    netCashFlowRow(last, ''),
  ];
}

/** A money row of the annual table. */
function money(
  key: string,
  label: string,
  from: number,
  to: number,
  formula: FlowRow['formula'],
  extra: Partial<FlowRow> = {},
): FlowRow {
  return { key, label, format: 'money', from, to, formula, ...extra };
}

/** The value, the sale of the hold's year, its costs, the loan repaid and the net proceeds. */
export function saleRows(
  last: number,
  inSaleYear: (t: number, c: RowContext, amount: string) => string,
): FlowRow[] {
  return [
    money(
      'value',
      'Projected Value (appreciation)',
      1,
      last,
      (t, c) => `PropertyValue*(1+AppreciationRate)^${c.year(t)}`,
    ),
    money('sale', METRICS.salePrice.label, 1, last - 1, (t, c) => {
      const forward = c.ref('noi', t + 1);
      return inSaleYear(t, c, `IF(OR(${forward}<=0,ExitCapRate<=0),0,${forward}/ExitCapRate)`);
    }),
    money('selling', 'Selling Costs', 1, last - 1, (t, c) => `-${c.ref('sale', t)}*SellingCostsPercent`),
    money('repay', 'Loan Repayment', 1, last - 1, (t, c) => `-${inSaleYear(t, c, c.ref('balance', t))}`),
    money(
      'netSale',
      METRICS.netSaleProceeds.label,
      1,
      last - 1,
      (t, c) => `${c.ref('sale', t)}+${c.ref('selling', t)}+${c.ref('repay', t)}`,
      { bold: true },
    ),
  ];
}

/**
 * The net cash flow of years 0..last: the equity at 0, then within the hold the cash flow before
 * sale, the balloon, `extra(t, c)` (a capital stack's refinance proceeds) and the sale; 0 after.
 */
export function netCashFlowRow(
  last: number,
  extra: string | ((t: number, c: RowContext) => string),
): FlowRow {
  return money(
    'ncf',
    'Net Cash Flow',
    0,
    last,
    (t, c) => {
      if (t === 0) return c.ref('equity', 0);
      const sale = t < last ? `+${c.ref('netSale', t)}` : '';
      const more = typeof extra === 'string' ? extra : extra(t, c);
      return `IF(${c.year(t)}<=HoldPeriod,${c.ref('cfo', t)}+${c.ref('balloon', t)}${more}${sale},0)`;
    },
    { bold: true },
  );
}
