/** The expense lines that enter operating expenses. */
export interface ExpenseLines {
  propertyTaxes: number;
  insurance: number;
  maintenance: number;
  managementFees: number;
  repairs: number;
  otherExpenses: number;
  isNnnLease: boolean;
}

/**
 * Landlord operating expenses:
 * `opex = managementFees + repairs + otherExpenses + (isNnnLease ? 0 : propertyTaxes + insurance + maintenance)`.
 *
 * @example
 * operatingExpenses({ propertyTaxes: 20000, insurance: 5000, maintenance: 8000,
 *   managementFees: 10000, repairs: 2000, otherExpenses: 1000, isNnnLease: false }) // 46000
 */
export function operatingExpenses(e: ExpenseLines): number {
  const pass = e.isNnnLease ? 0 : e.propertyTaxes + e.insurance + e.maintenance;
  return e.managementFees + e.repairs + e.otherExpenses + pass;
}

/** Net operating income: `noi = EGI - opex`. @example netOperatingIncome(200000, 46000) // 154000 */
export function netOperatingIncome(effectiveGrossIncome: number, opex: number): number {
  return effectiveGrossIncome - opex;
}

/**
 * NNN charges per sq ft: the entered figure when positive, else
 * `(propertyTaxes + insurance + maintenance) / sqft` (0 when sqft is not positive).
 *
 * @example effectiveNnnChargesPerSqft(0, 20000, 5000, 8000, 10000) // 3.3
 */
export function effectiveNnnChargesPerSqft(
  nnnChargesPerSqft: number,
  propertyTaxes: number,
  insurance: number,
  maintenance: number,
  sqft: number,
): number {
  if (nnnChargesPerSqft > 0) return nnnChargesPerSqft;
  return sqft > 0 ? (propertyTaxes + insurance + maintenance) / sqft : 0;
}

/**
 * Converts a "total annual NNN expenses" entry to a per-sq-ft figure:
 * `total / (sqft > 0 ? sqft : 8000)`.
 *
 * @example nnnPerSqftFromTotal(24000, 12000) // 2
 * @example nnnPerSqftFromTotal(24000, 0) // 3
 */
export function nnnPerSqftFromTotal(total: number, sqft: number): number {
  return total / (sqft > 0 ? sqft : 8000);
}
