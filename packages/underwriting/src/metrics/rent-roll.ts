/** Rent-roll metrics: WALT, leased and available area, average rent. Part of the metric catalog (catalog.ts). */
import type { MetricInfo } from './catalog.js';
import { none } from './entry-kinds.js';

/** Rent-roll metrics: WALT, leased and available area, average rent. */
export const RENT_ROLL_METRICS = {
  walt: {
    label: 'WALT',
    shortLabel: 'WALT',
    noun: 'WALT',
    unit: 'years',
    format: 'years',
    group: 'rentRoll',
    higherIsBetter: true,
    explanation:
      'Weighted average lease term: the years left on the leases, weighted by each lease’s annual rent.',
    nullable: true,
    ...none,
  },
  leasedSqft: {
    label: 'Leased Sq Ft',
    shortLabel: 'Leased',
    noun: 'leased area',
    unit: 'sqft',
    format: 'count',
    group: 'rentRoll',
    higherIsBetter: true,
    explanation: 'The square feet the rent roll leases.',
    nullable: false,
    ...none,
  },
  unleasedSqft: {
    label: 'Available Sq Ft',
    shortLabel: 'Available',
    noun: 'available area',
    unit: 'sqft',
    format: 'count',
    group: 'rentRoll',
    higherIsBetter: false,
    explanation: 'The building’s square feet the rent roll does not lease.',
    nullable: false,
    ...none,
  },
  avgRentPerSqft: {
    label: 'Average Rent per Sq Ft',
    shortLabel: 'Avg Rent $/sq ft',
    noun: 'average rent',
    unit: 'currencyPerSqft',
    format: 'perSqft',
    group: 'rentRoll',
    higherIsBetter: true,
    explanation: 'The rent roll’s annual rent per leased square foot, weighted by area.',
    nullable: false,
    ...none,
  },
} satisfies Record<string, MetricInfo>;
