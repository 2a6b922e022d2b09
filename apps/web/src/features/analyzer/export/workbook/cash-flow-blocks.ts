import { METRICS } from '@cre/underwriting';
import type { FormatKey } from './sheet-kit';

/** One labelled figure under the annual table: its defined name, formula and format. */
export interface BlockLine {
  label: string;
  name: string;
  formula: string;
  format: FormatKey;
}

/** Purchase, loan and value (docs/model.md#financing, #value), each a defined name. */
export function financingBlock(): BlockLine[] {
  return [
    {
      label: METRICS.downPayment.label,
      name: 'DownPayment',
      formula: 'PurchasePrice*DownPaymentPercent',
      format: 'money',
    },
    {
      label: METRICS.loanAmount.label,
      name: 'LoanAmount',
      formula: 'PurchasePrice-DownPayment',
      format: 'money',
    },
    {
      label: 'Closing Costs',
      name: 'ClosingCosts',
      formula: 'PurchasePrice*ClosingCostsPercent',
      format: 'money',
    },
    {
      label: METRICS.equityInvested.label,
      name: 'EquityInvested',
      formula: 'DownPayment+ClosingCosts',
      format: 'money',
    },
    { label: 'Monthly Rate', name: 'MonthlyRate', formula: 'InterestRate/12', format: 'rate' },
    { label: 'Number of Payments', name: 'NumberOfPayments', formula: 'LoanTerm*12', format: 'whole' },
    {
      label: METRICS.monthlyPayment.label,
      name: 'MonthlyPayment',
      formula:
        'IF(LoanAmount=0,0,IF(InterestOnly,LoanAmount*MonthlyRate,IF(MonthlyRate=0,LoanAmount/NumberOfPayments,PMT(MonthlyRate,NumberOfPayments,-LoanAmount))))',
      format: 'money',
    },
    {
      label: METRICS.annualDebtService.label,
      name: 'AnnualDebtService',
      formula: '12*MonthlyPayment',
      format: 'money',
    },
    {
      label: METRICS.goingInCapRate.label,
      name: 'GoingInCapRate',
      formula: 'IF(PurchasePrice>0,NetOperatingIncome/PurchasePrice,0)',
      format: 'percent',
    },
    {
      label: METRICS.exitCapRate.label,
      name: 'ExitCapRate',
      formula: 'IF(ISNUMBER(ExitCapRateInput),ExitCapRateInput,GoingInCapRate+0.005)',
      format: 'percent',
    },
    {
      label: METRICS.propertyValue.label,
      name: 'PropertyValue',
      formula:
        'IF(AND(ISNUMBER(MarketCapRate),MarketCapRate>0,NetOperatingIncome>0),NetOperatingIncome/MarketCapRate,PurchasePrice)',
      format: 'money',
    },
  ];
}

/**
 * IRR ("N/A" when the flows have no IRR, as the app shows none: text, not a 0 % that reads like a
 * figure), NPV (the t = 0 equity plus NPV of years 1..h), equity multiple and the year-1 cash flow
 * (the flows after the hold are 0, so the ranges run to the last year), then the sale of the
 * HoldPeriod input's year: its price and net proceeds (`saleYears(key)`: a sale row's years).
 */
export function returnsBlock(
  flows: (from: number) => string,
  year0: string,
  capexYear1: string,
  saleYears: (key: string) => string,
): BlockLine[] {
  return [
    {
      label: `${METRICS.salePrice.label} (end of hold)`,
      name: 'SalePrice',
      formula: `INDEX(${saleYears('sale')},1,HoldPeriod)`,
      format: 'money',
    },
    {
      label: `${METRICS.netSaleProceeds.label} (end of hold)`,
      name: 'NetSaleProceeds',
      formula: `INDEX(${saleYears('netSale')},1,HoldPeriod)`,
      format: 'money',
    },
    {
      label: METRICS.irr.label,
      name: 'HoldIrr',
      formula: `IFERROR(IRR(${flows(0)},0.1),"N/A")`,
      format: 'percent',
    },
    {
      label: METRICS.npv.label,
      name: 'HoldNpv',
      formula: `IF(ISNUMBER(DiscountRate),${year0}+NPV(DiscountRate,${flows(1)}),"N/A")`,
      format: 'money',
    },
    {
      label: METRICS.equityMultiple.label,
      name: 'EquityMultiple',
      formula: `IF(EquityInvested=0,"N/A",SUM(${flows(1)})/EquityInvested)`,
      format: 'multiple',
    },
    {
      label: METRICS.annualCashFlow.label,
      name: 'AnnualCashFlow',
      formula: `NetOperatingIncome${capexYear1}-AnnualDebtService`,
      format: 'money',
    },
  ];
}
