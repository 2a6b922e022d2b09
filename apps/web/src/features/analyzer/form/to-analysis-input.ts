import { type AnalysisInput, nnnPerSqftFromTotal } from '@cre/underwriting';
import type { AnalyzerFormValues } from './form-values';

/** Annual rent the engine sees: per-sq-ft entry converts `rentPerSqft * sqft`, otherwise the entered total. */
export function effectiveAnnualRent(values: AnalyzerFormValues): number {
  return values.rentInputMode === 'perSqft' ? values.rentPerSqft * values.sqft : values.annualRent;
}

/**
 * NNN charges per sq ft the engine sees: the entered estimate, the total annual NNN expenses spread
 * over the building (`nnnPerSqftFromTotal`), or 0 for individual expenses (the engine then derives
 * them from taxes, insurance and maintenance).
 */
export function effectiveNnnChargesPerSqft(values: AnalyzerFormValues): number {
  if (values.nnnInputMethod === 'total') return nnnPerSqftFromTotal(values.nnnTotalAnnual, values.sqft);
  if (values.nnnInputMethod === 'individual') return 0;
  return values.nnnChargesPerSqft;
}

/** Converts the form to the engine's input (docs/model.md#inputs). `asOf` dates WALT (yyyy-mm-dd). */
export function toAnalysisInput(values: AnalyzerFormValues, asOf: string): AnalysisInput {
  const individual = values.rentInputMode === 'individual';
  return {
    purchasePrice: values.purchasePrice,
    sqft: values.sqft,
    revenueInputType: individual ? 'individual' : 'aggregate',
    annualRent: effectiveAnnualRent(values),
    otherIncome: values.otherIncome,
    vacancyRate: values.vacancyRate,
    propertyTaxes: values.propertyTaxes,
    insurance: values.insurance,
    maintenance: values.maintenance,
    managementFees: values.managementFees,
    repairs: values.repairs,
    otherExpenses: values.otherExpenses,
    isNnnLease: values.isNnnLease,
    nnnChargesPerSqft: effectiveNnnChargesPerSqft(values),
    nnnEscalationRate: values.nnnEscalationRate,
    downPaymentPercent: values.downPaymentPercent,
    interestRate: values.interestRate,
    loanTerm: values.loanTerm,
    isInterestOnly: values.isInterestOnly,
    marketCapRate: values.marketCapRate,
    exitCapRate: values.exitCapRate,
    appreciationRate: values.appreciationRate,
    rentEscalationRate: values.rentEscalationRate,
    holdPeriod: values.holdPeriod,
    tenantLeases: individual ? values.tenantLeases.map((lease) => ({ ...lease })) : [],
    asOf,
    closingCostsPercent: values.closingCostsPercent,
    sellingCostsPercent: values.sellingCostsPercent,
    discountRate: values.discountRate,
  };
}
