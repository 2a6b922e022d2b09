import type { TenantLease } from '@cre/underwriting';
import { formatCurrency } from '@cre/underwriting';
import { Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import type { RentStep } from './lease-detail';
import { leaseAnnualRent, leaseEffectiveRent } from './lease-roll';
import { RentStepsEditor } from './rent-steps-editor';
import {
  type NumericLeaseField,
  RecoveryTypeField,
  type TenantChange,
  TenantNumberField,
  TenantTextField,
  type TenantTouch,
} from './tenant-fields';

export type { TenantChange, TenantTouch } from './tenant-fields';

/**
 * Props of {@link TenantBlock}. The callbacks take the tenant's index, so the lease roll passes the
 * same functions to every block; the block reads its shown messages from the form store itself, and
 * re-renders only when its own lease or one of its messages changes.
 */
export interface TenantBlockProps {
  index: number;
  lease: TenantLease;
  /** The form store the block's messages are read from. */
  binding: FormBinding;
  onChange: TenantChange;
  /** Marks a field as visited (its message appears). */
  onTouch: TenantTouch;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

const NUMERIC_FIELDS: {
  field: Exclude<NumericLeaseField, 'marketRentPerSqft'>;
  label: string;
  unit?: '$' | '%';
  decimals: boolean;
}[] = [
  { field: 'sqftLeased', label: 'Square Footage', decimals: false },
  { field: 'rentPerSqft', label: 'Annual Rent per Sq Ft', unit: '$', decimals: true },
  { field: 'leaseTerm', label: 'Lease Term (Months)', decimals: false },
  { field: 'freeMonths', label: 'Free Months', decimals: false },
  { field: 'tenantImprovements', label: 'Tenant Improvements', unit: '$', decimals: true },
  { field: 'annualRentIncrease', label: 'Annual Rent Increase (%)', unit: '%', decimals: true },
];

/** Every field of a lease, in the order the block shows them (the rent steps last, under the grid). */
export const TENANT_FIELDS: (keyof TenantLease)[] = [
  'suite',
  'tenantName',
  ...NUMERIC_FIELDS.map(({ field }) => field),
  'startDate',
  'endDate',
  'recoveryType',
  'marketRentPerSqft',
  'rentSteps',
];

/** The annual increase's hint while the lease has rent steps (the field is then disabled). */
export const STEPS_REPLACE_INCREASE = 'Rent steps replace the annual increase';

/** The space's market rent while blank: the property's (Market Leasing Assumptions). */
export const MARKET_RENT_PLACEHOLDER = "Property's market rent";

const NO_STEPS: readonly RentStep[] = [];

const TenantHeading = memo(function TenantHeading({
  index,
  onDuplicate,
  onRemove,
}: Pick<TenantBlockProps, 'index' | 'onDuplicate' | 'onRemove'>) {
  return (
    <Group justify="space-between" mb="sm">
      <Title order={5} id={`tenant-${index + 1}-heading`}>
        Tenant #{index + 1}
      </Title>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={14} />}
          onClick={() => onDuplicate(index)}
        >
          Duplicate lease terms
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => onRemove(index)}
        >
          Remove tenant
        </Button>
      </Group>
    </Group>
  );
});

function TenantBlockView({
  index,
  lease,
  binding,
  onChange,
  onTouch,
  onDuplicate,
  onRemove,
}: TenantBlockProps) {
  const common = { binding, index, onChange, onTouch };
  const steps = lease.rentSteps ?? NO_STEPS;
  const stepped = steps.length > 0;
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={`tenant-${index + 1}-heading`}>
      <TenantHeading index={index} onDuplicate={onDuplicate} onRemove={onRemove} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TenantTextField {...common} field="suite" label="Suite" value={lease.suite} />
        <TenantTextField {...common} field="tenantName" label="Tenant Name" value={lease.tenantName} />
        {NUMERIC_FIELDS.map(({ field, label, unit, decimals }) => (
          <TenantNumberField
            key={field}
            {...common}
            field={field}
            label={label}
            value={lease[field]}
            unit={unit}
            decimals={decimals}
            disabled={field === 'annualRentIncrease' && stepped}
            description={field === 'annualRentIncrease' && stepped ? STEPS_REPLACE_INCREASE : undefined}
          />
        ))}
        <TenantTextField
          {...common}
          type="date"
          field="startDate"
          label="Start Date"
          value={lease.startDate}
        />
        <TenantTextField {...common} type="date" field="endDate" label="End Date" value={lease.endDate} />
        <RecoveryTypeField {...common} value={lease.recoveryType} />
        <TenantNumberField
          {...common}
          field="marketRentPerSqft"
          label="Market Rent per Sq Ft"
          value={lease.marketRentPerSqft}
          unit="$"
          decimals
          optional
          placeholder={MARKET_RENT_PLACEHOLDER}
        />
      </SimpleGrid>
      <RentStepsEditor binding={binding} index={index} steps={steps} onChange={onChange} />
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

/**
 * One tenant of the lease roll: heading "Tenant #n", Duplicate lease terms and Remove tenant buttons,
 * every lease field with its validation message (the suite first; the recovery type, the space's
 * market rent and the rent steps of underwriting.md 11.1 after the dates; the annual increase
 * disabled while the lease has steps), and the computed Annual Rent and Effective Rent
 * (after free months). Memoised on its props (the lease object, the index, the store and the
 * callbacks): typing into one tenant re-renders that tenant's block, and there only the edited field.
 */
export const TenantBlock = memo(TenantBlockView);
