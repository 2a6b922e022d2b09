import { NumberTextInput } from '@cre/ui';
import { memo, type ReactNode } from 'react';
import type { FormBinding } from '../model/form-binding';
import type { NumericField } from '../model/form-values';
import { OverrideMarker, overriddenInputStyles, useOverride } from '../scenarios/override-marker';
import { useFieldError, useFormValue } from './use-form-store';

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
  /** Shown while the field is blank (an optional field's fallback, e.g. the rent roll's average). */
  placeholder?: string;
}

/**
 * A formatted numeric input bound to one form field: digits and commas (one decimal point when
 * allowed, a leading minus where negatives make sense), thousands grouping, re-formatted on blur, blank → 0 or unset, and the field's validation
 * message underneath once the field was visited or a calculation was attempted.
 */
function NumberFieldView({
  binding,
  field,
  label,
  unit,
  allowDecimal = true,
  optional = false,
  allowNegative = false,
  description,
  disabled,
  placeholder,
}: NumberFieldProps) {
  const value = useFormValue(binding, (values) => values[field]);
  const error = useFieldError(binding, field);
  // In a scenario other than Base: whether this field's input is overridden (a boolean, so the
  // field re-renders only when that changes).
  const { overridden, reset } = useOverride(field);
  const input = (
    <NumberTextInput
      label={label}
      description={description}
      value={value}
      allowDecimal={allowDecimal}
      allowEmpty={optional}
      allowNegative={allowNegative}
      disabled={disabled}
      placeholder={placeholder}
      leftSection={unit === '$' ? '$' : undefined}
      rightSection={unit === '%' ? '%' : undefined}
      error={error}
      onChange={(next) => {
        const value = optional ? next : (next ?? 0);
        // "1,234." is still 1234: the values (and the live grids) change only when the number does.
        binding.update((values) =>
          Object.is(values[field], value) ? values : { ...values, [field]: value },
        );
      }}
      onBlur={() => binding.touch(field)}
      styles={overridden ? overriddenInputStyles : undefined}
    />
  );
  // always the same wrapper, so the input keeps its focus when the marker appears
  return (
    <OverrideMarker label={label} overridden={overridden} onReset={reset}>
      {input}
    </OverrideMarker>
  );
}

/**
 * A formatted numeric input bound to one form field (see {@link NumberFieldProps}), memoised: it
 * re-renders only when its own value or shown message changes.
 */
export const NumberField = memo(NumberFieldView);
