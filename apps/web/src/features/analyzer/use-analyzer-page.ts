import { analyze } from '@cre/underwriting';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../lib/toast';
import { clearedFormValues, defaultFormValues } from './form/form-values';
import { isoDate } from './form/lease-roll';
import { formValuesToPayload, projectToFormValues, type SavedProject } from './form/project-mapping';
import { toAnalysisInput } from './form/to-analysis-input';
import { useAnalyzerForm } from './form/use-analyzer-form';
import { projectName, useFetchRecentProject, useRecordAccess, useSaveProject } from './projects/use-projects';
import type { Calculation } from './results/results-section';

/** How long Calculate shows its calculating state before computing (one second, a product rule). */
export const CALCULATION_DELAY_MS = 1000;

const CALCULATION_ERROR = {
  title: 'Calculation Error',
  message: 'Failed to calculate analysis. Please check your inputs.',
  color: 'red',
} as const;

/**
 * State and actions of the calculator page: the form, the last calculation, the loaded project and
 * the Calculate, Save, New Project, Clear Form and Load actions with their toasts. On first render it
 * auto-loads the most recent project when none is loaded and the form is still untouched.
 */
export function useAnalyzerPage(today: Date) {
  const form = useAnalyzerForm(today);
  const asOf = isoDate(today);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [calculating, setCalculating] = useState(false);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const { save, isSaving } = useSaveProject();
  const fetchRecent = useFetchRecentProject();
  const recordAccess = useRecordAccess();
  const initialValues = useRef(form.values);
  const valuesRef = useRef(form.values);
  valuesRef.current = form.values;
  const loadedRef = useRef(loadedId);
  loadedRef.current = loadedId;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const loadProject = useCallback(
    (project: SavedProject) => {
      form.reset(projectToFormValues(project));
      setLoadedId(project.id);
      setCalculation(null);
      recordAccess(project.id);
      showToast({
        title: 'Project Loaded',
        message: `${projectName(project)} has been loaded for editing`,
        color: 'green',
      });
    },
    [form.reset, recordAccess],
  );

  useEffect(() => {
    let cancelled = false;
    fetchRecent()
      .then((project) => {
        const untouched = valuesRef.current === initialValues.current && loadedRef.current === null;
        if (!cancelled && project && untouched) loadProject(project);
      })
      .catch((error: unknown) => console.warn('Could not load the most recent project', error));
    return () => {
      cancelled = true;
    };
    // Auto-load runs once, when the page opens.
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const calculate = useCallback(() => {
    if (!form.revealErrors()) {
      showToast(CALCULATION_ERROR);
      return;
    }
    const values = form.values;
    setCalculating(true);
    timer.current = setTimeout(() => {
      try {
        setCalculation({ values, result: analyze(toAnalysisInput(values, asOf)) });
        document.getElementById('results')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      } catch {
        showToast(CALCULATION_ERROR);
      } finally {
        setCalculating(false);
      }
    }, CALCULATION_DELAY_MS);
  }, [form, asOf]);

  const saveProject = useCallback(async () => {
    if (!form.revealErrors()) {
      const first = Object.values(form.errors)[0];
      showToast({ title: 'Error', message: first ?? 'Failed to save property analysis', color: 'red' });
      return;
    }
    const saved = await save(formValuesToPayload(form.values, loadedId));
    if (saved) setLoadedId(saved.id);
  }, [form, loadedId, save]);

  const newProject = useCallback(() => {
    form.reset(defaultFormValues());
    setLoadedId(null);
    setCalculation(null);
    showToast({ title: 'New Project', message: 'Started a new property analysis.', color: 'blue' });
  }, [form.reset]);

  const clearForm = useCallback(() => {
    form.reset(clearedFormValues());
    setCalculation(null);
  }, [form.reset]);

  const forgetProject = useCallback((id: number) => {
    setLoadedId((current) => (current === id ? null : current));
  }, []);

  return {
    form,
    asOf,
    calculation,
    calculating,
    loadedId,
    isSaving,
    calculate,
    saveProject,
    newProject,
    clearForm,
    loadProject,
    forgetProject,
  };
}
