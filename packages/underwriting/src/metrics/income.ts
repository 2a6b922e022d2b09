/** Income metrics: rent, income, expenses, NOI, NNN charges. Part of the metric catalog (catalog.ts). */
import type { MetricInfo } from './catalog.js';
import { money, none } from './entry-kinds.js';

/** Income metrics: rent, income, expenses, NOI, NNN charges. */
export const INCOME_METRICS = {
  grossPotentialRent: {
    label: 'Gross Potential Rent',
    shortLabel: 'GPR',
    noun: 'gross potential rent',
    ...money,
    group: 'income',
    higherIsBetter: true,
    explanation: 'The year-1 rent the property would collect fully leased, before vacancy and credit loss.',
    nullable: false,
    ...none,
  },
  effectiveGrossIncome: {
    label: 'Effective Gross Income',
    shortLabel: 'EGI',
    noun: 'effective gross income',
    ...money,
    group: 'income',
    higherIsBetter: true,
    explanation:
      'Gross potential rent less vacancy, plus other income, in year 1 (lease by lease: less free rent and credit loss, plus recoveries).',
    nullable: false,
    ...none,
  },
  operatingExpenses: {
    label: 'Operating Expenses',
    shortLabel: 'OpEx',
    noun: 'operating expenses',
    ...money,
    group: 'income',
    higherIsBetter: false,
    explanation:
      'The landlord’s year-1 expenses: management, repairs and other expenses, plus taxes, insurance and maintenance unless the lease is NNN.',
    nullable: false,
    ...none,
  },
  noi: {
    label: 'Net Operating Income',
    shortLabel: 'NOI',
    noun: 'NOI',
    ...money,
    group: 'income',
    higherIsBetter: true,
    explanation: 'Effective gross income less operating expenses in year 1, before debt service.',
    nullable: false,
    goalSeek: null,
    compare: 0,
    sensitivity: null,
  },
  effectiveNnnChargesPerSqft: {
    label: 'NNN Charges per Sq Ft',
    shortLabel: 'NNN $/sq ft',
    noun: 'NNN charges',
    unit: 'currencyPerSqft',
    format: 'perSqft',
    group: 'income',
    higherIsBetter: null,
    explanation: 'The NNN charges tenants reimburse per square foot a year, however they were entered.',
    nullable: false,
    ...none,
  },
} satisfies Record<string, MetricInfo>;
