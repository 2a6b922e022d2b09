/**
 * The importer's own messages (cells that do not fit a lease use the tenant-lease messages of
 * `MESSAGES`). Amounts are shown in en-US form.
 */
import { formatNumber } from '../format.js';

const sqft = (value: number) => `${formatNumber(value)} sq ft`;
const dollars = (value: number) => `${value < 0 ? '-' : ''}$${formatNumber(Math.abs(value), 2)}`;

/** The messages of {@link parseRentRoll}'s issues that are not tenant-lease validation messages. */
export const RENT_ROLL_MESSAGES = {
  noHeader:
    'No header row found: no row names at least two rent roll columns (tenant, suite, square feet, rent, dates)',
  monthToMonth: 'Month-to-month lease: imported with a one-month term',
  duplicateSuite: (suite: string, firstRow: number) =>
    `Suite ${suite} is listed more than once (also on row ${firstRow})`,
  rentAboveMedian: (rent: number, median: number) =>
    `Rent of ${dollars(rent)} per sq ft is more than 5 times the roll's median of ${dollars(median)} per sq ft`,
  rentBelowMedian: (rent: number, median: number) =>
    `Rent of ${dollars(rent)} per sq ft is less than a fifth of the roll's median of ${dollars(median)} per sq ft`,
  totalSqft: (imported: number, total: number, vacant: number) =>
    `The totals row shows ${sqft(total)}, but the imported leases add up to ${sqft(imported)}` +
    (vacant > 0 ? ` (${sqft(imported + vacant)} with the vacant suites)` : ''),
  totalAnnualRent: (imported: number, total: number) =>
    `The totals row shows annual rent of ${dollars(total)}, but the imported leases add up to ${dollars(imported)}`,
  totalMonthlyRent: (imported: number, total: number) =>
    `The totals row shows monthly rent of ${dollars(total)}, but the imported leases add up to ${dollars(imported)}`,
  aboveBuilding: (leased: number, building: number) =>
    `Leased area of ${sqft(leased)} is more than the building's ${sqft(building)}`,
} as const;
