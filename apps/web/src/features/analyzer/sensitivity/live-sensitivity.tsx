import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useFormValues } from '../form/use-form-store';
import { LeaseProjectionCard } from '../lease-projection/lease-projection-card';
import type { FormBinding } from '../model/form-binding';
import type { AnalyzerFormValues } from '../model/form-values';
import { leaseDebtService } from '../report/lease-sections';
import { SensitivityCard } from './sensitivity-card';
import type { SecondMetric } from './sensitivity-model';
import { useLiveSensitivity } from './use-live-sensitivity';

/** Props of {@link LiveSensitivityResults}. */
interface LiveResultsProps {
  /** The deferred form values: they change in React's deferred pass, after the keystroke painted. */
  values: AnalyzerFormValues;
  asOf: string;
}

/**
 * The live computation and what shows it (the lease-by-lease projection in leases mode, then the
 * sensitivity grids): recomputed from the values it receives only.
 */
const LiveSensitivityResults = memo(function LiveSensitivityResults({ values, asOf }: LiveResultsProps) {
  const [secondMetric, setSecondMetric] = useState<SecondMetric>('equityMultiple');
  const model = useLiveSensitivity(values, asOf, secondMetric);
  const { holdPeriod, loanTerm, isInterestOnly } = values;
  const result = model?.result;
  const debtService = useMemo(
    () => (result === undefined ? undefined : leaseDebtService(values, result)),
    [values, result],
  );
  const terms = useMemo(
    () => ({ holdPeriod, loanTerm, isInterestOnly, debtService }),
    [holdPeriod, loanTerm, isInterestOnly, debtService],
  );
  return (
    <>
      {model?.result.leaseProjection ? (
        <LeaseProjectionCard result={model.result} terms={terms} asOf={asOf} />
      ) : null}
      <SensitivityCard model={model} secondMetric={secondMetric} onSecondMetricChange={setSecondMetric} />
    </>
  );
});

/**
 * Up to this many tenants the grids are recomputed in the keystroke's own pass: validation,
 * analyze() and both grids then take a few milliseconds, so the typed character and the new grids
 * paint in the same frame. Larger rolls get the deferred values, so typing never waits for them.
 */
export const LIVE_IN_KEYSTROKE_MAX_TENANTS = 20;

/**
 * The live sensitivity grids as a subtree of their own: this component alone follows every change of
 * the form and hands the values (a deferred copy for large rent rolls) to the memoised results
 * below it, so a keystroke redraws only the edited field, this component and the results.
 */
export const LiveSensitivity = memo(function LiveSensitivity({
  binding,
  asOf,
}: {
  binding: FormBinding;
  asOf: string;
}) {
  const values = useFormValues(binding);
  const deferred = useDeferredValue(values);
  const live = values.tenantLeases.length <= LIVE_IN_KEYSTROKE_MAX_TENANTS ? values : deferred;
  return <LiveSensitivityResults values={live} asOf={asOf} />;
});
