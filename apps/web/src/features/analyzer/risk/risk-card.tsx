import type { AnalysisInput, RiskMetric, SimulationResult } from '@cre/underwriting';
import { Card, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, type JSX, memo, useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { useFormValues } from '../form/use-form-store';
import type { FormBinding } from '../model/form-binding';
import {
  defaultRiskSettings,
  type RiskSettings,
  type RiskSettingsStore,
  sameRiskSettings,
  useRiskSettings,
} from './risk-settings';
import { dealMetrics, riskDeal, shownMetric, tornadoInSlices } from './tornado-model';
import { TORNADO_INTRO, TornadoBody, TornadoMetricSelect } from './tornado-section';
import { useLiveTornado } from './use-live-tornado';

/**
 * What the Monte Carlo panel (`risk/monte-carlo/monte-carlo-panel.tsx`) takes: the deal (null while
 * the form has a message), the settings in force and the deal's defaults, a setter for the
 * settings (saved with the project) and where to report its last result (null when it has none).
 */
export interface MonteCarloPanelProps {
  input: AnalysisInput | null;
  settings: RiskSettings;
  defaults: RiskSettings;
  onSettingsChange: (next: RiskSettings) => void;
  onResult: (result: SimulationResult | null) => void;
}

/** Props of {@link RiskCard}. */
export interface RiskCardProps {
  binding: FormBinding;
  asOf: string;
  /** The open analysis's settings (the page's, saved with the project). */
  settings: RiskSettingsStore;
  /** Receives the Monte Carlo's last result, for the page (and the exports) to keep. */
  onResult: (result: SimulationResult | null) => void;
  /** The Monte Carlo panel; a placeholder stands in its place without it. */
  monteCarlo?: ComponentType<MonteCarloPanelProps> | undefined;
}

/** The last value that was not null (null until there is one). */
function useLastKnown<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return last.current;
}

/** The same settings object for as long as the settings say the same thing. */
function useSameSettings(next: RiskSettings): RiskSettings {
  const kept = useRef(next);
  if (!sameRiskSettings(kept.current, next)) kept.current = next;
  return kept.current;
}

const MONTE_CARLO_PLACEHOLDER = (
  <div>
    <Title order={3} fz="h4">
      Monte Carlo
    </Title>
    <Text size="sm" c="dimmed">
      The simulation of this deal's returns appears here.
    </Text>
  </div>
);

/** Props of {@link LiveRisk}. */
interface LiveRiskProps extends Omit<RiskCardProps, 'settings'> {
  store: RiskSettingsStore;
  /** The project's own settings; null for the deal's defaults. */
  stored: RiskSettings | null;
}

/**
 * The card's live part: follows a deferred copy of the form values (so a keystroke paints before
 * anything here is computed) and the settings; computes the deal, its metrics and defaults, and the
 * tornado (`useLiveTornado`), and hands the deal and the settings to the Monte Carlo panel.
 */
const LiveRisk = memo(function LiveRisk({
  binding,
  asOf,
  store,
  stored,
  onResult,
  monteCarlo,
}: LiveRiskProps) {
  const values = useDeferredValue(useFormValues(binding));
  const sliced = tornadoInSlices(values);
  const deal = useMemo(() => riskDeal(values, asOf), [values, asOf]);
  // An invalid moment while typing keeps the last valid deal's defaults (the panel's form stays put).
  const known = useLastKnown(deal);
  const defaults = useSameSettings(useMemo(() => defaultRiskSettings(known), [known]));
  const settings = stored ?? defaults;
  const metrics = useMemo(() => dealMetrics(deal), [deal]);
  const metric = shownMetric(metrics, settings.tornadoMetric, defaults.tornadoMetric);
  const tornadoMetric = useDeferredValue(metric);
  const tornado = useLiveTornado(deal, tornadoMetric, sliced);

  const defaultsNow = useRef(defaults);
  defaultsNow.current = defaults;
  const onSettingsChange = useCallback((next: RiskSettings) => store.set(next, defaultsNow.current), [store]);
  const onMetricChange = useCallback(
    (next: RiskMetric) =>
      store.set({ ...(store.get() ?? defaultsNow.current), tornadoMetric: next }, defaultsNow.current),
    [store],
  );
  const MonteCarlo = monteCarlo;
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="tornado-title">
        {TORNADO_INTRO}
        <TornadoMetricSelect metricsKey={metrics.join(',')} value={metric} onChange={onMetricChange} />
        <TornadoBody view={tornado} />
      </Stack>
      {MonteCarlo ? (
        <MonteCarlo
          input={deal}
          settings={settings}
          defaults={defaults}
          onSettingsChange={onSettingsChange}
          onResult={onResult}
        />
      ) : (
        MONTE_CARLO_PLACEHOLDER
      )}
    </>
  );
});

/**
 * The Risk card (issue 28): the tornado of the chosen metric (IRR by default, LP IRR with a
 * waterfall), live as the deal changes, and the Monte Carlo panel. Its settings live with the
 * project (`settings`); its results are recomputed, never stored. A keystroke in the form renders
 * the live part once with the values it already had; the deal and the tornado follow in React's
 * deferred pass.
 */
export const RiskCard = memo(function RiskCard({ settings, ...rest }: RiskCardProps): JSX.Element {
  const stored = useRiskSettings(settings);
  return (
    <Card withBorder radius="md" padding="lg" component="section" id="risk" aria-labelledby="risk-title">
      <Stack gap="lg">
        <div>
          <Title order={2} id="risk-title" fz="h3">
            Risk
          </Title>
          <Text size="sm" c="dimmed">
            Which inputs move the returns most, and how returns spread when several move at once.
          </Text>
        </div>
        <LiveRisk {...rest} store={settings} stored={stored} />
      </Stack>
    </Card>
  );
});
