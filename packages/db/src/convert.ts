/** Converts a `numeric`/`int8` value (number, or string from a driver without parsers) to a number. */
export function toNumber(value: number | string | bigint): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new TypeError(`Expected a finite number, got ${String(value)}`);
  return n;
}

/** {@link toNumber} that keeps `null`. */
export function toNullableNumber(value: number | string | bigint | null): number | null {
  return value === null ? null : toNumber(value);
}

/** Normalises a timestamp from a driver to a `Date`. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** {@link toDate} that keeps `null`. */
export function toNullableDate(value: Date | string | null): Date | null {
  return value === null ? null : toDate(value);
}
