import { toDate, toNullableDate, toNullableNumber, toNumber } from '../convert.js';
import type { PropertyInput, PropertySummary, TenantLease, TenantLeaseInput } from '../domain.js';
import type { Db, NewPropertyRow, NewTenantLeaseRow, PropertyRow, TenantLeaseRow } from '../schema.js';

/** Maps a `properties` row to a {@link PropertySummary} (numbers as numbers, dates as Dates). */
export function toPropertySummary(row: PropertyRow): PropertySummary {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    propertyType: row.property_type,
    yearBuilt: toNullableNumber(row.year_built),
    purchasePrice: toNumber(row.purchase_price),
    sqft: toNumber(row.sqft),
    holdPeriod: row.hold_period,
    annualRent: toNumber(row.annual_rent),
    otherIncome: toNumber(row.other_income),
    vacancyRate: toNumber(row.vacancy_rate),
    propertyTaxes: toNumber(row.property_taxes),
    insurance: toNumber(row.insurance),
    maintenance: toNumber(row.maintenance),
    managementFees: toNumber(row.management_fees),
    repairs: toNumber(row.repairs),
    otherExpenses: toNumber(row.other_expenses),
    downPaymentPercent: toNumber(row.down_payment_percent),
    interestRate: toNumber(row.interest_rate),
    loanTerm: row.loan_term,
    marketCapRate: toNullableNumber(row.market_cap_rate),
    exitCapRate: toNullableNumber(row.exit_cap_rate),
    appreciationRate: toNumber(row.appreciation_rate),
    nnnChargesPerSqft: toNumber(row.nnn_charges_per_sqft),
    isNnnLease: row.is_nnn_lease,
    isInterestOnly: row.is_interest_only,
    rentEscalationRate: toNumber(row.rent_escalation_rate),
    nnnEscalationRate: toNumber(row.nnn_escalation_rate),
    revenueInputType: row.revenue_input_type,
    rentInputMode: row.rent_input_mode,
    nnnInputMethod: row.nnn_input_method,
    closingCostsPercent: toNumber(row.closing_costs_percent),
    sellingCostsPercent: toNumber(row.selling_costs_percent),
    discountRate: toNullableNumber(row.discount_rate),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    lastAccessedAt: toNullableDate(row.last_accessed_at),
  };
}

/** Maps a `tenant_leases` row to a {@link TenantLease}. */
export function toTenantLease(row: TenantLeaseRow): TenantLease {
  return {
    id: row.id,
    propertyId: row.property_id,
    tenantName: row.tenant_name,
    sqftLeased: toNumber(row.sqft_leased),
    rentPerSqft: toNumber(row.rent_per_sqft),
    leaseTerm: toNumber(row.lease_term),
    freeMonths: toNumber(row.free_months),
    tenantImprovements: toNumber(row.tenant_improvements),
    annualRentIncrease: toNumber(row.annual_rent_increase),
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Throws a clear RangeError for NaN/Infinity (which `numeric` would store but JSON cannot carry). */
function assertFinite<T extends object>(values: T, what: string): T {
  for (const [column, value] of Object.entries(values)) {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new RangeError(`${what}: ${column} must be a finite number, got ${value}`);
    }
  }
  return values;
}

/**
 * The column values for a save payload, with underwriting.md §1 defaults for anything left
 * out. Used for both insert and update so that an update overwrites every input field.
 */
export function propertyColumns(input: PropertyInput): Omit<NewPropertyRow, 'user_id'> {
  return assertFinite(
    {
      name: blankToNull(input.name),
      address: blankToNull(input.address),
      city: blankToNull(input.city),
      state: blankToNull(input.state),
      zip_code: blankToNull(input.zipCode),
      property_type: blankToNull(input.propertyType),
      year_built: input.yearBuilt ?? null,
      purchase_price: input.purchasePrice,
      sqft: input.sqft,
      hold_period: input.holdPeriod ?? 5,
      annual_rent: input.annualRent ?? 0,
      other_income: input.otherIncome ?? 0,
      vacancy_rate: input.vacancyRate ?? 5,
      property_taxes: input.propertyTaxes ?? 0,
      insurance: input.insurance ?? 0,
      maintenance: input.maintenance ?? 0,
      management_fees: input.managementFees ?? 0,
      repairs: input.repairs ?? 0,
      other_expenses: input.otherExpenses ?? 0,
      down_payment_percent: input.downPaymentPercent ?? 25,
      interest_rate: input.interestRate,
      loan_term: input.loanTerm ?? 25,
      market_cap_rate: input.marketCapRate ?? null,
      exit_cap_rate: input.exitCapRate ?? null,
      appreciation_rate: input.appreciationRate ?? 3,
      nnn_charges_per_sqft: input.nnnChargesPerSqft ?? 0,
      is_nnn_lease: input.isNnnLease ?? false,
      is_interest_only: input.isInterestOnly ?? false,
      rent_escalation_rate: input.rentEscalationRate ?? 3,
      nnn_escalation_rate: input.nnnEscalationRate ?? 2.5,
      revenue_input_type: input.revenueInputType ?? 'aggregate',
      rent_input_mode: input.rentInputMode ?? 'perSqft',
      nnn_input_method: input.nnnInputMethod ?? 'perSqft',
      closing_costs_percent: input.closingCostsPercent ?? 0,
      selling_costs_percent: input.sellingCostsPercent ?? 0,
      discount_rate: input.discountRate ?? null,
    },
    'property',
  );
}

/** The `tenant_leases` rows for a rent roll, positions 0..n-1 in list order. */
export function leaseRows(propertyId: number, leases: TenantLeaseInput[]): NewTenantLeaseRow[] {
  return leases.map((lease, position) =>
    assertFinite(
      {
        property_id: propertyId,
        position,
        tenant_name: lease.tenantName,
        sqft_leased: lease.sqftLeased,
        rent_per_sqft: lease.rentPerSqft,
        lease_term: lease.leaseTerm,
        free_months: lease.freeMonths ?? 0,
        tenant_improvements: lease.tenantImprovements ?? 0,
        annual_rent_increase: lease.annualRentIncrease ?? 3,
        start_date: lease.startDate,
        end_date: lease.endDate,
      },
      `tenant lease ${position + 1}`,
    ),
  );
}

/** Leases of many properties in one query, grouped by property id, each list in entry order. */
export async function leasesByProperty(db: Db, propertyIds: number[]): Promise<Map<number, TenantLease[]>> {
  const grouped = new Map<number, TenantLease[]>();
  if (propertyIds.length === 0) return grouped;
  const rows = await db
    .selectFrom('tenant_leases')
    .selectAll()
    .where('property_id', 'in', propertyIds)
    .orderBy('property_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = grouped.get(row.property_id) ?? [];
    list.push(toTenantLease(row));
    grouped.set(row.property_id, list);
  }
  return grouped;
}

/** Every property in one query (most recently updated first), grouped by user id. */
export async function allPropertySummariesByUser(db: Db): Promise<Map<number, PropertySummary[]>> {
  const grouped = new Map<number, PropertySummary[]>();
  const rows = await db
    .selectFrom('properties')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const list = grouped.get(row.user_id) ?? [];
    list.push(toPropertySummary(row));
    grouped.set(row.user_id, list);
  }
  return grouped;
}
