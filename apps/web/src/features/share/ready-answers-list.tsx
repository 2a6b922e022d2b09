import { TOOLTIP_DELAYS } from '@cre/ui';
import { type AnalysisInput, type ReadyTargets, readyAnswers } from '@cre/underwriting';
import { Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { money } from '../analyzer/display-format';
import { OUT_OF_REACH } from '../analyzer/goal-seek/ready-answers-row';

/**
 * "What can I pay?" read-only: the most the buyer can pay for the project's saved IRR, DSCR and
 * cash-on-cash targets (the engine's `readyAnswers`), "out of reach" with the engine's reason on
 * hover or focus. Unlike the analyzer's row, the targets cannot be edited here.
 */
export function ReadyAnswersList({ deal, targets }: { deal: AnalysisInput; targets: ReadyTargets }) {
  const answers = useMemo(() => {
    try {
      return readyAnswers(deal, targets);
    } catch {
      return null;
    }
  }, [deal, targets]);
  if (!answers) return null;
  return (
    <Stack gap={6} component="section" aria-label="Ready answers">
      <Text size="sm" fw={600}>
        What can I pay?
      </Text>
      <Tooltip.Group {...TOOLTIP_DELAYS}>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="sm" m={0} p={0}>
          {answers.map((answer) => (
            <Paper
              key={answer.metric}
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
              {answer.result.value !== null ? (
                <Text fw={700} data-testid={`ready-${answer.metric}`}>
                  {money(answer.result.value)}
                </Text>
              ) : (
                <Tooltip
                  label={answer.result.reason}
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
          ))}
        </SimpleGrid>
      </Tooltip.Group>
    </Stack>
  );
}
