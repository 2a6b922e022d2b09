import type { ResolvedInput } from '@cre/underwriting';
import type { InputLine } from './input-lines';

const pct = (value: number | null) => (value === null ? null : value / 100);
const blank = (meaning: string) => `Blank = ${meaning}`;

/** The senior loan's structure (underwriting.md 12.1): interest-only months, maturity and fee. */
function seniorLines(input: ResolvedInput): InputLine[] {
  return [
    { label: 'Capital Stack', value: 'Drives the Debt Schedule sheet' },
    {
      label: 'Interest-Only Months',
      value: input.interestOnlyMonths,
      format: 'months',
      name: 'InterestOnlyMonths',
      note: 'Senior loan, then it amortizes over the loan term (no effect when Interest Only)',
    },
    {
      label: 'Loan Maturity',
      value: input.loanMaturityYears,
      format: 'years',
      name: 'LoanMaturityYears',
      note: blank('due when fully amortized (interest only: at the loan term)'),
    },
    { label: 'Loan Fee', value: pct(input.loanFeePercent), format: 'percent', name: 'LoanFeePercent' },
  ];
}

/** The second loan's terms, when the deal has one. */
function secondLines(input: ResolvedInput): InputLine[] {
  const second = input.secondLoan;
  if (second === null) return [];
  return [
    {
      label: 'Second Loan (% of price)',
      value: pct(second.percentOfPrice),
      format: 'percent',
      name: 'SecondLoanPercent',
      note: 'Financed out of the down payment',
    },
    {
      label: 'Second Loan Rate',
      value: pct(second.interestRate),
      format: 'percent',
      name: 'SecondLoanRate',
    },
    {
      label: 'Second Loan Amortization',
      value: second.amortizationYears,
      format: 'years',
      name: 'SecondLoanAmortYears',
      note: blank('interest only'),
    },
    {
      label: 'Second Loan Maturity',
      value: second.maturityYears,
      format: 'years',
      name: 'SecondLoanMaturityYears',
    },
    {
      label: 'Second Loan Fee',
      value: pct(second.feePercent),
      format: 'percent',
      name: 'SecondLoanFeePercent',
    },
  ];
}

/** The refinance's terms, when the deal has one. */
function refinanceLines(input: ResolvedInput): InputLine[] {
  const refi = input.refinance;
  if (refi === null) return [];
  return [
    {
      label: 'Refinance Year',
      value: refi.year,
      format: 'whole',
      name: 'RefiYear',
      note: 'All debt refinanced at the end of this year (only when the hold is longer)',
    },
    { label: 'Refinance LTV', value: pct(refi.loanToValuePercent), format: 'percent', name: 'RefiLtv' },
    {
      label: 'Refinance Minimum DSCR',
      value: refi.minDscr,
      format: 'multiple',
      name: 'RefiMinDscr',
      note: blank('sized by LTV alone'),
    },
    {
      label: 'Refinance Cap Rate',
      value: pct(refi.capRate),
      format: 'percent',
      name: 'RefiCapRate',
      note: blank('the exit cap rate'),
    },
    { label: 'Refinance Rate', value: pct(refi.interestRate), format: 'percent', name: 'RefiRate' },
    {
      label: 'Refinance Amortization',
      value: refi.amortizationYears,
      format: 'years',
      name: 'RefiAmortYears',
    },
    {
      label: 'Refinance Interest-Only Months',
      value: refi.interestOnlyMonths,
      format: 'months',
      name: 'RefiIoMonths',
    },
    {
      label: 'Refinance Maturity',
      value: refi.maturityYears,
      format: 'years',
      name: 'RefiMaturityYears',
      note: blank('due when fully amortized'),
    },
    { label: 'Refinance Costs', value: pct(refi.costsPercent), format: 'percent', name: 'RefiCostsPercent' },
    {
      label: 'Prepayment Premium',
      value: pct(refi.prepaymentPercent),
      format: 'percent',
      name: 'RefiPrepaymentPercent',
      note: '% of the loans repaid',
    },
  ];
}

/** The waterfall's terms and tiers, when the deal has one. */
function waterfallLines(input: ResolvedInput): InputLine[] {
  const w = input.waterfall;
  if (w === null) return [];
  const tiers = w.tiers.flatMap((tier, k): InputLine[] => [
    {
      label: `Tier ${k + 1} Hurdle IRR`,
      value: pct(tier.hurdleIrr),
      format: 'percent',
      name: tierName(k, 'Hurdle'),
    },
    {
      label: `Tier ${k + 1} Promote`,
      value: pct(tier.promotePercent),
      format: 'percent',
      name: tierName(k, 'Promote'),
    },
  ]);
  return [
    { label: 'LP Equity', value: pct(w.lpEquityPercent), format: 'percent', name: 'LpEquityPercent' },
    {
      label: 'Preferred Return',
      value: pct(w.prefRate),
      format: 'percent',
      name: 'PrefRate',
      note: 'Compounded annually',
    },
    {
      label: 'Catch-Up',
      value: pct(w.catchUpPercent),
      format: 'percent',
      name: 'CatchUpPercent',
      note: "0 = none; else the GP's share of the catch-up",
    },
    ...tiers,
    {
      label: 'Residual Promote',
      value: pct(w.residualPromotePercent),
      format: 'percent',
      name: 'ResidualPromotePercent',
    },
  ];
}

/** The defined name of waterfall tier k's (0-based) hurdle IRR or promote: `Tier1Hurdle`, `Tier1Promote`. */
export function tierName(k: number, what: 'Hurdle' | 'Promote'): string {
  return `Tier${k + 1}${what}`;
}

/**
 * The capital stack's lines of the Inputs sheet (underwriting.md 12.1), for a deal that has one:
 * the senior loan's structure, then the second loan, the refinance and the waterfall (each only
 * when the deal has the group), rates as fractions, unset optional terms blank.
 */
export function stackInputLines(input: ResolvedInput): InputLine[] {
  return [...seniorLines(input), ...secondLines(input), ...refinanceLines(input), ...waterfallLines(input)];
}
