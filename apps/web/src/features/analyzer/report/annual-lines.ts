import { type AnalysisResult, debtServiceInYear, type LeaseProjectionYear } from '@cre/underwriting';
import { money, percent } from '../display-format';

/** One line of the annual lease-by-lease cash flow: its label, its figure per year, whether it is a total. */
export interface CashFlowLine {
  label: string;
  values: readonly number[];
  kind: 'money' | 'percent';
  total?: boolean;
}

/** What the annual table reads from the form: the hold and the loan terms the debt service follows. */
export interface LeaseProjectionTerms {
  holdPeriod: number;
  loanTerm: number;
  isInterestOnly: boolean;
  /** A capital stack's debt service by year (`leaseDebtService`); absent: the single loan's. */
  debtService?: readonly number[] | undefined;
}

const line = (
  label: string,
  years: readonly LeaseProjectionYear[],
  pick: (year: LeaseProjectionYear, t: number) => number,
  extra: Partial<CashFlowLine> = {},
): CashFlowLine => ({ label, values: years.map(pick), kind: 'money', ...extra });

/**
 * The annual lease-by-lease cash flow of years 1..holdPeriod + 1 (the hold and the year its sale
 * is priced on), as the screen and both exports show it: scheduled rent, free rent, credit loss,
 * other income, recoveries, effective gross income, operating expenses, NOI, tenant improvements,
 * leasing commissions, debt service (`debtService` by year when given or in `terms`, a capital stack's; else the
 * engine's `debtServiceInYear`), cash flow (`noi - TI - LC - debt service`) and occupancy. Deductions are the positive amounts the engine
 * reports. Empty in simple mode.
 */
export function annualLeaseLines(
  terms: LeaseProjectionTerms,
  result: AnalysisResult,
  debtService: readonly number[] | undefined = terms.debtService,
): CashFlowLine[] {
  const all = result.leaseProjection?.years ?? [];
  const years = all.slice(0, Math.max(1, Math.round(terms.holdPeriod)) + 1);
  if (years.length === 0) return [];
  const ds = years.map((_, t) =>
    debtService
      ? (debtService[t] ?? 0)
      : debtServiceInYear(
          result.annualDebtService,
          result.loanAmount,
          terms.loanTerm,
          terms.isInterestOnly,
          t + 1,
        ),
  );
  const debt = (t: number) => ds[t] ?? 0;
  return [
    line('Scheduled Rent', years, (y) => y.scheduledRent),
    line('Free Rent', years, (y) => y.freeRent),
    line('Credit Loss', years, (y) => y.creditLoss),
    line('Other Income', years, (y) => y.otherIncome),
    line('Recoveries', years, (y) => y.recoveries),
    line('Effective Gross Income', years, (y) => y.effectiveGrossIncome, { total: true }),
    line('Operating Expenses', years, (y) => y.operatingExpenses),
    line('Net Operating Income', years, (y) => y.noi, { total: true }),
    line('Tenant Improvements', years, (y) => y.tenantImprovements),
    line('Leasing Commissions', years, (y) => y.leasingCommissions),
    line('Debt Service', years, (_, t) => debt(t)),
    line('Cash Flow', years, (y, t) => y.noi - y.tenantImprovements - y.leasingCommissions - debt(t), {
      total: true,
    }),
    line('Occupancy', years, (y) => y.occupancy, { kind: 'percent' }),
  ];
}

/** A line's figure as the screen and both exports write it: money, or a percent with 2 decimals. */
export function cellText(value: number, kind: CashFlowLine['kind']): string {
  return kind === 'percent' ? percent(value) : money(value);
}
