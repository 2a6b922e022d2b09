import { formatMetricValue, METRICS, type MetricKey } from '@cre/underwriting';
import { Paper, Text, Tooltip } from '@mantine/core';
import { signTone } from '../tones';

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

/** Props of {@link CatalogMetricTile}. */
export interface CatalogMetricTileProps {
  metric: MetricKey;
  /** The engine's figure (null reads "N/A"). */
  value: number | null;
  /** Colours a negative figure red. */
  signed?: boolean;
  /** Shows the metric's catalog explanation on hover and focus. */
  explained?: boolean;
}

/**
 * A metric of the catalog as a tile: its catalog label (the tile's `metric-<label>` test id), its
 * value in the catalog's format and, when `explained`, its explanation. The analyzer's results and
 * the shared page draw their metrics with it.
 */
export function CatalogMetricTile({ metric, value, signed, explained }: CatalogMetricTileProps) {
  const info = METRICS[metric];
  return (
    <MetricTile
      label={info.label}
      value={formatMetricValue(metric, value)}
      color={signed ? signTone(value) : undefined}
      hint={explained ? info.explanation : undefined}
    />
  );
}
