import { MAX_TENANTS, type TenantLease } from '@cre/underwriting';

/** How imported leases enter the lease roll. */
export type ImportMode = 'replace' | 'append';

/** The lease roll after an import, and how many imported leases did not fit under the cap. */
export interface AppliedImport {
  leases: TenantLease[];
  added: number;
  leftOut: number;
}

/**
 * Puts imported leases into the lease roll: "Replace" drops the current tenants, "Append" keeps
 * them and adds the imported ones after them. A rent roll holds at most {@link MAX_TENANTS}
 * leases; imported leases past the cap are left out and counted.
 *
 * @example applyImport([a], [b, c], 'append').leases // [a, b, c]
 */
export function applyImport(
  current: readonly TenantLease[],
  imported: readonly TenantLease[],
  mode: ImportMode,
): AppliedImport {
  const kept = mode === 'replace' ? [] : [...current];
  const room = Math.max(0, MAX_TENANTS - kept.length);
  const added = imported.slice(0, room).map((lease) => ({ ...lease }));
  return { leases: [...kept, ...added], added: added.length, leftOut: imported.length - added.length };
}
