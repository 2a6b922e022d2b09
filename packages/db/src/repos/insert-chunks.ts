/**
 * Most bind parameters one statement may carry. PostgreSQL's protocol counts them in 16 bits
 * (at most 65,535, and a larger count wraps around); this leaves a margin below that.
 */
export const MAX_STATEMENT_PARAMETERS = 60_000;

/**
 * `rows` split, in order, into runs that a multi-row INSERT can each send in one statement: a run
 * holds at most `floor(maxParameters / columns)` rows, where `columns` is the largest number of
 * values a row carries (every value is one bind parameter). No run is empty; no rows, no runs.
 *
 * @example insertChunks(leaseRows(id, sixThousandLeases)).map((run) => run.length) // [4000, 2000] (15 columns)
 */
export function insertChunks<T extends object>(
  rows: readonly T[],
  maxParameters: number = MAX_STATEMENT_PARAMETERS,
): T[][] {
  let columns = 1;
  for (const row of rows) columns = Math.max(columns, Object.keys(row).length);
  const size = Math.max(1, Math.floor(maxParameters / columns));
  const runs: T[][] = [];
  for (let start = 0; start < rows.length; start += size) runs.push(rows.slice(start, start + size));
  return runs;
}
