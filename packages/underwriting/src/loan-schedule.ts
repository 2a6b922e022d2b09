/**
 * A loan's schedule (underwriting.md section 12.2): interest-only months, then level payments over
 * its amortization, due at maturity with a balloon. The senior loan, the second loan and the
 * refinance loan all use it. Months count the loan's payments from its start (k = 1, 2, ...).
 */

/** A loan's terms: amount, annual rate (percent), interest-only, amortization and maturity months. */
export interface Loan {
  /** The amount borrowed. */
  amount: number;
  /** Annual nominal rate in percent, paid monthly at rate/12. */
  rate: number;
  /** Interest-only months at the start. */
  ioMonths: number;
  /** Months of level payments after them; null: interest-only for life. */
  amortMonths: number | null;
  /** The month of the last payment, when the balance still owed is paid (the balloon). */
  matMonths: number;
}

/** One year of a loan: its scheduled payments, its balloon, and the split of what it paid. */
export interface LoanYear {
  /** Interest-only and amortizing payments of the year (no balloon). */
  scheduled: number;
  /** The balance repaid at maturity when maturity falls in the year, else 0. */
  balloon: number;
  /** Interest paid in the year. */
  interest: number;
  /** Principal paid in the year by the scheduled payments (the balloon apart). */
  principal: number;
  /** The balance after the year (0 from maturity). */
  endingBalance: number;
}

/** The monthly rate `rate/100/12`. */
const monthlyRate = (loan: Loan) => loan.rate / 100 / 12;

/** What a loan's formulas reuse: `log1p(r)`, `E_n = (1 + r)^n - 1` and the level payment. */
interface Prepared {
  lr: number;
  en: number;
  pmt: number;
}

/** Where a loan object keeps its prepared figures (its terms are read once; loans are not changed). */
const PREPARED = Symbol('prepared');

/** A loan with the figures its formulas reuse, once worked out. */
type PreparedLoan = Loan & { [PREPARED]?: Prepared };

function prepared(loan: Loan): Prepared {
  const held = (loan as PreparedLoan)[PREPARED];
  if (held !== undefined) return held;
  const lr = Math.log1p(monthlyRate(loan));
  const n = loan.amortMonths ?? 0;
  const p: Prepared = { lr, en: Math.expm1(n * lr), pmt: computePayment(loan) };
  (loan as PreparedLoan)[PREPARED] = p;
  return p;
}

/**
 * The level amortizing payment: `L / n` at a zero rate, else `L r / (1 - (1 + r)^-n)`, the power
 * taken as `exp(-n log1p(r))` for full precision at tiny rates; 0 without amortization or amount.
 *
 * @example amortizingPayment({ amount: 750000, rate: 6, ioMonths: 0, amortMonths: 300, matMonths: 300 }) // 4832.260511141314
 */
export function amortizingPayment(loan: Loan): number {
  return prepared(loan).pmt;
}

/** {@link amortizingPayment} computed. */
function computePayment(loan: Loan): number {
  const n = loan.amortMonths;
  if (loan.amount === 0 || n === null || n <= 0) return 0;
  const r = monthlyRate(loan);
  if (r === 0) return loan.amount / n;
  return (loan.amount * r) / -Math.expm1(-n * Math.log1p(r));
}

/** The interest-only payment `L r`. */
export function interestOnlyPayment(loan: Loan): number {
  return loan.amount * monthlyRate(loan);
}

/**
 * The balance after `k` payments as if the loan never matured: L through the interest-only months
 * (and for life without amortization), then `L (E_n - E_j) / E_n` with `E_j = (1 + r)^j - 1` and
 * `j = min(k - io, n)` (`L - pmt j` at a zero rate), exactly 0 once fully amortized.
 */
function scheduledBalance(loan: Loan, k: number): number {
  const n = loan.amortMonths;
  if (loan.amount === 0) return 0;
  if (n === null || k <= loan.ioMonths) return loan.amount;
  const j = Math.min(k - loan.ioMonths, n);
  if (j >= n) return 0;
  if (monthlyRate(loan) === 0) return loan.amount - (loan.amount / n) * j;
  const { lr, en } = prepared(loan);
  return (loan.amount * (en - Math.expm1(j * lr))) / en;
}

/**
 * The balance after `k` payments: {@link scheduledBalance} before maturity, 0 from month
 * `matMonths` on (repaid, by the balloon when any is left).
 *
 * @example loanBalanceAfter({ amount: 1000, rate: 12, ioMonths: 12, amortMonths: null, matMonths: 60 }, 30) // 1000
 */
export function loanBalanceAfter(loan: Loan, k: number): number {
  return k >= loan.matMonths ? 0 : scheduledBalance(loan, k);
}

/** The balloon: the balance still owed after the payment of month `matMonths` (0 when fully amortized). */
export function loanBalloon(loan: Loan): number {
  return loan.matMonths <= 0 ? 0 : scheduledBalance(loan, loan.matMonths);
}

/** The payment of month k (the balloon apart): interest only, then the level payment, then 0. */
export function loanPaymentInMonth(loan: Loan, k: number): number {
  if (k < 1 || k > loan.matMonths || loan.amount === 0) return 0;
  if (loan.amortMonths === null || k <= loan.ioMonths) return interestOnlyPayment(loan);
  return k - loan.ioMonths <= loan.amortMonths ? amortizingPayment(loan) : 0;
}

/**
 * The scheduled payments of the loan's months `from..to` (its own month numbers):
 * `(interest-only months) × L r + (amortizing months) × pmt`, never summed month by month.
 */
function scheduledInYear(loan: Loan, from: number, to: number): number {
  if (loan.amount === 0) return 0;
  const last = Math.min(to, loan.matMonths);
  const ioLast = loan.amortMonths === null ? loan.matMonths : loan.ioMonths;
  const ioCount = overlap(1, ioLast, from, last);
  const amortCount =
    loan.amortMonths === null ? 0 : overlap(loan.ioMonths + 1, loan.ioMonths + loan.amortMonths, from, last);
  return ioCount * interestOnlyPayment(loan) + amortCount * amortizingPayment(loan);
}

/** How many of the months `first..last` (inclusive) fall in `from..to`. */
function overlap(first: number, last: number, from: number, to: number): number {
  return Math.max(0, Math.min(last, to) - Math.max(first, from) + 1);
}

/**
 * Year t of a loan (its months `12(t-1)+1 .. 12t`, `offset` months after the property's month 0
 * for a loan that starts later): `(interest-only months) × L r + (amortizing months) × pmt`, never
 * summed month by month, plus the balloon when maturity falls in the year.
 */
export function loanYear(loan: Loan, t: number, offset = 0): LoanYear {
  const from = 12 * (t - 1) + 1 - offset;
  const to = 12 * t - offset;
  const scheduled = scheduledInYear(loan, from, to);
  const matures = loan.matMonths >= Math.max(from, 1) && loan.matMonths <= to;
  const balloon = matures ? loanBalloon(loan) : 0;
  const opening = from <= 1 ? (to < 1 ? 0 : loan.amount) : loanBalanceAfter(loan, from - 1);
  const endingBalance = to < 1 ? 0 : loanBalanceAfter(loan, to);
  const principal = Math.max(0, opening - endingBalance - balloon);
  return { scheduled, balloon, interest: scheduled - principal, principal, endingBalance };
}

/**
 * Debt service of year t: scheduled payments plus the balloon when the loan matures in it
 * (`loanYear`'s scheduled + balloon, without working out the balances).
 */
export function loanDebtServiceInYear(loan: Loan, t: number, offset = 0): number {
  const from = 12 * (t - 1) + 1 - offset;
  const to = 12 * t - offset;
  const scheduled = scheduledInYear(loan, from, to);
  const matures = loan.matMonths >= Math.max(from, 1) && loan.matMonths <= to;
  return scheduled + (matures ? loanBalloon(loan) : 0);
}
