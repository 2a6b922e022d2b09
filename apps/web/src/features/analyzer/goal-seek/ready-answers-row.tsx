import { NumberTextInput } from '@cre/ui';
import { type AnalysisInput, READY_TARGETS, type ReadyAnswer, readyAnswers } from '@cre/underwriting';
import { ActionIcon, Button, Group, Paper, Popover, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { money } from '../display-format';
import { type ReadyTargets, readyTargetsStore, useReadyTargets } from './ready-targets';

/** Shown instead of a price when no price reaches the target. */
export const OUT_OF_REACH = 'out of reach';

/**
 * One ready answer as a list item: its label and the price, or "out of reach" with the engine's
 * reason in a tooltip (hover, focus or touch). The analyzer's row and the shared page show it alike.
 */
export function ReadyAnswerTile({ answer }: { answer: ReadyAnswer }) {
  const { result } = answer;
  return (
    // A list item, not a group: the Key Financial Metrics' role=group tiles stay the metrics alone.
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      aria-label={answer.label}
      style={{ listStyle: 'none' }}
    >
      <Text size="xs" c="dimmed">
        {answer.label}
      </Text>
      {result.value !== null ? (
        <Text fw={700} data-testid={`ready-${answer.metric}`}>
          {money(result.value)}
        </Text>
      ) : (
        <Tooltip
          label={result.reason}
          multiline
          w={300}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Text
            fw={700}
            c="orange.8"
            span
            tabIndex={0}
            data-testid={`ready-${answer.metric}`}
            style={{ textDecoration: 'underline dotted', cursor: 'help', display: 'inline-block' }}
          >
            {OUT_OF_REACH}
          </Text>
        </Tooltip>
      )}
    </Paper>
  );
}

const TARGET_FIELDS: { key: keyof ReadyTargets; label: string; suffix: string }[] = [
  { key: 'irr', label: 'Target IRR', suffix: '%' },
  { key: 'dscr', label: 'Target DSCR', suffix: 'x' },
  { key: 'cashOnCash', label: 'Target cash-on-cash', suffix: '%' },
];

/** The popover that edits the three targets (saved with the project). */
function TargetsEditor({ targets }: { targets: Readonly<ReadyTargets> }) {
  return (
    <Popover width={260} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Tooltip label="Edit the targets" withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label="Edit ready-answer targets">
            <IconAdjustments size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Targets
          </Text>
          {TARGET_FIELDS.map(({ key, label, suffix }) => (
            <NumberTextInput
              key={key}
              label={label}
              size="xs"
              value={targets[key]}
              rightSection={suffix}
              allowNegative={key !== 'dscr'}
              onChange={(value) => readyTargetsStore.set({ ...readyTargetsStore.get(), [key]: value ?? 0 })}
            />
          ))}
          <Text size="xs" c="dimmed">
            Saved with the project.
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => readyTargetsStore.set({ ...READY_TARGETS })}
          >
            Reset to 15% / 1.25x / 8%
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The engine's ready answers for `deal` at `targets`, once per change of either; null for a deal it refuses. */
export function useReadyAnswers(deal: AnalysisInput, targets: ReadyTargets): ReadyAnswer[] | null {
  return useMemo(() => {
    try {
      return readyAnswers(deal, targets);
    } catch {
      return null;
    }
  }, [deal, targets]);
}

/**
 * "What can I pay?" under Key Financial Metrics: the most the buyer can pay for the target IRR,
 * DSCR and cash-on-cash (the engine's `readyAnswers` on the calculated deal), "out of reach" with
 * the engine's reason on hover; the targets are edited in a popover and saved with the project.
 */
export const ReadyAnswersRow = memo(function ReadyAnswersRow({ deal }: { deal: AnalysisInput }) {
  const targets = useReadyTargets();
  const answers = useReadyAnswers(deal, targets);
  if (!answers) return null;
  return (
    <Stack gap={6} component="section" aria-label="Ready answers">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          What can I pay?
        </Text>
        <TargetsEditor targets={targets} />
      </Group>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="sm" m={0} p={0}>
        {answers.map((answer) => (
          <ReadyAnswerTile key={answer.metric} answer={answer} />
        ))}
      </SimpleGrid>
    </Stack>
  );
});
