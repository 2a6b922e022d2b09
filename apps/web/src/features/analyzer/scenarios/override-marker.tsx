import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { type ReactNode, useCallback } from 'react';
import { useScenarioStore, useScenarioValue } from './scenario-context';
import classes from './scenarios.module.css';

/** The input of a field the shown scenario overrides: an orange border. */
export const overriddenInputStyles = {
  input: {
    borderColor: 'var(--mantine-color-orange-6)',
    boxShadow: '0 0 0 1px var(--mantine-color-orange-6)',
  },
} as const;

/**
 * Wraps a form field: when `overridden` (the shown variant changes this input), an "Overridden"
 * badge and a "Reset <label> to Base" button sit at the right end of the label row. The wrapper is
 * the same either way, so the field keeps its focus when the marker appears.
 */
export function OverrideMarker({
  label,
  overridden,
  onReset,
  children,
}: {
  label: string;
  overridden: boolean;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <div className={classes.field}>
      {children}
      {overridden ? (
        <Group gap={4} wrap="nowrap" className={classes.marker}>
          <Badge
            size="xs"
            variant="light"
            color="orange"
            leftSection={<span className={classes.dot} aria-hidden />}
            classNames={{ label: classes.countLabel }}
          >
            Overridden
          </Badge>
          <Tooltip label="Reset to Base" withArrow openDelay={300}>
            <ActionIcon
              size="xs"
              variant="subtle"
              color="orange"
              aria-label={`Reset ${label} to Base`}
              onClick={onReset}
            >
              <IconArrowBackUp size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
    </div>
  );
}

/**
 * Whether the shown scenario overrides form field `field` (a boolean, so the caller re-renders
 * only when that changes), and the reset that puts Base's value back.
 */
export function useOverride(field: string): { overridden: boolean; reset: () => void } {
  const scenarios = useScenarioStore();
  const overridden = useScenarioValue(scenarios, () => scenarios?.isOverridden(field) ?? false, false);
  const reset = useCallback(() => scenarios?.resetField(field), [scenarios, field]);
  return { overridden, reset };
}
