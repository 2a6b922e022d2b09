import {
  type AnalysisResult,
  debtServiceInYear,
  holdYears,
  type ResolvedInput,
  rentRollSummary,
} from '@cre/underwriting';

/** A formula's cached result: a number, or the text a formula shows instead ("N/A"). */
export type CachedValue = number | string;

/**
 * The engine's figures stored as the cached results of the workbook's formula cells, so that a
 * viewer that does not recalculate (a preview, Excel's Protected View, LibreOffice's default for
 * .xlsx) shows the app's numbers. They come from `analyze()`'s result and, for the years past its
 * five-year projections, from the engine's `holdYears` (the same definitions, year by year):
 * nothing is computed here. Excel recalculates on open anyway (`fullCalcOnLoad`).
 */
export interface CachedFigures {
  /** Cash Flow row `key` in year t. */
  row: (key: string, t: number) => CachedValue | undefined;
  /** A defined name's cell (financing, returns, rent roll totals). */
  name: (name: string) => CachedValue | undefined;
}

/**
 * The IRR as the workbook's cell holds it (a fraction), or null when analyze() found none (its
 * `irr` is then 0 with a status other than `converged`): the workbook shows "N/A" for it.
 */
export function irrFraction(result: AnalysisResult): number | null {
  return result.irrStatus === 'converged' ? result.irr / 100 : null;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * {@link CachedFigures} of a calculation: its resolved input and `analyze()`'s result for it, for
 * the Cash Flow sheet's years 0..`last` (the hold's sale and net cash flows; after the hold, the
 * projection's years with no cash flow).
 */
export function cachedFigures(input: ResolvedInput, result: AnalysisResult, last: number): CachedFigures {
  const hold = input.holdPeriod;
  const { sale } = holdYears(input, result);
  const { years } = holdYears({ ...input, holdPeriod: Math.max(hold, last - 1) }, result);
  const rows = new Map<number, Record<string, number | undefined>>();
  rows.set(0, { balance: result.loanAmount, equity: -result.equityInvested, ncf: -result.equityInvested });
  for (const y of years) {
    const negative = (value: number | null) => (value === null ? undefined : -value);
    // The engine's debt service of a year holds an interest-only balloon; the sheet shows it apart.
    const regular = debtServiceInYear(
      result.annualDebtService,
      0,
      input.loanTerm,
      input.isInterestOnly,
      y.year,
    );
    const balloon = y.debtService - regular;
    const held = y.year <= hold;
    const figures: Record<string, number | undefined> = {
      growth: y.growth,
      gpr: y.grossPotentialRent ?? undefined,
      vacancy: negative(y.vacancy),
      other: y.otherIncome ?? undefined,
      egi: y.effectiveGrossIncome,
      opex: -y.operatingExpenses,
      noi: y.noi,
      ti: -y.tenantImprovements,
      lc: -y.leasingCommissions,
      ds: -regular,
      cfo: y.cashFlow + balloon,
      balloon: held ? -balloon : 0,
      balance: y.loanBalance,
      value: y.value,
      ncf: held ? y.cashFlow : 0,
    };
    if (y.year === hold) {
      Object.assign(figures, {
        sale: sale.salePrice,
        selling: -sale.sellingCosts,
        repay: -sale.loanRepayment,
        netSale: sale.netSaleProceeds,
        ncf: y.cashFlow + sale.netSaleProceeds,
      });
    }
    rows.set(y.year, figures);
  }
  const names: Record<string, CachedValue> = {
    AnnualRent: input.annualRent,
    SalePrice: sale.salePrice,
    NetSaleProceeds: sale.netSaleProceeds,
    HoldIrr: irrFraction(result) ?? 'N/A',
    HoldNpv: result.npv ?? 'N/A',
    EquityMultiple: result.equityMultiple ?? 'N/A',
    AnnualCashFlow: result.annualCashFlow,
    DownPayment: result.downPayment,
    LoanAmount: result.loanAmount,
    ClosingCosts: result.equityInvested - result.downPayment,
    EquityInvested: result.equityInvested,
    MonthlyRate: input.interestRate / 100 / 12,
    NumberOfPayments: input.loanTerm * 12,
    MonthlyPayment: result.monthlyPayment,
    AnnualDebtService: result.annualDebtService,
    GoingInCapRate: result.goingInCapRate / 100,
    ExitCapRate: result.exitCapRate / 100,
    PropertyValue: result.propertyValue,
    LeasedSqft: result.leasedSqft,
    TotalAnnualRent: sum(result.leases.map((lease) => lease.annualRent)),
    TotalEffectiveRent: sum(result.leases.map((lease) => lease.effectiveRent)),
    AvgRentPerSqft: result.avgRentPerSqft,
    UnleasedSqft: result.unleasedSqft,
    Walt: result.walt ?? 'N/A',
  };
  // The Rent Roll sheet's GPR is the roll's; in leases mode the result's is year 1's scheduled rent,
  // so the engine's rent-roll summary (the one analyze() uses) gives it.
  if (input.revenueInputType === 'individual') {
    names.GrossPotentialRent =
      result.leaseProjection === null
        ? result.grossPotentialRent
        : rentRollSummary(input.tenantLeases, input.sqft).grossPotentialRent;
  }
  return { row: (key, t) => rows.get(t)?.[key], name: (name) => names[name] };
}
