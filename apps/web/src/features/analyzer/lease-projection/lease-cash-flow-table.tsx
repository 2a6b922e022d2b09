import type { LeaseProjectionYear } from '@cre/underwriting';
import { memo } from 'react';
import { money } from '../display-format';
import classes from './lease-tables.module.css';

/** One line of the annual table: its label, its figure per year, whether it is a total line. */
export interface CashFlowLine {
  label: string;
  values: readonly number[];
  kind: 'money' | 'percent';
  total?: boolean;
}

/** A year's figures the annual table shows besides the projection: the loan's debt service. */
export interface AnnualCashFlowInput {
  years: readonly LeaseProjectionYear[];
  /** Debt service of years 1..years.length. */
  debtService: readonly number[];
}

const line = (
  label: string,
  years: readonly LeaseProjectionYear[],
  pick: (year: LeaseProjectionYear, t: number) => number,
  extra: Partial<CashFlowLine> = {},
): CashFlowLine => ({ label, values: years.map(pick), kind: 'money', ...extra });

/**
 * The annual lease-by-lease cash flow as lines: scheduled rent, free rent, credit loss, other
 * income, recoveries, effective gross income, operating expenses, NOI, tenant improvements,
 * leasing commissions, debt service, cash flow (`noi - TI - LC - debt service`) and occupancy.
 * Deductions are listed as the positive amounts the engine reports.
 */
export function annualCashFlowLines({ years, debtService }: AnnualCashFlowInput): CashFlowLine[] {
  const ds = (t: number) => debtService[t] ?? 0;
  return [
    line('Scheduled Rent', years, (y) => y.scheduledRent),
    line('Free Rent', years, (y) => y.freeRent),
    line('Credit Loss', years, (y) => y.creditLoss),
    line('Other Income', years, (y) => y.otherIncome),
    line('Recoveries', years, (y) => y.recoveries),
    line('Effective Gross Income', years, (y) => y.effectiveGrossIncome, { total: true }),
    line('Operating Expenses', years, (y) => y.operatingExpenses),
    line('Net Operating Income', years, (y) => y.noi, { total: true }),
    line('Tenant Improvements', years, (y) => y.tenantImprovements),
    line('Leasing Commissions', years, (y) => y.leasingCommissions),
    line('Debt Service', years, (_, t) => ds(t)),
    line('Cash Flow', years, (y, t) => y.noi - y.tenantImprovements - y.leasingCommissions - ds(t), {
      total: true,
    }),
    line('Occupancy', years, (y) => y.occupancy, { kind: 'percent' }),
  ];
}

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

const cellText = (value: number, kind: CashFlowLine['kind']) =>
  kind === 'percent' ? `${value.toFixed(1)}%` : money(value);

const LineRow = memo(
  function LineRow({ label, values, kind, total }: CashFlowLine) {
    return (
      <tr className={total ? classes.total : undefined}>
        <th scope="row">{label}</th>
        {values.map((value, j) => (
          // keyed by position: a recompute rewrites the text, the cells stay
          <td key={j} className={value < 0 ? classes.negative : undefined}>
            {cellText(value, kind)}
          </td>
        ))}
      </tr>
    );
  },
  (a, b) =>
    a.label === b.label && a.kind === b.kind && a.total === b.total && sameNumbers(a.values, b.values),
);

const HeaderRow = memo(function HeaderRow({ count }: { count: number }) {
  return (
    <tr>
      <th scope="col">Line item</th>
      {Array.from({ length: count }, (_, j) => (
        <th key={j} scope="col">
          Year {j + 1}
        </th>
      ))}
    </tr>
  );
});

/**
 * The annual lease-by-lease cash flow, years across (scrolls sideways on small screens, the line
 * items staying in view). Plain cells styled by class, rows memoised on their numbers: a keystroke
 * that changes only the price redraws the debt service and cash flow rows alone.
 */
export const LeaseCashFlowTable = memo(function LeaseCashFlowTable({
  lines,
}: {
  lines: readonly CashFlowLine[];
}) {
  const count = lines[0]?.values.length ?? 0;
  return (
    <div className={classes.scroll}>
      <table className={classes.table}>
        <caption className={classes.caption}>Annual cash flow, years 1 to {count}</caption>
        <thead>
          <HeaderRow count={count} />
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <LineRow key={i} {...l} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
