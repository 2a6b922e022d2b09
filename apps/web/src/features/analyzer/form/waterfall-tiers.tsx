import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { MAX_WATERFALL_TIERS, withAddedTier, withoutTier } from '../model/capital-stack';
import type { FormBinding } from '../model/form-binding';
import { GroupNumberField } from './group-number-field';
import { useFocusAfterChange } from './stack-group-frame';
import { useFieldError, useFormValue } from './use-form-store';

const PLUS_ICON = <IconPlus size={14} />;
const TRASH_ICON = <IconTrash size={16} />;

/** The Add tier button, for the focus once a tier is removed. */
const ADD_TIER = '[data-add-tier]';

/**
 * One hurdle tier: a group named "Tier n" with its "Hurdle IRR" and "Promote" and a "Remove tier n"
 * button. Memoised on its index: typing into one tier re-renders that field only.
 */
const WaterfallTierRow = memo(function WaterfallTierRow({
  binding,
  tier,
  onRemove,
}: {
  binding: FormBinding;
  tier: number;
  /** Removes tier `tier` (stable). */
  onRemove: (tier: number) => void;
}) {
  const name = `Tier ${tier + 1}`;
  const cell = { binding, group: 'waterfall', tier } as const;
  return (
    <Group role="group" aria-label={name} align="flex-start" gap="sm" wrap="nowrap">
      <Text size="sm" fw={500} pt={30} w={48} style={{ flexShrink: 0 }}>
        {name}
      </Text>
      <GroupNumberField
        {...cell}
        field="hurdleIrr"
        label="Hurdle IRR"
        unit="%"
        description="The LP's IRR this tier pays up to"
      />
      <GroupNumberField
        {...cell}
        field="promotePercent"
        label="Promote"
        unit="%"
        description="The GP's share of this tier"
      />
      <ActionIcon
        variant="subtle"
        color="red"
        mt={50}
        aria-label={`Remove tier ${tier + 1}`}
        onClick={() => onRemove(tier)}
      >
        {TRASH_ICON}
      </ActionIcon>
    </Group>
  );
});

/**
 * The waterfall's hurdle tiers between the preferred return and the residual promote (at most
 * four): a row per tier and "Add tier", which proposes a hurdle 4 points above the last and is
 * disabled at four tiers. Re-renders only when the number of tiers changes.
 */
export const WaterfallTiers = memo(function WaterfallTiers({ binding }: { binding: FormBinding }) {
  const count = useFormValue(binding, (values) => values.waterfall?.tiers.length ?? 0);
  const listError = useFieldError(binding, 'waterfall.tiers');
  const full = count >= MAX_WATERFALL_TIERS;
  const { ref, run } = useFocusAfterChange();
  // the new tier's Hurdle IRR takes the focus; after a removal, Add tier does
  const add = () =>
    run(
      () =>
        binding.update((values) =>
          values.waterfall ? { ...values, waterfall: withAddedTier(values.waterfall) } : values,
        ),
      `[aria-label="Tier ${count + 1}"] input`,
    );
  const remove = useCallback(
    (tier: number) =>
      run(
        () =>
          binding.update((values) =>
            values.waterfall ? { ...values, waterfall: withoutTier(values.waterfall, tier) } : values,
          ),
        ADD_TIER,
      ),
    [binding, run],
  );
  return (
    <Stack gap="xs" mt="md" ref={ref}>
      <Text size="sm" fw={500}>
        Hurdle tiers
      </Text>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          None: above the preferred return the residual promote applies.
        </Text>
      ) : null}
      {Array.from({ length: count }, (_, tier) => (
        // keyed by position, as the rent steps are: a removed tier's inputs go with it
        <WaterfallTierRow key={tier} binding={binding} tier={tier} onRemove={remove} />
      ))}
      {listError ? (
        <Text size="sm" c="red">
          {listError}
        </Text>
      ) : null}
      <Group gap="sm">
        <Button size="xs" variant="light" leftSection={PLUS_ICON} onClick={add} disabled={full} data-add-tier>
          Add tier
        </Button>
        {full ? (
          <Text size="sm" c="dimmed">
            At most {MAX_WATERFALL_TIERS} tiers
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
});
