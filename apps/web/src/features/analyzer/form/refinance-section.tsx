import { memo } from 'react';
import { DEFAULT_REFINANCE } from '../model/capital-stack';
import type { FormBinding } from '../model/form-binding';
import { GroupNumberField } from './group-number-field';
import { AddGroupButton, StackGroupFrame, useFocusAfterChange } from './stack-group-frame';
import { useFormValue } from './use-form-store';

/**
 * The refinance of the term sheet (underwriting.md 12.4): "Add refinance" sets it to
 * {@link DEFAULT_REFINANCE}; its fields size the new loan (year, loan-to-value, minimum DSCR, cap
 * rate: blank is the exit cap rate) and set its terms; "Remove refinance" sets it back to null.
 * Re-renders only when the refinance is added or removed.
 */
export const RefinanceSection = memo(function RefinanceSection({ binding }: { binding: FormBinding }) {
  const present = useFormValue(binding, (values) => values.refinance !== null);
  const { ref, run } = useFocusAfterChange();
  const add = () => run(() => binding.set('refinance', { ...DEFAULT_REFINANCE }), 'input');
  const remove = () => run(() => binding.set('refinance', null), 'button');
  if (!present) {
    return (
      <div ref={ref}>
        <AddGroupButton
          label="Add refinance"
          hint="Replace every loan with a new one at the end of a year of the hold."
          onAdd={add}
        />
      </div>
    );
  }
  const refi = { binding, group: 'refinance' } as const;
  return (
    <div ref={ref}>
      <StackGroupFrame
        legend="Refinance"
        hint="At the end of the year, a new loan repays the senior and second loans; the rest goes to the equity."
        removeLabel="Remove refinance"
        onRemove={remove}
      >
        <GroupNumberField {...refi} field="year" label="Refinance Year" allowDecimal={false} />
        <GroupNumberField {...refi} field="loanToValuePercent" label="Refinance Loan-to-Value" unit="%" />
        <GroupNumberField
          {...refi}
          field="minDscr"
          label="Minimum DSCR"
          optional
          description="Optional: the new loan is no larger than this coverage allows"
        />
        <GroupNumberField
          {...refi}
          field="capRate"
          label="Refinance Cap Rate"
          unit="%"
          optional
          placeholder="Exit cap rate"
          description="Optional: values the property; blank uses the exit cap rate"
        />
        <GroupNumberField {...refi} field="interestRate" label="Refinance Interest Rate" unit="%" />
        <GroupNumberField
          {...refi}
          field="amortizationYears"
          label="Refinance Amortization (years)"
          allowDecimal={false}
        />
        <GroupNumberField
          {...refi}
          field="interestOnlyMonths"
          label="Refinance Interest-only (months)"
          allowDecimal={false}
        />
        <GroupNumberField
          {...refi}
          field="maturityYears"
          label="Refinance Maturity (years)"
          allowDecimal={false}
          optional
          description="Optional: blank is due when fully amortized"
        />
        <GroupNumberField {...refi} field="costsPercent" label="Refinance Costs" unit="%" />
        <GroupNumberField {...refi} field="prepaymentPercent" label="Prepayment Premium" unit="%" />
      </StackGroupFrame>
    </div>
  );
});
