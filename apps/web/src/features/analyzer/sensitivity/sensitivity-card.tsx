import type { SensitivityGrid } from '@cre/underwriting';
import { Card, Select, Stack, Table, Text, Title } from '@mantine/core';
import { money, NOT_AVAILABLE, percent, ratio } from '../display-format';
import { compactDollars } from '../export/svg-charts';
import { signTone } from '../tones';
import { SECOND_METRICS, type SecondMetric, type SensitivityModel } from './sensitivity-model';

type Kind = 'percent' | 'ratio' | 'money';

function formatCell(value: number | null | undefined, kind: Kind): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  if (kind === 'percent') return percent(value);
  if (kind === 'ratio') return ratio(value);
  return money(value);
}

/** Props of {@link SensitivityTable}. */
export interface SensitivityTableProps {
  caption: string;
  grid: SensitivityGrid;
  kind: Kind;
  currentRow: number;
  currentCol: number;
}

/** One grid: exit cap rates down the side, purchase prices across, the current deal highlighted. */
export function SensitivityTable({ caption, grid, kind, currentRow, currentCol }: SensitivityTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table withTableBorder withColumnBorders fz="xs" ta="center" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Exit cap \ Price</Table.Th>
            {grid.cols.map((price, j) => (
              <Table.Th key={price} fw={j === currentCol ? 800 : 600}>
                {compactDollars(price)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.rows.map((rate, i) => (
            <Table.Tr key={rate}>
              <Table.Th fw={i === currentRow ? 800 : 600}>{percent(rate)}</Table.Th>
              {grid.cols.map((price, j) => {
                const value = grid.values[i]?.[j];
                const current = i === currentRow && j === currentCol;
                return (
                  <Table.Td
                    key={price}
                    data-current={current || undefined}
                    aria-current={current ? 'true' : undefined}
                    title={current ? 'Current deal' : undefined}
                    fw={current ? 800 : undefined}
                    bg={current ? 'var(--mantine-color-yellow-light)' : undefined}
                    style={{
                      color: signTone(value),
                      outline: current ? '2px solid var(--mantine-color-yellow-6)' : undefined,
                    }}
                  >
                    {formatCell(value, kind)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Props of {@link SensitivityCard}. */
export interface SensitivityCardProps {
  model: SensitivityModel | null;
  secondMetric: SecondMetric;
  onSecondMetricChange: (metric: SecondMetric) => void;
}

/**
 * Sensitivity analysis: IRR and a second metric of the user's choice over exit cap rate x purchase
 * price, recomputed live from the form; the current deal is highlighted.
 */
export function SensitivityCard({ model, secondMetric, onSecondMetricChange }: SensitivityCardProps) {
  const picked = SECOND_METRICS.find((m) => m.value === secondMetric) ?? SECOND_METRICS[0];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sensitivity-title">
      <Stack gap="md">
        <Title order={3} id="sensitivity-title">
          Sensitivity Analysis
        </Title>
        <Text size="sm" c="dimmed">
          How returns move with the exit cap rate and the purchase price. Updates as you type; the highlighted
          cell is the current deal.
        </Text>
        {model ? (
          <>
            <SensitivityTable
              caption="IRR by exit cap rate and purchase price"
              grid={model.irr}
              kind="percent"
              currentRow={model.currentRow}
              currentCol={model.currentCol}
            />
            <Select
              label="Second Metric"
              data={SECOND_METRICS.map(({ value, label }) => ({ value, label }))}
              value={secondMetric}
              allowDeselect={false}
              onChange={(value) => value && onSecondMetricChange(value as SecondMetric)}
              maw={280}
            />
            <SensitivityTable
              caption={`${picked.label} by exit cap rate and purchase price`}
              grid={model.second}
              kind={picked.kind}
              currentRow={model.currentRow}
              currentCol={model.currentCol}
            />
          </>
        ) : (
          <Text c="dimmed">
            Enter a valid purchase price, square feet and financing terms to see the sensitivity grid.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
