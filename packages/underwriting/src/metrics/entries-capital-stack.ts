/** The catalog's capital stack metrics (underwriting.md section 12.3), in report order. */
import { money, multiple, none } from './presets.js';

/** The capital stack's figures: loan fees, the second loan and the debt service by loan. */
export const CAPITAL_STACK_METRICS = {
  loanFees: {
    label: 'Loan Fees',
    shortLabel: 'Loan Fees',
    noun: 'loan fees',
    ...money,
    group: 'capitalStack',
    higherIsBetter: false,
    explanation: 'Origination fees of the senior and second loans, paid in cash at closing.',
    nullable: false,
    ...none,
  },
  secondLoanAmount: {
    label: 'Second Loan',
    shortLabel: 'Second Loan',
    noun: 'second loan',
    ...money,
    group: 'capitalStack',
    higherIsBetter: false,
    explanation:
      'The second (mezzanine) loan: its share of the purchase price, financed out of the down payment.',
    nullable: false,
    ...none,
  },
  seniorDebtService: {
    label: 'Senior Debt Service',
    shortLabel: 'Senior DS',
    noun: 'senior debt service',
    ...money,
    group: 'capitalStack',
    higherIsBetter: false,
    explanation: 'The senior loan’s scheduled payments in year 1, a balloon left out.',
    nullable: false,
    ...none,
  },
  secondDebtService: {
    label: 'Second Loan Debt Service',
    shortLabel: 'Second DS',
    noun: 'second loan debt service',
    ...money,
    group: 'capitalStack',
    higherIsBetter: false,
    explanation: 'The second loan’s scheduled payments in year 1, a balloon left out.',
    nullable: false,
    ...none,
  },
  seniorDscr: {
    label: 'Senior DSCR',
    shortLabel: 'Senior DSCR',
    noun: 'senior DSCR',
    ...multiple,
    group: 'capitalStack',
    higherIsBetter: true,
    explanation: 'NOI divided by the senior loan’s year-1 debt service: the coverage the senior lender sees.',
    nullable: true,
    ...none,
  },
} as const;
