import { RISK_METRICS, type RiskMetric } from '@cre/underwriting';
import { Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { memo, useMemo } from 'react';
import classes from './risk.module.css';
import { TornadoChart } from './tornado-chart';
import type { TornadoView } from './tornado-model';
import { TornadoTable } from './tornado-table';

/** Props of {@link TornadoMetricSelect}. */
interface MetricSelectProps {
  /** The deal's metrics, comma-separated (a string, so an unchanged list keeps the memo). */
  metricsKey: string;
  value: RiskMetric;
  onChange: (metric: RiskMetric) => void;
}

/** The tornado's metric: one of the deal's (`riskMetricsFor`). */
export const TornadoMetricSelect = memo(function TornadoMetricSelect({
  metricsKey,
  value,
  onChange,
}: MetricSelectProps) {
  const data = useMemo(
    () =>
      (metricsKey ? (metricsKey.split(',') as RiskMetric[]) : [value]).map((key) => ({
        value: key,
        label: RISK_METRICS[key].label,
      })),
    [metricsKey, value],
  );
  return (
    <Select
      label="Tornado Metric"
      data={data}
      value={value}
      allowDeselect={false}
      disabled={!metricsKey}
      onChange={(next) => next && onChange(next as RiskMetric)}
      maw={280}
    />
  );
});

const LEGEND = (
  <ul className={classes.legend} aria-hidden>
    <li>
      <span className={`${classes.swatch} ${classes.low}`} />
      Low input
    </li>
    <li>
      <span className={`${classes.swatch} ${classes.high}`} />
      High input
    </li>
    <li>
      <span className={`${classes.swatch} ${classes.base}`} />
      Base (the deal as entered)
    </li>
  </ul>
);

const PENDING = (
  <Group gap="sm">
    <Loader size="sm" aria-hidden />
    <Text c="dimmed">Computing the tornado...</Text>
  </Group>
);

const INVALID = (
  <Text c="dimmed">Enter a valid deal (every input without a message) to see the tornado.</Text>
);

/** Props of {@link TornadoBody}. */
export interface TornadoBodyProps {
  /** The tornado; null without a valid deal; undefined while a large deal's first one is computed. */
  view: TornadoView | null | undefined;
}

/** The tornado's chart, legend and table, or why there is none yet. */
export const TornadoBody = memo(function TornadoBody({ view }: TornadoBodyProps) {
  if (view === undefined) return PENDING;
  if (view === null) return INVALID;
  const { result, metric } = view;
  if (result.rows.length === 0) {
    return <Text c="dimmed">No input of the default list moves this deal's figures.</Text>;
  }
  return (
    <Stack gap="sm">
      {result.base === null ? (
        <Text size="sm" c="dimmed">
          {RISK_METRICS[metric].label} has no value for the deal as entered, so there is no base to draw the
          bars from.
        </Text>
      ) : (
        <>
          {LEGEND}
          <TornadoChart result={result} metric={metric} />
        </>
      )}
      <TornadoTable result={result} metric={metric} />
    </Stack>
  );
});

/** The Tornado section's heading and what it shows. */
export const TORNADO_INTRO = (
  <div>
    <Title order={3} fz="h4" id="tornado-title">
      Tornado
    </Title>
    <Text size="sm" c="dimmed">
      How far each input, moved to a low and a high value, takes the metric from its base. Largest swing on
      top; updates as you type.
    </Text>
  </div>
);
