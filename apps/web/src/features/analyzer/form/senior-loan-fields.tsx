import { SimpleGrid, Switch } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import { OverrideMarker, useOverride } from '../scenarios/override-marker';
import { NumberField } from './number-field';
import { useFormValue } from './use-form-store';

/** The loan term field's label: the term, or the amortization once a maturity is set. */
export function loanTermLabel(hasMaturity: boolean): string {
  return hasMaturity ? 'Amortization (years)' : 'Loan Term (years)';
}

const InterestOnly = memo(function InterestOnly({ binding }: { binding: FormBinding }) {
  const { overridden, reset } = useOverride('isInterestOnly');
  return (
    <OverrideMarker label="Interest Only" overridden={overridden} onReset={reset}>
      <Switch
        label="Interest Only"
        description="Interest-only payments, principal due at maturity"
        checked={useFormValue(binding, (values) => values.isInterestOnly)}
        onChange={(event) => binding.set('isInterestOnly', event.currentTarget.checked)}
        color={overridden ? 'orange' : undefined}
      />
    </OverrideMarker>
  );
});

/**
 * The senior loan's terms: down payment, rate, term (read "Amortization (years)" once a maturity
 * is set: the loan then amortizes over it and is due at the maturity), interest-only months,
 * maturity (blank: due when fully amortized), loan fee, closing costs and the Interest Only
 * switch. Every field is a top-level input with its scenario override marker. Re-renders only when
 * a maturity is set or cleared.
 */
export const SeniorLoanFields = memo(function SeniorLoanFields({ binding }: { binding: FormBinding }) {
  const hasMaturity = useFormValue(binding, (values) => values.loanMaturityYears !== null);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField binding={binding} field="downPaymentPercent" label="Down Payment" unit="%" />
        <NumberField binding={binding} field="interestRate" label="Interest Rate" unit="%" />
        <NumberField
          binding={binding}
          field="loanTerm"
          label={loanTermLabel(hasMaturity)}
          allowDecimal={false}
        />
        <NumberField
          binding={binding}
          field="interestOnlyMonths"
          label="Interest-only (months)"
          allowDecimal={false}
          description="At the start of the loan, then it amortizes"
        />
        <NumberField
          binding={binding}
          field="loanMaturityYears"
          label="Loan Maturity (years)"
          allowDecimal={false}
          optional
          description="Optional: the balance is due at the end of this year"
        />
        <NumberField
          binding={binding}
          field="loanFeePercent"
          label="Loan Fee"
          unit="%"
          description="Of the loan, paid at closing"
        />
        <NumberField binding={binding} field="closingCostsPercent" label="Closing Costs" unit="%" />
      </SimpleGrid>
      <InterestOnly binding={binding} />
    </>
  );
});
