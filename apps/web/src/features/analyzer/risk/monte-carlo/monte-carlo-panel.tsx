import type {
  AnalysisInput,
  RiskSettings,
  RiskVariable,
  SimulationResult,
  SimulationVariable,
} from '@cre/underwriting';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import classes from './monte-carlo.module.css';
import { RunBar } from './run-bar';
import { RunSettings } from './run-settings';
import { settingsMessages, simulationKey, simulationOptions } from './simulation-options';
import { SimulationResults } from './simulation-results';
import { useSettingsDraft, useStableList } from './use-settings-draft';
import { useSimulation } from './use-simulation';
import { dealValue, proposedDistribution, variableChoices } from './variable-distributions';
import { VariablesEditor } from './variables-editor';

/** The deal's value of a normal variable whose mean is left to the deal (its placeholder), else null. */
function meanHint(input: AnalysisInput | null, entry: SimulationVariable): number | null {
  const d = entry.distribution;
  return d.kind === 'normal' && d.mean === undefined ? dealValue(input, entry.variable) : null;
}

/** Props of {@link MonteCarloPanel}. */
export interface MonteCarloPanelProps {
  /** The deal's analysis input; null while the form has messages. */
  input: AnalysisInput | null;
  /** The project's settings (the card's defaults when it has none). */
  settings: RiskSettings;
  /** The defaults derived from the deal ("Reset to defaults", a re-added default variable). */
  defaults: RiskSettings;
  /** Hears every valid edit of the settings (the project keeps them). */
  onSettingsChange: (next: RiskSettings) => void;
  /** Hears each finished result, and null when a run starts. */
  onResult: (result: SimulationResult | null) => void;
}

const TITLE_ID = 'monte-carlo-title';
/** The panel's heading and intro: one element, so the panel's redraws skip it. */
const HEADER = (
  <div>
    <Title order={3} fz="h4" id={TITLE_ID}>
      Monte Carlo simulation
    </Title>
    <Text size="sm" c="dimmed">
      Draws the inputs below at random, analyzes the deal once per draw, and shows how the returns spread.
    </Text>
  </div>
);

const WORKERS_MISSING =
  'This browser cannot run background workers (Web Workers), so simulations are off: they never run on the page itself.';
const INPUT_MISSING = 'Fix the messages in the property inputs to run a simulation.';
const SETTINGS_INVALID = 'Fix the messages above to run a simulation.';

/**
 * The Monte Carlo panel (issue 28): the simulated variables and their distributions, runs, seed
 * and IRR targets; Run, a progress bar and Cancel; then a tab per metric with the histogram (P10,
 * P50 and P90 marked), the probability of an IRR below each target and the statistics. The runs
 * happen in Web Workers (`useSimulation`), never on the main thread. A result stays on screen
 * marked out of date once the deal or the settings change; a new run is the user's to start.
 */
export function MonteCarloPanel({
  input,
  settings,
  defaults,
  onSettingsChange,
  onResult,
}: MonteCarloPanelProps) {
  const [draft, edit] = useSettingsDraft(settings, onSettingsChange);
  const messages = useMemo(() => settingsMessages(draft), [draft]);
  const valid = messages.size === 0;
  const sim = useSimulation(onResult);
  // What reads the whole deal (the staleness key, the hints) follows it in React's deferred pass, so
  // a keystroke in the form paints before it.
  const laterInput = useDeferredValue(input);
  const key = useMemo(() => (laterInput ? simulationKey(laterInput, draft) : null), [laterInput, draft]);
  const completed = sim.completed;
  const stale = completed !== null && completed.key !== key;
  const dealValues = useStableList(draft.variables.map((entry) => meanHint(laterInput, entry)));

  // Callbacks read the latest deal, defaults and settings through refs, so they stay the same
  // functions while the deal changes and the memoised parts below do not redraw as the user types.
  const latestInput = useRef(input);
  const latestDefaults = useRef(defaults);
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestInput.current = input;
    latestDefaults.current = defaults;
    latestDraft.current = draft;
  }, [input, defaults, draft]);
  const listChoices = useCallback(
    (chosen: readonly RiskVariable[]) => variableChoices(latestInput.current, chosen),
    [],
  );
  const setVariables = useCallback(
    (variables: SimulationVariable[]) => edit({ ...draft, variables }),
    [edit, draft],
  );
  const addVariable = useCallback(
    (variable: RiskVariable) => {
      const distribution = proposedDistribution(latestInput.current, variable, latestDefaults.current);
      edit({ ...draft, variables: [...draft.variables, { variable, distribution }] });
    },
    [edit, draft],
  );
  const reset = useCallback(() => edit(latestDefaults.current), [edit]);
  const setRuns = useCallback((runs: number) => edit({ ...draft, runs }), [edit, draft]);
  const setSeed = useCallback((seed: number) => edit({ ...draft, seed }), [edit, draft]);
  const setTargets = useCallback((irrTargets: number[]) => edit({ ...draft, irrTargets }), [edit, draft]);

  // Once the deal is valid, the workers warm up on it (off the main thread, when the browser is idle).
  const { warmUp } = sim;
  const canWarm = laterInput !== null && valid;
  useEffect(() => {
    if (!canWarm) return;
    warmUp(() => {
      const deal = latestInput.current;
      const settings = latestDraft.current;
      return deal && settingsMessages(settings).size === 0
        ? { input: deal, options: simulationOptions(deal, settings) }
        : null;
    });
  }, [canWarm, warmUp]);

  const blocked = !sim.available
    ? WORKERS_MISSING
    : !input
      ? INPUT_MISSING
      : !valid
        ? SETTINGS_INVALID
        : null;
  const { run } = sim;
  const start = useCallback(() => {
    const deal = latestInput.current;
    const settings = latestDraft.current;
    if (deal && settingsMessages(settings).size === 0) {
      run(deal, simulationOptions(deal, settings), simulationKey(deal, settings));
    }
  }, [run]);

  return (
    <Stack
      component="section"
      aria-labelledby={TITLE_ID}
      gap="md"
      data-testid="monte-carlo"
      className={classes.panel}
    >
      {HEADER}
      <VariablesEditor
        variables={draft.variables}
        dealValues={dealValues}
        listChoices={listChoices}
        messages={messages}
        onVariablesChange={setVariables}
        onAdd={addVariable}
        onReset={reset}
      />
      <RunSettings
        runs={draft.runs}
        seed={draft.seed}
        irrTargets={draft.irrTargets}
        messages={messages}
        onRunsChange={setRuns}
        onSeedChange={setSeed}
        onIrrTargetsChange={setTargets}
      />
      <RunBar status={sim.status} blocked={blocked} onRun={start} onCancel={sim.cancel} />
      {stale ? (
        <Alert color="yellow" title="Out of date" role="status">
          The deal or the settings changed since this simulation ran. Run it again to update the results.
        </Alert>
      ) : null}
      {completed ? (
        <div style={stale ? { opacity: 0.55 } : undefined}>
          <SimulationResults
            result={completed.result}
            elapsedMs={completed.elapsedMs}
            workers={completed.workers}
          />
        </div>
      ) : null}
    </Stack>
  );
}
