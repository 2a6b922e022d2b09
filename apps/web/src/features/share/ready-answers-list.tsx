import { TOOLTIP_DELAYS } from '@cre/ui';
import type { AnalysisInput, ReadyTargets } from '@cre/underwriting';
import { SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { ReadyAnswerTile, useReadyAnswers } from '../analyzer/goal-seek/ready-answers-row';

/**
 * "What can I pay?" read-only: the most the buyer can pay for the project's saved IRR, DSCR and
 * cash-on-cash targets (the engine's `readyAnswers`), "out of reach" with the engine's reason on
 * hover or focus. Unlike the analyzer's row, the targets cannot be edited here.
 */
export function ReadyAnswersList({ deal, targets }: { deal: AnalysisInput; targets: ReadyTargets }) {
  const answers = useReadyAnswers(deal, targets);
  if (!answers) return null;
  return (
    <Stack gap={6} component="section" aria-label="Ready answers">
      <Text size="sm" fw={600}>
        What can I pay?
      </Text>
      <Tooltip.Group {...TOOLTIP_DELAYS}>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="sm" m={0} p={0}>
          {answers.map((answer) => (
            <ReadyAnswerTile key={answer.metric} answer={answer} />
          ))}
        </SimpleGrid>
      </Tooltip.Group>
    </Stack>
  );
}
