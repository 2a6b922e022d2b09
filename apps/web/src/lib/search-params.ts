/**
 * Search-parameter checks shared by the routes' `validateSearch`. Plain checks rather than a zod
 * schema: search validation runs in the entry chunk, where zod would add 14.5 KB gzip to every
 * first load. The router parses `?project=12` to the number 12 before validation.
 */

/** `value` when it is a positive (safe) integer, otherwise undefined (the parameter is ignored). */
export function positiveIntegerParam(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
