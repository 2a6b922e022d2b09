import { SimpleGrid, Text } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import { NumberField } from './number-field';
import { PanelCard } from './panel-card';
import { useFormValue } from './use-form-store';

/** How an NNN lease treats the expenses: paid by the tenants, or (lease by lease) recovered by occupancy. */
const NnnExpensesNote = memo(function NnnExpensesNote({ binding }: { binding: FormBinding }) {
  const note = useFormValue(binding, (values) => {
    if (!values.isNnnLease) return null;
    return values.rentInputMode === 'individual' && values.projectionMode === 'leases' ? 'leases' : 'simple';
  });
  if (note === null) return null;
  return (
    <Text size="sm" c="dimmed">
      {note === 'leases'
        ? 'NNN lease, projected lease by lease: property taxes, insurance and maintenance are operating expenses that the tenants reimburse in proportion to the occupied space (recoveries); vacant space is the landlord’s cost.'
        : 'NNN lease: property taxes, insurance and maintenance are paid by the tenants and set the NNN charges; management fees, repairs and other expenses remain landlord costs.'}
    </Text>
  );
});

/**
 * Operating Expenses (annual): taxes, insurance and maintenance (paid by tenants under an NNN lease),
 * and the landlord's management fees, repairs and other expenses.
 */
export const OperatingExpensesPanel = memo(function OperatingExpensesPanel({
  binding,
}: {
  binding: FormBinding;
}) {
  return (
    <PanelCard title="Operating Expenses">
      <NnnExpensesNote binding={binding} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField binding={binding} field="propertyTaxes" label="Property Taxes" unit="$" />
        <NumberField binding={binding} field="insurance" label="Insurance" unit="$" />
        <NumberField binding={binding} field="maintenance" label="Maintenance" unit="$" />
        <NumberField binding={binding} field="managementFees" label="Management Fees" unit="$" />
        <NumberField binding={binding} field="repairs" label="Repairs" unit="$" />
        <NumberField binding={binding} field="otherExpenses" label="Other Expenses" unit="$" />
      </SimpleGrid>
    </PanelCard>
  );
});
