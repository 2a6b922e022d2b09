import {
  type AnalysisResult,
  debtServiceInYear,
  loanBalance,
  type ResolvedInput,
  rentRollSummary,
} from '@cre/underwriting';

/** A formula's cached result: a number, or the text a formula shows instead ("N/A"). */
export type CachedValue = number | string;

/**
 * The figures the app computed for the workbook's formula cells, stored as their cached results so
 * that a viewer that does not recalculate (a preview, Excel's Protected View) shows the same
 * numbers as the app. Excel recalculates on open anyway (`fullCalcOnLoad`).
 */
export interface CachedFigures {
  /** Cash Flow row `key` in year t. */
  row: (key: string, t: number) => CachedValue | undefined;
  /** A defined name's cell (financing, returns, rent roll totals). */
  name: (name: string) => CachedValue | undefined;
}

/** The year-t figures of the Cash Flow rows in simple mode (every line of year 1 grown at the escalation rate). */
function simpleYear(input: ResolvedInput, result: AnalysisResult, t: number) {
  const growth = (1 + input.rentEscalationRate / 100) ** (t - 1);
  const gpr = result.grossPotentialRent * growth;
  const vacancy = -gpr * (input.vacancyRate / 100);
  const other = input.otherIncome * growth;
  const egi = gpr + vacancy + other;
  const opex = -result.operatingExpenses * growth;
  return { growth, gpr, vacancy, other, egi, opex, noi: egi + opex, ti: 0, lc: 0 };
}

/** {@link CachedFigures} of a calculation whose hold is `hold` years. */
export function cachedFigures(input: ResolvedInput, result: AnalysisResult, hold: number): CachedFigures {
  const years = result.leaseProjection?.years;
  const loan = result.loanAmount;
  const balance = (t: number) =>
    t === 0 ? loan : loanBalance(loan, input.interestRate, input.loanTerm, 12 * t, input.isInterestOnly);
  const yearRow = (t: number): Record<string, number> => {
    const y = years?.[t - 1];
    const base = y
      ? {
          egi: y.effectiveGrossIncome,
          opex: -y.operatingExpenses,
          noi: y.noi,
          ti: -y.tenantImprovements,
          lc: -y.leasingCommissions,
        }
      : simpleYear(input, result, t);
    const ds = -debtServiceInYear(result.annualDebtService, loan, input.loanTerm, input.isInterestOnly, t);
    const cfo = base.noi + base.ti + base.lc + ds;
    const value = result.propertyValue * (1 + input.appreciationRate / 100) ** t;
    const figures: Record<string, number> = { ...base, ds, cfo, balance: balance(t), value, ncf: cfo };
    if (t === hold) {
      figures.sale = result.salePrice;
      figures.selling = -result.salePrice * (input.sellingCostsPercent / 100);
      figures.repay = -balance(t);
      figures.netSale = result.netSaleProceeds;
      figures.ncf = cfo + result.netSaleProceeds;
    }
    return figures;
  };
  const roll = rentRollSummary(input.revenueInputType === 'individual' ? input.tenantLeases : [], input.sqft);
  const names: Record<string, CachedValue> = {
    AnnualRent: input.annualRent,
    HoldIrr: result.irr / 100,
    HoldNpv: result.npv ?? 'N/A',
    EquityMultiple: result.equityMultiple ?? 'N/A',
    AnnualCashFlow: result.annualCashFlow,
    DownPayment: result.downPayment,
    LoanAmount: loan,
    ClosingCosts: (input.purchasePrice * input.closingCostsPercent) / 100,
    EquityInvested: result.equityInvested,
    MonthlyRate: input.interestRate / 100 / 12,
    NumberOfPayments: input.loanTerm * 12,
    MonthlyPayment: result.monthlyPayment,
    AnnualDebtService: result.annualDebtService,
    GoingInCapRate: result.goingInCapRate / 100,
    ExitCapRate: result.exitCapRate / 100,
    PropertyValue: result.propertyValue,
    LeasedSqft: roll.leasedSqft,
    TotalAnnualRent: roll.totalAnnualRent,
    TotalEffectiveRent: roll.totalEffectiveRent,
    AvgRentPerSqft: roll.avgRentPerSqft,
    UnleasedSqft: roll.unleasedSqft,
    GrossPotentialRent: roll.grossPotentialRent,
  };
  const rows = new Map<number, Record<string, number>>();
  return {
    row: (key, t) => {
      if (t === 0) return { balance: loan, equity: -result.equityInvested, ncf: -result.equityInvested }[key];
      if (!rows.has(t)) rows.set(t, yearRow(t));
      return rows.get(t)?.[key];
    },
    name: (name) => names[name],
  };
}
