import type { TenantLease } from '@cre/underwriting';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { FormBinding } from '../model/form-binding';
import { tenantErrorKey, tenantOfErrorKey } from '../model/validation';
import { addTenant, duplicateTenant, removeTenant, updateTenant } from './lease-roll';
import type { TenantChange } from './tenant-block';

/** The lease roll's edits, each reporting the whole updated list to the form. */
export interface LeaseRollActions {
  add: () => void;
  change: TenantChange;
  touch: (index: number, field: keyof TenantLease) => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
}

/**
 * Stable lease-roll callbacks built on the binding's `update` and `touch` (both stable): the same
 * functions for every render and every tenant, so memoised tenant blocks skip re-rendering.
 */
export function useLeaseRollActions(binding: FormBinding, today: Date): LeaseRollActions {
  const { update, touch } = binding;
  const edit = useCallback(
    (change: (leases: TenantLease[]) => TenantLease[]) =>
      update((values) => ({ ...values, tenantLeases: change(values.tenantLeases) })),
    [update],
  );
  const add = useCallback(() => edit((leases) => addTenant(leases, today)), [edit, today]);
  const change = useCallback<TenantChange>(
    (index, field, value) => edit((leases) => updateTenant(leases, index, field, value)),
    [edit],
  );
  const touchField = useCallback(
    (index: number, field: keyof TenantLease) => touch(tenantErrorKey(index, field)),
    [touch],
  );
  const duplicate = useCallback((index: number) => edit((leases) => duplicateTenant(leases, index)), [edit]);
  const remove = useCallback((index: number) => edit((leases) => removeTenant(leases, index)), [edit]);
  return useMemo(
    () => ({ add, change, touch: touchField, duplicate, remove }),
    [add, change, touchField, duplicate, remove],
  );
}

/**
 * Indexes of the tenants (below `tenantCount`) that show at least one message, in order: a message
 * of any of its fields or of one of its rent steps.
 */
export function tenantsWithErrors(binding: FormBinding, tenantCount: number): number[] {
  const flagged = new Set<number>();
  if (tenantCount === 0) return [];
  for (const key of Object.keys(binding.errors())) {
    const index = tenantOfErrorKey(key);
    if (index !== null && index < tenantCount && binding.error(key) !== undefined) flagged.add(index);
  }
  return [...flagged].sort((a, b) => a - b);
}

/**
 * {@link tenantsWithErrors}, subscribed to the form store: the same array while the flagged tenants
 * stay the same, so the caller re-renders only when a tenant gains or loses its last message.
 */
export function useTenantsWithErrors(binding: FormBinding, tenantCount: number): readonly number[] {
  const last = useRef<number[]>([]);
  const snapshot = useCallback(() => {
    const next = tenantsWithErrors(binding, tenantCount);
    const previous = last.current;
    if (next.length !== previous.length || next.some((index, i) => index !== previous[i]))
      last.current = next;
    return last.current;
  }, [binding, tenantCount]);
  return useSyncExternalStore(binding.subscribe, snapshot);
}
