import { hasCapitalStack, type ResolvedInput } from '@cre/underwriting';
import type { AnalyzerFormValues } from '../../model/form-values';
import { RENT_MODE_LABELS } from '../../report/input-rows';
import type { CellContent, FormatKey } from './sheet-kit';
import { stackInputLines } from './stack-input-lines';

/** One line of the Inputs sheet: a label, its value, its defined name (when the model reads it). */
export interface InputLine {
  label: string;
  value: CellContent;
  format?: FormatKey;
  name?: string;
  note?: string;
}

const pct = (value: number | null) => (value === null ? null : value / 100);
const blankWhenUnset = 'Blank = not set';

/** The rent lines: per-sq-ft entry keeps the rate (annual rent is its formula), a total is entered as is. */
function rentLines(values: AnalyzerFormValues, input: ResolvedInput): InputLine[] {
  const mode: InputLine = { label: 'Rent Input Mode', value: RENT_MODE_LABELS[values.rentInputMode] };
  if (values.rentInputMode === 'individual') {
    return [mode, { label: 'Gross Potential Rent', value: 'From the Rent Roll sheet' }];
  }
  if (values.rentInputMode === 'perSqft') {
    return [
      mode,
      { label: 'Rent per Sq Ft', value: values.rentPerSqft, format: 'perSqft', name: 'RentPerSqft' },
      {
        label: 'Annual Rent',
        value: { formula: 'RentPerSqft*SquareFeet', result: input.annualRent },
        format: 'money',
        name: 'AnnualRent',
        note: 'Rent per sq ft × square feet',
      },
    ];
  }
  return [mode, { label: 'Annual Rent', value: input.annualRent, format: 'money', name: 'AnnualRent' }];
}

/** The market leasing assumptions of a lease-by-lease projection (values the engine projected with). */
function leaseLines(input: ResolvedInput): InputLine[] {
  if (input.projectionMode !== 'leases') return [];
  const note = 'Drives the Lease Months sheet';
  const line = (label: string, name: keyof ResolvedInput, format: FormatKey, percent = false): InputLine => {
    const raw = input[name] as number | null;
    return {
      label,
      value: percent ? pct(raw) : raw,
      format,
      name: name[0]!.toUpperCase() + name.slice(1),
      note,
    };
  };
  return [
    { label: 'Projection', value: 'Lease by lease' },
    {
      ...line('Market Rent ($/sq ft/yr)', 'marketRentPerSqft', 'perSqft'),
      note: `${note}; blank = rent roll average`,
    },
    line('Market Rent Growth', 'marketRentGrowth', 'percent', true),
    line('Expense Growth', 'expenseGrowthRate', 'percent', true),
    line('Renewal Probability', 'renewalProbability', 'percent', true),
    line('Downtime', 'downtimeMonths', 'months'),
    line('Rollover Lease Term', 'renewalTermMonths', 'months'),
    line('New Lease Free Months', 'newFreeMonths', 'months'),
    line('Renewal Free Months', 'renewalFreeMonths', 'months'),
    line('New Lease TI ($/sq ft)', 'newTiPerSqft', 'perSqft'),
    line('Renewal TI ($/sq ft)', 'renewalTiPerSqft', 'perSqft'),
    line('New Lease LC', 'newLcPercent', 'percent', true),
    line('Renewal LC', 'renewalLcPercent', 'percent', true),
  ];
}

/**
 * Every line of the Inputs sheet, in the order of the form's panels; `maxHold` is the longest hold
 * the Cash Flow sheet's year columns allow (its last year prices the sale). A deal with a capital
 * stack (underwriting.md 12) ends with its inputs.
 */
export function inputLines(
  values: AnalyzerFormValues,
  input: ResolvedInput,
  asOf: string,
  maxHold: number,
): InputLine[] {
  const [y, m, d] = asOf.split('-').map(Number);
  return [
    { label: 'Property Name', value: values.name.trim() },
    {
      label: 'Address',
      value: [values.address, values.city, values.state, values.zipCode]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(', '),
    },
    { label: 'Property Type', value: values.propertyType.trim() },
    { label: 'Year Built', value: values.yearBuilt, format: 'whole' },
    {
      label: 'Analysis Date',
      value: new Date(Date.UTC(y!, m! - 1, d!)),
      format: 'date',
      name: 'AnalysisDate',
    },
    { label: 'Purchase Price', value: input.purchasePrice, format: 'money', name: 'PurchasePrice' },
    { label: 'Square Feet', value: input.sqft, format: 'count', name: 'SquareFeet' },
    {
      label: 'Hold Period',
      value: Math.max(1, Math.round(input.holdPeriod)),
      format: 'years',
      name: 'HoldPeriod',
      note: `1 to ${maxHold} years: moves the sale on the Cash Flow sheet`,
    },
    ...rentLines(values, input),
    ...leaseLines(input),
    { label: 'Other Income', value: input.otherIncome, format: 'money', name: 'OtherIncome' },
    { label: 'Vacancy Rate', value: pct(input.vacancyRate), format: 'percent', name: 'VacancyRate' },
    {
      label: 'NNN Lease',
      value: input.isNnnLease,
      name: 'IsNnnLease',
      note: 'TRUE: tenants pay taxes, insurance and maintenance',
    },
    {
      label: 'NNN Charges per Sq Ft',
      value: input.nnnChargesPerSqft,
      format: 'perSqft',
      name: 'NnnChargesPerSqft',
    },
    {
      label: 'NNN Escalation Rate',
      value: pct(input.nnnEscalationRate),
      format: 'percent',
      name: 'NnnEscalationRate',
    },
    {
      label: 'Rent Escalation Rate',
      value: pct(input.rentEscalationRate),
      format: 'percent',
      name: 'RentEscalationRate',
      note: 'Growth of NOI per year (simple projection)',
    },
    {
      label: 'Appreciation Rate',
      value: pct(input.appreciationRate),
      format: 'percent',
      name: 'AppreciationRate',
    },
    { label: 'Property Taxes', value: input.propertyTaxes, format: 'money', name: 'PropertyTaxes' },
    { label: 'Insurance', value: input.insurance, format: 'money', name: 'Insurance' },
    { label: 'Maintenance', value: input.maintenance, format: 'money', name: 'Maintenance' },
    { label: 'Management Fees', value: input.managementFees, format: 'money', name: 'ManagementFees' },
    { label: 'Repairs', value: input.repairs, format: 'money', name: 'Repairs' },
    { label: 'Other Expenses', value: input.otherExpenses, format: 'money', name: 'OtherExpenses' },
    {
      label: 'Down Payment',
      value: pct(input.downPaymentPercent),
      format: 'percent',
      name: 'DownPaymentPercent',
    },
    { label: 'Interest Rate', value: pct(input.interestRate), format: 'percent', name: 'InterestRate' },
    { label: 'Loan Term', value: input.loanTerm, format: 'years', name: 'LoanTerm' },
    {
      label: 'Interest Only',
      value: input.isInterestOnly,
      name: 'InterestOnly',
      note: 'TRUE: principal due at maturity',
    },
    {
      label: 'Closing Costs',
      value: pct(input.closingCostsPercent),
      format: 'percent',
      name: 'ClosingCostsPercent',
    },
    {
      label: 'Selling Costs',
      value: pct(input.sellingCostsPercent),
      format: 'percent',
      name: 'SellingCostsPercent',
    },
    {
      label: 'Market Cap Rate',
      value: pct(input.marketCapRate),
      format: 'percent',
      name: 'MarketCapRate',
      note: blankWhenUnset,
    },
    {
      label: 'Exit Cap Rate (input)',
      value: pct(input.exitCapRate),
      format: 'percent',
      name: 'ExitCapRateInput',
      note: `${blankWhenUnset}: going-in cap rate + 0.5 points`,
    },
    {
      label: 'Discount Rate',
      value: pct(input.discountRate),
      format: 'percent',
      name: 'DiscountRate',
      note: `${blankWhenUnset}: no NPV`,
    },
    ...(hasCapitalStack(input) ? stackInputLines(input) : []),
  ];
}
