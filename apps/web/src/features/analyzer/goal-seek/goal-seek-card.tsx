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
import { Alert, Button, Card, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconTarget } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { money, percent, ratio } from '../display-format';
import type { FormBinding } from '../form/form-binding';
import { useFormValues } from '../form/use-form-store';
import { applySolvedValue, roundForForm, undoOf } from './apply-value';
import {
  currentInputValue,
  DEFAULT_CHOICE,
  type GoalSeekChoice,
  type GoalSeekView,
  goalSeekView,
} from './goal-seek-model';

const METRIC_OPTIONS = SOLVE_METRIC_KEYS.map((key) => ({ value: key, label: SOLVE_METRICS[key].label }));
const varyOptions = (inputs: SolveVary[]) =>
  inputs.map((key) => ({ value: key, label: SOLVE_VARIES[key].label }));

/** The answer as the card states it: "Purchase Price: $12,203,039". */
export function answerText(vary: SolveVary, value: number): string {
  return `${SOLVE_VARIES[vary].label}: ${formatSolveInput(vary, value)}`;
}

function targetAffixes(metric: SolveMetric) {
  const unit = SOLVE_METRICS[metric].unit;
  return {
    leftSection: unit === 'currency' ? '$' : undefined,
    rightSection: unit === 'percent' ? '%' : unit === 'multiple' ? 'x' : undefined,
  };
}

/** One figure at the answer ("IRR 15.00%"). */
function AnswerStat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={`At the answer: ${label}`}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
}

/** Price, loan amount, equity invested, IRR, DSCR and cash-on-cash of the deal at the answer. */
function AnswerStats({ at, price }: { at: AnalysisResult; price: number }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      <AnswerStat label="Purchase Price" value={money(price)} />
      <AnswerStat label="Loan Amount" value={money(at.loanAmount)} />
      <AnswerStat label="Equity Invested" value={money(at.equityInvested)} />
      <AnswerStat label="IRR" value={percent(at.irrStatus === 'converged' ? at.irr : null)} />
      <AnswerStat label="DSCR" value={ratio(at.dscr)} />
      <AnswerStat label="Cash-on-Cash" value={percent(at.cashOnCash)} />
    </SimpleGrid>
  );
}

/** The purchase price of the deal with the answer applied. */
const priceAt = (deal: AnalysisInput, vary: SolveVary, value: number) =>
  vary === 'purchasePrice' ? value : deal.purchasePrice;

/** Props of {@link GoalSeekCard}. */
export interface GoalSeekCardProps {
  view: GoalSeekView;
  choice: GoalSeekChoice;
  onChoiceChange: (choice: GoalSeekChoice) => void;
  /** Puts `value` for `vary` into the form. */
  onApply: (vary: SolveVary, value: number) => void;
}

function Answer({ view, onApply }: { view: GoalSeekView; onApply: GoalSeekCardProps['onApply'] }) {
  if (view.kind === 'invalid') {
    return <Text c="dimmed">Enter a valid deal to see what it takes to reach a target.</Text>;
  }
  if (view.kind === 'noTarget') return <Text c="dimmed">Enter a target.</Text>;
  if (view.kind === 'problem') {
    return (
      <Alert color="orange" variant="light" title="Cannot solve this">
        {view.message}
      </Alert>
    );
  }
  const { request, result, at, deal } = view;
  const metricInfo = SOLVE_METRICS[request.metric];
  if (result.value === null) {
    return (
      <Stack gap="sm" data-testid="goal-seek-answer">
        <Alert color="orange" variant="light" title="Out of reach">
          <Text size="sm" data-testid="goal-seek-reason">
            {result.reason}
          </Text>
        </Alert>
        {result.best ? (
          <Text size="sm">
            Closest: {answerText(request.vary, result.best.value)} gives {metricInfo.label}{' '}
            {formatSolveMetric(metricInfo.unit, result.best.metricValue)}
          </Text>
        ) : null}
        {at && result.best ? (
          <AnswerStats at={at} price={priceAt(deal, request.vary, result.best.value)} />
        ) : null}
      </Stack>
    );
  }
  const value = result.value;
  const current = currentInputValue(deal, request.vary);
  const applied = current !== null && current === roundForForm(request.vary, value);
  const atMetric = at ? metricOf(at, request.metric) : Number.NaN;
  return (
    <Stack gap="sm" data-testid="goal-seek-answer">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          <Text fz="xl" fw={700} data-testid="goal-seek-value">
            {answerText(request.vary, value)}
          </Text>
          {Number.isFinite(atMetric) ? (
            <Text size="sm" c="dimmed">
              gives {metricInfo.label} {formatSolveMetric(metricInfo.unit, atMetric)}
            </Text>
          ) : null}
        </div>
        <Button
          onClick={() => onApply(request.vary, value)}
          disabled={applied}
          variant={applied ? 'light' : 'filled'}
          leftSection={applied ? <IconCheck size={16} /> : undefined}
        >
          {applied ? 'Applied' : 'Apply'}
        </Button>
      </Group>
      {result.note ? (
        <Text size="sm" c="dimmed" fs="italic">
          {result.note}
        </Text>
      ) : null}
      {at ? <AnswerStats at={at} price={priceAt(deal, request.vary, value)} /> : null}
    </Stack>
  );
}

function GoalSeekCardView({ view, choice, onChoiceChange, onApply }: GoalSeekCardProps) {
  const inputs = view.kind === 'invalid' ? [choice.vary] : view.inputs;
  const vary = view.kind === 'solved' ? view.request.vary : choice.vary;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="goal-seek-title">
      <Stack gap="md">
        <div>
          <Group gap="xs">
            <IconTarget size={20} aria-hidden />
            <Title order={3} id="goal-seek-title">
              Goal Seek
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            What can I pay? The value of one input that brings a metric to your target. Updates as you type.
          </Text>
        </div>
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
            data={varyOptions(inputs)}
            value={vary}
            allowDeselect={false}
            onChange={(next) => next && onChoiceChange({ ...choice, vary: next as SolveVary })}
          />
        </SimpleGrid>
        <Answer view={view} onApply={onApply} />
      </Stack>
    </Card>
  );
}

/** The Goal Seek card as it draws a view (memoised: it redraws when the view or the choice changes). */
export const GoalSeekCard = memo(GoalSeekCardView);

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
 * Goal Seek, live: follows the form (a deferred copy of its values, so a keystroke paints before
 * the solve runs, as the sensitivity grids do) and the card's own choice (deferred too), and
 * "Apply" puts the answer into the form as one change, with an Undo toast.
 */
export const LiveGoalSeek = memo(function LiveGoalSeek({
  binding,
  asOf,
}: {
  binding: FormBinding;
  asOf: string;
}) {
  const values = useFormValues(binding);
  const deferredValues = useDeferredValue(values);
  const [choice, setChoice] = useState<GoalSeekChoice>(DEFAULT_CHOICE);
  const deferredChoice = useDeferredValue(choice);
  const view = useMemo(
    () => goalSeekView(deferredValues, asOf, deferredChoice),
    [deferredValues, asOf, deferredChoice],
  );
  const onApply = useCallback(
    (vary: SolveVary, value: number) => {
      const before = binding.getValues();
      binding.update((current) => applySolvedValue(current, vary, value));
      const label = SOLVE_VARIES[vary].label;
      showAppliedToast(`${label} set to ${formatSolveInput(vary, value)}.`, () => {
        binding.update(undoOf(before, vary));
      });
    },
    [binding],
  );
  return <GoalSeekCard view={view} choice={choice} onChoiceChange={setChoice} onApply={onApply} />;
});
