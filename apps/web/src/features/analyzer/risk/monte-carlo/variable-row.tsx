import { NumberTextInput } from '@cre/ui';
import {
  type Distribution,
  formatNumber,
  riskVariableLabel,
  type SimulationVariable,
} from '@cre/underwriting';
import { CloseButton, Select, SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import classes from './monte-carlo.module.css';
import { changeKind, DISTRIBUTION_KINDS } from './variable-distributions';

/** Props of {@link VariableRow}. */
export interface VariableRowProps {
  index: number;
  entry: SimulationVariable;
  /** For a normal whose mean is left to the deal: the deal's value (its placeholder); else null. */
  dealValue: number | null;
  /** This row's messages, keyed by the path after `variables.<index>.` (`distribution.max`). */
  messages: Readonly<Record<string, string>>;
  onChange: (index: number, entry: SimulationVariable) => void;
  onRemove: (index: number) => void;
}

/** The numbers a distribution kind takes, in the order the row shows them. */
const FIELDS: Record<Distribution['kind'], { key: string; label: string }[]> = {
  triangular: [
    { key: 'min', label: 'Min' },
    { key: 'mode', label: 'Mode' },
    { key: 'max', label: 'Max' },
  ],
  normal: [
    { key: 'mean', label: 'Mean' },
    { key: 'sd', label: 'SD' },
  ],
  uniform: [
    { key: 'min', label: 'Min' },
    { key: 'max', label: 'Max' },
  ],
};

/** A distribution's number by key (undefined for a normal's mean left to the deal). */
function numberOf(d: Distribution, key: string): number | undefined {
  if (d.kind === 'normal') return key === 'mean' ? d.mean : key === 'sd' ? d.sd : undefined;
  if (key === 'min') return d.min;
  if (key === 'max') return d.max;
  return d.kind === 'triangular' && key === 'mode' ? d.mode : undefined;
}

/** The distribution with one number changed; a normal's blank mean is left out (the deal's value). */
function withNumber(distribution: Distribution, key: string, value: number | null): Distribution {
  if (distribution.kind === 'normal' && key === 'mean') {
    const { mean: _mean, ...rest } = distribution;
    return value === null ? rest : { ...rest, mean: value };
  }
  return { ...distribution, [key]: value ?? 0 };
}

/**
 * One simulated variable: a fieldset named by the variable's label with its distribution's kind
 * and numbers, each with its message under it, and a Remove button. A normal's mean may be left
 * blank: the deal's own value, which the placeholder shows.
 */
export const VariableRow = memo(function VariableRow({
  index,
  entry,
  dealValue,
  messages,
  onChange,
  onRemove,
}: VariableRowProps) {
  const label = riskVariableLabel(entry.variable);
  const d = entry.distribution;
  const setNumber = (key: string, value: number | null) =>
    onChange(index, { ...entry, distribution: withNumber(d, key, value) });
  return (
    <fieldset className={classes.variable}>
      <legend className={classes.legend}>{label}</legend>
      <CloseButton
        className={classes.remove}
        size="sm"
        aria-label={`Remove ${label}`}
        onClick={() => onRemove(index)}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
        <Select
          size="xs"
          label="Distribution"
          data={DISTRIBUTION_KINDS as { value: string; label: string }[]}
          value={d.kind}
          allowDeselect={false}
          error={messages.variable ?? messages.distribution}
          onChange={(kind) =>
            kind &&
            onChange(index, {
              ...entry,
              distribution: changeKind(d, kind as Distribution['kind'], dealValue),
            })
          }
        />
        {FIELDS[d.kind].map(({ key, label: fieldLabel }) => (
          <NumberTextInput
            key={key}
            size="xs"
            label={fieldLabel}
            value={numberOf(d, key)}
            allowNegative
            allowEmpty={key === 'mean'}
            placeholder={
              key === 'mean' && dealValue !== null ? `Deal: ${formatNumber(dealValue)}` : undefined
            }
            error={messages[`distribution.${key}`]}
            onChange={(value) => setNumber(key, value)}
          />
        ))}
      </SimpleGrid>
    </fieldset>
  );
});
