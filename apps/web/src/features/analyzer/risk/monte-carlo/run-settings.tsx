import { NumberTextInput } from '@cre/ui';
import { MAX_IRR_TARGETS } from '@cre/underwriting';
import { Button, CloseButton, Group, Input, SegmentedControl, Stack } from '@mantine/core';
import { memo } from 'react';
import { formatRuns } from './risk-format';

/** The run counts the panel offers. */
export const RUN_CHOICES = [1_000, 10_000, 50_000] as const;

/** Props of {@link RunSettings}. */
export interface RunSettingsProps {
  runs: number;
  seed: number;
  irrTargets: readonly number[];
  /** The settings' messages by path (`runs`, `seed`, `irrTargets.1`). */
  messages: ReadonlyMap<string, string>;
  onRunsChange: (runs: number) => void;
  onSeedChange: (seed: number) => void;
  onIrrTargetsChange: (targets: number[]) => void;
}

/**
 * Runs (1,000 / 10,000 / 50,000, plus a project's own count when it kept another), the seed, and
 * the IRR targets whose probability of being missed the results give.
 */
export const RunSettings = memo(function RunSettings({
  runs,
  seed,
  irrTargets,
  messages,
  onRunsChange,
  onSeedChange,
  onIrrTargetsChange,
}: RunSettingsProps) {
  const counts: number[] = RUN_CHOICES.includes(runs as (typeof RUN_CHOICES)[number])
    ? [...RUN_CHOICES]
    : [...RUN_CHOICES, runs].sort((a, b) => a - b);
  const setTarget = (index: number, value: number | null) =>
    onIrrTargetsChange(irrTargets.map((old, i) => (i === index ? (value ?? 0) : old)));
  return (
    <Stack gap="xs">
      <Group gap="md" align="flex-start" wrap="wrap">
        <Input.Wrapper label="Runs" error={messages.get('runs')}>
          <SegmentedControl
            display="flex"
            size="xs"
            aria-label="Runs"
            data={counts.map((count) => ({ value: String(count), label: formatRuns(count) }))}
            value={String(runs)}
            onChange={(value) => onRunsChange(Number(value))}
          />
        </Input.Wrapper>
        <NumberTextInput
          size="xs"
          label="Seed"
          w={180}
          value={seed}
          allowDecimal={false}
          allowNegative
          error={messages.get('seed')}
          onChange={(value) => onSeedChange(value ?? 0)}
        />
      </Group>
      <Input.Wrapper
        label="IRR targets"
        description="The results give the probability of an IRR below each."
        error={messages.get('irrTargets')}
      >
        <Group gap="xs" align="flex-start" wrap="wrap" mt={4}>
          {irrTargets.map((target, index) => (
            <Group key={index} gap={2} wrap="nowrap" align="flex-start">
              <NumberTextInput
                size="xs"
                w={100}
                aria-label={`IRR target ${index + 1}`}
                value={target}
                allowNegative
                rightSection="%"
                error={messages.get(`irrTargets.${index}`)}
                onChange={(value) => setTarget(index, value)}
              />
              <CloseButton
                size="sm"
                mt={4}
                aria-label={`Remove IRR target ${index + 1}`}
                onClick={() => onIrrTargetsChange(irrTargets.filter((_, i) => i !== index))}
              />
            </Group>
          ))}
          <Button
            size="xs"
            variant="default"
            disabled={irrTargets.length >= MAX_IRR_TARGETS}
            onClick={() => onIrrTargetsChange([...irrTargets, irrTargets.at(-1) ?? 0])}
          >
            Add target
          </Button>
        </Group>
      </Input.Wrapper>
    </Stack>
  );
});
