/**
 * The default of every optional analysis input, written out by hand: the values the engine must
 * fill in (docs/model.md#inputs). Tests compare the schema's parse and `DEFAULTS` with it, so a
 * changed default fails both.
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
} as const;
