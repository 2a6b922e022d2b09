/**
 * A loan's schedule as spreadsheet formulas (underwriting.md 12.2), over the defined names of its
 * terms: interest-only months, then level payments, the balance by the closed form
 * `L(1+r)^j − pmt((1+r)^j − 1)/r`, due at maturity with a balloon. The Debt Schedule sheet writes
 * one block of these rows per loan (senior, second, refinance).
 */
import type { FormatKey } from './sheet-kit';

/** The defined names of one loan's terms (each a cell of the Debt Schedule sheet). */
export interface LoanNames {
  /** The amount borrowed, L. */
  amount: string;
  /** The monthly rate r (the annual rate / 12). */
  rate: string;
  /** Interest-only months at the start. */
  io: string;
  /** Amortizing months after them; 0 means interest-only for life. */
  amort: string;
  /** The month of the last payment, when the balloon is paid. */
  mat: string;
  /** The level amortizing payment. */
  pmt: string;
  /** Months between the property's month 0 and the loan's start (a refinance loan starts later). */
  offset: string;
  /** The first and last property years the loan is in force (repaid in its last). */
  first: string;
  last: string;
}

/** The names of a loan's terms, each `prefix` + its role: `SeniorAmount`, `SeniorMonthlyRate`, ... */
export function loanNames(prefix: string): LoanNames {
  return {
    amount: `${prefix}Amount`,
    rate: `${prefix}MonthlyRate`,
    io: `${prefix}IoMonths`,
    amort: `${prefix}AmortMonths`,
    mat: `${prefix}MatMonths`,
    pmt: `${prefix}Payment`,
    offset: `${prefix}Offset`,
    first: `${prefix}FirstYear`,
    last: `${prefix}LastYear`,
  };
}

/** The level payment: 0 without amount or amortization, `L/n` at a zero rate, else `L r / (1 − (1+r)^−n)`. */
export function paymentFormula(n: LoanNames): string {
  return `IF(OR(${n.amount}=0,${n.amort}=0),0,IF(${n.rate}=0,${n.amount}/${n.amort},${n.amount}*${n.rate}/(1-(1+${n.rate})^(-${n.amort}))))`;
}

/**
 * The balance after `k` payments as if the loan never matured: L through the interest-only months
 * (and for life without amortization), 0 once fully amortized, else with `j = k − io` the closed
 * form `L(1+r)^j − pmt((1+r)^j − 1)/r` (`L − pmt j` at a zero rate).
 */
export function scheduledBalance(n: LoanNames, k: string): string {
  const j = `((${k})-${n.io})`;
  const grown = `(1+${n.rate})^${j}`;
  return (
    `IF(${n.amount}=0,0,IF(OR(${n.amort}=0,(${k})<=${n.io}),${n.amount},IF(${j}>=${n.amort},0,` +
    `IF(${n.rate}=0,${n.amount}-${n.pmt}*${j},${n.amount}*${grown}-${n.pmt}*(${grown}-1)/${n.rate}))))`
  );
}

/** The balance after `k` payments: 0 from the maturity month on (repaid), else {@link scheduledBalance}. */
export function balanceAfter(n: LoanNames, k: string): string {
  return `IF((${k})>=${n.mat},0,${scheduledBalance(n, k)})`;
}

/** One row of a loan's block: its key (unique on the sheet), label, format and formula for year t. */
export interface LoanRow {
  key: string;
  label: string;
  format: FormatKey;
  /** Helper rows (months, in force) are shown in a lighter way; the figures are the schedule's. */
  helper?: boolean;
  formula: (t: number, ref: (key: string, t: number) => string, year: (t: number) => string) => string;
}

/** Keys of the rows {@link loanRows} writes for loan `id`, by role. */
export const loanKey = (id: string, role: string) => `${id}.${role}`;

/**
 * A loan's rows for each property year t (its months `12(t−1)+1 − offset .. 12t − offset`):
 * months, in force (first..last year), opening balance, scheduled payments
 * (`io months × L r + amortizing months × pmt`, never month by month), the balloon when maturity
 * falls in the year, principal and interest, the balance owed after the year, what is repaid in its
 * last year (at the refinance or the sale) and the balance carried.
 */
export function loanRows(id: string, n: LoanNames): LoanRow[] {
  const k = (role: string) => loanKey(id, role);
  const row = (role: string, label: string, formula: LoanRow['formula'], extra: Partial<LoanRow> = {}) => ({
    key: k(role),
    label,
    format: 'money' as FormatKey,
    formula,
    ...extra,
  });
  return [
    row('from', 'First Month (loan’s own)', (t, _ref, year) => `12*(${year(t)}-1)+1-${n.offset}`, {
      format: 'whole',
      helper: true,
    }),
    row('to', 'Last Month (loan’s own)', (t, _ref, year) => `12*${year(t)}-${n.offset}`, {
      format: 'whole',
      helper: true,
    }),
    row(
      'inForce',
      'In Force (1 = yes)',
      (t, _ref, year) => `IF(AND(${year(t)}>=${n.first},${year(t)}<=${n.last}),1,0)`,
      { format: 'whole', helper: true },
    ),
    row('opening', 'Opening Balance', (t, ref) => {
      const from = ref(k('from'), t);
      return `IF(${from}<=1,IF(${ref(k('to'), t)}<1,0,${n.amount}),${balanceAfter(n, `${from}-1`)})`;
    }),
    row('owed', 'Balance After the Year’s Payments', (t, ref) => {
      const to = ref(k('to'), t);
      return `IF(${to}<1,0,${balanceAfter(n, to)})`;
    }),
    row('scheduled', 'Scheduled Payments', (t, ref) => {
      const from = ref(k('from'), t);
      const last = `MIN(${ref(k('to'), t)},${n.mat})`;
      const ioCount = `MAX(0,MIN(IF(${n.amort}=0,${n.mat},${n.io}),${last})-MAX(1,${from})+1)`;
      const amortCount = `IF(${n.amort}=0,0,MAX(0,MIN(${n.io}+${n.amort},${last})-MAX(${n.io}+1,${from})+1))`;
      return `${ref(k('inForce'), t)}*(${ioCount}*${n.amount}*${n.rate}+${amortCount}*${n.pmt})`;
    }),
    row('balloon', 'Balloon at Maturity', (t, ref) => {
      const matures = `AND(${n.mat}>=MAX(${ref(k('from'), t)},1),${n.mat}<=${ref(k('to'), t)})`;
      return `${ref(k('inForce'), t)}*IF(${matures},${scheduledBalance(n, n.mat)},0)`;
    }),
    row(
      'principal',
      'Principal',
      (t, ref) =>
        `${ref(k('inForce'), t)}*MAX(0,${ref(k('opening'), t)}-${ref(k('owed'), t)}-${ref(k('balloon'), t)})`,
    ),
    row('interest', 'Interest', (t, ref) => `${ref(k('scheduled'), t)}-${ref(k('principal'), t)}`),
    row(
      'repaid',
      'Repaid (refinance or sale)',
      (t, ref, year) => `IF(AND(${ref(k('inForce'), t)}=1,${year(t)}=${n.last}),${ref(k('owed'), t)},0)`,
    ),
    row(
      'ending',
      'Ending Balance',
      (t, ref, year) => `IF(AND(${ref(k('inForce'), t)}=1,${year(t)}<${n.last}),${ref(k('owed'), t)},0)`,
    ),
  ];
}
