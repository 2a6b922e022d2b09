import { formatCurrency, nnnPerSqftFromTotal } from '@cre/underwriting';
import { SegmentedControl, SimpleGrid, Stack, Switch, Text, useMatches } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import type { NnnInputMethod } from '../model/form-values';
import { OverrideMarker, useOverride } from '../scenarios/override-marker';
import { switchNnnMethod } from './mode-switch';
import { NumberField } from './number-field';
import { PanelCard } from './panel-card';
import { useFormValue } from './use-form-store';

/** The NNN entry methods in the order the switch shows them. */
export const NNN_METHOD_OPTIONS: { value: NnnInputMethod; label: string }[] = [
  { value: 'perSqft', label: 'Per Sq Ft Estimate' },
  { value: 'total', label: 'Total Annual Expenses' },
  { value: 'individual', label: 'Individual Expenses' },
];

/** True when the Operating Expenses panel is shown: always, except for NNN leases not entered as individual expenses. */
export function showsOperatingExpenses(isNnnLease: boolean, method: NnnInputMethod): boolean {
  return !isNnnLease || method === 'individual';
}

const NnnPerSqftNote = memo(function NnnPerSqftNote({ binding }: { binding: FormBinding }) {
  const total = useFormValue(binding, (values) => values.nnnTotalAnnual);
  const sqft = useFormValue(binding, (values) => values.sqft);
  return (
    <Text size="sm" c="dimmed">
      NNN Charges per Sq Ft: ${nnnPerSqftFromTotal(total, sqft).toFixed(2)}
      {sqft > 0 ? '' : ' (spread over 8,000 sq ft until Square Feet is entered)'}
    </Text>
  );
});

const IndividualNnnNote = memo(function IndividualNnnNote({ binding }: { binding: FormBinding }) {
  const charges = useFormValue(
    binding,
    (values) => values.propertyTaxes + values.insurance + values.maintenance,
  );
  return (
    <Text size="sm" c="dimmed">
      Enter property taxes, insurance and maintenance under Operating Expenses; NNN charges are{' '}
      {formatCurrency(charges)} a year.
    </Text>
  );
});

/**
 * Lease Structure: the NNN switch and entry method (per sq ft estimate, total annual expenses spread
 * over the building, or individual expenses), the NNN and rent escalation rates, and interest-only.
 */
export const LeaseStructurePanel = memo(function LeaseStructurePanel({ binding }: { binding: FormBinding }) {
  const isNnnLease = useFormValue(binding, (values) => values.isNnnLease);
  const nnnInputMethod = useFormValue(binding, (values) => values.nnnInputMethod);
  const nnnOverride = useOverride('isNnnLease');
  const orientation = useMatches<'vertical' | 'horizontal'>({
    base: 'vertical',
    md: 'horizontal',
    lg: 'vertical',
  });
  return (
    <PanelCard title="Lease Structure">
      <OverrideMarker label="NNN Lease" overridden={nnnOverride.overridden} onReset={nnnOverride.reset}>
        <Switch
          label="NNN Lease"
          description="Tenants pay property taxes, insurance and maintenance directly"
          checked={isNnnLease}
          onChange={(event) => binding.set('isNnnLease', event.currentTarget.checked)}
          color={nnnOverride.overridden ? 'orange' : undefined}
        />
      </OverrideMarker>
      {isNnnLease ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="nnn-input-method-label">
            NNN Input Method
          </Text>
          <SegmentedControl
            fullWidth
            orientation={orientation}
            aria-labelledby="nnn-input-method-label"
            data={NNN_METHOD_OPTIONS}
            value={nnnInputMethod}
            onChange={(method) =>
              binding.update((current) => switchNnnMethod(current, method as NnnInputMethod))
            }
          />
        </Stack>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {isNnnLease && nnnInputMethod === 'perSqft' ? (
          <NumberField binding={binding} field="nnnChargesPerSqft" label="NNN Charges per Sq Ft" unit="$" />
        ) : null}
        {isNnnLease && nnnInputMethod === 'total' ? (
          <Stack gap={4}>
            <NumberField
              binding={binding}
              field="nnnTotalAnnual"
              label="Total Annual NNN Expenses"
              unit="$"
            />
            <NnnPerSqftNote binding={binding} />
          </Stack>
        ) : null}
        {isNnnLease && nnnInputMethod === 'individual' ? <IndividualNnnNote binding={binding} /> : null}
        <NumberField binding={binding} field="nnnEscalationRate" label="NNN Escalation Rate" unit="%" />
        <NumberField binding={binding} field="rentEscalationRate" label="Rent Escalation Rate" unit="%" />
      </SimpleGrid>
      {isNnnLease && nnnInputMethod !== 'individual' ? (
        <Text size="xs" c="dimmed">
          Operating Expenses are hidden while NNN charges are estimated; management fees, repairs and other
          expenses entered there still count as landlord costs.
        </Text>
      ) : null}
    </PanelCard>
  );
});
