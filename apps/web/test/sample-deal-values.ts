import { SAMPLE_DEAL, SAMPLE_LEASES } from '../../../packages/underwriting/test/fixtures/sample-deal';
import { type AnalyzerFormValues, defaultFormValues } from '../src/features/analyzer/model/form-values';

/**
 * Test support: the engine's sample deal (packages/underwriting/test/fixtures/sample-deal.ts, the
 * 12-tenant retail centre of its tests, README and benchmark) as the analyzer's form holds it,
 * dated as the engine's fixture (2025-01-01).
 */
export function sampleDealValues(): AnalyzerFormValues {
  const d = SAMPLE_DEAL;
  return {
    ...defaultFormValues(),
    name: 'Sample Retail Centre',
    propertyType: 'Retail',
    asOf: d.asOf ?? '',
    purchasePrice: d.purchasePrice,
    sqft: d.sqft,
    rentInputMode: 'individual',
    tenantLeases: SAMPLE_LEASES.map((lease) => ({ ...lease })),
    otherIncome: d.otherIncome ?? 0,
    vacancyRate: d.vacancyRate ?? 0,
    propertyTaxes: d.propertyTaxes ?? 0,
    insurance: d.insurance ?? 0,
    maintenance: d.maintenance ?? 0,
    managementFees: d.managementFees ?? 0,
    repairs: d.repairs ?? 0,
    otherExpenses: d.otherExpenses ?? 0,
    isNnnLease: false,
    downPaymentPercent: d.downPaymentPercent ?? 25,
    interestRate: d.interestRate,
    loanTerm: d.loanTerm ?? 25,
    marketCapRate: d.marketCapRate ?? 7,
    exitCapRate: d.exitCapRate ?? null,
    appreciationRate: d.appreciationRate ?? 3,
    rentEscalationRate: d.rentEscalationRate ?? 3,
    holdPeriod: d.holdPeriod ?? 5,
    closingCostsPercent: d.closingCostsPercent ?? 0,
    sellingCostsPercent: d.sellingCostsPercent ?? 0,
    discountRate: d.discountRate ?? null,
  };
}
