/**
 * A 2,000-row rent roll for the importer's bench: a title block, a two-row header (a merged
 * "Lease Dates" and "Rent" group row over the column names), leases with Dates, amounts, lease
 * types and increase texts, a heading and a subtotal every 50 rows, and footnotes, as exceljs
 * gives such a sheet.
 */
import { parseRentRoll } from '../src/index.js';
import { seededRandom } from './random.js';

const INCREASES = ['3%', '$0.75/SF', '2.5%', '10% every 5 yrs', 'CPI', 'Flat', null, 0.03];
const TYPES = ['NNN', 'Gross', 'Modified Gross', 'BY 2024'];

/** The grid of a rent roll of `rows` rows (about 2 in 50 are headings and subtotals). */
export function benchRentRollGrid(rows = 2000): unknown[][] {
  const random = seededRandom(2000);
  const grid: unknown[][] = [
    ['Riverside Commons Shopping Center'],
    ['4820 Riverside Dr, Austin, TX 78741'],
    ['Rent Roll as of 12/31/2026'],
    [],
    [
      'Suite',
      'Tenant',
      'Lease Type',
      'Square',
      'Lease Dates',
      'Lease Dates',
      'Rent',
      'Rent',
      'Rent',
      'Increase',
      'Next',
    ],
    [
      'Suite',
      'Tenant',
      'Lease Type',
      'Feet',
      'Start',
      'Expiration',
      'Annual',
      'Monthly',
      'PSF',
      'Amount',
      'Increase',
    ],
  ];
  for (let k = 0; grid.length < rows - 5; k++) {
    if (k % 50 === 0) grid.push(Array(11).fill(`Building ${k / 50 + 1}`));
    const sqft = 1000 + 25 * Math.floor(random() * 200);
    const annual = Math.round(sqft * (18 + random() * 20));
    const start = Date.UTC(2018 + Math.floor(random() * 8), Math.floor(random() * 12), 1);
    const end = start + Math.floor(5 + random() * 8) * 365.25 * 86_400_000;
    grid.push([
      String(100 + k),
      `Tenant ${k}`,
      TYPES[k % TYPES.length],
      sqft,
      new Date(start),
      new Date(Date.UTC(new Date(end).getUTCFullYear(), new Date(end).getUTCMonth(), 0)),
      annual,
      Math.round((annual / 12) * 100) / 100,
      Math.round((annual / sqft) * 100) / 100,
      INCREASES[k % INCREASES.length],
      k % 5 === 0 ? new Date(Date.UTC(2027, k % 12, 1)) : null,
    ]);
    if (k % 50 === 49) grid.push([null, `Building ${Math.floor(k / 50) + 1} Total`, null, 100_000]);
  }
  grid.push([]);
  for (const note of ['* Renewal options at fair market rent.', '(1) Free rent in the first year.'])
    grid.push(Array(11).fill(note));
  return grid;
}

/** CPU milliseconds per call of `fn` (user + system time, best of `rounds` rounds). */
function cpuMillis(fn: () => unknown, iterations: number, rounds = 5): number {
  fn();
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < iterations; i++) fn();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000 / iterations);
  }
  return best;
}

const grid = benchRentRollGrid(2000);
const parsed = parseRentRoll(grid);
const ms = cpuMillis(() => parseRentRoll(grid), 10);
console.log('\nparseRentRoll() (CPU time per call)');
console.log(
  `  ${`${grid.length}-row two-row-header grid`.padEnd(38)} ${`${ms.toFixed(2)} ms`.padStart(10)}` +
    `  ${parsed.leases.length} leases, ${parsed.skippedRows.length} rows skipped, ${parsed.issues.length} issues; target well under 1,000 ms`,
);
