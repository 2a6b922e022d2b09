import { Button, Fieldset, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, type RefObject, useCallback, useRef } from 'react';
import { flushSync } from 'react-dom';

const PLUS_ICON = <IconPlus size={14} />;
const TRASH_ICON = <IconTrash size={14} />;

/**
 * A capital-stack group that is set (the second loan, the refinance, the waterfall): a fieldset
 * titled `legend` (so its fields are a named group for assistive technology), a line saying what
 * it does, its fields two to a row, anything below them, and the button that removes it.
 */
export function StackGroupFrame({
  legend,
  hint,
  removeLabel,
  onRemove,
  children,
  footer,
}: {
  legend: string;
  hint: string;
  removeLabel: string;
  onRemove: () => void;
  /** The group's number fields. */
  children: ReactNode;
  /** Below the fields (the waterfall's tiers). */
  footer?: ReactNode;
}) {
  return (
    <Fieldset legend={legend} radius="md">
      <Text size="sm" c="dimmed" mb="sm">
        {hint}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
      {footer}
      <Group mt="md">
        <Button size="xs" variant="subtle" color="red" leftSection={TRASH_ICON} onClick={onRemove}>
          {removeLabel}
        </Button>
      </Group>
    </Fieldset>
  );
}

/** The button that adds a capital-stack group with its defaults, and the line saying what it adds. */
export function AddGroupButton({ label, hint, onAdd }: { label: string; hint: string; onAdd: () => void }) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Button size="xs" variant="light" leftSection={PLUS_ICON} onClick={onAdd} style={{ flexShrink: 0 }}>
        {label}
      </Button>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Group>
  );
}

/**
 * Keeps the keyboard focus where the user is when a button replaces itself: `run(change, selector)`
 * applies `change` (adding or removing a group or tier) and draws it at once, then focuses the
 * first element matching `selector` inside `ref` (the new group's first input, or the button that
 * adds it back), instead of leaving the focus on the page's body.
 */
export function useFocusAfterChange(): {
  ref: RefObject<HTMLDivElement | null>;
  run: (change: () => void, selector: string) => void;
} {
  const ref = useRef<HTMLDivElement>(null);
  const run = useCallback((change: () => void, selector: string) => {
    flushSync(change);
    ref.current?.querySelector<HTMLElement>(selector)?.focus();
  }, []);
  return { ref, run };
}
