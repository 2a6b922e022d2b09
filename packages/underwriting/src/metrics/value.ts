/** Value metrics: value, cap rates, sale. Part of the metric catalog (catalog.ts). */
import type { MetricInfo } from './catalog.js';
import { money, none, pct } from './entry-kinds.js';

/** Value metrics: value, cap rates, sale. */
export const VALUE_METRICS = {
  propertyValue: {
    label: 'Property Value',
    shortLabel: 'Value',
    noun: 'property value',
    ...money,
    group: 'value',
    higherIsBetter: true,
    explanation:
      'NOI capitalized at the market cap rate; the purchase price when no market cap rate is set or NOI is not positive.',
    nullable: false,
    goalSeek: 7,
    compare: 1,
    sensitivity: null,
  },
  goingInCapRate: {
    label: 'Going-In Cap Rate',
    shortLabel: 'Going-In Cap',
    noun: 'going-in cap rate',
    ...pct,
    group: 'value',
    higherIsBetter: true,
    explanation: 'Year-1 NOI as a percentage of the purchase price.',
    nullable: false,
    goalSeek: 6,
    compare: 2,
    sensitivity: null,
  },
  exitCapRate: {
    label: 'Exit Cap Rate',
    shortLabel: 'Exit Cap',
    noun: 'exit cap rate',
    ...pct,
    group: 'value',
    higherIsBetter: false,
    explanation:
      'The cap rate the sale price is computed at: the one entered, else going-in plus 0.5 points.',
    nullable: false,
    goalSeek: null,
    compare: 3,
    sensitivity: null,
  },
  salePrice: {
    label: 'Sale Price',
    shortLabel: 'Sale Price',
    noun: 'sale price',
    ...money,
    group: 'value',
    higherIsBetter: true,
    explanation: 'The NOI of the year after the hold capitalized at the exit cap rate.',
    nullable: false,
    ...none,
  },
  netSaleProceeds: {
    label: 'Net Sale Proceeds',
    shortLabel: 'Net Proceeds',
    noun: 'net sale proceeds',
    ...money,
    group: 'value',
    higherIsBetter: true,
    explanation: 'The sale price less selling costs and the loan balance repaid at sale.',
    nullable: false,
    goalSeek: null,
    compare: null,
    sensitivity: 4,
  },
} satisfies Record<string, MetricInfo>;
