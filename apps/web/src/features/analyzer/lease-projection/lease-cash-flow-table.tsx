import { memo } from 'react';
import { type CashFlowLine, cellText } from '../report/annual-lines';
import classes from './lease-tables.module.css';

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

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
