import { NumberTextInput } from '@cre/ui';
import { formatCurrency, type TenantLease } from '@cre/underwriting';
import { SegmentedControl, SimpleGrid, Stack, Text, useMatches } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import type { AnalyzerFormValues, RentInputMode } from '../model/form-values';
import { AsOfDateField } from './as-of-field';
import { leaseAnnualRent } from './lease-roll';
import { LeaseRollCard } from './lease-roll-card';
import { switchRentMode } from './mode-switch';
import { NumberField } from './number-field';
import { PanelCard } from './panel-card';
import { useFormValue } from './use-form-store';

/** The projections a rent roll can use (underwriting.md section 11), in the order the switch shows them. */
export const PROJECTION_OPTIONS: { value: AnalyzerFormValues['projectionMode']; label: string }[] = [
  { value: 'simple', label: 'Simple growth' },
  { value: 'leases', label: 'Lease by lease' },
];

/** The projection choice of an individual rent roll: one NOI growing at one rate, or lease by lease. */
const ProjectionChoice = memo(function ProjectionChoice({ binding }: { binding: FormBinding }) {
  const projectionMode = useFormValue(binding, (values) => values.projectionMode);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="projection-mode-label">
        Projection
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby="projection-mode-label"
        data={PROJECTION_OPTIONS}
        value={projectionMode}
        onChange={(mode) => binding.set('projectionMode', mode as AnalyzerFormValues['projectionMode'])}
      />
      <Text size="xs" c="dimmed">
        {projectionMode === 'leases'
          ? 'Each lease steps up, expires and rolls over with downtime, free rent, TI and leasing commissions.'
          : 'Year-1 NOI grows at the rent escalation rate.'}
      </Text>
    </Stack>
  );
});

/** The rent entry modes in the order the switch shows them. */
export const RENT_MODE_OPTIONS: { value: RentInputMode; label: string }[] = [
  { value: 'perSqft', label: 'Per Square Foot' },
  { value: 'total', label: 'Total Annual' },
  { value: 'individual', label: 'Individual Rent Roll' },
];

const PerSqftAnnualRent = memo(function PerSqftAnnualRent({ binding }: { binding: FormBinding }) {
  const annualRent = useFormValue(binding, (values) => values.rentPerSqft * values.sqft);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      Annual Rent: {formatCurrency(annualRent)}
    </Text>
  );
});

const totals = new WeakMap<readonly TenantLease[], number>();

/** The rent roll's total annual rent, computed once per list of leases. */
function rentRollTotal(leases: readonly TenantLease[]): number {
  let total = totals.get(leases);
  if (total === undefined) {
    total = leases.reduce((sum, lease) => sum + leaseAnnualRent(lease), 0);
    totals.set(leases, total);
  }
  return total;
}

const RentRollAnnualRent = memo(function RentRollAnnualRent({ binding }: { binding: FormBinding }) {
  return (
    <NumberTextInput
      label="Annual Rent"
      leftSection="$"
      disabled
      value={useFormValue(binding, (values) => rentRollTotal(values.tenantLeases))}
      onChange={() => undefined}
      description="Disabled: the rent roll below provides the rent"
    />
  );
});

/**
 * Rent Roll: the rent entry mode (per square foot, total annual, individual rent roll), the aggregate
 * rent fields (disabled for an individual rent roll, which uses the Multi-Tenant Lease Roll card),
 * other income and vacancy.
 */
export const RentRollPanel = memo(function RentRollPanel({
  binding,
  today,
}: {
  binding: FormBinding;
  today: Date;
}) {
  const rentInputMode = useFormValue(binding, (values) => values.rentInputMode);
  const individual = rentInputMode === 'individual';
  const orientation = useMatches<'vertical' | 'horizontal'>({
    base: 'vertical',
    xs: 'horizontal',
    lg: 'vertical',
    xl: 'horizontal',
  });
  return (
    <PanelCard title="Rent Roll">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="rent-input-mode-label">
          Rent Input Mode
        </Text>
        <SegmentedControl
          fullWidth
          orientation={orientation}
          aria-labelledby="rent-input-mode-label"
          data={RENT_MODE_OPTIONS}
          value={rentInputMode}
          onChange={(mode) => binding.update((current) => switchRentMode(current, mode as RentInputMode))}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {rentInputMode === 'perSqft' ? (
          <Stack gap={4}>
            <NumberField binding={binding} field="rentPerSqft" label="Rent per Sq Ft (annual)" unit="$" />
            <PerSqftAnnualRent binding={binding} />
          </Stack>
        ) : individual ? (
          <RentRollAnnualRent binding={binding} />
        ) : (
          <NumberField binding={binding} field="annualRent" label="Annual Rent" unit="$" />
        )}
        <NumberField binding={binding} field="otherIncome" label="Other Income" unit="$" />
        <NumberField binding={binding} field="vacancyRate" label="Vacancy Rate" unit="%" />
      </SimpleGrid>
      {individual ? <AsOfDateField binding={binding} /> : null}
      {individual ? <ProjectionChoice binding={binding} /> : null}
      {individual ? <LeaseRollCard binding={binding} today={today} /> : null}
    </PanelCard>
  );
});
