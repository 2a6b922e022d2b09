/**
 * The rent roll section: one row per lease of the form's rent roll with the figures `analyze()`
 * computed for it. The screen's Rent Roll Details, the CSV, the PDF and the workbook's Rent Roll
 * sheet all render these columns.
 */
import type { LeaseSummary, TenantLease } from '@cre/underwriting';
import { marketRentCell, recoveryText, rentStepsOf, rentStepsText, suiteOf } from './lease-detail';
import type { CalculationFigures, TableSection } from './report-section';

/**
 * One lease as entered, with the engine's figures for it (`result.leases[i]`) and the property's
 * NNN setting (the recovery rule of a lease without its own type).
 */
export interface RentRollRow {
  lease: TenantLease;
  computed: LeaseSummary | undefined;
  isNnnLease: boolean;
}

/** Days per month of the remaining term (docs/model.md#walt: `days / 30.44 / 12`). */
const DAYS_PER_MONTH = 30.44;

/** True when the calculation shows a rent roll (individual mode with at least one lease). */
export function hasRentRoll({ values, result }: CalculationFigures): boolean {
  return values.rentInputMode === 'individual' && result.leases.length > 0;
}

/** The exports' columns of the lease detail (section 11.1); the screen's Rent Roll Details leaves them out. */
const DETAIL_ONLY = ['screen'] as const;

/**
 * The rent roll: each lease as entered (suite, tenant, area, rent, term, dates, and the lease
 * detail of section 11.1: recovery type, own market rent, rent steps), its annual and effective
 * rent and its remaining term. The CSV writes a lease's rent steps in one cell
 * ("$25.00 from 2027-01-01; $26.00 from 2028-01-01"); the PDF lists them under the lease's row and
 * the workbook in step columns beside it.
 */
export const RENT_ROLL_SECTION: TableSection<RentRollRow> = {
  key: 'rentRoll',
  title: 'Rent Roll',
  rows: ({ values, result }) =>
    values.tenantLeases.map((lease, i) => ({
      lease,
      computed: result.leases[i],
      isNnnLease: values.isNnnLease,
    })),
  columns: [
    {
      key: 'suite',
      label: 'Suite',
      format: 'text',
      value: (r) => suiteOf(r.lease),
      except: DETAIL_ONLY,
      pdfWidth: 44,
    },
    { key: 'tenant', label: 'Tenant', format: 'text', value: (r) => r.lease.tenantName },
    { key: 'sqft', label: 'Sq Ft', format: 'count', value: (r) => r.lease.sqftLeased, pdfWidth: 34 },
    {
      key: 'rentPerSqft',
      label: 'Rent/Sq Ft',
      format: 'perSqft',
      value: (r) => r.lease.rentPerSqft,
      pdfWidth: 36,
    },
    {
      key: 'leaseTerm',
      label: 'Lease Term (Months)',
      format: 'whole',
      value: (r) => r.lease.leaseTerm,
      except: ['screen'],
      pdfWidth: 34,
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
      pdfWidth: 42,
    },
    {
      key: 'endDate',
      label: 'End Date',
      format: 'date',
      value: (r) => r.lease.endDate,
      except: ['screen'],
      pdfWidth: 42,
    },
    {
      key: 'recoveryType',
      label: 'Recovery',
      format: 'text',
      value: (r) => recoveryText(r.lease.recoveryType, r.isNnnLease),
      except: DETAIL_ONLY,
      pdfWidth: 42,
    },
    {
      key: 'marketRentPerSqft',
      label: 'Market Rent/Sq Ft',
      format: 'perSqft',
      value: (r) => marketRentCell(r.lease),
      except: DETAIL_ONLY,
      pdfWidth: 38,
    },
    {
      key: 'rentSteps',
      label: 'Rent Steps',
      format: 'text',
      value: (r) => rentStepsText(rentStepsOf(r.lease)),
      // the workbook writes the steps as dates and rents the Lease Months sheet reads
      except: ['screen', 'pdf', 'workbook'],
    },
    {
      key: 'annualRent',
      label: 'Annual Rent',
      format: 'money',
      value: (r) => r.computed?.annualRent ?? null,
      pdfWidth: 46,
      formula: (cell) => `${cell('sqft')}*${cell('rentPerSqft')}`,
    },
    {
      key: 'effectiveRent',
      label: 'Effective Rent',
      format: 'money',
      value: (r) => r.computed?.effectiveRent ?? null,
      pdfWidth: 46,
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
