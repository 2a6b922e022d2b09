/**
 * The equity waterfall's report sections (underwriting.md 12.5), from `analyze()`'s `waterfall`:
 * each partner's totals, the split year by year and the distributions by tier. Empty without a
 * waterfall.
 */
import { formatNumber, type ResolvedInput, type WaterfallParty } from '@cre/underwriting';
import { stackInput } from './capital-stack';
import type { CalculationFigures, TableSection } from './report-section';

/** Title of the waterfall. */
export const WATERFALL_TITLE = 'Waterfall';

/** The waterfall's terms as the engine resolves them. */
type WaterfallTerms = NonNullable<ResolvedInput['waterfall']>;

/** A hurdle as a short percent: "12%", "12.5%". */
const hurdle = (value: number) => `${formatNumber(Number(value.toFixed(2)), 2).replace(/\.?0+$/, '')}%`;

/**
 * The names of the waterfall's tiers in `byTier`'s order: "Preferred return", "Catch-up" (only
 * with a catch-up), "Tier k (above h% IRR)" for each hurdle, "Residual".
 *
 * @example waterfallTierNames(terms) // ['Preferred return', 'Tier 1 (above 12% IRR)', 'Residual']
 */
export function waterfallTierNames(terms: WaterfallTerms): string[] {
  return [
    'Preferred return',
    ...(terms.catchUpPercent > 0 ? ['Catch-up'] : []),
    ...terms.tiers.map((tier, k) => `Tier ${k + 1} (above ${hurdle(tier.hurdleIrr)} IRR)`),
    'Residual',
  ];
}

/** The tier names of a calculation's waterfall; none without one. */
export function calculationTierNames({ values }: Pick<CalculationFigures, 'values'>): string[] {
  const terms = stackInput(values).waterfall;
  return terms === null ? [] : waterfallTierNames(terms);
}

/** One partner's line: its totals and, for the GP, its promote. */
export interface PartnerRow {
  partner: string;
  party: WaterfallParty;
  promote: number | null;
}

/** The partners' totals: contributed, distributed, IRR (N/A without one), equity multiple, GP promote. */
export const WATERFALL_PARTNERS_SECTION: TableSection<PartnerRow> = {
  key: 'waterfallPartners',
  title: 'Waterfall: LP and GP',
  rows: ({ result }) => {
    const w = result.waterfall;
    if (w === null) return [];
    return [
      { partner: 'LP', party: w.lp, promote: null },
      { partner: 'GP', party: w.gp, promote: w.gp.promote },
    ];
  },
  columns: [
    { key: 'partner', label: 'Partner', format: 'text', value: (r) => r.partner },
    { key: 'contributed', label: 'Contributed', format: 'money', value: (r) => r.party.contributed },
    { key: 'distributed', label: 'Distributed', format: 'money', value: (r) => r.party.distributed },
    {
      key: 'irr',
      label: 'IRR',
      format: 'percent',
      value: (r) => (r.party.irrStatus === 'converged' ? r.party.irr : null),
    },
    {
      key: 'equityMultiple',
      label: 'Equity Multiple',
      format: 'ratio',
      value: (r) => r.party.equityMultiple,
    },
    { key: 'promote', label: 'Promote', format: 'money', value: (r) => r.promote ?? '' },
  ],
};

/** One line of the waterfall by year: a year's split, or the hold's total (`year` "Total"). */
export interface WaterfallYearRow {
  year: number | 'Total';
  distributable: number;
  lp: number;
  gp: number;
  promote: number;
  byTier: readonly number[];
}

/** The years of the waterfall, then their total (none without a waterfall). */
export function waterfallYearRows({ result }: CalculationFigures): WaterfallYearRow[] {
  const years = result.waterfall?.years ?? [];
  if (years.length === 0) return [];
  const sum = (pick: (row: WaterfallYearRow) => number) => years.reduce((total, y) => total + pick(y), 0);
  const tiers = years[0]?.byTier.length ?? 0;
  return [
    ...years,
    {
      year: 'Total',
      distributable: sum((y) => y.distributable),
      lp: sum((y) => y.lp),
      gp: sum((y) => y.gp),
      promote: sum((y) => y.promote),
      byTier: Array.from({ length: tiers }, (_, k) => sum((y) => y.byTier[k] ?? 0)),
    },
  ];
}

/** The split year by year: distributable cash, LP, GP (its promote included) and the GP's promote. */
export const WATERFALL_YEARS_SECTION: TableSection<WaterfallYearRow> = {
  key: 'waterfallYears',
  title: 'Waterfall by Year',
  rows: waterfallYearRows,
  columns: [
    { key: 'year', label: 'Year', format: 'whole', value: (r) => r.year, pdfWidth: 40 },
    { key: 'distributable', label: 'Distributable', format: 'money', value: (r) => r.distributable },
    { key: 'lp', label: 'LP', format: 'money', value: (r) => r.lp },
    { key: 'gp', label: 'GP', format: 'money', value: (r) => r.gp },
    { key: 'promote', label: 'GP Promote', format: 'money', value: (r) => r.promote },
  ],
};

/**
 * The distributions by tier, year by year and in total: a column per tier of the deal's waterfall
 * ({@link waterfallTierNames}), so the section is built for the calculation.
 */
export function waterfallTierSection(figures: CalculationFigures): TableSection<WaterfallYearRow> {
  return {
    key: 'waterfallTiers',
    title: 'Waterfall by Tier',
    rows: waterfallYearRows,
    columns: [
      { key: 'year', label: 'Year', format: 'whole', value: (r) => r.year, pdfWidth: 40 },
      ...calculationTierNames(figures).map((name, k) => ({
        key: `tier${k}`,
        label: name,
        format: 'money' as const,
        value: (r: WaterfallYearRow) => r.byTier[k] ?? 0,
      })),
    ],
  };
}
