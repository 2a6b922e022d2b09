/**
 * The input sections: the property description and every form input, with the form's labels
 * (the CSV's Inputs, the PDF's Property Details and Market Leasing Assumptions, the shared page).
 */
import type { AnalysisResult } from '@cre/underwriting';
import { count, money, percent, perSqft } from '../display-format';
import { effectiveAnnualRent, effectiveProjectionMode } from '../model/deal-mapping';
import type { AnalyzerFormValues, NnnInputMethod, RentInputMode } from '../model/form-values';
import { capitalStackInputRows } from './capital-stack-inputs';
import type { ReportRow, RowsSection } from './report-section';

/** Labels of the rent entry modes as the form shows them. */
export const RENT_MODE_LABELS: Record<RentInputMode, string> = {
  perSqft: 'Per square foot',
  total: 'Total annual',
  individual: 'Individual rent roll',
};

/** Labels of the projection modes as the form's Projection choice shows them. */
export const PROJECTION_MODE_LABELS: Record<AnalyzerFormValues['projectionMode'], string> = {
  simple: 'Simple growth',
  leases: 'Lease by lease',
};

/** Labels of the NNN entry methods as the form shows them. */
export const NNN_METHOD_LABELS: Record<NnnInputMethod, string> = {
  perSqft: 'Per sq ft estimate',
  total: 'Total annual expenses',
  individual: 'Individual expenses',
};

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const optionalPercent = (value: number | null) => (value === null ? 'Not set' : percent(value));
const text = (value: string) => value.trim();

/** Property description rows (name, address, type, year built, size). */
export function propertyRows(values: AnalyzerFormValues): ReportRow[] {
  return [
    { label: 'Property Name', value: text(values.name) },
    { label: 'Address', value: text(values.address) },
    { label: 'City', value: text(values.city) },
    { label: 'State', value: text(values.state) },
    { label: 'Zip Code', value: text(values.zipCode) },
    { label: 'Property Type', value: text(values.propertyType) },
    { label: 'Year Built', value: values.yearBuilt === null ? '' : String(values.yearBuilt) },
    { label: 'Purchase Price', value: money(values.purchasePrice) },
    { label: 'Square Feet', value: count(values.sqft) },
    { label: 'Hold Period', value: `${values.holdPeriod} years` },
  ];
}

/**
 * The Market Leasing Assumptions of the lease-by-lease projection, with the form's labels. An unset
 * market rent is shown as the rent roll's average the engine used (`result.avgRentPerSqft`).
 */
export function marketLeasingRows(values: AnalyzerFormValues, result: AnalysisResult): ReportRow[] {
  const months = (value: number) => String(value);
  return [
    {
      label: 'Market Rent ($/sq ft/yr)',
      value:
        values.marketRentPerSqft === null
          ? `Rent roll average (${perSqft(result.avgRentPerSqft)})`
          : perSqft(values.marketRentPerSqft),
    },
    { label: 'Market Rent Growth', value: percent(values.marketRentGrowth) },
    { label: 'Expense Growth', value: percent(values.expenseGrowthRate) },
    { label: 'Renewal Probability', value: percent(values.renewalProbability) },
    { label: 'Downtime (months)', value: months(values.downtimeMonths) },
    { label: 'Rollover Lease Term (months)', value: months(values.renewalTermMonths) },
    { label: 'New Lease Free Months', value: months(values.newFreeMonths) },
    { label: 'Renewal Free Months', value: months(values.renewalFreeMonths) },
    { label: 'New Lease TI ($/sq ft)', value: perSqft(values.newTiPerSqft) },
    { label: 'Renewal TI ($/sq ft)', value: perSqft(values.renewalTiPerSqft) },
    { label: 'New Lease LC', value: percent(values.newLcPercent) },
    { label: 'Renewal LC', value: percent(values.renewalLcPercent) },
  ];
}

/**
 * The projection rows of the inputs: "Projection" wherever the form offers the choice (an individual
 * rent roll; aggregate rent is always simple growth, so its exports stay as they were), then, in
 * leases mode, every market leasing assumption.
 */
export function projectionRows(values: AnalyzerFormValues, result: AnalysisResult): ReportRow[] {
  if (values.rentInputMode !== 'individual') return [];
  const mode = effectiveProjectionMode(values);
  const rows: ReportRow[] = [{ label: 'Projection', value: PROJECTION_MODE_LABELS[mode] }];
  return mode === 'leases' ? [...rows, ...marketLeasingRows(values, result)] : rows;
}

/**
 * Every form input, in the order of the form's panels (the market rent's default needs the result),
 * then the capital stack's when the deal uses one.
 */
export function inputRows(values: AnalyzerFormValues, result: AnalysisResult): ReportRow[] {
  const rows: ReportRow[] = [...propertyRows(values)];
  rows.push({ label: 'Rent Input Mode', value: RENT_MODE_LABELS[values.rentInputMode] });
  rows.push(...projectionRows(values, result));
  if (values.rentInputMode === 'perSqft')
    rows.push({ label: 'Rent per Sq Ft', value: perSqft(values.rentPerSqft) });
  if (values.rentInputMode !== 'individual') {
    rows.push({ label: 'Annual Rent', value: money(effectiveAnnualRent(values)) });
  }
  rows.push(
    { label: 'Other Income', value: money(values.otherIncome) },
    { label: 'Vacancy Rate', value: percent(values.vacancyRate) },
    { label: 'NNN Lease', value: yesNo(values.isNnnLease) },
  );
  if (values.isNnnLease) {
    rows.push({ label: 'NNN Input Method', value: NNN_METHOD_LABELS[values.nnnInputMethod] });
    if (values.nnnInputMethod === 'perSqft') {
      rows.push({ label: 'NNN Charges per Sq Ft', value: perSqft(values.nnnChargesPerSqft) });
    }
    if (values.nnnInputMethod === 'total') {
      rows.push({ label: 'Total Annual NNN Expenses', value: money(values.nnnTotalAnnual) });
    }
  }
  rows.push(
    { label: 'NNN Escalation Rate', value: percent(values.nnnEscalationRate) },
    { label: 'Rent Escalation Rate', value: percent(values.rentEscalationRate) },
    { label: 'Appreciation Rate', value: percent(values.appreciationRate) },
    { label: 'Property Taxes', value: money(values.propertyTaxes) },
    { label: 'Insurance', value: money(values.insurance) },
    { label: 'Maintenance', value: money(values.maintenance) },
    { label: 'Management Fees', value: money(values.managementFees) },
    { label: 'Repairs', value: money(values.repairs) },
    { label: 'Other Expenses', value: money(values.otherExpenses) },
    { label: 'Down Payment', value: percent(values.downPaymentPercent) },
    { label: 'Interest Rate', value: percent(values.interestRate) },
    { label: 'Loan Term', value: `${values.loanTerm} years` },
    { label: 'Interest Only', value: yesNo(values.isInterestOnly) },
    { label: 'Closing Costs', value: percent(values.closingCostsPercent) },
    { label: 'Selling Costs', value: percent(values.sellingCostsPercent) },
    { label: 'Market Cap Rate', value: optionalPercent(values.marketCapRate) },
    { label: 'Exit Cap Rate (input)', value: optionalPercent(values.exitCapRate) },
    { label: 'Discount Rate', value: optionalPercent(values.discountRate) },
    ...capitalStackInputRows(values),
  );
  return rows;
}

/** Property Details: the property's description, price, size and hold. */
export const PROPERTY_SECTION: RowsSection = {
  key: 'property',
  title: 'Property Details',
  rows: ({ values }) => propertyRows(values),
};

/** Inputs: every form input, in the order of the form's panels. */
export const INPUTS_SECTION: RowsSection = {
  key: 'inputs',
  title: 'Inputs',
  rows: ({ values, result }) => inputRows(values, result),
};
