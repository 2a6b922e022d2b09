/**
 * The equity waterfall (underwriting.md 12.5) as rows of spreadsheet formulas by year: the
 * contributions and distributable cash, an LP account per hurdle compounded annually, then each
 * year's cash paid through the preferred return, the catch-up, each hurdle's tier and the
 * residual, split between LP and GP.
 */

import type { FormatKey } from './sheet-kit';
import { tierName } from './stack-input-lines';

/** How a waterfall row's formula finds cells: this sheet's rows by key, the year of column t, the deal's flows. */
export interface WaterfallContext {
  ref: (key: string, t: number) => string;
  year: (t: number) => string;
  /** The Cash Flow sheet's net cash flow of year t. */
  flow: (t: number) => string;
}

/** One row of the Waterfall sheet, filled from year `from` to the last. */
export interface WaterfallRow {
  key: string;
  label: string;
  format: FormatKey;
  from: 0 | 1;
  bold?: boolean;
  formula: (t: number, c: WaterfallContext) => string;
}

/** A tier of the split: its key, label and promote (an expression: a defined name, or 0). */
interface Tier {
  key: string;
  label: string;
  promote: string;
  /** The hurdle account it pays down to 0 (its index), or null (the catch-up, the residual). */
  account: number | null;
}

/** The tiers in the order they are paid: preferred return, catch-up, each hurdle, residual. */
export function waterfallTiers(tierCount: number): Tier[] {
  return [
    { key: 'pref', label: 'Preferred Return', promote: '0', account: 0 },
    { key: 'catchUp', label: 'Catch-Up', promote: 'CatchUpPercent', account: null },
    ...Array.from({ length: tierCount }, (_, k) => ({
      key: `tier${k + 1}`,
      label: `Tier ${k + 1}`,
      promote: tierName(k, 'Promote'),
      account: k + 1,
    })),
    { key: 'residual', label: 'Residual', promote: 'ResidualPromotePercent', account: null },
  ];
}

const row = (
  key: string,
  label: string,
  from: 0 | 1,
  formula: WaterfallRow['formula'],
  extra: Partial<WaterfallRow> = {},
): WaterfallRow => ({ key, label, format: 'money', from, formula, ...extra });

/** A running total: `add` of year 0, then the row's previous year plus `add` of the year. */
const running =
  (key: string, add: (t: number, c: WaterfallContext) => string) => (t: number, c: WaterfallContext) =>
    t === 0 ? add(0, c) : `${c.ref(key, t - 1)}+${add(t, c)}`;

/** The hurdle rate of account k: the preferred return, then each tier's hurdle IRR. */
const hurdle = (k: number) => (k === 0 ? 'PrefRate' : tierName(k - 1, 'Hurdle'));

/**
 * Every row of the Waterfall sheet for `tierCount` hurdles above the preferred return (section 12.5):
 * a tier pays `X = min(rest, limit)` — the preferred return up to `A_1 / a`, the catch-up (when
 * CatchUpPercent > 0 and the preferred return was paid in full) up to `(qS − P)/(c − q(1 − c))`,
 * each hurdle up to `A_k / (a(1 − p))`, the residual the rest — the GP taking its promote `p X`
 * and the rest split pro rata; each account is compounded, grows by the LP's contributions, is
 * lowered by every dollar the LP receives and left at exactly 0 by its own tier paid in full.
 */
export function waterfallRows(tierCount: number): WaterfallRow[] {
  const tiers = waterfallTiers(tierCount);
  const accounts = Array.from({ length: tierCount + 1 }, (_, k) => k);
  const paidBefore = (i: number, t: number, c: WaterfallContext) =>
    tiers
      .slice(0, i)
      .map((tier) => c.ref(`${tier.key}.x`, t))
      .join('+') || '0';
  const lpBefore = (i: number, t: number, c: WaterfallContext) =>
    tiers
      .slice(0, i)
      .map((tier) => c.ref(`${tier.key}.lp`, t))
      .join('+') || '0';
  const limit = (tier: Tier, i: number, t: number, c: WaterfallContext): string => {
    if (tier.key === 'pref') return `${c.ref('acc0.pre', t)}/LpEquityPercent`;
    if (tier.account !== null) {
      const owed = `MAX(0,${c.ref(`acc${tier.account}.pre`, t)}-(${lpBefore(i, t, c)}))`;
      return `${owed}/(LpEquityPercent*(1-${tier.promote}))`;
    }
    return '';
  };
  const tierRows = tiers.flatMap((tier, i): WaterfallRow[] => {
    const rest = (t: number, c: WaterfallContext) => `${c.ref('dist', t)}-(${paidBefore(i, t, c)})`;
    const x = (t: number, c: WaterfallContext): string => {
      if (tier.key === 'catchUp') {
        const s = `${c.ref('proRataToDate', t - 1)}+${c.ref('pref.x', t)}-${c.ref('contribToDate', t)}`;
        const due = `MAX(0,(WaterfallQ*(${s})-${c.ref('promoteToDate', t - 1)})/(CatchUpPercent-WaterfallQ*(1-CatchUpPercent)))`;
        return `IF(CatchUpPercent>0,IF(${c.ref('pref.x', t)}>=${c.ref('pref.limit', t)},MIN(${rest(t, c)},${due}),0),0)`;
      }
      if (tier.key === 'residual') return rest(t, c);
      return `MIN(${rest(t, c)},${c.ref(`${tier.key}.limit`, t)})`;
    };
    const limitRow =
      tier.account === null
        ? []
        : [row(`${tier.key}.limit`, `${tier.label}: Limit`, 1, (t, c) => limit(tier, i, t, c))];
    return [
      ...limitRow,
      row(`${tier.key}.x`, tier.label, 1, x, { bold: true }),
      row(
        `${tier.key}.lp`,
        `${tier.label}: LP`,
        1,
        (t, c) => `LpEquityPercent*(1-${tier.promote})*${c.ref(`${tier.key}.x`, t)}`,
      ),
    ];
  });
  const settled = (k: number, t: number, c: WaterfallContext) => {
    const key = k === 0 ? 'pref' : `tier${k}`;
    return `${c.ref(`${key}.x`, t)}>=${c.ref(`${key}.limit`, t)}`;
  };
  return [
    row('cf', 'Equity Cash Flow (Cash Flow sheet)', 0, (t, c) => c.flow(t), { bold: true }),
    row('contrib', 'Contributions', 0, (t, c) => `MAX(-${c.ref('cf', t)},0)`),
    row('lpContrib', 'LP Contributions', 0, (t, c) => `LpEquityPercent*${c.ref('contrib', t)}`),
    row('gpContrib', 'GP Contributions', 0, (t, c) => `(1-LpEquityPercent)*${c.ref('contrib', t)}`),
    row(
      'contribToDate',
      'Contributions to Date',
      0,
      running('contribToDate', (t, c) => c.ref('contrib', t)),
    ),
    row('dist', 'Distributable', 1, (t, c) => `MAX(${c.ref('cf', t)},0)`, { bold: true }),
    ...accounts.map((k) =>
      row(`acc${k}.pre`, `Hurdle ${k === 0 ? 'Pref' : k} Account, Before Distributions`, 0, (t, c) =>
        t === 0
          ? `LpEquityPercent*${c.ref('contrib', 0)}`
          : `${c.ref(`acc${k}.end`, t - 1)}*(1+${hurdle(k)})+LpEquityPercent*${c.ref('contrib', t)}`,
      ),
    ),
    ...tierRows,
    row('lp', 'LP Distributions', 1, (t, c) => tiers.map((tier) => c.ref(`${tier.key}.lp`, t)).join('+'), {
      bold: true,
    }),
    row('promote', 'GP Promote', 1, (t, c) =>
      tiers.map((tier) => `${tier.promote}*${c.ref(`${tier.key}.x`, t)}`).join('+'),
    ),
    row('gp', 'GP Distributions (promote included)', 1, (t, c) => `${c.ref('dist', t)}-${c.ref('lp', t)}`, {
      bold: true,
    }),
    ...accounts.map((k) =>
      row(`acc${k}.end`, `Hurdle ${k === 0 ? 'Pref' : k} Account, End of Year`, 0, (t, c) =>
        t === 0
          ? c.ref(`acc${k}.pre`, 0)
          : `IF(${settled(k, t, c)},0,MAX(0,${c.ref(`acc${k}.pre`, t)}-${c.ref('lp', t)}))`,
      ),
    ),
    row(
      'proRataToDate',
      'Pro-Rata Paid to Date',
      0,
      running('proRataToDate', (t, c) => (t === 0 ? '0' : `${c.ref('dist', t)}-${c.ref('promote', t)}`)),
    ),
    row(
      'promoteToDate',
      'Promote Paid to Date',
      0,
      running('promoteToDate', (t, c) => (t === 0 ? '0' : c.ref('promote', t))),
    ),
    row('lpFlow', 'LP Net Cash Flow', 0, (t, c) =>
      t === 0 ? `-${c.ref('lpContrib', 0)}` : `${c.ref('lp', t)}-${c.ref('lpContrib', t)}`,
    ),
    row('gpFlow', 'GP Net Cash Flow', 0, (t, c) =>
      t === 0 ? `-${c.ref('gpContrib', 0)}` : `${c.ref('gp', t)}-${c.ref('gpContrib', t)}`,
    ),
  ];
}
