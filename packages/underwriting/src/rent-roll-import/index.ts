/** The rent-roll importer's public surface. */
export {
  excelSerialDate,
  isMonthToMonth,
  leaseTermMonths,
  numberCell,
  parseDateCell,
  percentCell,
} from './cells.js';
export { type Escalation, readEscalation } from './escalation.js';
export {
  type ImportedLease,
  type ParsedRentRoll,
  type ParseRentRollOptions,
  RENT_ROLL_FIELDS,
  type RecoveryType,
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
  type RentStep,
  type SkippedRow,
  type SkippedRowReason,
} from './fields.js';
export { columnOverrides, headerField, normalizeHeader, rentRollHeadersKey } from './headers.js';
export { RENT_ROLL_MESSAGES } from './messages.js';
export { parseRentRoll } from './parse-rent-roll.js';
export { recoveryOf } from './recovery.js';
