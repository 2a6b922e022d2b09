import { NumberTextInput } from '@cre/ui';
import type { TenantLease } from '@cre/underwriting';
import { formatCurrency } from '@cre/underwriting';
import { Button, Group, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import type { FormBinding } from './form-binding';
import { leaseAnnualRent, leaseEffectiveRent, updateTenant } from './lease-roll';
import { tenantErrorKey } from './validation';

/** Props of {@link TenantBlock}. */
export interface TenantBlockProps {
  index: number;
  lease: TenantLease;
  binding: FormBinding;
  onDuplicate: () => void;
  onRemove: () => void;
}

type NumericLeaseField =
  | 'sqftLeased'
  | 'rentPerSqft'
  | 'leaseTerm'
  | 'freeMonths'
  | 'tenantImprovements'
  | 'annualRentIncrease';

const NUMERIC_FIELDS: { field: NumericLeaseField; label: string; unit?: '$' | '%'; decimals: boolean }[] = [
  { field: 'sqftLeased', label: 'Square Footage', decimals: false },
  { field: 'rentPerSqft', label: 'Annual Rent per Sq Ft', unit: '$', decimals: true },
  { field: 'leaseTerm', label: 'Lease Term (Months)', decimals: false },
  { field: 'freeMonths', label: 'Free Months', decimals: false },
  { field: 'tenantImprovements', label: 'Tenant Improvements', unit: '$', decimals: true },
  { field: 'annualRentIncrease', label: 'Annual Rent Increase (%)', unit: '%', decimals: true },
];

/**
 * One tenant of the lease roll: heading "Tenant #n", Duplicate lease terms and Remove tenant buttons,
 * every lease field with its validation message, and the computed Annual Rent and Effective Rent
 * (after free months).
 */
export function TenantBlock({ index, lease, binding, onDuplicate, onRemove }: TenantBlockProps) {
  const heading = `Tenant #${index + 1}`;
  const headingId = `tenant-${index + 1}-heading`;
  const leases = binding.values.tenantLeases;
  const set = <K extends keyof TenantLease>(field: K, value: TenantLease[K]) =>
    binding.set('tenantLeases', updateTenant(leases, index, field, value));
  const fieldProps = (field: keyof TenantLease) => ({
    error: binding.error(tenantErrorKey(index, field)),
    onBlur: () => binding.touch(tenantErrorKey(index, field)),
  });
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={5} id={headingId}>
          {heading}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconCopy size={14} />} onClick={onDuplicate}>
            Duplicate lease terms
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onRemove}
          >
            Remove tenant
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          label="Tenant Name"
          value={lease.tenantName}
          onChange={(event) => set('tenantName', event.currentTarget.value)}
          {...fieldProps('tenantName')}
        />
        {NUMERIC_FIELDS.map(({ field, label, unit, decimals }) => (
          <NumberTextInput
            key={field}
            label={label}
            value={lease[field]}
            allowDecimal={decimals}
            leftSection={unit === '$' ? '$' : undefined}
            rightSection={unit === '%' ? '%' : undefined}
            onChange={(value) => set(field, value ?? 0)}
            {...fieldProps(field)}
          />
        ))}
        <TextInput
          type="date"
          label="Start Date"
          value={lease.startDate}
          onChange={(event) => set('startDate', event.currentTarget.value)}
          {...fieldProps('startDate')}
        />
        <TextInput
          type="date"
          label="End Date"
          value={lease.endDate}
          onChange={(event) => set('endDate', event.currentTarget.value)}
          {...fieldProps('endDate')}
        />
      </SimpleGrid>
      <Group gap="xl" mt="sm">
        <Text size="sm">
          Annual Rent: <strong>{formatCurrency(leaseAnnualRent(lease))}</strong>
        </Text>
        <Text size="sm">
          Effective Rent: <strong>{formatCurrency(leaseEffectiveRent(lease))}</strong>
        </Text>
      </Group>
    </Paper>
  );
}
