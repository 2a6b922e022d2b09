/** Shared parts of metric entries (catalog.ts). */

/** A dollar figure. */
export const money = { unit: 'currency', format: 'money' } as const;
/** A percent figure with 2 decimals. */
export const pct = { unit: 'percent', format: 'percent' } as const;
/** A multiple, "1.35x". */
export const multiple = { unit: 'multiple', format: 'ratio' } as const;
/** Not in goal seek, the scenario comparison or the sensitivity picker. */
export const none = { goalSeek: null, compare: null, sensitivity: null } as const;
