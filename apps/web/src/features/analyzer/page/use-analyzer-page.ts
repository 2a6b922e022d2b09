import { analyze, type SimulationResult, scenarioIssues } from '@cre/underwriting';
import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { errorMessage, httpFailureMessage, showToast } from '../../../lib/toast';
import { useAnalyzerForm } from '../form/use-analyzer-form';
import { readyTargetsStore, targetsOfProject } from '../goal-seek/ready-targets';
import { analysisDate, type Calculation, isoDate } from '../model/calculation';
import { formValuesToPayload, projectToFormValues, toAnalysisInput } from '../model/deal-mapping';
import { clearedFormValues, defaultFormValues } from '../model/form-values';
import type { SavedProject } from '../model/saved-project';
import { validateForm } from '../model/validation';
import type { OpenedProject } from '../projects/open-project';
import { projectName, useFetchProject, useRecordAccess, useSaveProject } from '../projects/use-projects';
import { type RanSimulation, recordSimulation, riskExportOf } from '../risk/risk-export';
import { createRiskSettingsStore, riskSettingsOfProject } from '../risk/risk-settings';
import { scenarioTable } from '../scenarios/scenario-export';
import { projectScenarios } from '../scenarios/scenario-model';
import { createScenarioStore } from '../scenarios/scenario-store';
import { formErrorToast, thrownErrorToast } from './calculation-error';

/** How long Calculate shows its calculating state before computing (one second, a product rule). */
export const CALCULATION_DELAY_MS = 1000;

/** The server's answer for a project that does not exist or is not the user's. */
export const PROJECT_NOT_FOUND = 'Project not found';

/** A save refused because the open project was saved elsewhere since it was loaded. */
export interface EditConflict {
  projectId: number;
  /** The project's version now. */
  currentVersion: number;
}

/**
 * Puts a project id in the URL (`?project=12`), or removes it with null. `replace` rewrites the
 * current history entry instead of adding one.
 */
export type OpenProjectInUrl = (id: number | null, options?: { replace?: boolean }) => void;

/**
 * State and actions of the calculator page: the form, the last calculation, the Risk card's
 * settings (`riskSettings`, saved with the project) and the Monte Carlo's last result
 * (`simulation`, for the exports), the open project and the Calculate, Save, New Project, Clear
 * Form and Load actions with their toasts. The URL names the
 * open project: whenever the route's loader brings another one (`opened`), it is loaded into the
 * form; actions that change the open project put it in the URL through `openInUrl`.
 */
export function useAnalyzerPage(today: Date, opened: OpenedProject, openInUrl: OpenProjectInUrl) {
  // The project the URL names when the page opens fills the form in the first render: a large
  // project (a 500-tenant rent roll) is not rendered twice in one task (defaults, then the project).
  const openedFirst = useRef<OpenedProject | null>(opened);
  const form = useAnalyzerForm(today, () =>
    opened.project ? projectToFormValues(opened.project) : defaultFormValues(),
  );
  const asOf = isoDate(today);
  // Base and the scenario variants; the form shows the active one (scenarios/scenario-store.ts).
  const [scenarios] = useState(() =>
    createScenarioStore(form.binding, opened.project ? projectScenarios(opened.project) : []),
  );
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  // The Risk card's settings (saved with the project) and the Monte Carlo's last result (recomputed,
  // never saved: the exports read it here).
  const [riskSettings] = useState(() => createRiskSettingsStore(riskSettingsOfProject(opened.project)));
  const simulation = useRef<RanSimulation | null>(null);
  const latest = useRef<Calculation | null>(null);
  latest.current = calculation;
  const [calculating, setCalculating] = useState(false);
  const [loadedId, setLoadedId] = useState<number | null>(opened.project?.id ?? null);
  // The version the open project was loaded or last saved at: a save names it (edit conflicts).
  const loadedVersion = useRef<number | null>(opened.project?.version ?? null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const { save, isSaving } = useSaveProject();
  const fetchProject = useFetchProject();
  const recordAccess = useRecordAccess();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const announceLoaded = useCallback(
    (project: SavedProject) => {
      recordAccess(project.id);
      showToast({
        title: 'Project Loaded',
        message: `${projectName(project)} has been loaded for editing`,
        color: 'green',
      });
    },
    [recordAccess],
  );

  const loadProject = useCallback(
    (project: SavedProject) => {
      scenarios.load(projectToFormValues(project), projectScenarios(project));
      readyTargetsStore.set(targetsOfProject(project));
      riskSettings.set(riskSettingsOfProject(project));
      simulation.current = null;
      setLoadedId(project.id);
      loadedVersion.current = project.version;
      setCalculation(null);
      announceLoaded(project);
    },
    [scenarios, riskSettings, announceLoaded],
  );

  const startEmpty = useCallback(() => {
    scenarios.load(defaultFormValues());
    readyTargetsStore.reset();
    riskSettings.reset();
    simulation.current = null;
    setLoadedId(null);
    loadedVersion.current = null;
    setCalculation(null);
  }, [scenarios, riskSettings]);

  // Follows the URL: the loader's answer for each navigation (bookmark, back button, Load) is
  // applied once; a project the form already holds (just saved) is left as it is.
  const followUrl = useEffectEvent((next: OpenedProject) => {
    const first = openedFirst.current === next;
    openedFirst.current = null;
    // The page's first project (or none) brings its ready-answer targets with it.
    if (first) readyTargetsStore.set(targetsOfProject(next.project));
    if (next.project) {
      if (next.project.id !== loadedId) loadProject(next.project);
      else if (first) announceLoaded(next.project);
      return;
    }
    if (next.requestedId !== null) {
      startEmpty();
      const message = next.error ? httpFailureMessage(next.error, PROJECT_NOT_FOUND) : PROJECT_NOT_FOUND;
      showToast({ title: 'Error', message, color: 'red' });
      openInUrl(null, { replace: true });
      return;
    }
    if (loadedId !== null) startEmpty();
  });
  const followed = useRef<OpenedProject | null>(null);
  useEffect(() => {
    // Once per loader answer, also under StrictMode's repeated effects.
    if (followed.current === opened) return;
    followed.current = opened;
    followUrl(opened);
  }, [opened]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const calculate = useCallback(() => {
    if (!form.revealErrors()) {
      showToast(formErrorToast(form.getErrors(), form.getValues().tenantLeases));
      return;
    }
    const values = form.getValues();
    setCalculating(true);
    timer.current = setTimeout(() => {
      let next: Calculation | null = null;
      try {
        next = { values, asOf: analysisDate(values, asOf), result: analyze(toAnalysisInput(values, asOf)) };
      } catch (error) {
        showToast(thrownErrorToast(error, values.tenantLeases));
      }
      // The results (and a large rent roll's details) render in interruptible slices; the
      // calculating state ends in the same commit.
      startTransition(() => {
        if (next) setCalculation(next);
        setCalculating(false);
      });
      if (next) document.getElementById('results')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }, CALCULATION_DELAY_MS);
  }, [form, asOf]);

  const saveProject = useCallback(async () => {
    if (!form.revealErrors()) {
      const first = Object.values(form.getErrors())[0];
      showToast({ title: 'Error', message: first ?? 'Failed to save property analysis', color: 'red' });
      return;
    }
    // The project's own inputs are Base (the form may show a variant), with the variants beside them.
    const { base } = scenarios.getState();
    const variants = scenarios.variants();
    const baseMessage = Object.values(validateForm(base, asOf))[0];
    const issue = baseMessage ? undefined : scenarioIssues(toAnalysisInput(base, asOf), variants)[0];
    if (baseMessage || issue) {
      const at = issue ? variants[Number(issue.path.split('.')[1])]?.name : undefined;
      const message = baseMessage ? `Base: ${baseMessage}` : at ? `${at}: ${issue?.message}` : issue?.message;
      showToast({ title: 'Error', message: message ?? 'Failed to save property analysis', color: 'red' });
      return;
    }
    const payload = {
      ...formValuesToPayload(base, loadedId),
      ...(loadedId !== null && loadedVersion.current !== null ? { version: loadedVersion.current } : {}),
      readyTargets: readyTargetsStore.get(),
      riskSettings: riskSettings.get(),
      scenarios: variants,
    };
    const outcome = await save(payload);
    if (!outcome) return;
    if ('conflict' in outcome) {
      if (loadedId !== null) setConflict({ projectId: loadedId, ...outcome.conflict });
      return;
    }
    const { saved } = outcome;
    setLoadedId(saved.id);
    loadedVersion.current = saved.version;
    if (saved.id !== loadedId) openInUrl(saved.id, { replace: true });
  }, [form, scenarios, riskSettings, asOf, loadedId, save, openInUrl]);

  /** Edit conflict, "Reload": the project as saved elsewhere replaces the form. */
  const reloadConflicted = useCallback(async () => {
    if (!conflict) return;
    try {
      const project = await fetchProject(conflict.projectId);
      setConflict(null);
      loadProject(project);
    } catch (error) {
      setConflict(null);
      showToast({ title: 'Error', message: errorMessage(error, PROJECT_NOT_FOUND), color: 'red' });
    }
  }, [conflict, fetchProject, loadProject]);

  /** Edit conflict, "Overwrite": saves this window's inputs over the newer version. */
  const overwriteConflicted = useCallback(async () => {
    if (!conflict) return;
    loadedVersion.current = conflict.currentVersion;
    setConflict(null);
    await saveProject();
  }, [conflict, saveProject]);

  const newProject = useCallback(() => {
    startEmpty();
    openInUrl(null);
    showToast({ title: 'New Project', message: 'Started a new property analysis.', color: 'blue' });
  }, [startEmpty, openInUrl]);

  const clearForm = useCallback(() => {
    scenarios.load(clearedFormValues());
    readyTargetsStore.reset();
    riskSettings.reset();
    simulation.current = null;
    setLoadedId(null);
    loadedVersion.current = null;
    setCalculation(null);
    openInUrl(null);
  }, [scenarios, riskSettings, openInUrl]);

  /** Opens a project chosen in the Load Project dialog: through the URL, or again if it is open. */
  const openProject = useCallback(
    (project: SavedProject) => {
      if (project.id === loadedId) loadProject(project);
      else openInUrl(project.id);
    },
    [loadedId, loadProject, openInUrl],
  );

  const forgetProject = useCallback(
    (id: number) => {
      if (id !== loadedId) return;
      setLoadedId(null);
      loadedVersion.current = null;
      openInUrl(null, { replace: true });
    },
    [loadedId, openInUrl],
  );

  /** The scenario comparison for the exports (read when an export button is clicked). */
  const scenarioComparison = useCallback(() => scenarioTable(scenarios.getState(), asOf), [scenarios, asOf]);

  /** Keeps a finished simulation with the deal and settings it ran on (null: a run started). */
  const setSimulation = useCallback(
    (result: SimulationResult | null) => {
      const values = form.getValues();
      simulation.current =
        result === null
          ? null
          : recordSimulation(result, riskSettings, { values, asOf: analysisDate(values, asOf) });
    },
    [riskSettings, form, asOf],
  );
  /** The Risk sections' settings and simulation for the exports (read when an export button is clicked). */
  const riskExport = useCallback(
    () =>
      latest.current === null ? undefined : riskExportOf(latest.current, riskSettings, simulation.current),
    [riskSettings],
  );

  return {
    form,
    scenarios,
    scenarioTable: scenarioComparison,
    asOf,
    calculation,
    calculating,
    riskSettings,
    setSimulation,
    riskExport,
    loadedId,
    isSaving,
    calculate,
    saveProject,
    newProject,
    clearForm,
    openProject,
    forgetProject,
    conflict,
    reloadConflicted,
    overwriteConflicted,
    dismissConflict: () => setConflict(null),
  };
}
