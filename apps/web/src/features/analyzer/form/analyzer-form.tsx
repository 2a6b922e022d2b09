import { Stack } from '@mantine/core';
import { FinancingPanel } from './financing-panel';
import type { FormBinding } from './form-binding';
import { LeaseStructurePanel, showsOperatingExpenses } from './lease-structure-panel';
import { OperatingExpensesPanel } from './operating-expenses-panel';
import { PropertyDetailsPanel } from './property-details-panel';
import { RentRollPanel } from './rent-roll-panel';

/**
 * The five form panels: Property Details, Rent Roll, Lease Structure, Operating Expenses (hidden for
 * NNN leases unless expenses are entered individually) and Financing Terms.
 */
export function AnalyzerForm({ binding, today }: { binding: FormBinding; today: Date }) {
  const { isNnnLease, nnnInputMethod } = binding.values;
  return (
    <Stack gap="lg">
      <PropertyDetailsPanel binding={binding} />
      <RentRollPanel binding={binding} today={today} />
      <LeaseStructurePanel binding={binding} />
      {showsOperatingExpenses(isNnnLease, nnnInputMethod) ? (
        <OperatingExpensesPanel binding={binding} />
      ) : null}
      <FinancingPanel binding={binding} />
    </Stack>
  );
}
