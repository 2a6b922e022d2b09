import { NumberTextInput } from '@cre/ui';
import {
  type AnalysisInput,
  type AnalysisResult,
  formatSolveInput,
  formatSolveMetric,
  metricOf,
  SOLVE_METRIC_KEYS,
  SOLVE_METRICS,
  SOLVE_VARIES,
  type SolveMetric,
  type SolveVary,
} from '@cre/underwriting';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { money, percent, ratio } from '../display-format';
import { useFormValues } from '../form/use-form-store';
import type { FormBinding } from '../model/form-binding';
import { applySolvedValue, roundForForm, undoOf } from './apply-value';
import classes from './goal-seek.module.css';
import {
  currentInputValue,
  DEFAULT_CHOICE,
  type GoalSeekChoice,
  type GoalSeekView,
  goalSeekView,
} from './goal-seek-model';

const METRIC_OPTIONS = SOLVE_METRIC_KEYS.map((key) => ({ value: key, label: SOLVE_METRICS[key].label }));

/** The answer as the card states it: "Purchase Price: $12,203,039". */
export function answerText(vary: SolveVary, value: number): string {
  return `${SOLVE_VARIES[vary].label}: ${formatSolveInput(vary, value)}`;
}

/** "Interest Rate of 0%". */
const inputPhrase = (vary: SolveVary, value: number) =>
  `${SOLVE_VARIES[vary].label} of ${formatSolveInput(vary, value)}`;

function targetAffixes(metric: SolveMetric) {
  const unit = SOLVE_METRICS[metric].unit;
  return {
    leftSection: unit === 'currency' ? '$' : undefined,
    rightSection: unit === 'percent' ? '%' : unit === 'multiple' ? 'x' : undefined,
  };
}

/** The purchase price of the deal with the answer applied. */
const priceAt = (deal: AnalysisInput, vary: SolveVary, value: number) =>
  vary === 'purchasePrice' ? value : deal.purchasePrice;

/** Price, loan amount, equity invested, IRR, DSCR and cash-on-cash at the answer (plain elements). */
function AnswerStats({ at, price }: { at: AnalysisResult; price: number }) {
  const stats: [string, string][] = [
    ['Purchase Price', money(price)],
    ['Loan Amount', money(at.loanAmount)],
    ['Equity Invested', money(at.equityInvested)],
    ['IRR', percent(at.irrStatus === 'converged' ? at.irr : null)],
    ['DSCR', ratio(at.dscr)],
    ['Cash-on-Cash', percent(at.cashOnCash)],
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

/** Props of {@link GoalSeekControls}. */
interface GoalSeekControlsProps {
  choice: GoalSeekChoice;
  /** The inputs this deal can vary, comma-separated (a string, so an unchanged list keeps the memo). */
  inputsKey: string;
  /** The input the answer varies (the choice, or the first input when the deal cannot vary it). */
  vary: SolveVary;
  onChoiceChange: (choice: GoalSeekChoice) => void;
}

/** The metric, target and input pickers (redrawn when the choice or the list of inputs changes). */
const GoalSeekControls = memo(function GoalSeekControls({
  choice,
  inputsKey,
  vary,
  onChoiceChange,
}: GoalSeekControlsProps) {
  const varyOptions = useMemo(
    () =>
      (inputsKey ? (inputsKey.split(',') as SolveVary[]) : [vary]).map((key) => ({
        value: key,
        label: SOLVE_VARIES[key].label,
      })),
    [inputsKey, vary],
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label="Metric"
        data={METRIC_OPTIONS}
        value={choice.metric}
        allowDeselect={false}
        onChange={(next) => next && onChoiceChange({ ...choice, metric: next as SolveMetric })}
      />
      <NumberTextInput
        label="Target"
        value={choice.target}
        allowEmpty
        allowNegative
        {...targetAffixes(choice.metric)}
        onChange={(target) => onChoiceChange({ ...choice, target })}
      />
      <Select
        label="Vary"
        data={varyOptions}
        value={vary}
        allowDeselect={false}
        onChange={(next) => next && onChoiceChange({ ...choice, vary: next as SolveVary })}
      />
    </SimpleGrid>
  );
});

const INTRO = (
  <div>
    <Title order={3} id="goal-seek-title">
      Goal Seek
    </Title>
    <Text size="sm" c="dimmed">
      What can I pay? The value of one input that brings a metric to your target. Updates as you type.
    </Text>
  </div>
);

/** What the live answer reports to the card: the inputs the deal can vary and the one varied. */
interface Varied {
  inputsKey: string;
  vary: SolveVary | null;
}

/**
 * The answer, live: follows the form (a deferred copy of its values, so a keystroke paints before
 * the solve runs, as the sensitivity grids do) and the card's choice (deferred too).
 */
const LiveAnswer = memo(function LiveAnswer({
  binding,
  asOf,
  choice,
  onApply,
  onVaried,
}: {
  binding: FormBinding;
  asOf: string;
  choice: GoalSeekChoice;
  onApply: GoalSeekAnswerProps['onApply'];
  onVaried: (varied: Varied) => void;
}) {
  const values = useDeferredValue(useFormValues(binding));
  const deferredChoice = useDeferredValue(choice);
  const view = useMemo(() => goalSeekView(values, asOf, deferredChoice), [values, asOf, deferredChoice]);
  const inputsKey = view.kind === 'invalid' ? '' : view.inputs.join(',');
  const vary = view.kind === 'solved' ? view.request.vary : null;
  useEffect(() => onVaried({ inputsKey, vary }), [onVaried, inputsKey, vary]);
  return <GoalSeekAnswer view={view} onApply={onApply} />;
});

let undoToastCount = 0;

/**
 * Shows the toast of an applied answer, with an "Undo" button that calls `undo` (one toast at a
 * time, closing after 8 seconds, styled like every other toast).
 */
export function showAppliedToast(message: string, undo: () => void): string {
  notifications.clean();
  undoToastCount += 1;
  const id = `goal-seek-applied-${undoToastCount}`;
  return notifications.show({
    id,
    title: 'Goal seek applied',
    color: 'green',
    autoClose: 8000,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    styles: { description: { color: 'var(--mantine-color-text)' } },
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            undo();
            notifications.hide(id);
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}

/**
 * The Goal Seek card: metric, target and the input to vary (only those this deal can vary), the
 * answer live from the form, and "Apply", which puts the answer into the form as one change and
 * offers Undo in a toast. A keystroke in the form redraws the answer alone.
 */
export const LiveGoalSeek = memo(function LiveGoalSeek({
  binding,
  asOf,
}: {
  binding: FormBinding;
  asOf: string;
}) {
  const [choice, setChoice] = useState<GoalSeekChoice>(DEFAULT_CHOICE);
  const [varied, setVaried] = useState<Varied>({ inputsKey: '', vary: null });
  const onVaried = useCallback(
    (next: Varied) =>
      setVaried((old) => (old.inputsKey === next.inputsKey && old.vary === next.vary ? old : next)),
    [],
  );
  const onApply = useCallback(
    (vary: SolveVary, value: number) => {
      const before = binding.getValues();
      binding.update((current) => applySolvedValue(current, vary, value));
      showAppliedToast(`${SOLVE_VARIES[vary].label} set to ${formatSolveInput(vary, value)}.`, () => {
        binding.update(undoOf(before, vary));
      });
    },
    [binding],
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="goal-seek-title">
      <Stack gap="md">
        {INTRO}
        <GoalSeekControls
          choice={choice}
          inputsKey={varied.inputsKey}
          vary={varied.vary ?? choice.vary}
          onChoiceChange={setChoice}
        />
        <LiveAnswer binding={binding} asOf={asOf} choice={choice} onApply={onApply} onVaried={onVaried} />
      </Stack>
    </Card>
  );
});
