import { describe, expect, it } from 'vitest';
import { compactLayout } from './compact-tenant-row';
import { newTenant } from './lease-roll';

describe('compact rent roll columns', () => {
  const lease = {
    ...newTenant(1, new Date(2026, 10, 22)),
    sqftLeased: 1_250,
    rentPerSqft: 24.5,
    suite: '101A',
  };

  it('leads with the suite on every screen (a dash when the lease has none)', () => {
    for (const wide of [true, false]) {
      const { leading } = compactLayout(wide);
      expect(leading.map((column) => [column.title, column.value(lease)])).toEqual([['Suite', '101A']]);
      expect(leading[0]?.value({ ...lease, suite: '' })).toBe('—');
    }
  });

  it('shows square feet, rent per square foot and annual rent where there is room', () => {
    const { columns, actionWidth, iconOnly } = compactLayout(true);
    expect([actionWidth, iconOnly]).toEqual([84, false]);
    expect(columns.map((column) => column.title)).toEqual(['Sq Ft', 'Rent/Sq Ft', 'Annual Rent']);
    expect(columns.map((column) => column.value(lease))).toEqual(['1,250', '$24.50', '$30,625']);
  });

  it('keeps the annual rent alone and a chevron button on a phone', () => {
    const { columns, actionWidth, iconOnly } = compactLayout(false);
    expect([actionWidth, iconOnly]).toEqual([44, true]);
    expect(columns.map((column) => [column.title, column.value(lease)])).toEqual([
      ['Annual Rent', '$30,625'],
    ]);
  });
});
