/** Unit and format pairs, and "no place in any list", shared by the catalog's entries. */
export const money = { unit: 'currency', format: 'money' } as const;
export const pct = { unit: 'percent', format: 'percent' } as const;
export const multiple = { unit: 'multiple', format: 'ratio' } as const;
export const none = { goalSeek: null, compare: null, sensitivity: null } as const;
