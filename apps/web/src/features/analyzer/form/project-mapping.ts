import type { TenantLease } from '@cre/underwriting';
import type { AnalyzerFormValues, NnnInputMethod, RentInputMode } from './form-values';
import { defaultFormValues } from './form-values';
import { effectiveAnnualRent, effectiveNnnChargesPerSqft } from './to-analysis-input';

/** A saved project as the API returns it (properties.list / properties.recent), dates as ISO strings. */
export interface SavedProject {
  id: number;
  name?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  propertyType?: string | null;
  yearBuilt?: number | null;
  purchasePrice: number;
  sqft: number;
  holdPeriod?: number | null;
  annualRent?: number | null;
  otherIncome?: number | null;
  vacancyRate?: number | null;
  propertyTaxes?: number | null;
  insurance?: number | null;
  maintenance?: number | null;
  managementFees?: number | null;
  repairs?: number | null;
  otherExpenses?: number | null;
  downPaymentPercent?: number | null;
  interestRate?: number | null;
  loanTerm?: number | null;
  marketCapRate?: number | null;
  exitCapRate?: number | null;
  appreciationRate?: number | null;
  nnnChargesPerSqft?: number | null;
  isNnnLease?: boolean | null;
  isInterestOnly?: boolean | null;
  rentEscalationRate?: number | null;
  nnnEscalationRate?: number | null;
  closingCostsPercent?: number | null;
  sellingCostsPercent?: number | null;
  discountRate?: number | null;
  revenueInputType?: string | null;
  rentInputMode?: string | null;
  nnnInputMethod?: string | null;
  tenantLeases?: readonly TenantLease[] | null;
  createdAt?: string | Date | null;
  updatedAt?: string | Date | null;
}

const RENT_MODES: readonly RentInputMode[] = ['perSqft', 'total', 'individual'];
const NNN_METHODS: readonly NnnInputMethod[] = ['perSqft', 'total', 'individual'];

function num(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function optionalNum(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Restores every saved field of a project into form values, including the rent roll and the rent and
 * NNN entry modes (loading restores everything that was saved). Missing numbers take the
 * stored defaults (docs/model.md#inputs).
 */
export function projectToFormValues(project: SavedProject): AnalyzerFormValues {
  const base = defaultFormValues();
  const leases = (project.tenantLeases ?? []).map(
    ({
      tenantName,
      sqftLeased,
      rentPerSqft,
      leaseTerm,
      freeMonths,
      tenantImprovements,
      annualRentIncrease,
      startDate,
      endDate,
    }) => ({
      tenantName,
      sqftLeased: num(sqftLeased, 0),
      rentPerSqft: num(rentPerSqft, 0),
      leaseTerm: num(leaseTerm, 0),
      freeMonths: num(freeMonths, 0),
      tenantImprovements: num(tenantImprovements, 0),
      annualRentIncrease: num(annualRentIncrease, 3),
      startDate,
      endDate,
    }),
  );
  const savedRentMode = RENT_MODES.find((mode) => mode === project.rentInputMode);
  const rentInputMode: RentInputMode =
    project.revenueInputType === 'individual' ? 'individual' : (savedRentMode ?? 'total');
  const nnnInputMethod = NNN_METHODS.find((method) => method === project.nnnInputMethod) ?? 'perSqft';
  const sqft = num(project.sqft, 0);
  const annualRent = num(project.annualRent, 0);
  const nnnChargesPerSqft = num(project.nnnChargesPerSqft, 0);
  return {
    name: project.name ?? '',
    address: project.address ?? '',
    city: project.city ?? '',
    state: project.state ?? '',
    zipCode: project.zipCode ?? '',
    propertyType: project.propertyType ?? '',
    yearBuilt: optionalNum(project.yearBuilt),
    purchasePrice: num(project.purchasePrice, 0),
    sqft,
    holdPeriod: num(project.holdPeriod, base.holdPeriod),
    rentInputMode,
    rentPerSqft: sqft > 0 ? annualRent / sqft : 0,
    annualRent,
    otherIncome: num(project.otherIncome, 0),
    vacancyRate: num(project.vacancyRate, base.vacancyRate),
    tenantLeases: leases,
    isNnnLease: project.isNnnLease ?? false,
    nnnInputMethod,
    nnnChargesPerSqft,
    nnnTotalAnnual: nnnChargesPerSqft * (sqft > 0 ? sqft : 8000),
    nnnEscalationRate: num(project.nnnEscalationRate, base.nnnEscalationRate),
    rentEscalationRate: num(project.rentEscalationRate, base.rentEscalationRate),
    appreciationRate: num(project.appreciationRate, base.appreciationRate),
    propertyTaxes: num(project.propertyTaxes, 0),
    insurance: num(project.insurance, 0),
    maintenance: num(project.maintenance, 0),
    managementFees: num(project.managementFees, 0),
    repairs: num(project.repairs, 0),
    otherExpenses: num(project.otherExpenses, 0),
    downPaymentPercent: num(project.downPaymentPercent, base.downPaymentPercent),
    interestRate: num(project.interestRate, 0),
    loanTerm: num(project.loanTerm, base.loanTerm),
    isInterestOnly: project.isInterestOnly ?? false,
    marketCapRate: optionalNum(project.marketCapRate),
    exitCapRate: optionalNum(project.exitCapRate),
    closingCostsPercent: num(project.closingCostsPercent, 0),
    sellingCostsPercent: num(project.sellingCostsPercent, 0),
    discountRate: optionalNum(project.discountRate),
  };
}

/** The save payload (properties.save): every form field plus modes, rent roll and the loaded project's id. */
export function formValuesToPayload(values: AnalyzerFormValues, id: number | null) {
  const individual = values.rentInputMode === 'individual';
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ...(id === null ? {} : { id }),
    name: text(values.name),
    address: text(values.address),
    city: text(values.city),
    state: text(values.state),
    zipCode: text(values.zipCode),
    propertyType: text(values.propertyType),
    yearBuilt: values.yearBuilt,
    purchasePrice: values.purchasePrice,
    sqft: values.sqft,
    holdPeriod: values.holdPeriod,
    revenueInputType: individual ? ('individual' as const) : ('aggregate' as const),
    rentInputMode: values.rentInputMode,
    nnnInputMethod: values.nnnInputMethod,
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
    closingCostsPercent: values.closingCostsPercent,
    sellingCostsPercent: values.sellingCostsPercent,
    discountRate: values.discountRate,
    tenantLeases: individual ? values.tenantLeases.map((lease) => ({ ...lease })) : [],
  };
}
