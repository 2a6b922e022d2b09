import {
  type AnalysisInput,
  type AnalysisResult,
  formatMetricValue,
  formatSolveInput,
  formatSolveMetric,
  formatValue,
  METRICS,
  type MetricKey,
  metricOf,
  SOLVE_METRICS,
  SOLVE_VARIES,
  type SolveVary,
} from '@cre/underwriting';
import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { memo, useCallback, useRef } from 'react';
import { roundForForm } from './apply-value';
import classes from './goal-seek.module.css';
import { currentInputValue, type GoalSeekView } from './goal-seek-model';

/** The answer as the card states it: "Purchase Price: $12,203,039". */
export function answerText(vary: SolveVary, value: number): string {
  return `${SOLVE_VARIES[vary].label}: ${formatSolveInput(vary, value)}`;
}

/** "Interest Rate of 0%". */
const inputPhrase = (vary: SolveVary, value: number) =>
  `${SOLVE_VARIES[vary].label} of ${formatSolveInput(vary, value)}`;

/** The purchase price of the deal with the answer applied. */
const priceAt = (deal: AnalysisInput, vary: SolveVary, value: number) =>
  vary === 'purchasePrice' ? value : deal.purchasePrice;

/** The metrics shown of the deal at the answer, after its purchase price. */
const ANSWER_METRICS = [
  'loanAmount',
  'equityInvested',
  'irr',
  'dscr',
  'cashOnCash',
] as const satisfies readonly MetricKey[];

/** Price, loan amount, equity invested, IRR, DSCR and cash-on-cash at the answer (plain elements). */
function AnswerStats({ at, price }: { at: AnalysisResult; price: number }) {
  const stats: [string, string][] = [
    [SOLVE_VARIES.purchasePrice.label, formatValue('money', price)],
    ...ANSWER_METRICS.map((metric): [string, string] => [
      METRICS[metric].label,
      formatMetricValue(metric, metric === 'irr' && at.irrStatus !== 'converged' ? null : at[metric]),
    ]),
  ];
  return (
    <ul className={classes.stats} aria-label="The deal at the answer">
      {stats.map(([label, value]) => (
        <li key={label} className={classes.stat} aria-label={`At the answer: ${label}`}>
          <span className={classes.statLabel}>{label}</span>
          <span className={classes.statValue}>{value}</span>
        </li>
      ))}
    </ul>
  );
}

/** Apply, or "Applied" once the form holds the answer (redrawn only when that changes). */
const ApplyButton = memo(function ApplyButton({
  applied,
  onClick,
}: {
  applied: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      onClick={onClick}
      disabled={applied}
      variant={applied ? 'light' : 'filled'}
      leftSection={applied ? <IconCheck size={16} /> : undefined}
    >
      {applied ? 'Applied' : 'Apply'}
    </Button>
  );
});

/** Props of {@link GoalSeekAnswer}. */
export interface GoalSeekAnswerProps {
  view: GoalSeekView;
  /** Puts `value` for `vary` into the form. */
  onApply: (vary: SolveVary, value: number) => void;
}

/**
 * The answer of a view: the value ("Purchase Price: $3,775,289"), the metric it gives, the note on
 * several answers and the deal at it; out of reach, the engine's reason and the closest value.
 * Plain elements but the Apply button, so a keystroke's redraw stays small.
 */
export const GoalSeekAnswer = memo(function GoalSeekAnswer({ view, onApply }: GoalSeekAnswerProps) {
  const latest = useRef<{ vary: SolveVary; value: number } | null>(null);
  const apply = useCallback(() => {
    if (latest.current) onApply(latest.current.vary, latest.current.value);
  }, [onApply]);
  latest.current = null;
  if (view.kind === 'invalid') {
    return <p className={classes.sub}>Enter a valid deal to see what it takes to reach a target.</p>;
  }
  if (view.kind === 'noTarget') return <p className={classes.sub}>Enter a target.</p>;
  if (view.kind === 'problem') {
    return (
      <div className={classes.alert} role="note">
        <span className={classes.alertTitle}>Cannot solve this</span>
        <p className={classes.alertText}>{view.message}</p>
      </div>
    );
  }
  const { request, result, at, deal } = view;
  const metricInfo = SOLVE_METRICS[request.metric];
  if (result.value === null) {
    const { best } = result;
    return (
      <div className={classes.stack} data-testid="goal-seek-answer">
        <div className={classes.alert} role="note">
          <span className={classes.alertTitle}>Out of reach</span>
          <p className={classes.alertText} data-testid="goal-seek-reason">
            {result.reason}
          </p>
        </div>
        {best ? (
          <p className={classes.sub}>
            Closest: {inputPhrase(request.vary, best.value)} gives {metricInfo.label}{' '}
            {formatSolveMetric(metricInfo.unit, best.metricValue)}
          </p>
        ) : null}
        {at && best ? <AnswerStats at={at} price={priceAt(deal, request.vary, best.value)} /> : null}
      </div>
    );
  }
  const value = result.value;
  latest.current = { vary: request.vary, value };
  const current = currentInputValue(deal, request.vary);
  const applied = current !== null && current === roundForForm(request.vary, value);
  const atMetric = at ? metricOf(at, request.metric) : Number.NaN;
  return (
    <div className={classes.stack} data-testid="goal-seek-answer">
      <div className={classes.head}>
        <div>
          <p className={classes.answer} data-testid="goal-seek-value">
            {answerText(request.vary, value)}
          </p>
          {Number.isFinite(atMetric) ? (
            <p className={classes.sub}>
              gives {metricInfo.label} {formatSolveMetric(metricInfo.unit, atMetric)}
            </p>
          ) : null}
        </div>
        <ApplyButton applied={applied} onClick={apply} />
      </div>
      {result.note ? <p className={classes.note}>{result.note}</p> : null}
      {at ? <AnswerStats at={at} price={priceAt(deal, request.vary, value)} /> : null}
    </div>
  );
});
