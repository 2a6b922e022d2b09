import { NumberTextInput } from '@cre/ui';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { FormBinding } from '../model/form-binding';
import { rentStepErrorKey, tenantErrorKey } from '../model/validation';
import { addRentStep, type RentStep, removeRentStep, updateRentStep } from './lease-detail';
import type { TenantChange } from './tenant-fields';
import { useFieldError } from './use-form-store';

/** The line under the steps: what they do. */
export const RENT_STEPS_HINT =
  'From each date on the lease pays that rent per sq ft; the lease-by-lease projection uses the steps instead of the annual increase.';

const PLUS_ICON = <IconPlus size={14} />;
const TRASH_ICON = <IconTrash size={16} />;
const DATE_WIDTH = 170;
const ACTION_WIDTH = 44;

/** Changes one field of step `step`. */
type StepChange = <K extends keyof RentStep>(step: number, field: K, value: RentStep[K]) => void;

/** Props of one step's row: primitives and stable callbacks, so an unchanged row skips a render. */
interface RentStepRowProps {
  binding: FormBinding;
  index: number;
  step: number;
  date: string;
  rentPerSqft: number;
  onStepChange: StepChange;
  onStepRemove: (step: number) => void;
}

const RentStepRow = memo(function RentStepRow({
  binding,
  index,
  step,
  date,
  rentPerSqft,
  onStepChange,
  onStepRemove,
}: RentStepRowProps) {
  const dateKey = rentStepErrorKey(index, step, 'date');
  const rentKey = rentStepErrorKey(index, step, 'rentPerSqft');
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          type="date"
          size="xs"
          aria-label="Rent Step Date"
          value={date}
          onChange={(event) => onStepChange(step, 'date', event.currentTarget.value)}
          error={useFieldError(binding, dateKey)}
          onBlur={() => binding.touch(dateKey)}
        />
      </Table.Td>
      <Table.Td>
        <NumberTextInput
          size="xs"
          aria-label="Rent Step Rent per Sq Ft"
          value={rentPerSqft}
          leftSection="$"
          onChange={(next) => onStepChange(step, 'rentPerSqft', next ?? 0)}
          error={useFieldError(binding, rentKey)}
          onBlur={() => binding.touch(rentKey)}
        />
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove rent step ${step + 1}`}
          onClick={() => onStepRemove(step)}
        >
          {TRASH_ICON}
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
});

/** True when one of the lease's step messages (or the list's own) is shown. */
function showsStepMessage(binding: FormBinding, index: number, count: number): boolean {
  if (binding.error(tenantErrorKey(index, 'rentSteps')) !== undefined) return true;
  for (let step = 0; step < count; step++) {
    if (binding.error(rentStepErrorKey(index, step, 'date')) !== undefined) return true;
    if (binding.error(rentStepErrorKey(index, step, 'rentPerSqft')) !== undefined) return true;
  }
  return false;
}

/** Props of {@link RentStepsEditor}. */
export interface RentStepsEditorProps {
  binding: FormBinding;
  /** The tenant's index in the rent roll. */
  index: number;
  /** The lease's steps (the same array while they are unchanged). */
  steps: readonly RentStep[];
  onChange: TenantChange;
}

function RentStepsEditorView({ binding, index, steps, onChange }: RentStepsEditorProps) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const flagged = useSyncExternalStore(binding.subscribe, () =>
    showsStepMessage(binding, index, steps.length),
  );
  // a message on a closed editor opens it, so the message is seen where it belongs
  useEffect(() => {
    if (flagged) setOpen(true);
  }, [flagged]);
  const listError = useFieldError(binding, tenantErrorKey(index, 'rentSteps'));
  const current = useCallback(
    () => binding.getValues().tenantLeases[index]?.rentSteps ?? [],
    [binding, index],
  );
  const onStepChange = useCallback<StepChange>(
    (step, field, value) => onChange(index, 'rentSteps', updateRentStep(current(), step, field, value)),
    [onChange, index, current],
  );
  const onStepRemove = useCallback(
    (step: number) => onChange(index, 'rentSteps', removeRentStep(current(), step)),
    [onChange, index, current],
  );
  const add = () => {
    const lease = binding.getValues().tenantLeases[index];
    if (!lease) return;
    onChange(index, 'rentSteps', addRentStep(lease));
    // the list's cap message (the engine's) shows as soon as a step too many is added
    binding.touch(tenantErrorKey(index, 'rentSteps'));
  };
  const chevron = open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />;
  return (
    <Stack gap="xs" mt="sm">
      <Group gap="xs">
        <Button
          size="xs"
          variant={open ? 'filled' : 'light'}
          color={flagged ? 'red' : undefined}
          rightSection={chevron}
          aria-expanded={open}
          aria-controls={open ? tableId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          Rent steps ({steps.length})
        </Button>
      </Group>
      {open ? (
        <Stack gap="xs" id={tableId}>
          <Text size="xs" c="dimmed">
            {RENT_STEPS_HINT}
          </Text>
          {steps.length > 0 ? (
            <Table
              layout="fixed"
              horizontalSpacing={6}
              verticalSpacing={4}
              fz="sm"
              maw={DATE_WIDTH + 160 + ACTION_WIDTH}
              aria-label={`Rent steps of Tenant #${index + 1}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={DATE_WIDTH} fz="xs">
                    Date
                  </Table.Th>
                  <Table.Th fz="xs">Rent per Sq Ft</Table.Th>
                  <Table.Th w={ACTION_WIDTH}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {steps.map((step, k) => (
                  <RentStepRow
                    // keyed by position, as the tenant blocks are: a removed step's inputs go with it
                    key={k}
                    binding={binding}
                    index={index}
                    step={k}
                    date={step.date}
                    rentPerSqft={step.rentPerSqft}
                    onStepChange={onStepChange}
                    onStepRemove={onStepRemove}
                  />
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          {listError ? (
            <Text size="sm" c="red">
              {listError}
            </Text>
          ) : null}
          <Group>
            <Button size="xs" variant="light" leftSection={PLUS_ICON} onClick={add}>
              Add rent step
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * A lease's rent steps (underwriting.md 11.1): a "Rent steps (n)" button that opens a small table of
 * steps (date, rent per sq ft, a remove button) with "Add rent step". Each step shows the engine's
 * messages under its inputs; the order rule's ("Rent steps must be in date order within the lease")
 * under the date of each step that breaks it. A shown message opens the table. Memoised: a
 * keystroke elsewhere in the lease leaves it alone, and a keystroke in one step redraws that row.
 */
export const RentStepsEditor = memo(RentStepsEditorView);
