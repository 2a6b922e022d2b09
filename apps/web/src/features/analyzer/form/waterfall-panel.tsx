import { memo } from 'react';
import { DEFAULT_WATERFALL } from '../model/capital-stack';
import type { FormBinding } from '../model/form-binding';
import { GroupNumberField } from './group-number-field';
import { PanelCard } from './panel-card';
import { AddGroupButton, StackGroupFrame, useFocusAfterChange } from './stack-group-frame';
import { useFormValue } from './use-form-store';
import { WaterfallTiers } from './waterfall-tiers';

/**
 * Equity & waterfall (underwriting.md 12.5): "Add waterfall" sets it to {@link DEFAULT_WATERFALL};
 * its fields are the LP's share of the equity, the preferred return, the catch-up, the hurdle
 * tiers and the residual promote; "Remove waterfall" sets it back to null. Re-renders only when
 * the waterfall is added or removed.
 */
export const EquityWaterfallPanel = memo(function EquityWaterfallPanel({
  binding,
}: {
  binding: FormBinding;
}) {
  const present = useFormValue(binding, (values) => values.waterfall !== null);
  const equity = { binding, group: 'waterfall' } as const;
  const { ref, run } = useFocusAfterChange();
  const add = () => run(() => binding.set('waterfall', { ...DEFAULT_WATERFALL, tiers: [] }), 'input');
  const remove = () => run(() => binding.set('waterfall', null), 'button');
  return (
    <PanelCard title="Equity & waterfall">
      <div ref={ref}>
        {present ? (
          <StackGroupFrame
            legend="Waterfall"
            hint="The equity's cash flows split between the limited partners (LP) and the sponsor (GP)."
            removeLabel="Remove waterfall"
            onRemove={remove}
            footer={<WaterfallTiers binding={binding} />}
          >
            <GroupNumberField
              {...equity}
              field="lpEquityPercent"
              label="LP Equity"
              unit="%"
              description="The GP funds the rest"
            />
            <GroupNumberField {...equity} field="prefRate" label="Preferred Return" unit="%" />
            <GroupNumberField
              {...equity}
              field="catchUpPercent"
              label="Catch-up"
              unit="%"
              description="0 for none; else above the first promote"
            />
            <GroupNumberField
              {...equity}
              field="residualPromotePercent"
              label="Residual Promote"
              unit="%"
              description="The GP's share above the last hurdle"
            />
          </StackGroupFrame>
        ) : (
          <AddGroupButton
            label="Add waterfall"
            hint="Split the equity's cash flows between LP and GP with a preferred return and promotes."
            onAdd={add}
          />
        )}
      </div>
    </PanelCard>
  );
});
