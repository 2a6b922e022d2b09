/**
 * The Cash Flow sheet's financing rows and purchase figures for a deal with a capital stack
 * (underwriting.md 12.2-12.4): debt service, balloons, the debt repaid at the sale and the
 * refinance's proceeds read from the Debt Schedule sheet; equity with the second loan and the
 * fees. A deal without a stack keeps `financingRows` and `financingBlock` unchanged.
 */
import { METRICS } from '@cre/underwriting';
import type { BlockLine } from './cash-flow-blocks';
import { financingBlock } from './cash-flow-blocks';
import { BALLOON_LABEL, type FlowRow, netCashFlowRow, type RowContext, saleRows } from './cash-flow-rows';

/** Label of the Cash Flow row of the refinance's proceeds. */
export const REFINANCE_PROCEEDS_LABEL = 'Refinance Proceeds';

/**
 * The financing rows with a stack, `debt(key, t)` a Debt Schedule total of year t: debt service
 * (every loan's scheduled payments), cash flow before sale, the debt outstanding (the purchase
 * loans at year 0), the sale (repaying the debt outstanding in the hold's year), the balloons,
 * the refinance's proceeds (when the deal has a refinance), the equity and the net cash flow.
 */
export function stackFinancingRows(
  last: number,
  leases: boolean,
  refinance: boolean,
  debt: (key: string, t: number) => string,
): FlowRow[] {
  const row = (
    key: string,
    label: string,
    from: number,
    formula: FlowRow['formula'],
    extra: Partial<FlowRow> = {},
  ) => ({
    key,
    label,
    format: 'money' as const,
    from,
    to: last,
    formula,
    ...extra,
  });
  const capex = (t: number, c: RowContext) => (leases ? `+${c.ref('ti', t)}+${c.ref('lc', t)}` : '');
  const inSaleYear = (t: number, c: RowContext, amount: string) => `IF(${c.year(t)}=HoldPeriod,${amount},0)`;
  return [
    row('ds', 'Debt Service', 1, (t) => `-${debt('total.scheduled', t)}`),
    row('cfo', 'Cash Flow Before Sale', 1, (t, c) => `${c.ref('noi', t)}${capex(t, c)}+${c.ref('ds', t)}`, {
      bold: true,
    }),
    row('balance', 'Loan Balance, End of Year', 0, (t) =>
      t === 0 ? 'LoanAmount+SecondLoanAmount' : debt('total.balance', t),
    ),
    ...saleRows(last, inSaleYear),
    row('balloon', BALLOON_LABEL, 1, (t) => `-${debt('total.balloon', t)}`),
    ...(refinance ? [row('refi', REFINANCE_PROCEEDS_LABEL, 1, (t) => debt('total.refiProceeds', t))] : []),
    {
      key: 'equity',
      label: METRICS.equityInvested.label,
      format: 'money',
      from: 0,
      to: 0,
      formula: () => '-EquityInvested',
    },
    netCashFlowRow(last, refinance ? (t, c) => `+${c.ref('refi', t)}` : ''),
  ];
}

/** Lines inserted into the purchase block before a named line, and formulas replaced. */
const STACK_LINES: Readonly<Record<string, BlockLine[]>> = {
  ClosingCosts: [
    {
      label: METRICS.secondLoanAmount.label,
      name: 'SecondLoanAmount',
      formula: 'PurchasePrice*SecondLoanPercent',
      format: 'money',
    },
  ],
  EquityInvested: [
    {
      label: METRICS.loanFees.label,
      name: 'LoanFees',
      formula: 'LoanAmount*LoanFeePercent+SecondLoanAmount*SecondLoanFeePercent',
      format: 'money',
    },
  ],
  AnnualDebtService: [
    { label: METRICS.seniorDebtService.label, name: 'SeniorDebtService', formula: '', format: 'money' },
    { label: METRICS.secondDebtService.label, name: 'SecondDebtService', formula: '', format: 'money' },
  ],
};

/**
 * The purchase and financing figures with a stack (section 12.3): the second loan and the loan
 * fees, equity = down payment − second loan + closing costs + fees, the senior loan's first
 * monthly payment (interest only during its interest-only months), year-1 scheduled payments by
 * loan (`yearOne(id)`: the Debt Schedule's year-1 scheduled payments of loan `id`) and in all.
 */
export function stackFinancingBlock(
  hasSecond: boolean,
  yearOne: (id: 'senior' | 'second') => string,
): BlockLine[] {
  const formulas: Record<string, string> = {
    SecondLoanAmount: hasSecond ? 'PurchasePrice*SecondLoanPercent' : '0',
    LoanFees: hasSecond
      ? 'LoanAmount*LoanFeePercent+SecondLoanAmount*SecondLoanFeePercent'
      : 'LoanAmount*LoanFeePercent',
    EquityInvested: 'DownPayment-SecondLoanAmount+ClosingCosts+LoanFees',
    MonthlyPayment:
      'IF(SeniorAmount=0,0,IF(OR(SeniorAmortMonths=0,SeniorIoMonths>0),SeniorAmount*SeniorMonthlyRate,SeniorPayment))',
    SeniorDebtService: yearOne('senior'),
    SecondDebtService: hasSecond ? yearOne('second') : '0',
    AnnualDebtService: 'SeniorDebtService+SecondDebtService',
  };
  return financingBlock().flatMap((line) =>
    [...(STACK_LINES[line.name] ?? []), line].map((l) => ({ ...l, formula: formulas[l.name] ?? l.formula })),
  );
}
