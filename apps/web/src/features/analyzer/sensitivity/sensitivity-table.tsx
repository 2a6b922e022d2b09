import { formatValue, type MetricFormat, type SensitivityGrid } from '@cre/underwriting';
import { memo } from 'react';
import { compactDollars } from '../display-format';
import classes from './sensitivity-table.module.css';

/** How a grid's cells are formatted: the metric's catalog format. */
export type CellKind = MetricFormat;

const formatCell = (value: number | null | undefined, kind: CellKind): string => formatValue(kind, value);

function cellClass(value: number | null | undefined, current: boolean): string | undefined {
  const negative = value !== null && value !== undefined && value < 0;
  const names = [negative ? classes.negative : '', current ? classes.current : ''].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

const sameNumbers = (a: readonly (number | null)[], b: readonly (number | null)[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

interface HeaderRowProps {
  cols: readonly number[];
  currentCol: number;
}

const HeaderRow = memo(
  function HeaderRow({ cols, currentCol }: HeaderRowProps) {
    return (
      <tr>
        <th>Exit cap \ Price</th>
        {cols.map((price, j) => (
          // Keyed by position: a new price rewrites the cell's text instead of replacing the cell.
          <th key={j} className={j === currentCol ? classes.strong : undefined}>
            {compactDollars(price)}
          </th>
        ))}
      </tr>
    );
  },
  (a, b) => a.currentCol === b.currentCol && sameNumbers(a.cols, b.cols),
);

interface GridRowProps {
  rate: number;
  values: readonly (number | null)[];
  kind: CellKind;
  /** The current deal's column when this is its row, else -1. */
  currentCol: number;
}

const GridRow = memo(
  function GridRow({ rate, values, kind, currentCol }: GridRowProps) {
    return (
      <tr>
        <th className={currentCol >= 0 ? classes.strong : undefined}>{formatValue('percent', rate)}</th>
        {values.map((value, j) => {
          const current = j === currentCol;
          return (
            <td
              key={j}
              className={cellClass(value, current)}
              data-current={current || undefined}
              aria-current={current ? 'true' : undefined}
              title={current ? 'Current deal' : undefined}
            >
              {formatCell(value, kind)}
            </td>
          );
        })}
      </tr>
    );
  },
  (a, b) =>
    a.rate === b.rate &&
    a.kind === b.kind &&
    a.currentCol === b.currentCol &&
    sameNumbers(a.values, b.values),
);

/** Props of {@link SensitivityTable}. */
export interface SensitivityTableProps {
  caption: string;
  grid: SensitivityGrid;
  kind: CellKind;
  currentRow: number;
  currentCol: number;
}

function SensitivityTableView({ caption, grid, kind, currentRow, currentCol }: SensitivityTableProps) {
  return (
    <div className={classes.scroll}>
      <table className={classes.table}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <HeaderRow cols={grid.cols} currentCol={currentCol} />
        </thead>
        <tbody>
          {grid.rows.map((rate, i) => (
            <GridRow
              key={i}
              rate={rate}
              values={grid.values[i] ?? []}
              kind={kind}
              currentCol={i === currentRow ? currentCol : -1}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One grid: exit cap rates down the side, purchase prices across, the current deal highlighted
 * ("Current deal", `aria-current`). Plain table cells styled by class, keyed by position; the header
 * and each row are memoised and redraw only when their numbers change.
 */
export const SensitivityTable = memo(SensitivityTableView);
