import {
  analysisInputSchema,
  analyze,
  fieldErrors,
  formatCurrency,
  formatPercent,
  irr,
  irrDetailed,
} from '@cre/underwriting';

// Validate form or API input first: defaults are applied and each broken rule gets its message.
const parsed = analysisInputSchema.safeParse({
  purchasePrice: 2_400_000,
  sqft: 18_000,
  annualRent: 252_000,
  propertyTaxes: 28_000,
  insurance: 6_500,
  maintenance: 9_000,
  managementFees: 10_000,
  interestRate: 6.25,
  exitCapRate: 7.5,
  holdPeriod: 7,
});
if (!parsed.success) throw new Error(JSON.stringify(fieldErrors(parsed.error)));

const result = analyze(parsed.data);
console.log(formatCurrency(result.noi)); // NOI
console.log(formatPercent(result.goingInCapRate)); // going-in cap rate
console.log(result.dscr?.toFixed(2)); // DSCR
console.log(formatPercent(result.irr)); // IRR of the 7-year hold
console.log(result.optimalHoldReason);

console.log(irr([-100, 44])); // a fraction
console.log(irr([100, 50])); // null: no sign change, no rate
console.log(irrDetailed([100, 50]));

const invalid = analysisInputSchema.safeParse({ purchasePrice: -1, sqft: 18_000, interestRate: 6.25 });
if (!invalid.success) console.log(fieldErrors(invalid.error));
