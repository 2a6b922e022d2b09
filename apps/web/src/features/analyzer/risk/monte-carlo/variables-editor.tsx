import {
  MAX_RISK_VARIABLES,
  type RiskVariable,
  riskVariableLabel,
  type SimulationVariable,
} from '@cre/underwriting';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { VariableRow } from './variable-row';

/** Props of {@link VariablesEditor}. */
export interface VariablesEditorProps {
  variables: readonly SimulationVariable[];
  /** Per variable, in order: the deal's value where a normal's mean is left to it, else null. */
  dealValues: readonly (number | null)[];
  /** The variables that can be added besides the chosen ones (asked when the picker opens). */
  listChoices: (chosen: readonly RiskVariable[]) => RiskVariable[];
  /** The settings' messages by path (`variables.0.distribution.max`). */
  messages: ReadonlyMap<string, string>;
  onVariablesChange: (variables: SimulationVariable[]) => void;
  onAdd: (variable: RiskVariable) => void;
  onReset: () => void;
}

/** Each row's messages, keyed by the path after `variables.<index>.`. */
function rowMessages(messages: ReadonlyMap<string, string>, rows: number): Record<string, string>[] {
  const out = Array.from({ length: rows }, (): Record<string, string> => ({}));
  for (const [path, message] of messages) {
    const match = /^variables\.(\d+)\.(.+)$/.exec(path);
    const row = match ? out[Number(match[1])] : undefined;
    if (match && row) row[match[2]!] = message;
  }
  return out;
}

const NO_MESSAGES: Record<string, string> = {};

/**
 * The simulated variables: one row each (its distribution, Remove), a picker that adds one of the
 * variables the deal has (listed when it opens, so typing in the deal never computes the list),
 * and "Reset to defaults". Rows are memoised and their callbacks stable,
 * so editing one redraws that row.
 */
export const VariablesEditor = memo(function VariablesEditor({
  variables,
  dealValues,
  listChoices,
  messages,
  onVariablesChange,
  onAdd,
  onReset,
}: VariablesEditorProps) {
  const latest = useRef(variables);
  latest.current = variables;
  const change = useCallback(
    (index: number, entry: SimulationVariable) =>
      onVariablesChange(latest.current.map((old, i) => (i === index ? entry : old))),
    [onVariablesChange],
  );
  const remove = useCallback(
    (index: number) => onVariablesChange(latest.current.filter((_, i) => i !== index)),
    [onVariablesChange],
  );
  const perRow = useMemo(() => rowMessages(messages, variables.length), [messages, variables.length]);
  const [choices, setChoices] = useState<RiskVariable[]>([]);
  const options = useMemo(
    () => choices.map((key) => ({ value: key, label: riskVariableLabel(key) })),
    [choices],
  );
  const openPicker = () => setChoices(listChoices(latest.current.map((entry) => entry.variable)));
  const listMessage = messages.get('variables');
  return (
    <Stack gap="xs">
      {variables.length === 0 ? (
        <Text size="sm" c="dimmed">
          No variable is simulated: every run analyzes the deal as it is. Add one below.
        </Text>
      ) : null}
      {variables.map((entry, index) => (
        <VariableRow
          key={entry.variable}
          index={index}
          entry={entry}
          dealValue={dealValues[index] ?? null}
          messages={perRow[index] ?? NO_MESSAGES}
          onChange={change}
          onRemove={remove}
        />
      ))}
      {listMessage ? (
        <Text size="sm" c="red.8" role="alert">
          {listMessage}
        </Text>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          size="xs"
          label="Add a variable"
          placeholder="Pick an input"
          data={options}
          value={null}
          searchable
          disabled={variables.length >= MAX_RISK_VARIABLES}
          nothingFoundMessage="No such input"
          onDropdownOpen={openPicker}
          onChange={(key) => key && onAdd(key)}
          style={{ minWidth: 220 }}
        />
        <Button size="xs" variant="default" onClick={onReset}>
          Reset to defaults
        </Button>
      </Group>
    </Stack>
  );
});
