import { NumberTextInput } from '@cre/ui';
import type { ReactNode } from 'react';
import type { FormBinding } from './form-binding';
import type { NumericField } from './form-values';

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  binding: FormBinding;
  field: NumericField;
  label: string;
  /** '$' shows a dollar prefix, '%' a percent suffix. */
  unit?: '$' | '%';
  /** Decimals allowed (default true); integer fields such as terms set false. */
  allowDecimal?: boolean;
  /** Blank leaves the value unset (null) instead of 0 — the optional rates. */
  optional?: boolean;
  /** Accept a leading minus sign (appreciation may be -20..20 %). */
  allowNegative?: boolean;
  description?: ReactNode;
  disabled?: boolean;
}

/**
 * A formatted numeric input bound to one form field: digits and commas (one decimal point when
 * allowed, a leading minus where negatives make sense), thousands grouping, re-formatted on blur, blank → 0 or unset, and the field's validation
 * message underneath once the field was visited or a calculation was attempted.
 */
export function NumberField({
  binding,
  field,
  label,
  unit,
  allowDecimal = true,
  optional = false,
  allowNegative = false,
  description,
  disabled,
}: NumberFieldProps) {
  const value = binding.values[field];
  return (
    <NumberTextInput
      label={label}
      description={description}
      value={value}
      allowDecimal={allowDecimal}
      allowEmpty={optional}
      allowNegative={allowNegative}
      disabled={disabled}
      leftSection={unit === '$' ? '$' : undefined}
      rightSection={unit === '%' ? '%' : undefined}
      error={binding.error(field)}
      onChange={(next) => binding.update((values) => ({ ...values, [field]: optional ? next : (next ?? 0) }))}
      onBlur={() => binding.touch(field)}
    />
  );
}
