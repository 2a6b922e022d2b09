import {
  type AnalysisInput,
  type AnalysisResult,
  formatCurrency,
  formatPercent,
  formatRatio,
  type PropertyPayloadInput,
  type TenantLease,
} from '@cre/underwriting';
import type { Locator, Page } from 'playwright-core';

/** Financing, valuation and input-mode terms of the rent-roll deals the performance tests and the typing bench save. */
export const RENT_ROLL_DEAL_TERMS = {
  downPaymentPercent: 35,
  interestRate: 6.5,
  loanTerm: 25,
  isInterestOnly: false,
  marketCapRate: 7,
  exitCapRate: 7.5,
  appreciationRate: 3,
  rentEscalationRate: 3,
  isNnnLease: false,
  nnnChargesPerSqft: 0,
  nnnEscalationRate: 2.5,
  closingCostsPercent: 2,
  sellingCostsPercent: 3,
  discountRate: 9,
  revenueInputType: 'individual',
  rentInputMode: 'individual',
  nnnInputMethod: 'perSqft',
} as const satisfies Partial<PropertyPayloadInput>;

/** The deal typed into the calculator, by the form's accessible labels, as typed. */
export const DEAL_FIELDS: [label: string, typed: string][] = [
  ['Purchase Price', '3250000'],
  ['Square Feet', '18500'],
  ['Hold Period (years)', '7'],
  ['Market Cap Rate', '6.5'],
  ['Appreciation Rate', '3'],
  ['Other Income', '12,000'],
  ['Vacancy Rate', '6'],
  ['Rent Escalation Rate', '3'],
  ['Property Taxes', '38000'],
  ['Insurance', '9,500'],
  ['Maintenance', '14000'],
  ['Management Fees', '18,250'],
  ['Repairs', '4000'],
  ['Other Expenses', '2500'],
  ['Down Payment', '30'],
  ['Interest Rate', '6.25'],
  ['Loan Term (years)', '25'],
  ['Closing Costs', '2'],
  ['Exit Cap Rate', '7'],
  ['Selling Costs', '3'],
  ['Discount Rate', '8'],
];
export const DEAL_ANNUAL_RENT = '365,000';
export const DEAL_TEXT: [label: string, value: string][] = [
  ['Property Name', 'Maple Court Plaza'],
  ['Address', '400 Maple Court'],
  ['City', 'Sacramento'],
  ['State', 'CA'],
  ['Zip Code', '95814'],
];

/** The same deal as the engine's input (NNN off; the new-project NNN estimate $2/sq ft stays). */
export function dealInput(asOf: string, tenantLeases: TenantLease[] = []): AnalysisInput {
  return {
    purchasePrice: 3_250_000,
    sqft: 18_500,
    holdPeriod: 7,
    marketCapRate: 6.5,
    appreciationRate: 3,
    revenueInputType: tenantLeases.length > 0 ? 'individual' : 'aggregate',
    annualRent: tenantLeases.length > 0 ? 0 : 365_000,
    otherIncome: 12_000,
    vacancyRate: 6,
    rentEscalationRate: 3,
    isNnnLease: false,
    nnnChargesPerSqft: 2,
    nnnEscalationRate: 2.5,
    propertyTaxes: 38_000,
    insurance: 9_500,
    maintenance: 14_000,
    managementFees: 18_250,
    repairs: 4_000,
    otherExpenses: 2_500,
    downPaymentPercent: 30,
    interestRate: 6.25,
    loanTerm: 25,
    isInterestOnly: false,
    closingCostsPercent: 2,
    exitCapRate: 7,
    sellingCostsPercent: 3,
    discountRate: 8,
    tenantLeases,
    asOf,
  };
}

/** The project fields the DEAL_TEXT labels fill in. */
const TEXT_FIELDS: Record<string, 'name' | 'address' | 'city' | 'state' | 'zipCode'> = {
  'Property Name': 'name',
  Address: 'address',
  City: 'city',
  State: 'state',
  'Zip Code': 'zipCode',
};

/**
 * The deal and its rent roll as a project save payload (POST /api/properties), as the analyzer
 * saves it after the rent roll journey: DEAL_TEXT's names, `dealInput`'s figures, individual leases.
 */
export function dealProject(tenantLeases: TenantLease[] = TENANTS): PropertyPayloadInput {
  const { asOf: _asOf, ...figures } = dealInput('', tenantLeases);
  const text = Object.fromEntries(DEAL_TEXT.map(([label, value]) => [TEXT_FIELDS[label], value]));
  return {
    ...text,
    ...figures,
    rentInputMode: tenantLeases.length > 0 ? 'individual' : 'total',
    nnnInputMethod: 'perSqft',
  };
}

/** The three tenants of the rent roll journey (tenant 2 is made with "Duplicate lease terms"). */
export const TENANTS: TenantLease[] = [
  {
    tenantName: 'Anchor Grocery',
    sqftLeased: 9_000,
    rentPerSqft: 18.5,
    leaseTerm: 120,
    freeMonths: 3,
    tenantImprovements: 45_000,
    annualRentIncrease: 2.5,
    startDate: '2025-01-01',
    endDate: '2034-12-31',
  },
  {
    tenantName: 'Coffee Roasters',
    sqftLeased: 2_400,
    rentPerSqft: 18.5,
    leaseTerm: 120,
    freeMonths: 3,
    tenantImprovements: 45_000,
    annualRentIncrease: 2.5,
    startDate: '2025-01-01',
    endDate: '2034-12-31',
  },
  {
    tenantName: 'Dental Studio',
    sqftLeased: 3_100,
    rentPerSqft: 26.75,
    leaseTerm: 60,
    freeMonths: 2,
    tenantImprovements: 20_000,
    annualRentIncrease: 3,
    startDate: '2026-03-01',
    endDate: '2031-02-28',
  },
];

/** Key Financial Metrics and lender metrics as the screen should show them, by tile label. */
export function expectedMetrics(result: AnalysisResult): Record<string, string> {
  const ratio = (v: number | null) => (v === null ? 'N/A' : `${formatRatio(v)}x`);
  const metrics: Record<string, string> = {
    'Net Operating Income': formatCurrency(result.noi),
    'Property Value': formatCurrency(result.propertyValue),
    'Cash-on-Cash Return': formatPercent(result.cashOnCash),
    IRR: formatPercent(result.irr),
    ROI: formatPercent(result.roi),
    ROE: formatPercent(result.roe),
    'Annual Cash Flow': formatCurrency(result.annualCashFlow),
    'Annual Debt Service': formatCurrency(result.annualDebtService),
    'Down Payment': formatCurrency(result.downPayment),
    'Loan Amount': formatCurrency(result.loanAmount),
    DSCR: ratio(result.dscr),
    'Debt Yield': formatPercent(result.debtYield),
    'Break-Even Occupancy': formatPercent(result.breakEvenOccupancy),
    'Equity Multiple': ratio(result.equityMultiple),
  };
  if (result.npv !== null && result.npv !== undefined) metrics.NPV = formatCurrency(result.npv);
  return metrics;
}

/** The block under the "Key Financial Metrics" heading (the innermost element holding it). */
export function keyMetricsBlock(page: Page): Locator {
  return page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Key Financial Metrics', exact: true }) })
    .last();
}

/** Reads every labelled figure (role=group tiles) of the Key Financial Metrics block: label → value. */
export async function readMetricTiles(page: Page): Promise<Record<string, string>> {
  const tiles = keyMetricsBlock(page).getByRole('group');
  const out: Record<string, string> = {};
  for (const tile of await tiles.all()) {
    const label = (await tile.getAttribute('aria-label')) ?? '';
    // innerText (not textContent) keeps the line break between the label and the figure.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what is compared
    const lines = (await tile.innerText())
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    out[label] = lines.at(-1) ?? '';
  }
  return out;
}

/**
 * Enters text into a labelled field and leaves it: key by key like a user when `keystrokes` is set
 * (each key goes through the input's sanitizing and formatting), otherwise as one input event.
 */
export async function typeInto(field: Locator, text: string, keystrokes = false): Promise<void> {
  if (keystrokes) {
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.pressSequentially(text);
  } else {
    await field.fill(text);
  }
  await field.blur();
}
