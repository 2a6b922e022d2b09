import { Stack } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import { FinancingPanel } from './financing-panel';
import { LeaseStructurePanel, showsOperatingExpenses } from './lease-structure-panel';
import { MarketLeasingPanel } from './market-leasing-panel';
import { OperatingExpensesPanel } from './operating-expenses-panel';
import { PropertyDetailsPanel } from './property-details-panel';
import { RentRollPanel } from './rent-roll-panel';
import { useFormValue } from './use-form-store';
import { EquityWaterfallPanel } from './waterfall-panel';

/**
 * The form panels: Property Details, Rent Roll, Market Leasing Assumptions (an individual rent roll
 * projected lease by lease), Lease Structure, Operating Expenses (hidden for NNN leases unless
 * expenses are entered individually or the projection is lease by lease, whose NNN recoveries
 * reimburse the actual taxes, insurance and maintenance), Financing Terms (the term sheet: senior
 * loan, second loan, refinance) and Equity & waterfall. Memoised on the form
 * store (one object for the life of the form): a keystroke re-renders only what reads the changed value.
 */
export const AnalyzerForm = memo(function AnalyzerForm({
  binding,
  today,
}: {
  binding: FormBinding;
  today: Date;
}) {
  const isNnnLease = useFormValue(binding, (values) => values.isNnnLease);
  const nnnInputMethod = useFormValue(binding, (values) => values.nnnInputMethod);
  const leaseByLease = useFormValue(
    binding,
    (values) => values.rentInputMode === 'individual' && values.projectionMode === 'leases',
  );
  return (
    <Stack gap="lg">
      <PropertyDetailsPanel binding={binding} />
      <RentRollPanel binding={binding} today={today} />
      {leaseByLease ? <MarketLeasingPanel binding={binding} /> : null}
      <LeaseStructurePanel binding={binding} />
      {leaseByLease || showsOperatingExpenses(isNnnLease, nnnInputMethod) ? (
        <OperatingExpensesPanel binding={binding} />
      ) : null}
      <FinancingPanel binding={binding} />
      <EquityWaterfallPanel binding={binding} />
    </Stack>
  );
});
