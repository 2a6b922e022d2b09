import { TextInput } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import { useFieldError, useFormValue } from './use-form-store';

/**
 * "As-of Date" of an individual rent roll: the date the analysis is made as of (WALT's start, month
 * 0 of the lease-by-lease projection, which leases have expired). An imported rent roll sets it to
 * its own "as of" date; blank means the day of each calculation. Saved with the project.
 */
export const AsOfDateField = memo(function AsOfDateField({ binding }: { binding: FormBinding }) {
  const value = useFormValue(binding, (values) => values.asOf);
  const error = useFieldError(binding, 'asOf');
  return (
    <TextInput
      type="date"
      label="As-of Date"
      description="The rent roll's date; blank: the day of each calculation"
      value={value}
      error={error}
      onChange={(event) => binding.set('asOf', event.currentTarget.value)}
      onBlur={() => binding.touch('asOf')}
      w={{ base: '100%', sm: 260 }}
    />
  );
});
