import { FullScreenLoader } from '@cre/ui';
import { Box, Button, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCalculator,
  IconDeviceFloppy,
  IconEraser,
  IconFilePlus,
  IconFolderOpen,
} from '@tabler/icons-react';
import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import { type CurrentUser, useCurrentUser } from '../../../lib/auth';
import { EmailVerificationNotice } from '../../account/email-verification-notice';
import { ShareButton } from '../../share/share-button';
import { ExportBlock } from '../export/export-block';
import { AnalyzerForm } from '../form/analyzer-form';
import { useFormValue } from '../form/use-form-store';
import type { FormBinding } from '../model/form-binding';
import type { SavedProject } from '../model/saved-project';
import { EditConflictDialog } from '../projects/edit-conflict-dialog';
import { LoadProjectDialog } from '../projects/load-project-dialog';
import type { OpenedProject } from '../projects/open-project';
import { ResultsSection } from '../results/results-section';
import { MonteCarloPanel } from '../risk/monte-carlo/monte-carlo-panel';
import { RiskCard } from '../risk/risk-card';
import { CompareScenarios } from '../scenarios/compare-scenarios';
import { ScenarioBar } from '../scenarios/scenario-bar';
import { ScenarioContext } from '../scenarios/scenario-context';
import { LiveSensitivity } from '../sensitivity/live-sensitivity';
import { PAGE_BACKGROUND } from '../tones';
import { AnalyzerHeader } from './analyzer-header';
import { type OpenProjectInUrl, useAnalyzerPage } from './use-analyzer-page';
import { useNextTask } from './use-next-task';

// A keystroke does not re-render the page (the form's fields read the form store); a calculation
// or a loaded project does, and the results, the closed dialog and the form redraw only when their
// own props change.
const Results = memo(ResultsSection);
const ProjectsDialog = memo(LoadProjectDialog);
const loadCharts = () => import('../charts/charts-section');
const Charts = memo(lazy(loadCharts));

/** Props of {@link AnalyzerPage}: the project the URL names and how to name another. */
export interface AnalyzerPageProps {
  opened: OpenedProject;
  openInUrl: OpenProjectInUrl;
}

/**
 * The calculator page (/underwriting and /calculator): header, the Load / New / Calculate / Save /
 * Clear toolbar, the five form panels (anchor `inputs`), the results (anchor `results`), the charts
 * (anchor `charts`), the live sensitivity grid and, after a calculation, the Export Analysis block.
 * The open project is the one in the URL (`?project=12`).
 */
export default function AnalyzerPage(props: AnalyzerPageProps) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading || !user) return <FullScreenLoader />;
  return <AnalyzerScreen user={user} {...props} />;
}

/** The page title: the property's name as typed, or "Untitled Property". */
const PropertyTitle = memo(function PropertyTitle({ binding }: { binding: FormBinding }) {
  const name = useFormValue(binding, (values) => values.name.trim());
  return (
    <Title order={1} fz="h2">
      {name || 'Untitled Property'}
    </Title>
  );
});

function AnalyzerScreen({ user, opened, openInUrl }: AnalyzerPageProps & { user: CurrentUser }) {
  const today = useMemo(() => new Date(), []);
  const page = useAnalyzerPage(today, opened, openInUrl);
  const [dialogOpened, dialog] = useDisclosure(false);
  const verified = user.isEmailVerified;
  // The charts follow the results one task later: their mount is the largest piece of work.
  const chartsCalculation = useNextTask(page.calculation);
  const { openProject } = page;
  const closeDialog = dialog.close;
  const loadChosen = useCallback(
    (project: SavedProject) => {
      closeDialog();
      openProject(project);
    },
    [closeDialog, openProject],
  );

  return (
    <Box mih="100vh" style={{ background: PAGE_BACKGROUND }}>
      <AnalyzerHeader user={user} />
      <Container size="xl" py="lg" component="main">
        <Stack gap="lg">
          {verified ? null : <EmailVerificationNotice user={user} />}
          <div>
            <PropertyTitle binding={page.form.binding} />
            <Text size="sm" c="dimmed">
              {page.loadedId === null ? 'New analysis — not saved yet' : 'Editing a saved project'}
            </Text>
          </div>
          <Group gap="sm" wrap="wrap" role="toolbar" aria-label="Project actions">
            <Button variant="default" leftSection={<IconFolderOpen size={18} />} onClick={dialog.open}>
              Load Project
            </Button>
            <Button variant="default" leftSection={<IconFilePlus size={18} />} onClick={page.newProject}>
              New Project
            </Button>
            <Button
              leftSection={<IconCalculator size={18} />}
              onClick={() => {
                // Fetch the charts' chunk during the 1-second calculating state.
                loadCharts().catch(() => undefined);
                page.calculate();
              }}
              loading={page.calculating}
            >
              {page.calculating ? 'Calculating...' : 'Calculate Analysis'}
            </Button>
            <Button
              color="teal.9"
              leftSection={<IconDeviceFloppy size={18} />}
              onClick={page.saveProject}
              loading={page.isSaving}
              disabled={!verified}
              title={
                verified
                  ? undefined
                  : 'Please check your email and click the verification link to save property analyses.'
              }
            >
              Save Project
            </Button>
            {page.loadedId === null ? null : <ShareButton projectId={page.loadedId} />}
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconEraser size={18} />}
              onClick={page.clearForm}
            >
              Clear Form
            </Button>
          </Group>
          <ScenarioBar store={page.scenarios} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Box
                component="section"
                id="inputs"
                aria-labelledby="inputs-title"
                style={{ scrollMarginTop: 96 }}
              >
                <Title order={2} id="inputs-title" fz="h3" mb="sm">
                  Property Inputs
                </Title>
                <ScenarioContext value={page.scenarios}>
                  <AnalyzerForm binding={page.form.binding} today={today} />
                </ScenarioContext>
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Box
                component="section"
                id="results"
                aria-labelledby="results-title"
                style={{ scrollMarginTop: 96 }}
              >
                <Title order={2} id="results-title" fz="h3" mb="sm">
                  Analysis Results
                </Title>
                <Results calculation={page.calculation} binding={page.form.binding} />
              </Box>
            </Grid.Col>
          </Grid>
          <Box component="section" id="charts" aria-labelledby="charts-title" style={{ scrollMarginTop: 96 }}>
            <Title order={2} id="charts-title" fz="h3" mb="sm">
              Charts
            </Title>
            {page.calculation ? (
              <Suspense fallback={<Loader aria-label="Loading charts" />}>
                {chartsCalculation ? (
                  <Charts calculation={chartsCalculation} />
                ) : (
                  <Loader aria-label="Loading charts" />
                )}
              </Suspense>
            ) : (
              <Text c="dimmed" ta="center" py="md">
                Charts appear after the first calculation.
              </Text>
            )}
          </Box>
          <CompareScenarios store={page.scenarios} asOf={page.asOf} />
          <LiveSensitivity binding={page.form.binding} asOf={page.asOf} />
          <RiskCard
            binding={page.form.binding}
            asOf={page.asOf}
            settings={page.riskSettings}
            onResult={page.setSimulation}
            monteCarlo={MonteCarloPanel}
          />
          {page.calculation ? (
            <Box component="section" id="export" aria-label="Export Analysis">
              <ExportBlock
                calculation={page.calculation}
                scenarios={page.scenarioTable}
                risk={page.riskExport}
              />
            </Box>
          ) : null}
        </Stack>
      </Container>
      <ProjectsDialog
        opened={dialogOpened}
        onClose={dialog.close}
        onLoad={loadChosen}
        onDeleted={page.forgetProject}
      />
      <EditConflictDialog
        opened={page.conflict !== null}
        onReload={page.reloadConflicted}
        onOverwrite={page.overwriteConflicted}
        onClose={page.dismissConflict}
      />
    </Box>
  );
}
