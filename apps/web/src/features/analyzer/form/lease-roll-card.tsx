import { formatNumber, MAX_TENANTS, MESSAGES } from '@cre/underwriting';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { ImportRentRollButton } from '../import/import-rent-roll';
import { analysisDate, isoDate } from '../model/calculation';
import type { FormBinding } from '../model/form-binding';
import { CompactRentRoll } from './compact-rent-roll';
import { LeaseReview } from './lease-review';
import { summarizeLeaseRoll } from './lease-roll';
import { useLeaseRollActions, useTenantsWithErrors } from './lease-roll-actions';
import { isCompactRentRoll, pageOf } from './lease-roll-pages';
import { TenantBlock } from './tenant-block';
import { useFormValue } from './use-form-store';

/** Empty-list text of the lease roll. */
export const EMPTY_LEASE_ROLL_TEXT =
  'No tenants added yet. Click "Add Tenant" to start building your lease roll.';

const pct = (value: number) => `${value.toFixed(1)}%`;

const PLUS_ICON = <IconPlus size={16} />;

const AddTenantButton = memo(function AddTenantButton({
  onClick,
  disabled,
}: {
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Button leftSection={PLUS_ICON} onClick={onClick} disabled={disabled}>
      Add Tenant
    </Button>
  );
});

/**
 * The Multi-Tenant Lease Roll card: Import Rent Roll (a broker's .csv or .xlsx), Add Tenant, a summary of total, leased and available square feet
 * (available labelled vacancy), and the tenants. Up to 20 tenants every block is open; a longer rent
 * roll is a searchable, paged table of compact rows with one tenant's block open at a time (a new or
 * duplicated tenant opens at once). Every edit reports the whole updated list to the form store;
 * the card's callbacks are stable, so a tenant block or compact row re-renders only when its own
 * lease changes (its messages it reads from the store).
 */
export const LeaseRollCard = memo(function LeaseRollCard({
  binding,
  today,
}: {
  binding: FormBinding;
  today: Date;
}) {
  const leases = useFormValue(binding, (values) => values.tenantLeases);
  const sqft = useFormValue(binding, (values) => values.sqft);
  const todayIso = useMemo(() => isoDate(today), [today]);
  const asOf = useFormValue(binding, (values) => analysisDate(values, todayIso));
  const summary = summarizeLeaseRoll(leases, sqft);
  const actions = useLeaseRollActions(binding, today);
  const compact = isCompactRentRoll(leases.length);
  const flagged = useTenantsWithErrors(binding, compact ? leases.length : 0);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const open = openIndex !== null && openIndex < leases.length ? openIndex : null;

  const toggle = useCallback(
    (index: number) => setOpenIndex((current) => (current === index ? null : index)),
    [],
  );
  const reveal = useCallback((index: number) => {
    setQuery('');
    setPage(pageOf(index));
    setOpenIndex(index);
  }, []);
  const { add: addTenant, duplicate: duplicateTenant, remove: removeTenant } = actions;
  const add = useCallback(() => {
    addTenant();
    reveal(binding.getValues().tenantLeases.length - 1);
  }, [addTenant, reveal, binding]);
  const duplicate = useCallback(
    (index: number) => {
      duplicateTenant(index);
      reveal(binding.getValues().tenantLeases.length - 1);
    },
    [duplicateTenant, reveal, binding],
  );
  const remove = useCallback(
    (index: number) => {
      removeTenant(index);
      setOpenIndex(null);
    },
    [removeTenant],
  );
  const onQueryChange = useCallback((next: string) => {
    setQuery(next);
    setPage(1);
  }, []);
  const block = (index: number, onDuplicate = actions.duplicate, onRemove = actions.remove) => {
    const lease = leases[index];
    return lease ? (
      <TenantBlock
        key={index}
        index={index}
        lease={lease}
        binding={binding}
        onChange={actions.change}
        onTouch={actions.touch}
        onDuplicate={onDuplicate}
        onRemove={onRemove}
      />
    ) : null;
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      bg="var(--mantine-color-gray-light)"
      component="section"
      aria-labelledby="lease-roll-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={4} id="lease-roll-title">
              Multi-Tenant Lease Roll
            </Title>
            <Text size="sm" c="dimmed" data-testid="lease-roll-summary">
              Total: {formatNumber(summary.totalSqft)} sq ft (100.0%) · Leased:{' '}
              {formatNumber(summary.leasedSqft)} sq ft ({pct(summary.leasedPercent)}) · Available:{' '}
              {formatNumber(summary.availableSqft)} sq ft ({pct(summary.availablePercent)} vacancy)
            </Text>
          </div>
          <Group gap="sm">
            <ImportRentRollButton binding={binding} buildingSqft={sqft} asOf={asOf} />
            <AddTenantButton onClick={add} disabled={leases.length >= MAX_TENANTS} />
          </Group>
        </Group>
        {leases.length >= MAX_TENANTS && (
          <Text size="sm" c={leases.length > MAX_TENANTS ? 'red' : 'dimmed'} role="status">
            {MESSAGES.tenantLeasesMax}
            {leases.length > MAX_TENANTS ? ` (this one has ${formatNumber(leases.length)}).` : '.'}
          </Text>
        )}
        <LeaseReview binding={binding} />
        {leases.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {EMPTY_LEASE_ROLL_TEXT}
          </Text>
        ) : compact ? (
          <CompactRentRoll
            leases={leases}
            open={open}
            flagged={flagged}
            query={query}
            onQueryChange={onQueryChange}
            page={page}
            onPageChange={setPage}
            onToggle={toggle}
            onReveal={reveal}
            renderOpen={(index) => block(index, duplicate, remove)}
          />
        ) : (
          leases.map((_, index) => block(index))
        )}
      </Stack>
    </Card>
  );
});
