import { nnnPerSqftFromTotal } from '@cre/underwriting';
import type { AnalyzerFormValues, NnnInputMethod, RentInputMode } from '../model/form-values';

/**
 * Switches the rent entry mode, carrying the rent across: per square foot → total multiplies by the
 * building's square feet, total → per square foot divides by them (left unchanged when sqft is 0).
 */
export function switchRentMode(values: AnalyzerFormValues, mode: RentInputMode): AnalyzerFormValues {
  if (mode === values.rentInputMode) return values;
  const next = { ...values, rentInputMode: mode };
  if (values.rentInputMode === 'perSqft' && mode === 'total')
    next.annualRent = values.rentPerSqft * values.sqft;
  if (values.rentInputMode === 'total' && mode === 'perSqft' && values.sqft > 0) {
    next.rentPerSqft = values.annualRent / values.sqft;
  }
  return next;
}

/**
 * Switches the NNN entry method, carrying the charges across: a per-sq-ft estimate becomes a total over
 * the building (8,000 sq ft when sqft is blank, as `nnnPerSqftFromTotal` assumes) and back.
 */
export function switchNnnMethod(values: AnalyzerFormValues, method: NnnInputMethod): AnalyzerFormValues {
  if (method === values.nnnInputMethod) return values;
  const next = { ...values, nnnInputMethod: method };
  if (values.nnnInputMethod === 'perSqft' && method === 'total') {
    next.nnnTotalAnnual = values.nnnChargesPerSqft * (values.sqft > 0 ? values.sqft : 8000);
  }
  if (values.nnnInputMethod === 'total' && method === 'perSqft') {
    next.nnnChargesPerSqft = nnnPerSqftFromTotal(values.nnnTotalAnnual, values.sqft);
  }
  return next;
}
