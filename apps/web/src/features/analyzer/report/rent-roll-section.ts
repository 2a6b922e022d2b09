/**
 * The rent roll section: one row per lease of the form's rent roll with the figures `analyze()`
 * computed for it. The screen's Rent Roll Details, the CSV, the PDF and the workbook's Rent Roll
 * sheet all render these columns.
 */
import type { LeaseSummary, TenantLease } from '@cre/underwriting';
import type { CalculationFigures, TableSection } from './report-section';

/** One lease as entered, with the engine's figures for it (`result.leases[i]`). */
export interface RentRollRow {
  lease: TenantLease;
  computed: LeaseSummary | undefined;
}

/** Days per month of the remaining term (docs/model.md#walt: `days / 30.44 / 12`). */
const DAYS_PER_MONTH = 30.44;

/** True when the calculation shows a rent roll (individual mode with at least one lease). */
export function hasRentRoll({ values, result }: CalculationFigures): boolean {
  return values.rentInputMode === 'individual' && result.leases.length > 0;
}

/** The rent roll: each lease as entered, its annual and effective rent and its remaining term. */
export const RENT_ROLL_SECTION: TableSection<RentRollRow> = {
  key: 'rentRoll',
  title: 'Rent Roll',
  rows: ({ values, result }) =>
    values.tenantLeases.map((lease, i) => ({ lease, computed: result.leases[i] })),
  columns: [
    { key: 'tenant', label: 'Tenant', format: 'text', value: (r) => r.lease.tenantName },
    { key: 'sqft', label: 'Sq Ft', format: 'count', value: (r) => r.lease.sqftLeased },
    { key: 'rentPerSqft', label: 'Rent/Sq Ft', format: 'perSqft', value: (r) => r.lease.rentPerSqft },
    {
      key: 'leaseTerm',
      label: 'Lease Term (Months)',
      format: 'whole',
      value: (r) => r.lease.leaseTerm,
      except: ['screen'],
    },
    {
      key: 'freeMonths',
      label: 'Free Months',
      format: 'whole',
      value: (r) => r.lease.freeMonths,
      except: ['screen', 'pdf'],
    },
    {
      key: 'tenantImprovements',
      label: 'Tenant Improvements',
      format: 'money',
      value: (r) => r.lease.tenantImprovements,
      except: ['screen', 'pdf'],
    },
    {
      key: 'annualRentIncrease',
      label: 'Annual Increase',
      format: 'percent',
      value: (r) => r.lease.annualRentIncrease,
      except: ['screen', 'pdf'],
    },
    {
      key: 'startDate',
      label: 'Start Date',
      format: 'date',
      value: (r) => r.lease.startDate,
      except: ['screen'],
    },
    { key: 'endDate', label: 'End Date', format: 'date', value: (r) => r.lease.endDate, except: ['screen'] },
    {
      key: 'annualRent',
      label: 'Annual Rent',
      format: 'money',
      value: (r) => r.computed?.annualRent ?? null,
      formula: (cell) => `${cell('sqft')}*${cell('rentPerSqft')}`,
    },
    {
      key: 'effectiveRent',
      label: 'Effective Rent',
      format: 'money',
      value: (r) => r.computed?.effectiveRent ?? null,
      formula: (cell) => {
        const [term, free] = [cell('leaseTerm'), cell('freeMonths')];
        return `IF(${term}=0,0,${cell('annualRent')}*(${term}-MIN(${free},${term}))/${term})`;
      },
    },
    {
      key: 'remainingYears',
      label: 'Remaining Term',
      format: 'years',
      value: (r) => r.computed?.remainingYears ?? null,
      except: ['pdf'],
      formula: (cell) => `IFERROR(MAX(0,(${cell('endDate')}-AnalysisDate)/${DAYS_PER_MONTH}/12),0)`,
    },
  ],
};
