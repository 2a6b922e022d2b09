import { formatCurrency } from '@cre/underwriting';
import { Text, type TextProps } from '@mantine/core';

/** Props of {@link Money}. */
export interface MoneyProps extends TextProps {
  /** Amount in US dollars; null or undefined renders the engine's empty display (an em dash). */
  value: number | null | undefined;
}

/**
 * Displays an amount as US dollars without cents (e.g. 1250000 → "$1,250,000"), using the
 * engine's `formatCurrency` so every screen formats money the same way.
 */
export function Money({ value, ...textProps }: MoneyProps) {
  return (
    <Text component="span" inherit {...textProps}>
      {formatCurrency(value)}
    </Text>
  );
}
