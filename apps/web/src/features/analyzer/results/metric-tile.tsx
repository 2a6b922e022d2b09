import { Paper, Text, Tooltip } from '@mantine/core';

/** Props of {@link MetricTile}. */
export interface MetricTileProps {
  label: string;
  value: string;
  /** One-line explanation shown on hover and keyboard focus. */
  hint?: string;
  /** CSS colour of the value, e.g. red for a negative cash flow. */
  color?: string;
}

/**
 * A labelled figure. With a hint, the label is focusable and shows the explanation in a tooltip
 * (700 ms open delay).
 */
export function MetricTile({ label, value, hint, color }: MetricTileProps) {
  const labelText = (
    <Text
      size="sm"
      c="dimmed"
      span={Boolean(hint)}
      tabIndex={hint ? 0 : undefined}
      style={hint ? { textDecoration: 'underline dotted', cursor: 'help' } : undefined}
    >
      {label}
    </Text>
  );
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      {hint ? (
        <Tooltip
          label={hint}
          openDelay={700}
          multiline
          w={260}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          {labelText}
        </Tooltip>
      ) : (
        labelText
      )}
      <Text fw={700} fz="lg" style={color ? { color } : undefined} data-testid={`metric-${label}`}>
        {value}
      </Text>
    </Paper>
  );
}
