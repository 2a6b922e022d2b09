import { AppHeader, TOOLTIP_DELAYS } from '@cre/ui';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconEye,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconHome,
  IconLinkOff,
  IconRefresh,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { formatShortDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { errorMessage, showToast } from '../../lib/toast';
import { downloadAnalysisCsv, openAnalysisPdf } from '../analyzer/export/export-files';
import { inputRows, propertyRows, type ReportRow } from '../analyzer/export/report-rows';
import { toAnalysisInput } from '../analyzer/model/deal-mapping';
import { KeyMetrics } from '../analyzer/results/key-metrics';
import { ResultDetails } from '../analyzer/results/results-section';
import { ComparisonView } from '../analyzer/scenarios/compare-scenarios';
import { comparisonTable } from '../analyzer/scenarios/scenario-export';
import { PAGE_BACKGROUND } from '../analyzer/tones';
import { ReadyAnswersList } from './ready-answers-list';
import { isDeadLink, LINK_UNAVAILABLE, type SharedAnalysis } from './share-api';
import { type SharedCalculation, sharedCalculation } from './shared-calculation';
import { SharedLeaseProjection } from './shared-lease-projection';
import { useSharedAnalysis } from './use-shares';

const Charts = lazy(() => import('../analyzer/charts/charts-section'));

/** The banner over a shared analysis. */
export const READ_ONLY_BANNER = 'Read-only shared analysis';

/**
 * Adds `<meta name="robots" content="noindex">` to the document while the page is shown (the server
 * also sends `X-Robots-Tag: noindex` with the page), so shared analyses stay out of search engines.
 */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function HomeButton({ variant = 'default' }: { variant?: 'default' | 'light' }) {
  return (
    <Button component={Link} to="/" variant={variant} leftSection={<IconHome size={16} />}>
      Go to CRE Sale Analyzer
    </Button>
  );
}

function SharedHeader() {
  return <AppHeader title="Property Sale Analyzer" badge="Shared analysis" actions={<HomeButton />} />;
}

/** A centred message in a card (loading, dead link, failure). */
function StateCard({ children }: { children: ReactNode }) {
  return (
    <Center py={64}>
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

function LoadingState() {
  return (
    <StateCard>
      <Loader aria-label="Loading the shared analysis" />
      <Text c="dimmed">Loading the shared analysis…</Text>
    </StateCard>
  );
}

/** A revoked, expired or unknown link: the neutral text and nothing else about the project. */
function DeadLink() {
  return (
    <StateCard>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconLinkOff size={26} />
      </ThemeIcon>
      <Title order={1} fz="h3">
        {LINK_UNAVAILABLE}
      </Title>
      <HomeButton variant="light" />
    </StateCard>
  );
}

function LoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StateCard>
      <ThemeIcon size={48} radius="xl" variant="light" color="orange">
        <IconAlertTriangle size={26} />
      </ThemeIcon>
      <Title order={1} fz="h3">
        The shared analysis could not be loaded
      </Title>
      <Text c="dimmed" size="sm">
        {message}
      </Text>
      <Button leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </StateCard>
  );
}

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
  const [generating, setGenerating] = useState(false);
  const { calculation, targets, comparison } = shared;
  const scenarios = comparison === null ? null : comparisonTable(comparison);
  const exportPdf = async () => {
    setGenerating(true);
    try {
      await openAnalysisPdf(calculation, new Date(), targets, scenarios);
    } catch (error) {
      showToast({
        title: 'Error',
        message: errorMessage(error, 'Failed to generate the PDF report.'),
        color: 'red',
      });
    } finally {
      setGenerating(false);
    }
  };
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={18} />}
        onClick={() => downloadAnalysisCsv(calculation, new Date(), targets, scenarios)}
      >
        Export CSV
      </Button>
      <Button leftSection={<IconFileTypePdf size={18} />} onClick={exportPdf} loading={generating}>
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

function SharedAnalysisView({ shared, updatedAt }: { shared: SharedCalculation; updatedAt: string }) {
  const { calculation } = shared;
  const { values, result, asOf } = calculation;
  const name = values.name.trim() || 'Untitled Property';
  usePageTitle(name);
  const address = addressLine(values);
  const details = propertyRows(values).filter((row) => row.label !== 'Property Name' && row.value !== '');
  const detailLabels = new Set(propertyRows(values).map((row) => row.label));
  const assumptions = inputRows(values, result).filter((row) => !detailLabels.has(row.label));
  const { holdPeriod, loanTerm, isInterestOnly } = values;
  const terms = useMemo(
    () => ({ holdPeriod, loanTerm, isInterestOnly }),
    [holdPeriod, loanTerm, isInterestOnly],
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

/** The engine's run of a loaded analysis, or null when the engine refuses the saved inputs. */
function useSharedCalculation(data: SharedAnalysis | undefined): SharedCalculation | null {
  return useMemo(() => {
    if (!data) return null;
    try {
      return sharedCalculation(data.project);
    } catch {
      return null;
    }
  }, [data]);
}

/**
 * The public page of a shared link (`/s/:token`), signed in or not: the project's details, every
 * result of the engine, the charts, "Last updated" and the CSV and PDF exports, read-only (no
 * form, no Save, no account data). A dead link shows "This link is no longer available" alone.
 */
export function SharedAnalysisPage({ token }: { token: string }) {
  useNoIndex();
  usePageTitle('Shared analysis');
  const query = useSharedAnalysis(token);
  const shared = useSharedCalculation(query.data);
  let content: ReactNode;
  if (query.isPending) content = <LoadingState />;
  else if (query.isError && isDeadLink(query.error)) content = <DeadLink />;
  else if (query.isError)
    content = (
      <LoadFailed
        message={errorMessage(query.error, 'Check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!shared)
    content = (
      <StateCard>
        <Title order={1} fz="h3">
          This analysis could not be calculated
        </Title>
        <Text c="dimmed" size="sm">
          Its saved inputs are incomplete. Ask the person who shared it to open and save it again.
        </Text>
      </StateCard>
    );
  else
    content = (
      <Stack gap="lg">
        <Alert variant="light" color="blue" icon={<IconEye size={20} />} title={READ_ONLY_BANNER} role="note">
          A snapshot of a saved analysis, calculated from its inputs. It cannot be edited here.
        </Alert>
        <SharedAnalysisView shared={shared} updatedAt={query.data.updatedAt} />
      </Stack>
    );
  return (
    <Box mih="100vh" style={{ background: PAGE_BACKGROUND }}>
      <SharedHeader />
      <Container size="xl" py="lg" component="main">
        {content}
      </Container>
    </Box>
  );
}
