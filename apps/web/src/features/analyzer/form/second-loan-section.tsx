import { memo } from 'react';
import { DEFAULT_SECOND_LOAN } from '../model/capital-stack';
import type { FormBinding } from '../model/form-binding';
import { GroupNumberField } from './group-number-field';
import { AddGroupButton, StackGroupFrame, useFocusAfterChange } from './stack-group-frame';
import { useFormValue } from './use-form-store';

/**
 * The second (mezzanine) loan of the term sheet (underwriting.md 12.1): "Add second loan" sets it
 * to {@link DEFAULT_SECOND_LOAN}; its fields are its share of the price, rate, amortization (blank:
 * interest-only), maturity and fee; "Remove second loan" sets it back to null. Re-renders only
 * when the loan is added or removed.
 */
export const SecondLoanSection = memo(function SecondLoanSection({ binding }: { binding: FormBinding }) {
  const present = useFormValue(binding, (values) => values.secondLoan !== null);
  const { ref, run } = useFocusAfterChange();
  const add = () => run(() => binding.set('secondLoan', { ...DEFAULT_SECOND_LOAN }), 'input');
  const remove = () => run(() => binding.set('secondLoan', null), 'button');
  if (!present) {
    return (
      <div ref={ref}>
        <AddGroupButton
          label="Add second loan"
          hint="A mezzanine loan behind the senior loan, funded out of the down payment."
          onAdd={add}
        />
      </div>
    );
  }
  const loan = { binding, group: 'secondLoan' } as const;
  return (
    <div ref={ref}>
      <StackGroupFrame
        legend="Second loan"
        hint="Funded out of the down payment: the equity puts in that much less, plus the fee."
        removeLabel="Remove second loan"
        onRemove={remove}
      >
        <GroupNumberField {...loan} field="percentOfPrice" label="Second Loan (% of price)" unit="%" />
        <GroupNumberField {...loan} field="interestRate" label="Second Loan Interest Rate" unit="%" />
        <GroupNumberField
          {...loan}
          field="amortizationYears"
          label="Second Loan Amortization (years)"
          allowDecimal={false}
          optional
          placeholder="Interest-only"
          description="Blank: interest-only"
        />
        <GroupNumberField
          {...loan}
          field="maturityYears"
          label="Second Loan Maturity (years)"
          allowDecimal={false}
        />
        <GroupNumberField {...loan} field="feePercent" label="Second Loan Fee" unit="%" />
      </StackGroupFrame>
    </div>
  );
});
