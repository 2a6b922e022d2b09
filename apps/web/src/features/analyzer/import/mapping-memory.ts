/** Where the column mappings a user chose are kept (this browser only). */
export const MAPPINGS_STORAGE_KEY = 'cre:rent-roll-mappings';
/** How many sheets' mappings are remembered (the oldest is forgotten first). */
export const MAX_REMEMBERED_MAPPINGS = 20;

/** A mapping of sheet columns (by index) to rent-roll fields, null for an ignored column. */
export type ColumnMapping = Record<number, string | null>;

interface Stored {
  key: string;
  mapping: ColumnMapping;
}

function readAll(): Stored[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(MAPPINGS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is Stored =>
            typeof entry === 'object' &&
            entry !== null &&
            typeof (entry as Stored).key === 'string' &&
            typeof (entry as Stored).mapping === 'object' &&
            (entry as Stored).mapping !== null,
        )
      : [];
  } catch {
    return [];
  }
}

/** The mapping chosen last time for a sheet with these headers (`headerKey`), or null. */
export function rememberedMapping(headerKey: string): ColumnMapping | null {
  return readAll().find((entry) => entry.key === headerKey)?.mapping ?? null;
}

/**
 * Remembers the mapping chosen for sheets with these headers, most recent first; storage that is
 * full or switched off is ignored (the import still works, it just does not remember).
 */
export function rememberMapping(headerKey: string, mapping: ColumnMapping): void {
  const others = readAll().filter((entry) => entry.key !== headerKey);
  const next = [{ key: headerKey, mapping }, ...others].slice(0, MAX_REMEMBERED_MAPPINGS);
  try {
    window.localStorage.setItem(MAPPINGS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // private mode or a full quota: nothing to remember with
  }
}
