import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { memo, useSyncExternalStore } from 'react';
import classes from './monte-carlo.module.css';
import type { ProgressStore } from './progress-store';
import { formatRuns } from './risk-format';
import type { RunStatus } from './use-simulation';

/** The progress bar: the one component that redraws while a simulation runs. */
function RunProgress({ progress, total }: { progress: ProgressStore; total: number }) {
  const done = useSyncExternalStore(progress.subscribe, progress.get);
  const text = `${formatRuns(done)} of ${formatRuns(total)} runs`;
  return (
    <Stack gap={4}>
      {/* No width transition: each update paints one frame, not 100 ms of them (the page is large). */}
      <Progress.Root size="lg" transitionDuration={0} className={classes.progress}>
        <Progress.Section
          value={total > 0 ? (100 * done) / total : 0}
          withAria={false}
          role="progressbar"
          aria-label="Simulation progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={text}
        />
      </Progress.Root>
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

/** Props of {@link RunBar}. */
export interface RunBarProps {
  status: RunStatus;
  /** Why Run is off (the browser, the deal or the settings), null when it can run. */
  blocked: string | null;
  onRun: () => void;
  onCancel: () => void;
}

/**
 * Run; while running, a progress bar (runs done of all, as aria values and text) and Cancel; after
 * a run that did not finish, what happened; why Run is off when it is.
 */
export const RunBar = memo(function RunBar({ status, blocked, onRun, onCancel }: RunBarProps) {
  const running = status.kind === 'running';
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          leftSection={<IconPlayerPlay size={16} />}
          onClick={onRun}
          disabled={blocked !== null || running}
        >
          Run simulation
        </Button>
        {running ? (
          <Button variant="default" leftSection={<IconPlayerStop size={16} />} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Group>
      {status.kind === 'running' ? <RunProgress progress={status.progress} total={status.total} /> : null}
      {blocked ? (
        <Text size="sm" c="dimmed">
          {blocked}
        </Text>
      ) : null}
      {status.kind === 'cancelled' ? (
        <Text size="sm" c="dimmed" role="status">
          Simulation cancelled.
        </Text>
      ) : null}
      {status.kind === 'error' ? (
        <Alert color="red" title="The simulation could not run" role="alert">
          {status.message}
        </Alert>
      ) : null}
    </Stack>
  );
});
