/**
 * The importer's own messages (cells that do not fit a lease use the tenant-lease messages of
 * `MESSAGES`). Amounts are shown in en-US form.
 */
import { formatNumber } from '../format.js';

const sqft = (value: number) => `${formatNumber(value)} sq ft`;
const dollars = (value: number) => `${value < 0 ? '-' : ''}$${formatNumber(Math.abs(value), 2)}`;
/** `yyyy-mm-dd` as m/d/yyyy. */
const day = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;
/** A percent as written: 3, 2.5, 3.25. */
const percent = (rate: number) => `${Number(rate.toFixed(4))}%`;
const steps = (count: number) => (count === 1 ? '1 rent step' : `${count} rent steps`);

/** The messages of {@link parseRentRoll}'s issues that are not tenant-lease validation messages. */
export const RENT_ROLL_MESSAGES = {
  noHeader:
    'No header row found: no row names at least two rent roll columns (tenant, suite, square feet, rent, dates)',
  monthToMonth: (end: string) =>
    `The end date says month-to-month: imported with a one-month term ending ${day(end)}.`,
  expired: (end: string, asOf: string) =>
    `The lease expired on ${day(end)}, before the as-of date ${day(asOf)}.`,
  noEscalation: 'No rent increase given: none assumed.',
  escalationPercent: (raw: string, rate: number, count: number) =>
    `Rent increase "${raw}" read as ${percent(rate)} a year` +
    (count > 0 ? ` from the next increase date (${steps(count)}).` : '.'),
  escalationDollar: (raw: string, amount: number, count: number) =>
    `Rent increase "${raw}" read as ${dollars(amount)} per sq ft added each year (${steps(count)}).`,
  escalationPeriodic: (raw: string, rate: number, months: number, count: number) =>
    `Rent increase "${raw}" read as ${percent(rate)} every ${months} months (${steps(count)}).`,
  escalationFlat: (raw: string) => `Rent increase "${raw}" read as no increase.`,
  escalationAssumed: (raw: string) =>
    `Rent increase "${raw}" cannot be modeled exactly: no increase assumed.`,
  stepDropped: (date: string, rent: number, start: string, end: string) =>
    `The rent step of ${dollars(rent)} per sq ft on ${day(date)} was left out: steps must fall after the start ` +
    `(${day(start)}) and on or before the end (${day(end)}), in date order, 40 at most.`,
  rentMismatch: (rentPerSqft: number, area: number, annual: number) =>
    `Rent per sq ft of ${dollars(rentPerSqft)} × ${sqft(area)} is ${dollars(rentPerSqft * area)} a year, but the ` +
    `annual rent is ${dollars(annual)}: the annual rent is used.`,
  monthlyMismatch: (monthly: number, annual: number) =>
    `Monthly rent of ${dollars(monthly)} × 12 is ${dollars(monthly * 12)}, but the annual rent is ${dollars(annual)}: ` +
    'the annual rent is used.',
  leaseAboveBuilding: (area: number, building: number) =>
    `The lease's ${sqft(area)} is more than the building's ${sqft(building)}.`,
  recoveryUnknown: (raw: string) =>
    `Lease type "${raw}" is not NNN, gross or base year: no recovery type set.`,
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
