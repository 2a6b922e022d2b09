import { METRICS } from '@cre/underwriting';
import { Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { SECOND_METRICS, type SecondMetric, type SensitivityModel } from './sensitivity-model';
import { SensitivityTable } from './sensitivity-table';

export { SensitivityTable, type SensitivityTableProps } from './sensitivity-table';

// Unchanging parts are built once: a recompute redraws the grids, not the card's title or picker.
const INTRO = (
  <>
    <Title order={3} id="sensitivity-title">
      Sensitivity Analysis
    </Title>
    <Text size="sm" c="dimmed">
      How returns move with the exit cap rate and the purchase price. Updates as you type; the highlighted
      cell is the current deal.
    </Text>
  </>
);
const PENDING = (
  <Group gap="sm">
    <Loader size="sm" aria-hidden />
    <Text c="dimmed">Computing the sensitivity grids...</Text>
  </Group>
);
const INVALID = (
  <Text c="dimmed">
    Enter a valid purchase price, square feet and financing terms to see the sensitivity grid.
  </Text>
);
const METRIC_OPTIONS = SECOND_METRICS.map((key) => ({ value: key, label: METRICS[key].label }));

const SecondMetricSelect = memo(function SecondMetricSelect({
  value,
  onChange,
}: {
  value: SecondMetric;
  onChange: (metric: SecondMetric) => void;
}) {
  return (
    <Select
      label="Second Metric"
      data={METRIC_OPTIONS}
      value={value}
      allowDeselect={false}
      onChange={(next) => next && onChange(next as SecondMetric)}
      maw={280}
    />
  );
});

/** Props of {@link SensitivityCard}. */
export interface SensitivityCardProps {
  /** The grids; null while the inputs are invalid; undefined while a large deal's first grids are computed. */
  model: SensitivityModel | null | undefined;
  secondMetric: SecondMetric;
  onSecondMetricChange: (metric: SecondMetric) => void;
}

/**
 * Sensitivity analysis: IRR and a second metric of the user's choice over exit cap rate x purchase
 * price, recomputed live from the form; the current deal is highlighted.
 */
function SensitivityCardView({ model, secondMetric, onSecondMetricChange }: SensitivityCardProps) {
  const picked = METRICS[secondMetric];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sensitivity-title">
      <Stack gap="md">
        {INTRO}
        {model ? (
          <>
            <SensitivityTable
              caption="IRR by exit cap rate and purchase price"
              grid={model.irr}
              kind="percent"
              currentRow={model.currentRow}
              currentCol={model.currentCol}
            />
            <SecondMetricSelect value={secondMetric} onChange={onSecondMetricChange} />
            <SensitivityTable
              caption={`${picked.label} by exit cap rate and purchase price`}
              grid={model.second}
              kind={picked.format}
              currentRow={model.currentRow}
              currentCol={model.currentCol}
            />
          </>
        ) : model === undefined ? (
          PENDING
        ) : (
          INVALID
        )}
      </Stack>
    </Card>
  );
}

/**
 * Sensitivity analysis: IRR and a second metric of the user's choice over exit cap rate x purchase
 * price, recomputed live from the form; the current deal is highlighted. Memoised: it redraws when
 * the model or the picked metric changes, and then only the grids' changed rows.
 */
export const SensitivityCard = memo(SensitivityCardView);
