import type { Rollover } from '@cre/underwriting';
import { Group, Pagination, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { ROLLOVER_SECTION } from '../report/lease-sections';
import { cellText, columnsOn } from '../report/report-section';
import classes from './lease-tables.module.css';

/** Rollovers listed per page (a 500-tenant roll has well over a thousand). */
export const ROLLOVERS_PER_PAGE = 25;

const sameRollover = (a: Rollover, b: Rollover) =>
  a.suite === b.suite &&
  a.tenant === b.tenant &&
  a.sqft === b.sqft &&
  a.availableMonth === b.availableMonth &&
  a.startMonth === b.startMonth &&
  a.downtimeMonths === b.downtimeMonths &&
  a.freeMonths === b.freeMonths &&
  a.rentPerSqft === b.rentPerSqft &&
  a.tenantImprovements === b.tenantImprovements &&
  a.leasingCommissions === b.leasingCommissions;

/** The rollover section's columns on screen, the tenant's among them: the first (the suite) heads its row. */
const COLUMNS = columnsOn(ROLLOVER_SECTION, 'screen');
const [SUITE, ...FIGURES] = COLUMNS;

const RolloverRow = memo(
  function RolloverRow({ rollover, asOf }: { rollover: Rollover; asOf: string }) {
    const row = { rollover, asOf };
    return (
      <tr>
        {SUITE ? <th scope="row">{cellText(SUITE, row)}</th> : null}
        {FIGURES.map((column) => (
          <td key={column.key}>{cellText(column, row)}</td>
        ))}
      </tr>
    );
  },
  (a, b) => a.asOf === b.asOf && sameRollover(a.rollover, b.rollover),
);

const HEADER = (
  <tr>
    {COLUMNS.map((column) => (
      <th key={column.key} scope="col">
        {column.label}
      </th>
    ))}
  </tr>
);

/**
 * "Lease Expirations & Rollovers": every rollover lease of the projection in start order, each
 * named by its suite (the rent roll's, else the tenant's name) and its tenant, months
 * shown as calendar months ("Mar 2027"), 25 to a page. Rows are keyed by position and memoised on
 * their figures, so a recompute that leaves a rollover unchanged leaves its row alone.
 */
export const RolloverTable = memo(function RolloverTable({
  rollovers,
  asOf,
}: {
  rollovers: readonly Rollover[];
  asOf: string;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rollovers.length / ROLLOVERS_PER_PAGE));
  const current = Math.min(page, pages);
  const first = (current - 1) * ROLLOVERS_PER_PAGE;
  const shown = rollovers.slice(first, first + ROLLOVERS_PER_PAGE);
  if (rollovers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No lease rolls over within the projection.
      </Text>
    );
  }
  return (
    <>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <caption className={classes.caption}>
            {rollovers.length === 1 ? '1 rollover lease' : `${rollovers.length} rollover leases`}
            {pages > 1 ? `, ${first + 1}-${first + shown.length} shown` : ''}
          </caption>
          <thead>{HEADER}</thead>
          <tbody>
            {shown.map((rollover, i) => (
              <RolloverRow key={i} rollover={rollover} asOf={asOf} />
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Previous rollovers' : 'Next rollovers',
            })}
          />
        </Group>
      ) : null}
    </>
  );
});
