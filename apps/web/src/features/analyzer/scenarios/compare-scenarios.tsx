import { Alert, Box, Button, Card, Group, Loader, ScrollArea, Table, Text, Title } from '@mantine/core';
import { IconArrowsDiff, IconChevronUp } from '@tabler/icons-react';
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { NEGATIVE_TEXT, POSITIVE_TEXT } from '../tones';
import { SCENARIO_COLORS } from './compare-chart-colors';
import { type Comparison, compareScenarios } from './compare-model';
import { useScenarioStateInTransition, useScenarioValue } from './scenario-context';
import type { ScenarioState, ScenarioStore } from './scenario-store';
import classes from './scenarios.module.css';

const CompareCashFlowChart = lazy(() => import('./compare-chart'));

const selectHasVariants = (state: ScenarioState) => state.variants.length > 0;

/** The comparison's table: one row per metric, one column per scenario, differences to Base coloured. */
const CompareTable = memo(function CompareTable({ comparison }: { comparison: Comparison & { ok: true } }) {
  const { analyses, rows } = comparison;
  return (
    <ScrollArea type="auto">
      <Table
        className={classes.compareTable}
        withTableBorder
        withColumnBorders
        striped
        highlightOnHover
        aria-label="Scenario comparison"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Metric</Table.Th>
            {analyses.map((analysis, index) => (
              <Table.Th key={analysis.name} scope="col" ta="right">
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Box
                    component="span"
                    aria-hidden
                    w={10}
                    h={10}
                    style={{
                      borderRadius: '50%',
                      background: `var(--mantine-color-${(SCENARIO_COLORS[index] ?? 'gray.6').replace('.', '-')})`,
                    }}
                  />
                  {analysis.name}
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={600}>
                {row.label}
              </Table.Th>
              {row.cells.map((cell, index) => (
                <Table.Td
                  key={analyses[index]?.name ?? index}
                  ta="right"
                  data-testid={`compare-${row.key}-${index}`}
                >
                  <Text span fw={index === 0 ? 600 : 500} size="sm">
                    {cell.text}
                  </Text>
                  {cell.difference ? (
                    <Text
                      span
                      size="xs"
                      fw={600}
                      ml={6}
                      c={cell.difference.tone === 'better' ? POSITIVE_TEXT : NEGATIVE_TEXT}
                      data-tone={cell.difference.tone}
                    >
                      {cell.difference.text}
                    </Text>
                  ) : index === 0 ? null : (
                    <Text span size="xs" c="dimmed" ml={6}>
                      same
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
});

/** The live comparison: the scenarios' state in a transition, analyzed once per change. */
function LiveComparison({ store, asOf }: { store: ScenarioStore; asOf: string }) {
  const state = useScenarioStateInTransition(store);
  const { base, variants } = state;
  const comparison = useMemo(() => compareScenarios(base, variants, asOf), [base, variants, asOf]);
  return <ComparisonView comparison={comparison} />;
}

/**
 * A comparison as the page shows it: the metrics table and the yearly cash flows of every scenario
 * in one chart, or why the scenarios cannot be compared (the analyzer's live card and the read-only
 * shared page both use it).
 */
export function ComparisonView({ comparison }: { comparison: Comparison }) {
  if (!comparison.ok)
    return (
      <Alert color="yellow" title="The scenarios cannot be compared yet">
        {comparison.message}
      </Alert>
    );
  return (
    <>
      <CompareTable comparison={comparison} />
      <Title order={3} fz="h5" mt="lg" mb="xs">
        Annual cash flow by scenario
      </Title>
      <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
        <CompareCashFlowChart analyses={comparison.analyses} />
      </Suspense>
    </>
  );
}

/**
 * The Compare Scenarios card: once opened, the key metrics of Base and every variant side by side
 * (differences to Base green when better, red when worse) and their yearly cash flows in one
 * chart, recomputed as the form changes (in a transition, after the keystroke's own pass).
 */
export const CompareScenarios = memo(function CompareScenarios({
  store,
  asOf,
}: {
  store: ScenarioStore;
  asOf: string;
}) {
  const hasVariants = useScenarioValue(store, selectHasVariants, false);
  const [open, setOpen] = useState(false);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      id="compare"
      aria-labelledby="compare-title"
    >
      <Group justify="space-between" mb={open && hasVariants ? 'md' : 0}>
        <div>
          <Title order={2} id="compare-title" fz="h3">
            Compare Scenarios
          </Title>
          <Text size="sm" c="dimmed">
            {hasVariants
              ? 'Key metrics and yearly cash flows of Base and each scenario, side by side.'
              : 'Add a scenario in the bar above the inputs to compare it with Base.'}
          </Text>
        </div>
        {hasVariants ? (
          <Button
            variant={open ? 'default' : 'filled'}
            leftSection={open ? <IconChevronUp size={16} /> : <IconArrowsDiff size={16} />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
          >
            {open ? 'Hide comparison' : 'Compare Scenarios'}
          </Button>
        ) : null}
      </Group>
      {open && hasVariants ? <LiveComparison store={store} asOf={asOf} /> : null}
    </Card>
  );
});
