import { describe, expect, it } from 'vitest';
import { readTitleBlock } from '../../src/rent-roll-import/title-block.js';

describe('readTitleBlock', () => {
  it.each([
    ['Rent Roll as of 12/31/2026', '2026-12-31'],
    ['As of: December 31, 2026', '2026-12-31'],
    ['Rent Roll - 12/31/2026', '2026-12-31'],
    ['Date: 2026-12-31', '2026-12-31'],
    ['Period ending 12/31/26', '2026-12-31'],
    ['December 31, 2026', '2026-12-31'],
    ['Rent Roll', null],
  ])('%j → as of %s', (line, asOf) => {
    expect(readTitleBlock([[line]]).asOf).toBe(asOf);
  });

  it('reads the name, the address and the building area; a Date cell is the as-of date', () => {
    expect(
      readTitleBlock([
        ['Rent Roll', new Date(Date.UTC(2026, 11, 31))],
        ['Harbor Point Shopping Center', 'Harbor Point Shopping Center'],
        ['123 Main St, Austin, TX 78701'],
        ['GLA:', '125,000 SF'],
      ]),
    ).toEqual({
      asOf: '2026-12-31',
      property: { name: 'Harbor Point Shopping Center', address: '123 Main St, Austin, TX 78701' },
      buildingSqft: 125_000,
    });
  });

  it('labelled lines; a report title with the property name', () => {
    expect(
      readTitleBlock([
        ['Property Name: Main Street Plaza', 'Total SF: 45,000'],
        ['Address: 9 Elm Ave, Reno, NV 89501'],
      ]),
    ).toEqual({
      asOf: null,
      property: { name: 'Main Street Plaza', address: '9 Elm Ave, Reno, NV 89501' },
      buildingSqft: 45_000,
    });
    expect(readTitleBlock([['Oak Court - Rent Roll as of 1/1/2026']]).property.name).toBe('Oak Court');
  });
});
