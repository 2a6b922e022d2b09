/**
 * The capital stack as CLI text (underwriting.md section 12): the debt schedule, loan by loan and
 * year by year, the refinance, and the waterfall's split by year and its totals.
 */
import type { DebtScheduleYear } from './debt-schedule.js';
import { formatCurrency, formatNumber, formatPercent } from './format.js';
import type { AnalysisResult } from './types.js';

const cell = (text: string, width = 15) => text.padStart(width);

/** The debt schedule: one line per loan in force each year, then the year's total debt service. */
export function renderDebtSchedule(years: readonly DebtScheduleYear[]): string[] {
  const lines = [
    'Debt schedule',
    `  ${'Year'.padEnd(6)}${'Loan'.padEnd(16)}${cell('Interest')}${cell('Principal')}${cell('Balloon')}${cell('Repaid')}${cell('Balance')}`,
  ];
  for (const year of years) {
    for (const l of year.lines) {
      lines.push(
        `  ${String(year.year).padEnd(6)}${l.loan.padEnd(16)}${cell(formatCurrency(l.interest))}${cell(formatCurrency(l.principal))}` +
          `${cell(formatCurrency(l.balloon))}${cell(formatCurrency(l.repaid))}${cell(formatCurrency(l.endingBalance))}`,
      );
    }
    lines.push(
      `  ${String(year.year).padEnd(6)}${'Debt service'.padEnd(16)}${cell(formatCurrency(year.debtService))}`,
    );
  }
  return lines;
}

/** The refinance of the reported hold, when there is one. */
export function renderRefinance(r: AnalysisResult): string[] {
  const refi = r.refinance;
  if (refi === null) return [];
  return [
    `Refinance at the end of year ${refi.year} (sized by ${refi.constrainedBy === 'dscr' ? 'the minimum DSCR' : 'loan-to-value'})`,
    `  Value ${formatCurrency(refi.value)}, new loan ${formatCurrency(refi.newLoan)}, payoff ${formatCurrency(refi.payoff)}, proceeds ${formatCurrency(refi.proceeds)}`,
  ];
}

/** The waterfall: each year's distributable cash, LP, GP and promote, each tier's amount, then each party's totals. */
export function renderWaterfall(r: AnalysisResult): string[] {
  const w = r.waterfall;
  if (w === null) return [];
  const party = (name: string, p: typeof w.lp) =>
    `  ${name.padEnd(4)} contributed ${formatCurrency(p.contributed)}, distributed ${formatCurrency(p.distributed)}, ` +
    `IRR ${p.irrStatus === 'converged' ? formatPercent(p.irr) : 'N/A'}, equity multiple ${p.equityMultiple === null ? 'N/A' : `${formatNumber(p.equityMultiple, 2)}x`}`;
  return [
    'Waterfall',
    `  ${'Year'.padEnd(6)}${cell('Distributable')}${cell('LP')}${cell('GP')}${cell('Promote')}  By tier`,
    ...w.years.map(
      (y) =>
        `  ${String(y.year).padEnd(6)}${cell(formatCurrency(y.distributable))}${cell(formatCurrency(y.lp))}${cell(formatCurrency(y.gp))}` +
        `${cell(formatCurrency(y.promote))}  ${y.byTier.map((x) => formatCurrency(x)).join(' / ')}`,
    ),
    party('LP', w.lp),
    `${party('GP', w.gp)}, promote ${formatCurrency(w.gp.promote)}`,
  ];
}
