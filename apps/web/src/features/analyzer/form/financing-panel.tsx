import { Divider, SimpleGrid, Stack, Title } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import { FinancingWarnings } from './financing-warnings-alert';
import { NumberField } from './number-field';
import { PanelCard } from './panel-card';
import { RefinanceSection } from './refinance-section';
import { SecondLoanSection } from './second-loan-section';
import { SeniorLoanFields } from './senior-loan-fields';

/** A heading inside the Financing Terms card. */
function Section({ title }: { title: string }) {
  return (
    <Title order={4} fz="md">
      {title}
    </Title>
  );
}

/**
 * Financing Terms, read as a term sheet: the senior loan (down payment, rate, term or
 * amortization, interest-only months, maturity, fee, closing costs, Interest Only), the second
 * loan and the refinance (each added with its button, see underwriting.md section 12), the
 * financing's warnings, and the exit assumptions (exit cap rate, selling costs, discount rate).
 * Without a second loan or refinance it shows the senior loan at its defaults and the two buttons.
 */
export const FinancingPanel = memo(function FinancingPanel({ binding }: { binding: FormBinding }) {
  return (
    <PanelCard title="Financing Terms">
      <Section title="Senior loan" />
      <SeniorLoanFields binding={binding} />
      <Divider />
      <Stack gap="sm">
        <SecondLoanSection binding={binding} />
        <RefinanceSection binding={binding} />
      </Stack>
      <FinancingWarnings binding={binding} />
      <Divider />
      <Section title="Sale and returns" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
    </PanelCard>
  );
});
