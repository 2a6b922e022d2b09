/** Largest value of a PostgreSQL `integer` (serial) column. */
const MAX_INT4 = 2_147_483_647;

/**
 * True when `id` can be a row id (an integer in 1..2^31-1). Repositories answer "not found"
 * for anything else instead of letting PostgreSQL fail with "out of range for type integer".
 */
export function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_INT4;
}
