/**
 * The lease detail of underwriting.md section 11.1 as the reports write it: a lease's recovery
 * type, its own market rent, its rent steps (in one cell, or one row per step in the Rent Steps
 * section). The lease's fields are optional on the engine's `TenantLease`, so each is read with
 * its default here ('' suite, no steps, the property's recovery rule and market rent).
 */
import { RECOVERY_TYPE_LABELS, type TenantLease } from '@cre/underwriting';
import { type CalculationFigures, formatCell, type TableSection } from './report-section';

/** A lease's recovery type as the engine takes it (null: the property's rule). */
export type LeaseRecoveryType = NonNullable<TenantLease['recoveryType']>;

/** One dated rent step of a lease: the rent per sq ft per year from `date` on. */
export type LeaseRentStep = NonNullable<TenantLease['rentSteps']>[number];

/** Shown in the market rent column of a lease without its own market rent. */
export const PROPERTY_MARKET_RENT_TEXT = 'Property';

/** The lease's suite ('' when it names none). */
export function suiteOf(lease: TenantLease): string {
  return lease.suite ?? '';
}

/** The lease's rent steps ([] when it has none). */
export function rentStepsOf(lease: TenantLease): readonly LeaseRentStep[] {
  return lease.rentSteps ?? [];
}

/**
 * How a lease recovers taxes, insurance and maintenance, in words. A lease without a type follows
 * the property (NNN when the property's leases are NNN, else gross), written with "(property)".
 *
 * @example recoveryText('base-year', true) // 'Base year'
 * @example recoveryText(null, true) // 'NNN (property)'
 */
export function recoveryText(type: LeaseRecoveryType | null | undefined, isNnnLease: boolean): string {
  if (type) return RECOVERY_TYPE_LABELS[type];
  return `${RECOVERY_TYPE_LABELS[isNnnLease ? 'nnn' : 'gross']} (property)`;
}

/** A lease's own market rent per sq ft, or {@link PROPERTY_MARKET_RENT_TEXT} when it uses the property's. */
export function marketRentCell(lease: TenantLease): number | string {
  return lease.marketRentPerSqft ?? PROPERTY_MARKET_RENT_TEXT;
}

/** One step as text: "$25.00 from 2027-01-01". */
function stepText(step: LeaseRentStep): string {
  return `${formatCell('perSqft', step.rentPerSqft)} from ${step.date}`;
}

/**
 * Every rent step of a lease in one readable cell, in date order; '' without steps.
 *
 * @example rentStepsText([{ date: '2027-01-01', rentPerSqft: 25 }, { date: '2028-01-01', rentPerSqft: 26 }])
 * // '$25.00 from 2027-01-01; $26.00 from 2028-01-01'
 */
export function rentStepsText(steps: readonly LeaseRentStep[]): string {
  return steps.map(stepText).join('; ');
}

/** One rent step of the rent roll with the lease it belongs to. */
export interface RentStepRow {
  lease: TenantLease;
  step: LeaseRentStep;
}

/** True when some lease of the form's rent roll (individual mode) has rent steps. */
export function hasRentSteps({ values }: Pick<CalculationFigures, 'values'>): boolean {
  return values.rentInputMode === 'individual' && values.tenantLeases.some((l) => rentStepsOf(l).length > 0);
}

/**
 * The rent steps of the rent roll (individual mode): one row per step, leases in rent-roll order,
 * each lease's steps in date order, with the suite and tenant that trace it to its rent-roll row.
 * The CSV and the workbook's Rent Roll sheet list it; the PDF writes each lease's steps on a line
 * under its rent-roll row instead (`export/pdf-rent-roll.ts`).
 */
export const RENT_STEPS_SECTION: TableSection<RentStepRow> = {
  key: 'rentSteps',
  title: 'Rent Steps',
  rows: ({ values }) =>
    values.rentInputMode === 'individual'
      ? values.tenantLeases.flatMap((lease) => rentStepsOf(lease).map((step) => ({ lease, step })))
      : [],
  columns: [
    { key: 'suite', label: 'Suite', format: 'text', value: (r) => suiteOf(r.lease) },
    { key: 'tenant', label: 'Tenant', format: 'text', value: (r) => r.lease.tenantName },
    { key: 'date', label: 'Date', format: 'date', value: (r) => r.step.date },
    { key: 'rentPerSqft', label: 'Rent/Sq Ft', format: 'perSqft', value: (r) => r.step.rentPerSqft },
  ],
};
