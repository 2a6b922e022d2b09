/**
 * The default of every optional analysis input, written out by hand: the values the engine must
 * fill in (docs/model.md#inputs). Tests compare the schema's parse and `DEFAULTS` with it, so a
 * changed or removed default fails both; an input added later is checked by its own tests (its
 * default is declared once, in the schema).
 */
export const EXPECTED_DEFAULTS = {
  revenueInputType: 'aggregate',
  annualRent: 0,
  otherIncome: 0,
  vacancyRate: 5,
  propertyTaxes: 0,
  insurance: 0,
  maintenance: 0,
  managementFees: 0,
  repairs: 0,
  otherExpenses: 0,
  isNnnLease: false,
  nnnChargesPerSqft: 0,
  nnnEscalationRate: 2.5,
  downPaymentPercent: 25,
  loanTerm: 25,
  isInterestOnly: false,
  marketCapRate: null,
  exitCapRate: null,
  appreciationRate: 3,
  rentEscalationRate: 3,
  holdPeriod: 5,
  closingCostsPercent: 0,
  sellingCostsPercent: 0,
  discountRate: null,
  // the lease-by-lease projection (underwriting.md section 11)
  projectionMode: 'simple',
  marketRentPerSqft: null,
  marketRentGrowth: 3,
  expenseGrowthRate: 3,
  renewalProbability: 70,
  downtimeMonths: 6,
  renewalTermMonths: 60,
  newFreeMonths: 3,
  renewalFreeMonths: 1,
  newTiPerSqft: 20,
  renewalTiPerSqft: 5,
  newLcPercent: 6,
  renewalLcPercent: 3,
} as const;
