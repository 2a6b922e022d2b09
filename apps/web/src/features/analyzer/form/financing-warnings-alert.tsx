import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo } from 'react';
import { financingWarnings } from '../model/financing-warnings';
import type { FormBinding } from '../model/form-binding';
import { useFormValue } from './use-form-store';

const ICON = <IconAlertTriangle size={18} />;

/**
 * The financing's warnings (`financingWarnings`), each in a yellow alert: shown, never refusing
 * the deal. Selects the warnings' text, so it re-renders only when a warning appears, goes or
 * changes, not on every keystroke.
 */
export const FinancingWarnings = memo(function FinancingWarnings({ binding }: { binding: FormBinding }) {
  const text = useFormValue(binding, (values) => financingWarnings(values).join('\n'));
  if (text === '') return null;
  return (
    <Stack gap="xs">
      {text.split('\n').map((warning) => (
        <Alert key={warning} color="yellow" variant="light" icon={ICON}>
          {warning}
        </Alert>
      ))}
    </Stack>
  );
});
