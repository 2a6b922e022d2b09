import { formatCurrency, formatNumber } from './format.js';
import type { LeaseProjection } from './types.js';

const MONEY_COLUMNS = [
  ['Scheduled', 'scheduledRent'],
  ['Free rent', 'freeRent'],
  ['Credit loss', 'creditLoss'],
  ['Other inc.', 'otherIncome'],
  ['Recoveries', 'recoveries'],
  ['EGI', 'effectiveGrossIncome'],
  ['OpEx', 'operatingExpenses'],
  ['NOI', 'noi'],
  ['TI', 'tenantImprovements'],
  ['LC', 'leasingCommissions'],
] as const;

const cell = (text: string, width = 14) => text.padStart(width);
/** A name column: at most 23 characters, padded to 24 (a longer name is cut, not wrapped). */
const nameCell = (text: string) => text.slice(0, 23).padEnd(24);

/**
 * The lease-by-lease projection as CLI text: the annual table for years 1..holdPeriod + 1 (the
 * hold and the year its sale is priced on), then the rollover schedule with months counted from
 * the as-of month (month 0), each rollover named by its suite and its tenant (underwriting.md
 * 11.1: the suite is the tenant name when the lease has none; "Vacant space" for the vacant suite).
 */
export function renderLeaseProjection(projection: LeaseProjection, holdPeriod: number): string[] {
  const years = projection.years.slice(0, holdPeriod + 1);
  const lines = [
    'Lease-by-lease projection',
    `  ${'Year'.padEnd(6)}${MONEY_COLUMNS.map(([label]) => cell(label)).join('')}${cell('Occupancy', 11)}`,
    ...years.map(
      (y) =>
        `  ${String(y.year).padEnd(6)}${MONEY_COLUMNS.map(([, key]) => cell(formatCurrency(y[key]))).join('')}` +
        cell(`${formatNumber(y.occupancy, 1)}%`, 11),
    ),
    `Rollovers (${projection.rollovers.length}; months from the as-of month)`,
  ];
  if (projection.rollovers.length === 0) return [...lines, '  none'];
  lines.push(
    `  ${nameCell('Suite')}${nameCell('Tenant')}${cell('Sq ft', 10)}${cell('Available', 11)}${cell('Starts', 8)}${cell('Down', 6)}` +
      `${cell('Free', 6)}${cell('Rent/sq ft', 12)}${cell('TI')}${cell('LC')}`,
  );
  for (const r of projection.rollovers) {
    lines.push(
      `  ${nameCell(r.suite)}${nameCell(r.tenant)}${cell(formatNumber(r.sqft, 0), 10)}${cell(String(r.availableMonth), 11)}` +
        `${cell(String(r.startMonth), 8)}${cell(String(r.downtimeMonths), 6)}${cell(String(r.freeMonths), 6)}` +
        `${cell(`$${formatNumber(r.rentPerSqft, 2)}`, 12)}${cell(formatCurrency(r.tenantImprovements))}` +
        cell(formatCurrency(r.leasingCommissions)),
    );
  }
  return lines;
}
