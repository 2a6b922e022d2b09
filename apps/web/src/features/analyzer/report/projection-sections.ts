/**
 * The five-year projections of `analyze()`'s result: cash flow, value and (NNN leases) NNN
 * charges. The screen's Cash Flow Projection shows the cash-flow columns followed by the value
 * columns; the CSV and the PDF show each section as its own table.
 */
import type { AppreciationProjection, CashFlowProjection, NnnProjection } from '@cre/underwriting';
import type { TableSection } from './report-section';

/** The year-by-year cash flow: NOI, debt service, cash flow and cumulative cash flow. */
export const CASH_FLOW_SECTION: TableSection<CashFlowProjection> = {
  key: 'cashFlowProjection',
  title: 'Cash Flow Projections',
  rows: ({ result }) => result.cashFlowProjections,
  columns: [
    { key: 'year', label: 'Year', format: 'whole', value: (p) => p.year },
    { key: 'noi', label: 'NOI', format: 'money', value: (p) => p.noi },
    { key: 'debtService', label: 'Debt Service', format: 'money', value: (p) => p.debtService },
    { key: 'cashFlow', label: 'Cash Flow', format: 'money', value: (p) => p.cashFlow, signed: true },
    { key: 'cumulative', label: 'Cumulative Cash Flow', format: 'money', value: (p) => p.cumulative },
  ],
};

/** The property value year by year and its appreciation since purchase. */
export const VALUE_SECTION: TableSection<AppreciationProjection> = {
  key: 'valueProjection',
  title: 'Value Projections',
  rows: ({ result }) => result.appreciationProjections,
  columns: [
    { key: 'year', label: 'Year', format: 'whole', value: (p) => p.year },
    { key: 'value', label: 'Property Value', format: 'money', value: (p) => p.value },
    { key: 'appreciation', label: 'Appreciation', format: 'percent', value: (p) => p.appreciation },
  ],
};

/** The NNN charges year by year, per sq ft and for the building (NNN leases only). */
export const NNN_SECTION: TableSection<NnnProjection> = {
  key: 'nnnProjection',
  title: 'NNN Projections',
  rows: ({ values, result }) => (values.isNnnLease ? result.nnnProjections : []),
  columns: [
    { key: 'year', label: 'Year', format: 'whole', value: (p) => p.year },
    {
      key: 'chargesPerSqft',
      label: 'NNN Charges per Sq Ft',
      format: 'perSqft',
      value: (p) => p.chargesPerSqft,
    },
    { key: 'total', label: 'Total NNN Charges', format: 'money', value: (p) => p.total },
  ],
};
