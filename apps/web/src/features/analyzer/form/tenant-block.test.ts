import { describe, expect, it } from 'vitest';
import { createFormStore } from '../model/form-store';
import { defaultFormValues } from '../model/form-values';
import { newTenant } from './lease-roll';
import { TENANT_FIELDS, TenantBlock, type TenantBlockProps } from './tenant-block';

const noop = () => undefined;
const store = createFormStore(defaultFormValues(), '2026-11-22');

function props(overrides: Partial<TenantBlockProps> = {}): TenantBlockProps {
  return {
    index: 0,
    lease: newTenant(1, new Date(2026, 10, 22)),
    binding: store,
    onChange: noop,
    onTouch: noop,
    onDuplicate: noop,
    onRemove: noop,
    ...overrides,
  };
}

// React.memo's default comparison: every prop by Object.is.
const sameProps = (a: TenantBlockProps, b: TenantBlockProps) =>
  (Object.keys(a) as (keyof TenantBlockProps)[]).every((key) => Object.is(a[key], b[key]));

describe('tenant block memo', () => {
  it('is memoised on props the lease roll keeps stable: the lease object, the index, the store and the callbacks', () => {
    expect(Reflect.get(TenantBlock, '$$typeof')).toBe(Symbol.for('react.memo'));
    const base = props();
    expect(sameProps(base, { ...base })).toBe(true);
  });

  it('re-renders for another lease object, index or callback', () => {
    const base = props();
    expect(sameProps(base, { ...base, lease: { ...base.lease } })).toBe(false);
    expect(sameProps(base, { ...base, index: 1 })).toBe(false);
    expect(sameProps(base, { ...base, onRemove: () => undefined })).toBe(false);
  });

  it('lists every lease field in the order the block shows them', () => {
    expect(TENANT_FIELDS).toEqual([
      'suite',
      'tenantName',
      'sqftLeased',
      'rentPerSqft',
      'leaseTerm',
      'freeMonths',
      'tenantImprovements',
      'annualRentIncrease',
      'startDate',
      'endDate',
      'recoveryType',
      'marketRentPerSqft',
      'rentSteps',
    ]);
  });
});
