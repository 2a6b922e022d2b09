import { ConfirmDialog } from '@cre/ui';
import { SCENARIO_MESSAGES } from '@cre/underwriting';
import { Badge, Button, Group, Modal, Paper, Stack, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useScenarioValue, useScenarioValueInTransition } from './scenario-context';
import { BASE_SCENARIO, MAX_SCENARIO_VARIANTS } from './scenario-model';
import type { ScenarioState, ScenarioStore } from './scenario-store';
import classes from './scenarios.module.css';

const selectNames = (state: ScenarioState) => state.names;
const selectActive = (state: ScenarioState) => state.active;
const selectOverrideCount = (state: ScenarioState) =>
  state.active === 0 ? 0 : Object.keys(state.variants[state.active - 1]?.overrides ?? {}).length;

/** "3 inputs overridden" for the shown variant: re-renders only when the count changes. */
const OverrideCount = memo(function OverrideCount({ store }: { store: ScenarioStore }) {
  const count = useScenarioValueInTransition(store, selectOverrideCount);
  return (
    <Badge
      size="md"
      variant="light"
      color="orange"
      radius="sm"
      leftSection={<span className={classes.dot} aria-hidden />}
      classNames={{ label: classes.countLabel }}
    >
      {count === 0 ? 'No inputs overridden yet' : `${count} ${count === 1 ? 'input' : 'inputs'} overridden`}
    </Badge>
  );
});

/** The rename dialog of variant `index`, with the engine's name messages. */
function RenameDialog({
  store,
  index,
  current,
  onClose,
}: {
  store: ScenarioStore;
  index: number;
  current: string;
  onClose: () => void;
}) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title="Rename scenario" size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const message = store.rename(index, name);
          if (message) setError(message);
          else onClose();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Scenario name"
            value={name}
            data-autofocus
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Rename</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The scenario bar above the form: "Base" and each variant as tabs (the shown one selected), and
 * New scenario, Duplicate, Rename and Delete. It reads the names and the shown scenario only, so a
 * keystroke in the form does not re-render it.
 */
export const ScenarioBar = memo(function ScenarioBar({ store }: { store: ScenarioStore }) {
  const names = useScenarioValue(store, selectNames, []);
  const active = useScenarioValue(store, selectActive, 0);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const full = names.length >= MAX_SCENARIO_VARIANTS;
  const activeName = active === 0 ? BASE_SCENARIO : (names[active - 1] ?? '');
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Scenarios">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" align="center" wrap="wrap">
          <Text fw={700} size="sm" c="dimmed" tt="uppercase">
            Scenarios
          </Text>
          <Tabs
            variant="pills"
            radius="xl"
            value={String(active)}
            onChange={(value) => value !== null && store.select(Number(value))}
            activateTabWithKeyboard
          >
            <Tabs.List aria-label="Scenario">
              <Tabs.Tab value="0">{BASE_SCENARIO}</Tabs.Tab>
              {names.map((name, i) => (
                <Tabs.Tab key={`${i}-${name}`} value={String(i + 1)}>
                  {name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Tooltip label={SCENARIO_MESSAGES.tooMany} disabled={!full} withArrow multiline w={260}>
            <span>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                disabled={full}
                onClick={() => store.add()}
              >
                New scenario
              </Button>
            </span>
          </Tooltip>
          <Tooltip label={SCENARIO_MESSAGES.tooMany} disabled={!full} withArrow multiline w={260}>
            <span>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCopy size={14} />}
                disabled={full}
                onClick={() => store.duplicate()}
                aria-label={`Duplicate ${activeName}`}
              >
                Duplicate
              </Button>
            </span>
          </Tooltip>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            disabled={active === 0}
            onClick={() => setRenaming(true)}
            aria-label={active === 0 ? 'Rename' : `Rename ${activeName}`}
          >
            Rename
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={active === 0}
            onClick={() => setDeleting(true)}
            aria-label={active === 0 ? 'Delete' : `Delete ${activeName}`}
          >
            Delete
          </Button>
        </Group>
      </Group>
      {active === 0 ? (
        names.length === 0 ? (
          <Text size="sm" c="dimmed" mt={6}>
            Base is the project's own inputs. Add a scenario to try other assumptions (up to{' '}
            {MAX_SCENARIO_VARIANTS}) and compare them.
          </Text>
        ) : null
      ) : (
        <Group gap="xs" mt={8} wrap="wrap" role="status">
          <OverrideCount store={store} />
          <Text size="sm" c="dimmed">
            Edits change <b>{activeName}</b> only; Base and the other scenarios keep their values. The rent
            roll is shared by all scenarios.
          </Text>
        </Group>
      )}
      {renaming && active > 0 ? (
        <RenameDialog store={store} index={active} current={activeName} onClose={() => setRenaming(false)} />
      ) : null}
      <ConfirmDialog
        opened={deleting}
        title="Delete scenario"
        confirmLabel="Delete scenario"
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          store.remove(active);
        }}
      >
        Delete the scenario “{activeName}” and its overrides? Base and the other scenarios stay as they are.
      </ConfirmDialog>
    </Paper>
  );
});
