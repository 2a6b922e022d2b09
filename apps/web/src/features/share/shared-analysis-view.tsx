import { TOOLTIP_DELAYS } from '@cre/ui';
import { Box, Button, Card, Grid, Group, Loader, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { formatShortDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { downloadAnalysisCsv, openAnalysisPdf } from '../analyzer/export/export-files';
import { useExportAction } from '../analyzer/export/use-export-action';
import { toAnalysisInput } from '../analyzer/model/deal-mapping';
import { inputRows, propertyRows } from '../analyzer/report/input-rows';
import { leaseDebtService } from '../analyzer/report/lease-sections';
import type { ReportRow } from '../analyzer/report/report-section';
import { KeyMetrics } from '../analyzer/results/key-metrics';
import { ResultDetails } from '../analyzer/results/results-section';
import { ComparisonView } from '../analyzer/scenarios/compare-scenarios';
import { comparisonTable } from '../analyzer/scenarios/scenario-export';
import { ReadyAnswersList } from './ready-answers-list';
import type { SharedCalculation } from './shared-calculation';
import { SharedLeaseProjection } from './shared-lease-projection';

const Charts = lazy(() => import('../analyzer/charts/charts-section'));

/** Label / value rows as a two-column table (the figures formatted as the exports format them). */
function RowsTable({ rows, label }: { rows: ReportRow[]; label: string }) {
  return (
    <Table aria-label={label} striped verticalSpacing={6} fz="sm">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={500} c="dimmed" w="50%">
              {row.label}
            </Table.Th>
            <Table.Td fw={600}>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CardTitled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function ExportButtons({ shared }: { shared: SharedCalculation }) {
  const { calculation, targets, comparison, risk } = shared;
  const scenarios = comparison === null ? null : comparisonTable(comparison);
  const pdf = useExportAction('Failed to generate the PDF report.', () =>
    openAnalysisPdf(calculation, new Date(), targets, scenarios, risk),
  );
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={18} />}
        onClick={() => downloadAnalysisCsv(calculation, new Date(), targets, scenarios, risk)}
      >
        Export CSV
      </Button>
      <Button leftSection={<IconFileTypePdf size={18} />} onClick={pdf.start} loading={pdf.busy}>
        Export PDF
      </Button>
    </Group>
  );
}

function addressLine(values: SharedCalculation['calculation']['values']): string {
  const place = [values.city.trim(), [values.state.trim(), values.zipCode.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [values.address.trim(), place].filter(Boolean).join(', ');
}

/** Every result of the analysis, as the analyzer shows them, without anything that edits. */
function SharedResults({ shared }: { shared: SharedCalculation }) {
  const { calculation, targets } = shared;
  const { values, result } = calculation;
  const deal = useMemo(() => toAnalysisInput(values, calculation.asOf), [values, calculation.asOf]);
  return (
    <Tooltip.Group {...TOOLTIP_DELAYS}>
      <Stack gap="lg">
        <KeyMetrics result={result} />
        <ReadyAnswersList deal={deal} targets={targets} />
        <ResultDetails values={values} result={result} />
      </Stack>
    </Tooltip.Group>
  );
}

/** A shared analysis: its details, assumptions, every result, the lease projection, scenarios and charts. */
export function SharedAnalysisView({ shared, updatedAt }: { shared: SharedCalculation; updatedAt: string }) {
  const { calculation } = shared;
  const { values, result, asOf } = calculation;
  const name = values.name.trim() || 'Untitled Property';
  usePageTitle(name);
  const address = addressLine(values);
  const details = propertyRows(values).filter((row) => row.label !== 'Property Name' && row.value !== '');
  const detailLabels = new Set(propertyRows(values).map((row) => row.label));
  const assumptions = inputRows(values, result).filter((row) => !detailLabels.has(row.label));
  const { holdPeriod, loanTerm, isInterestOnly } = values;
  const debtService = useMemo(() => leaseDebtService(values, result), [values, result]);
  const terms = useMemo(
    () => ({ holdPeriod, loanTerm, isInterestOnly, debtService }),
    [holdPeriod, loanTerm, isInterestOnly, debtService],
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz="h2">
            {name}
          </Title>
          {address ? <Text c="dimmed">{address}</Text> : null}
          <Text size="sm" c="dimmed" mt={4}>
            Last updated {formatShortDate(updatedAt)}
          </Text>
        </div>
        <ExportButtons shared={shared} />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="lg">
            <CardTitled title="Property Details">
              <RowsTable rows={details} label="Property details" />
            </CardTitled>
            <CardTitled title="Assumptions">
              <RowsTable rows={assumptions} label="Assumptions" />
            </CardTitled>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 1, lg: 2 }}>
          <Box component="section" aria-labelledby="results-title">
            <Title order={2} id="results-title" fz="h3" mb="sm">
              Analysis Results
            </Title>
            <SharedResults shared={shared} />
          </Box>
        </Grid.Col>
      </Grid>
      <SharedLeaseProjection result={result} terms={terms} asOf={asOf} />
      {shared.comparison === null ? null : (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="scenarios-title">
          <Title order={2} id="scenarios-title" fz="h3" mb="sm">
            Scenarios
          </Title>
          <ComparisonView comparison={shared.comparison} />
        </Card>
      )}
      <Box component="section" aria-labelledby="charts-title">
        <Title order={2} id="charts-title" fz="h3" mb="sm">
          Charts
        </Title>
        <Suspense fallback={<Loader aria-label="Loading charts" />}>
          <Charts calculation={calculation} />
        </Suspense>
      </Box>
    </Stack>
  );
}
