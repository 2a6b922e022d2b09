import { NumberTextInput } from '@cre/ui';
import type { TenantLease } from '@cre/underwriting';
import { Select, TextInput } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import { tenantErrorKey } from '../model/validation';
import { PROPERTY_DEFAULT, RECOVERY_OPTIONS, recoveryTypeOf } from './lease-detail';
import { useFieldError } from './use-form-store';

/** Changes one field of tenant `index`. */
export type TenantChange = <K extends keyof TenantLease>(
  index: number,
  field: K,
  value: TenantLease[K],
) => void;

/** Marks a field of tenant `index` as visited (its message appears). */
export type TenantTouch = (index: number, field: keyof TenantLease) => void;

/** The numeric fields of a lease a tenant block edits. */
export type NumericLeaseField =
  | 'sqftLeased'
  | 'rentPerSqft'
  | 'leaseTerm'
  | 'freeMonths'
  | 'tenantImprovements'
  | 'annualRentIncrease'
  | 'marketRentPerSqft';

/** The text fields of a lease a tenant block edits. */
export type TextLeaseField = 'suite' | 'tenantName' | 'startDate' | 'endDate';

/** Props of one tenant field: all primitives or stable callbacks, so an unchanged field skips a render. */
interface TenantFieldProps<K extends keyof TenantLease> {
  binding: FormBinding;
  index: number;
  field: K;
  label: string;
  value: TenantLease[K];
  onChange: TenantChange;
  onTouch: TenantTouch;
}

/** A text or date field of a tenant (suite, name, start and end dates) with its message. */
export const TenantTextField = memo(function TenantTextField({
  binding,
  index,
  field,
  label,
  value,
  onChange,
  onTouch,
  type,
}: TenantFieldProps<TextLeaseField> & { type?: 'date' }) {
  return (
    <TextInput
      type={type}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(index, field, event.currentTarget.value)}
      error={useFieldError(binding, tenantErrorKey(index, field))}
      onBlur={() => onTouch(index, field)}
    />
  );
});

/** Options of {@link TenantNumberField} beyond the value. */
export interface TenantNumberOptions {
  unit?: '$' | '%';
  decimals: boolean;
  /** Blank leaves the value unset (null) instead of 0: the space's market rent. */
  optional?: boolean;
  disabled?: boolean;
  description?: string;
  placeholder?: string;
}

/** A formatted numeric field of a tenant with its message (blank → 0, or unset when optional). */
export const TenantNumberField = memo(function TenantNumberField({
  binding,
  index,
  field,
  label,
  value,
  onChange,
  onTouch,
  unit,
  decimals,
  optional = false,
  disabled,
  description,
  placeholder,
}: TenantFieldProps<NumericLeaseField> & TenantNumberOptions) {
  return (
    <NumberTextInput
      label={label}
      value={value ?? null}
      allowDecimal={decimals}
      allowEmpty={optional}
      disabled={disabled}
      description={description}
      placeholder={placeholder}
      leftSection={unit === '$' ? '$' : undefined}
      rightSection={unit === '%' ? '%' : undefined}
      onChange={(next) => onChange(index, field, optional ? next : (next ?? 0))}
      error={useFieldError(binding, tenantErrorKey(index, field))}
      onBlur={() => onTouch(index, field)}
    />
  );
});

/**
 * "Recovery Type": Property default (unset: the lease recovers as the property's NNN setting says),
 * NNN, Gross or Base year, with the engine's message when the value is none of them.
 */
export const RecoveryTypeField = memo(function RecoveryTypeField({
  binding,
  index,
  value,
  onChange,
  onTouch,
}: Omit<TenantFieldProps<'recoveryType'>, 'field' | 'label'>) {
  return (
    <Select
      label="Recovery Type"
      data={RECOVERY_OPTIONS}
      value={value ?? PROPERTY_DEFAULT}
      allowDeselect={false}
      onChange={(next) => onChange(index, 'recoveryType', recoveryTypeOf(next))}
      error={useFieldError(binding, tenantErrorKey(index, 'recoveryType'))}
      onBlur={() => onTouch(index, 'recoveryType')}
    />
  );
});
