/**
 * `@cre/underwriting`: the commercial real-estate underwriting engine; the model it computes is
 * https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md.
 * Everything here is pure: no I/O, no randomness, and no clock except one read at validation: the
 * schema's latest accepted year built is the current year plus five (`maxYearBuilt`).
 */
export { analyze, analyzeResolved } from './analyze.js';
export { hasCapitalStack } from './capital-stack.js';
export type { RefinanceResult } from './capital-stack-refinance.js';
export { daysBetween, isIsoDate, parseDayNumber } from './dates.js';
export { dealIssues } from './deal-check.js';
export { type DealIssue, InvalidDealError } from './deal-error.js';
export { type DebtScheduleLine, type DebtScheduleYear, debtSchedule } from './debt-schedule.js';
export { DEFAULTS, LEASE_DEFAULTS, resolveInput, resolveLease } from './defaults.js';
export {
  effectiveNnnChargesPerSqft,
  netOperatingIncome,
  nnnPerSqftFromTotal,
  operatingExpenses,
} from './expenses.js';
export { FIELD_LABELS, FIELD_TEXT, MESSAGES, type MessageKey } from './field-text.js';
export { debtServiceInYear, debtYield, dscr, loanBalance, ltv, monthlyPayment } from './financing.js';
export {
  EMPTY_DISPLAY,
  formatCurrency,
  formatDate,
  formatLongDate,
  formatLtv,
  formatNumber,
  formatPercent,
  formatRatio,
} from './format.js';
export { holdReason, holdTier, netSaleProceeds, salePrice } from './hold.js';
export { type HoldSale, type HoldYear, type HoldYears, holdYears } from './hold-years.js';
export { effectiveGrossIncome, leaseAnnualRent, leaseEffectiveRent, rentRollSummary } from './income.js';
export { irr, irrDetailed } from './irr.js';
export { IRR_GUESS, IRR_MAX, IRR_MIN } from './irr-core.js';
export { type LeaseExpirationYear, leaseExpirations, projectionMonthLabel } from './lease-calendar.js';
export { projectionYears, VACANT_SPACE } from './lease-projection.js';
export {
  RECOVERY_TYPE_LABELS,
  RECOVERY_TYPES,
  type RecoveryType,
  type RentStep,
  type TenantLeaseValues,
  tenantLeaseSchema,
} from './lease-schema.js';
export {
  isDateInRange,
  MAX_AMOUNT,
  MAX_DATE_YEAR,
  MAX_LEASE_MONTHS,
  MAX_SQFT,
  MAX_TENANTS,
  MAX_TEXT_LENGTH,
  MIN_DATE_YEAR,
  MIN_YEAR_BUILT,
  maxYearBuilt,
  YEAR_BUILT_YEARS_AHEAD,
  yearBuiltRangeMessage,
} from './limits.js';
export {
  amortizingPayment,
  interestOnlyPayment,
  type Loan,
  type LoanYear,
  loanBalanceAfter,
  loanBalloon,
  loanDebtServiceInYear,
  loanPaymentInMonth,
  loanYear,
} from './loan-schedule.js';
export * from './metrics/index.js';
export { npv } from './npv.js';
export {
  formatNumberInput,
  parseIntegerInput,
  parseNumberInput,
  parseOptionalNumberInput,
  type SanitizeOptions,
  sanitizeNumberInput,
} from './number-entry.js';
export {
  appreciationProjections,
  cashFlowProjections,
  loanCashFlowProjections,
  nnnProjections,
  noiInYear,
} from './projections.js';
export {
  fieldErrors,
  type PropertyPayload,
  type PropertyPayloadInput,
  projectDetailsObject,
  propertyPayloadObject,
  propertyPayloadSchema,
  type StoredPropertyFields,
  storedPropertyObject,
} from './property-schema.js';
export {
  columnOverrides,
  excelSerialDate,
  headerField,
  type ImportedLease,
  isMonthToMonth,
  leaseTermMonths,
  normalizeHeader,
  numberCell,
  type ParsedRentRoll,
  type ParseRentRollOptions,
  parseDateCell,
  parseRentRoll,
  percentCell,
  RENT_ROLL_FIELDS,
  RENT_ROLL_MESSAGES,
  type RentRollColumn,
  type RentRollField,
  type RentRollFlag,
  type RentRollFlagCode,
  type RentRollIssue,
  type RentRollLeaseRow,
  type RentRollProperty,
  type RentRollSheetFlag,
  type RentRollSummary,
  type RentRollTotals,
  type RentRollVacancy,
  rentRollHeadersKey,
  type SkippedRow,
  type SkippedRowReason,
} from './rent-roll-import/index.js';
export { annualCashFlow, breakEvenOccupancy, cashOnCash, returnOnEquity } from './returns.js';
export * from './risk/index.js';
export * from './scenarios/index.js';
export { type AnalysisInputValues, analysisInputObject, analysisInputSchema } from './schema.js';
export {
  defaultsOf,
  describeFields,
  type FieldKind,
  type FieldSpec,
  fieldFiller,
  valueOrDefault,
} from './schema-fields.js';
export { SENSITIVITY_METRICS, type SensitivityChoice, sensitivity } from './sensitivity.js';
export * from './solve/index.js';
export type * from './types.js';
export { exitCapRate, goingInCapRate, propertyValue } from './value.js';
export { remainingLeaseYears, walt } from './walt.js';
export {
  runWaterfall,
  type WaterfallParty,
  type WaterfallResult,
  type WaterfallTerms,
  type WaterfallTier,
  type WaterfallYear,
} from './waterfall.js';
