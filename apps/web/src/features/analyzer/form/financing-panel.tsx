import { SimpleGrid, Switch } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import { OverrideMarker, useOverride } from '../scenarios/override-marker';
import { NumberField } from './number-field';
import { PanelCard } from './panel-card';
import { useFormValue } from './use-form-store';

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

/** Financing Terms: down payment, rate, term, interest-only, closing costs, and the exit assumptions. */
export const FinancingPanel = memo(function FinancingPanel({ binding }: { binding: FormBinding }) {
  return (
    <PanelCard title="Financing Terms">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField binding={binding} field="downPaymentPercent" label="Down Payment" unit="%" />
        <NumberField binding={binding} field="interestRate" label="Interest Rate" unit="%" />
        <NumberField binding={binding} field="loanTerm" label="Loan Term (years)" allowDecimal={false} />
        <NumberField binding={binding} field="closingCostsPercent" label="Closing Costs" unit="%" />
        <NumberField
          binding={binding}
          field="exitCapRate"
          label="Exit Cap Rate"
          unit="%"
          optional
          description="Optional: defaults to the going-in cap rate + 0.5"
        />
        <NumberField binding={binding} field="sellingCostsPercent" label="Selling Costs" unit="%" />
        <NumberField
          binding={binding}
          field="discountRate"
          label="Discount Rate"
          unit="%"
          optional
          description="Optional: reports the NPV at this rate"
        />
      </SimpleGrid>
      <InterestOnly binding={binding} />
    </PanelCard>
  );
});
