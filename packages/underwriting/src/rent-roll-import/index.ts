/** The rent-roll importer's public surface. */
export {
  excelSerialDate,
  isMonthToMonth,
  leaseTermMonths,
  numberCell,
  parseDateCell,
  percentCell,
} from './cells.js';
export {
  type ParsedRentRoll,
  type ParseRentRollOptions,
  RENT_ROLL_FIELDS,
  type RentRollColumn,
  type RentRollField,
  type RentRollIssue,
  type RentRollLeaseRow,
  type RentRollSummary,
  type RentRollTotals,
  type RentRollVacancy,
} from './fields.js';
export { columnOverrides, headerField, normalizeHeader, rentRollHeadersKey } from './headers.js';
export { RENT_ROLL_MESSAGES } from './messages.js';
export { parseRentRoll } from './parse-rent-roll.js';
