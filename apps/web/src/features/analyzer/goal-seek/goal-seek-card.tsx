import { NumberTextInput } from '@cre/ui';
import {
  formatSolveInput,
  SOLVE_METRIC_KEYS,
  SOLVE_METRICS,
  SOLVE_VARIES,
  type SolveMetric,
  type SolveVary,
} from '@cre/underwriting';
import { Card, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useFormValues } from '../form/use-form-store';
import type { FormBinding } from '../model/form-binding';
import { showAppliedToast } from './applied-toast';
import { applySolvedValue, undoOf } from './apply-value';
import { GoalSeekAnswer, type GoalSeekAnswerProps } from './goal-seek-answer';
import { DEFAULT_CHOICE, type GoalSeekChoice, goalSeekView } from './goal-seek-model';

/** Goal seek's metrics, in the engine's order, with their labels (the catalog's, then LP IRR and GP IRR). */
const METRIC_OPTIONS = SOLVE_METRIC_KEYS.map((key) => ({ value: key, label: SOLVE_METRICS[key].label }));

function targetAffixes(metric: SolveMetric) {
  const unit = SOLVE_METRICS[metric].unit;
  return {
    leftSection: unit === 'currency' ? '$' : undefined,
    rightSection: unit === 'percent' ? '%' : unit === 'multiple' ? 'x' : undefined,
  };
}

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
