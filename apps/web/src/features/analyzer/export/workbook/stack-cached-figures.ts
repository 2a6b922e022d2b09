/**
 * The engine's figures of a deal with a capital stack stored as the cached results of the stack's
 * formula cells (as `cachedFigures` does for the single loan), so that a viewer that does not
 * recalculate shows the app's numbers: the Cash Flow's financing rows and purchase figures, the
 * Debt Schedule from `debtSchedule()`, the refinance and the waterfall from `analyze()`'s result.
 * Nothing is computed here that the engine does not report, but for sums and signs.
 */
import {
  type AnalysisResult,
  debtSchedule,
  type Loan,
  loanBalanceAfter,
  type ResolvedInput,
} from '@cre/underwriting';
import type { CachedFigures, CachedValue } from './cached-figures';
import type { DebtScheduleLayout } from './debt-schedule-sheet';
import { waterfallTiers } from './waterfall-rows';

/** Cached figures of the stack's sheets: the Cash Flow's (the single loan's replaced), the Debt Schedule's and the Waterfall's rows. */
export interface StackCachedFigures {
  cashFlow: CachedFigures;
  debt: CachedFigures;
  waterfall: CachedFigures;
}

type Rows = Map<number, Record<string, number>>;

const put = (rows: Rows, t: number, figures: Record<string, number>) =>
  rows.set(t, { ...(rows.get(t) ?? {}), ...figures });

/** The loans of the schedule as the engine builds them (section 12.2), for their balances; null when unknown. */
function loansOf(
  i: ResolvedInput,
  result: AnalysisResult,
): Record<string, { loan: Loan; offset: number } | null> {
  const second = i.secondLoan;
  const refi = i.refinance;
  const amort = refi ? 12 * refi.amortizationYears : 0;
  return {
    senior: {
      loan: {
        amount: result.loanAmount,
        rate: i.interestRate,
        ioMonths: i.isInterestOnly ? 0 : i.interestOnlyMonths,
        amortMonths: i.isInterestOnly ? null : 12 * i.loanTerm,
        matMonths:
          i.loanMaturityYears !== null
            ? 12 * i.loanMaturityYears
            : i.isInterestOnly
              ? 12 * i.loanTerm
              : i.interestOnlyMonths + 12 * i.loanTerm,
      },
      offset: 0,
    },
    second: second && {
      loan: {
        amount: result.secondLoanAmount,
        rate: second.interestRate,
        ioMonths: 0,
        amortMonths: second.amortizationYears === null ? null : 12 * second.amortizationYears,
        matMonths: 12 * second.maturityYears,
      },
      offset: 0,
    },
    refi:
      refi && result.refinance
        ? {
            loan: {
              amount: result.refinance.newLoan,
              rate: refi.interestRate,
              ioMonths: refi.interestOnlyMonths,
              amortMonths: amort,
              matMonths:
                refi.maturityYears === null ? refi.interestOnlyMonths + amort : 12 * refi.maturityYears,
            },
            offset: 12 * refi.year,
          }
        : null,
  };
}

/** The Debt Schedule's rows by year: each loan's lines, its months and balances, and the totals. */
function debtRows(i: ResolvedInput, result: AnalysisResult, layout: DebtScheduleLayout): Rows {
  const rows: Rows = new Map();
  const hold = Math.max(1, Math.round(i.holdPeriod));
  const schedule = debtSchedule(i, result);
  const loans = loansOf(i, result);
  const names = { senior: 'Senior loan', second: 'Second loan', refi: 'Refinance loan' } as const;
  const refi = result.refinance;
  for (let t = 1; t <= layout.last; t++) {
    const year = schedule[t - 1];
    const totals = { scheduled: 0, balloon: 0, repaid: 0, ending: 0, purchaseRepaid: 0 };
    for (const { id } of layout.loans) {
      const line = year?.lines.find((l) => l.loan === names[id]);
      const figures: Record<string, number> = {
        inForce: line ? 1 : 0,
        scheduled: line?.scheduled ?? 0,
        interest: line?.interest ?? 0,
        principal: line?.principal ?? 0,
        balloon: line?.balloon ?? 0,
        repaid: line?.repaid ?? 0,
        ending: line?.endingBalance ?? 0,
      };
      const known = loans[id];
      if (known) {
        const from = 12 * (t - 1) + 1 - known.offset;
        const to = 12 * t - known.offset;
        Object.assign(figures, {
          from,
          to,
          opening: from <= 1 ? (to < 1 ? 0 : known.loan.amount) : loanBalanceAfter(known.loan, from - 1),
          owed: to < 1 ? 0 : loanBalanceAfter(known.loan, to),
        });
      }
      put(rows, t, Object.fromEntries(Object.entries(figures).map(([role, v]) => [`${id}.${role}`, v])));
      totals.scheduled += figures.scheduled ?? 0;
      totals.balloon += figures.balloon ?? 0;
      totals.repaid += figures.repaid ?? 0;
      totals.ending += figures.ending ?? 0;
      if (id !== 'refi') totals.purchaseRepaid += figures.repaid ?? 0;
    }
    const atRefi = refi !== null && t === refi.year;
    const atSale = t === hold ? totals.repaid : 0;
    put(rows, t, {
      'total.scheduled': totals.scheduled,
      'total.balloon': totals.balloon,
      'total.debtService': year?.debtService ?? 0,
      'total.repaidAtSale': atSale,
      'total.refiPayoff': atRefi ? totals.purchaseRepaid : 0,
      'total.refiLoan': atRefi ? (refi?.newLoan ?? 0) : 0,
      'total.refiProceeds': atRefi ? (refi?.proceeds ?? 0) : 0,
      'total.balance': totals.ending + atSale + (atRefi ? (refi?.newLoan ?? 0) : 0),
    });
  }
  return rows;
}

/** The Waterfall's rows by year: flows, contributions, each tier's amount and LP part, the parties' distributions. */
function waterfallRowsOf(i: ResolvedInput, result: AnalysisResult, flows: number[], last: number): Rows {
  const rows: Rows = new Map();
  const terms = i.waterfall;
  const w = result.waterfall;
  if (terms === null || w === null) return rows;
  const a = terms.lpEquityPercent / 100;
  const promotes = [
    0,
    terms.catchUpPercent,
    ...terms.tiers.map((t) => t.promotePercent),
    terms.residualPromotePercent,
  ];
  const tiers = waterfallTiers(terms.tiers.length);
  let contributed = 0;
  let proRata = 0;
  let promote = 0;
  for (let t = 0; t <= last; t++) {
    const cf = flows[t] ?? 0;
    const contrib = Math.max(-cf, 0);
    contributed += contrib;
    const year = t === 0 ? undefined : w.years[t - 1];
    const byTier = year ? [...year.byTier] : [];
    if (year && terms.catchUpPercent === 0) byTier.splice(1, 0, 0);
    const figures: Record<string, number> = {
      cf,
      contrib,
      lpContrib: a * contrib,
      gpContrib: (1 - a) * contrib,
      contribToDate: contributed,
    };
    if (t > 0) {
      tiers.forEach((tier, k) => {
        const x = byTier[k] ?? 0;
        figures[`${tier.key}.x`] = x;
        figures[`${tier.key}.lp`] = a * (1 - (promotes[k] ?? 0) / 100) * x;
      });
      Object.assign(figures, {
        dist: year?.distributable ?? 0,
        lp: year?.lp ?? 0,
        gp: year?.gp ?? 0,
        promote: year?.promote ?? 0,
      });
      proRata += (year?.distributable ?? 0) - (year?.promote ?? 0);
      promote += year?.promote ?? 0;
    }
    Object.assign(figures, {
      proRataToDate: proRata,
      promoteToDate: promote,
      lpFlow: (year?.lp ?? 0) - a * contrib,
      gpFlow: (year?.gp ?? 0) - (1 - a) * contrib,
    });
    rows.set(t, figures);
  }
  return rows;
}

/**
 * {@link StackCachedFigures} of a deal with a stack: `base` (the single-loan figures) with the
 * financing rows and names replaced (the net cash flow of a year within the hold: NOI − TI − LC −
 * debt service, the refinance's proceeds, the sale; 0 after), and the stack's own sheets'.
 */
export function stackCachedFigures(
  i: ResolvedInput,
  result: AnalysisResult,
  base: CachedFigures,
  layout: DebtScheduleLayout,
): StackCachedFigures {
  const debt = debtRows(i, result, layout);
  const hold = Math.max(1, Math.round(i.holdPeriod));
  const flows = [-result.equityInvested];
  const cash: Rows = new Map([
    [0, { balance: result.loanAmount + result.secondLoanAmount, ncf: flows[0] ?? 0 }],
  ]);
  for (let t = 1; t <= layout.last; t++) {
    const d = debt.get(t) ?? {};
    const income = ['noi', 'ti', 'lc'].reduce((sum, key) => {
      const v = base.row(key, t);
      return sum + (typeof v === 'number' ? v : 0);
    }, 0);
    const flow = income - (d['total.debtService'] ?? 0) + (d['total.refiProceeds'] ?? 0);
    flows.push(t > hold ? 0 : t === hold ? flow + result.netSaleProceeds : flow);
    put(cash, t, {
      ds: -(d['total.scheduled'] ?? 0),
      cfo: income - (d['total.scheduled'] ?? 0),
      balance: d['total.balance'] ?? 0,
      balloon: -(d['total.balloon'] ?? 0),
      refi: d['total.refiProceeds'] ?? 0,
      ncf: flows[t] ?? 0,
      ...(t === hold ? { repay: -(d['total.repaidAtSale'] ?? 0) } : {}),
    });
  }
  const refi = result.refinance;
  const w = result.waterfall;
  const irrOf = (p: { irr: number; irrStatus: string }) =>
    p.irrStatus === 'converged' ? p.irr / 100 : 'N/A';
  const names: Record<string, CachedValue | undefined> = {
    ClosingCosts: (i.purchasePrice * i.closingCostsPercent) / 100,
    SecondLoanAmount: result.secondLoanAmount,
    LoanFees: result.loanFees,
    SeniorDebtService: result.seniorDebtService,
    SecondDebtService: result.secondDebtService,
    ...(refi
      ? {
          RefiValue: refi.value,
          RefiNewLoan: refi.newLoan,
          RefiPayoff: refi.payoff,
          RefiProceeds: refi.proceeds,
        }
      : {}),
    ...(w
      ? { LpContributed: w.lp.contributed, LpDistributed: w.lp.distributed, GpContributed: w.gp.contributed }
      : {}),
    ...(w ? { GpDistributed: w.gp.distributed, GpPromote: w.gp.promote } : {}),
    ...(w ? { LpIrr: irrOf(w.lp), GpIrr: irrOf(w.gp) } : {}),
    ...(w
      ? { LpEquityMultiple: w.lp.equityMultiple ?? 'N/A', GpEquityMultiple: w.gp.equityMultiple ?? 'N/A' }
      : {}),
  };
  if (refi && i.refinance) {
    const forward = base.row('noi', refi.year + 1);
    Object.assign(names, {
      RefiNoi: forward,
      RefiCapUsed: (i.refinance.capRate ?? result.exitCapRate) / 100,
      RefiLoanByLtv: (refi.value * i.refinance.loanToValuePercent) / 100,
      RefiConstrainedBy: refi.constrainedBy,
    });
  }
  const name = (key: string) => names[key];
  const water = waterfallRowsOf(i, result, flows, layout.last);
  return {
    cashFlow: {
      row: (key, t) => cash.get(t)?.[key] ?? base.row(key, t),
      name: (name) => (name in names ? names[name] : base.name(name)),
    },
    debt: { row: (key, t) => debt.get(t)?.[key], name },
    waterfall: { row: (key, t) => water.get(t)?.[key], name },
  };
}
