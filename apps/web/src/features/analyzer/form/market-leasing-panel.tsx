import { formatNumber, type TenantLease } from '@cre/underwriting';
import { SimpleGrid, Text } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import { leaseAnnualRent } from './lease-roll';
import { NumberField } from './number-field';
import { PanelCard } from './panel-card';
import { useFormValue } from './use-form-store';

/** The rent roll's average rent per sq ft (section 2): Σ annual rent / Σ leased sq ft, 0 without leases. */
function averageRentPerSqft(leases: readonly TenantLease[]): number {
  let rent = 0;
  let sqft = 0;
  for (const lease of leases) {
    rent += leaseAnnualRent(lease);
    sqft += lease.sqftLeased;
  }
  return sqft > 0 ? rent / sqft : 0;
}

/** Market rent: blank means the rent roll's average, which the placeholder shows as it changes. */
const MarketRentField = memo(function MarketRentField({ binding }: { binding: FormBinding }) {
  const average = useFormValue(binding, (values) => averageRentPerSqft(values.tenantLeases));
  return (
    <NumberField
      binding={binding}
      field="marketRentPerSqft"
      label="Market Rent ($/sq ft/yr)"
      unit="$"
      optional
      placeholder={formatNumber(average, 2)}
      description="Blank: the rent roll's average"
    />
  );
});

/**
 * Market Leasing Assumptions of the lease-by-lease projection (underwriting.md section 11): market
 * rent and its growth, expense growth, and what happens when a lease ends (renewal probability,
 * downtime, rollover term, free rent, tenant improvements and leasing commissions for new and
 * renewing tenants). Whole numbers where the rule asks for them; each rule's message shows under
 * its field.
 */
export const MarketLeasingPanel = memo(function MarketLeasingPanel({ binding }: { binding: FormBinding }) {
  return (
    <PanelCard title="Market Leasing Assumptions">
      <Text size="sm" c="dimmed">
        Each lease steps up on its anniversaries, then renews or is re-let at market rent after downtime. New
        and renewal terms are blended by the renewal probability.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MarketRentField binding={binding} />
        <NumberField
          binding={binding}
          field="marketRentGrowth"
          label="Market Rent Growth"
          unit="%"
          allowNegative
          description="Per year: market rent, rollover rent steps, other income"
        />
        <NumberField
          binding={binding}
          field="expenseGrowthRate"
          label="Expense Growth"
          unit="%"
          description="Per year, every operating expense"
        />
        <NumberField
          binding={binding}
          field="renewalProbability"
          label="Renewal Probability"
          unit="%"
          allowDecimal={false}
        />
        <NumberField
          binding={binding}
          field="downtimeMonths"
          label="Downtime (months)"
          allowDecimal={false}
        />
        <NumberField
          binding={binding}
          field="renewalTermMonths"
          label="Rollover Lease Term (months)"
          allowDecimal={false}
        />
        <NumberField
          binding={binding}
          field="newFreeMonths"
          label="New Lease Free Months"
          allowDecimal={false}
        />
        <NumberField
          binding={binding}
          field="renewalFreeMonths"
          label="Renewal Free Months"
          allowDecimal={false}
        />
        <NumberField binding={binding} field="newTiPerSqft" label="New Lease TI ($/sq ft)" unit="$" />
        <NumberField binding={binding} field="renewalTiPerSqft" label="Renewal TI ($/sq ft)" unit="$" />
        <NumberField
          binding={binding}
          field="newLcPercent"
          label="New Lease LC"
          unit="%"
          description="Of the lease's total base rent"
        />
        <NumberField
          binding={binding}
          field="renewalLcPercent"
          label="Renewal LC"
          unit="%"
          description="Of the lease's total base rent"
        />
      </SimpleGrid>
    </PanelCard>
  );
});
