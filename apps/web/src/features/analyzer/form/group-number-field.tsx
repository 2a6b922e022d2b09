import { NumberTextInput } from '@cre/ui';
import { memo, type ReactNode } from 'react';
import { type StackNumberRef, stackErrorKey, stackNumber, withStackNumber } from '../model/capital-stack';
import type { FormBinding } from '../model/form-binding';
import { useFieldError, useFormValue } from './use-form-store';

/** Props of {@link GroupNumberField}: which number of which group (see `StackNumberRef`), and its input. */
export type GroupNumberFieldProps = StackNumberRef & {
  binding: FormBinding;
  label: string;
  /** '%' shows a percent suffix. */
  unit?: '%';
  /** Decimals allowed (default true); years and months set false. */
  allowDecimal?: boolean;
  /** Blank is null (the group's optional numbers) instead of 0. */
  optional?: boolean;
  description?: ReactNode;
  placeholder?: string;
};

/**
 * A formatted numeric input bound to one number inside a capital-stack group (the second loan,
 * the refinance, the waterfall or one of its tiers). It selects that number alone, so a keystroke
 * re-renders this field only, and writes the whole group with that one key changed. Blank is null
 * when `optional`, else 0. Its message is the engine's, keyed by the dotted path
 * (`secondLoan.percentOfPrice`), shown once visited or after Calculate/Save.
 */
function GroupNumberFieldView({
  binding,
  label,
  unit,
  allowDecimal = true,
  optional = false,
  description,
  placeholder,
  ...target
}: GroupNumberFieldProps) {
  // `target` is rebuilt from primitive props each render: the memoised props stay primitives
  const key = stackErrorKey(target);
  const value = useFormValue(binding, (values) => stackNumber(values, target));
  const error = useFieldError(binding, key);
  return (
    <NumberTextInput
      label={label}
      description={description}
      value={value}
      allowDecimal={allowDecimal}
      allowEmpty={optional}
      placeholder={placeholder}
      rightSection={unit === '%' ? '%' : undefined}
      error={error}
      onChange={(next) => {
        const number = optional ? next : (next ?? 0);
        binding.update((values) => withStackNumber(values, target, number));
      }}
      onBlur={() => binding.touch(key)}
    />
  );
}

/** A group's number input (see {@link GroupNumberFieldProps}), memoised on its primitive props. */
export const GroupNumberField = memo(GroupNumberFieldView);
