import { NumberTextInput } from '@cre/ui';
import type { TenantLease } from '@cre/underwriting';
import { formatCurrency } from '@cre/underwriting';
import { Button, Group, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import { tenantErrorKey } from '../model/validation';
import { leaseAnnualRent, leaseEffectiveRent } from './lease-roll';
import { useFieldError } from './use-form-store';

/** Changes one field of tenant `index`. */
export type TenantChange = <K extends keyof TenantLease>(
  index: number,
  field: K,
  value: TenantLease[K],
) => void;

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
  onTouch: (index: number, field: keyof TenantLease) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
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

/** Every field of a lease, in the order the block shows them. */
export const TENANT_FIELDS: (keyof TenantLease)[] = [
  'tenantName',
  ...NUMERIC_FIELDS.map(({ field }) => field),
  'startDate',
  'endDate',
];

/** Props of one tenant field: all primitives or stable callbacks, so an unchanged field skips a render. */
interface TenantFieldProps<K extends keyof TenantLease> {
  binding: FormBinding;
  index: number;
  field: K;
  label: string;
  value: TenantLease[K];
  onChange: TenantChange;
  onTouch: (index: number, field: keyof TenantLease) => void;
}

const TenantTextField = memo(function TenantTextField({
  binding,
  index,
  field,
  label,
  value,
  onChange,
  onTouch,
  type,
}: TenantFieldProps<'tenantName' | 'startDate' | 'endDate'> & { type?: 'date' }) {
  return (
    <TextInput
      type={type}
      label={label}
      value={value}
      onChange={(event) => onChange(index, field, event.currentTarget.value)}
      error={useFieldError(binding, tenantErrorKey(index, field))}
      onBlur={() => onTouch(index, field)}
    />
  );
});

const TenantNumberField = memo(function TenantNumberField({
  binding,
  index,
  field,
  label,
  value,
  onChange,
  onTouch,
  unit,
  decimals,
}: TenantFieldProps<NumericLeaseField> & { unit?: '$' | '%'; decimals: boolean }) {
  return (
    <NumberTextInput
      label={label}
      value={value}
      allowDecimal={decimals}
      leftSection={unit === '$' ? '$' : undefined}
      rightSection={unit === '%' ? '%' : undefined}
      onChange={(next) => onChange(index, field, next ?? 0)}
      error={useFieldError(binding, tenantErrorKey(index, field))}
      onBlur={() => onTouch(index, field)}
    />
  );
});

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
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={`tenant-${index + 1}-heading`}>
      <TenantHeading index={index} onDuplicate={onDuplicate} onRemove={onRemove} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
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

/**
 * One tenant of the lease roll: heading "Tenant #n", Duplicate lease terms and Remove tenant buttons,
 * every lease field with its validation message, and the computed Annual Rent and Effective Rent
 * (after free months). Memoised on its props (the lease object, the index, the store and the
 * callbacks): typing into one tenant re-renders that tenant's block, and there only the edited field.
 */
export const TenantBlock = memo(TenantBlockView);
