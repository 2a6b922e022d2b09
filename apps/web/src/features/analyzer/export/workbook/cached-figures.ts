import type { AnalysisResult } from '@cre/underwriting';

/** A formula's cached result: a number, or the text a formula shows instead ("N/A"). */
export type CachedValue = number | string;

/**
 * The figures of `analyze()`'s result stored as the cached results of the workbook's formula cells,
 * so that a viewer that does not recalculate (a preview, Excel's Protected View) shows the app's
 * numbers. Only figures the result holds are cached; nothing is re-derived here. A formula whose
 * figure the result does not hold (a year past the result's five-year projection, the loan balance,
 * selling costs) has no cached result: Excel computes it on open (`fullCalcOnLoad`).
 */
export interface CachedFigures {
  /** Cash Flow row `key` in year t, when the result holds that figure. */
  row: (key: string, t: number) => CachedValue | undefined;
  /** A defined name's cell (financing, returns, rent roll totals), when the result holds it. */
  name: (name: string) => CachedValue | undefined;
}

/** Year t's figures of the Cash Flow sheet's rows that the result reports (deductions negative). */
function yearFigures(result: AnalysisResult, hold: number, t: number): Record<string, number | undefined> {
  const lease = result.leaseProjection?.years[t - 1];
  const flow = result.cashFlowProjections[t - 1];
  const cfo = flow?.cashFlow;
  const figures: Record<string, number | undefined> = {
    noi: lease?.noi ?? flow?.noi,
    egi: lease?.effectiveGrossIncome,
    opex: lease === undefined ? undefined : -lease.operatingExpenses,
    ti: lease === undefined ? undefined : -lease.tenantImprovements,
    lc: lease === undefined ? undefined : -lease.leasingCommissions,
    ds: flow === undefined ? undefined : -flow.debtService,
    cfo,
    value: result.appreciationProjections[t - 1]?.value,
    ncf: t < hold ? cfo : undefined,
  };
  if (t === 1 && result.leaseProjection === null) {
    Object.assign(figures, {
      gpr: result.grossPotentialRent,
      egi: result.effectiveGrossIncome,
      opex: -result.operatingExpenses,
    });
  }
  if (t === hold) Object.assign(figures, { sale: result.salePrice, netSale: result.netSaleProceeds });
  return figures;
}

/** {@link CachedFigures} of a calculation's result whose hold is `hold` years. */
export function cachedFigures(result: AnalysisResult, hold: number): CachedFigures {
  const names: Record<string, CachedValue> = {
    HoldIrr: result.irr / 100,
    HoldNpv: result.npv ?? 'N/A',
    EquityMultiple: result.equityMultiple ?? 'N/A',
    AnnualCashFlow: result.annualCashFlow,
    DownPayment: result.downPayment,
    LoanAmount: result.loanAmount,
    EquityInvested: result.equityInvested,
    MonthlyPayment: result.monthlyPayment,
    AnnualDebtService: result.annualDebtService,
    GoingInCapRate: result.goingInCapRate / 100,
    ExitCapRate: result.exitCapRate / 100,
    PropertyValue: result.propertyValue,
    LeasedSqft: result.leasedSqft,
    AvgRentPerSqft: result.avgRentPerSqft,
    UnleasedSqft: result.unleasedSqft,
    Walt: result.walt ?? 'N/A',
  };
  // The Rent Roll sheet's GPR is the roll's; in leases mode the result's is year 1's scheduled rent.
  if (result.leaseProjection === null) names.GrossPotentialRent = result.grossPotentialRent;
  const rows = new Map<number, Record<string, number | undefined>>();
  return {
    row: (key, t) => {
      if (t === 0) {
        return { balance: result.loanAmount, equity: -result.equityInvested, ncf: -result.equityInvested }[
          key
        ];
      }
      if (!rows.has(t)) rows.set(t, yearFigures(result, hold, t));
      return rows.get(t)?.[key];
    },
    name: (name) => names[name],
  };
}
