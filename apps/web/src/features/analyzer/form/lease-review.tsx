import type { TenantLease } from '@cre/underwriting';
import { Button, Checkbox, Group, Paper, ScrollArea, Stack, Switch, Table, Text } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import type { FormBinding } from '../model/form-binding';
import { acceptReview, flaggedLeases, removeLeases, reviewFlagsOf } from '../model/review-flags';
import { useFormValue } from './use-form-store';

/** One flagged lease as the review table shows it. */
interface ReviewRow {
  index: number;
  suite: string;
  tenant: string;
  text: string;
}

/** The flagged leases as table rows. */
function reviewRows(leases: readonly TenantLease[], flagged: readonly number[]): ReviewRow[] {
  return flagged.map((index) => {
    const lease = leases[index] as TenantLease;
    const text = reviewFlagsOf(lease)
      .map((flag) => flag.message)
      .join(' ');
    return { index, suite: lease.suite ?? '', tenant: lease.tenantName, text };
  });
}

/**
 * The review table's rows, drawn again only when a flagged lease's row or the selection changes
 * (`signature`), not on every keystroke elsewhere in a large lease roll.
 */
const ReviewRows = memo(
  function ReviewRows({
    rows,
    chosen,
    onToggle,
  }: {
    rows: readonly ReviewRow[];
    signature: string;
    chosen: ReadonlySet<number>;
    onToggle: (index: number) => void;
  }) {
    return (
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.index}>
            <Table.Td>
              <Checkbox
                aria-label={`Select row ${row.index + 1}, ${row.tenant}`}
                checked={chosen.has(row.index)}
                onChange={() => onToggle(row.index)}
              />
            </Table.Td>
            <Table.Td>{row.index + 1}</Table.Td>
            <Table.Td>{row.suite}</Table.Td>
            <Table.Td>{row.tenant}</Table.Td>
            <Table.Td style={{ whiteSpace: 'normal' }}>{row.text}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    );
  },
  (a, b) => a.signature === b.signature && sameSet(a.chosen, b.chosen) && a.onToggle === b.onToggle,
);

/** The two sets hold the same members. */
function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const member of a) if (!b.has(member)) return false;
  return true;
}

/** "3 leases" / "1 lease". */
const leasesText = (count: number) => (count === 1 ? '1 lease' : `${count} leases`);

/**
 * The lease roll's review queue: how many leases carry review flags from an import, a "Needs
 * review" filter that lists them (row, suite, tenant, what to check) and bulk actions on the
 * selected ones: "Accept" clears their flags, "Remove" deletes the leases. Hidden when no lease
 * is flagged.
 */
export const LeaseReview = memo(function LeaseReview({ binding }: { binding: FormBinding }) {
  const leases = useFormValue(binding, (values) => values.tenantLeases);
  const flagged = flaggedLeases(leases);
  const [filter, setFilter] = useState(true);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // a selection only ever names leases that are still flagged
  const chosen = useMemo(() => new Set(flagged.filter((index) => selected.has(index))), [flagged, selected]);
  const rows = useMemo(() => reviewRows(leases, flagged), [leases, flagged]);
  const signature = rows
    .map((row) => `${row.index}\u0000${row.suite}\u0000${row.tenant}\u0000${row.text}`)
    .join('\n');
  const toggle = useCallback(
    (index: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(index)) next.delete(index);
        else next.add(index);
        return next;
      }),
    [],
  );
  if (flagged.length === 0) return null;

  const all = chosen.size === flagged.length;
  const apply = (change: (list: readonly TenantLease[], indexes: ReadonlySet<number>) => TenantLease[]) => {
    binding.update((values) => ({ ...values, tenantLeases: change(values.tenantLeases, chosen) }));
    setSelected(new Set());
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Lease review">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" fw={500} data-testid="lease-review-summary">
            {leasesText(flagged.length)} of {leases.length} {flagged.length === 1 ? 'needs' : 'need'} review
          </Text>
          <Switch
            label="Needs review"
            checked={filter}
            onChange={(event) => setFilter(event.currentTarget.checked)}
          />
        </Group>
        {filter ? (
          <>
            <ScrollArea.Autosize mah={360} type="auto" viewportProps={{ tabIndex: 0 }}>
              <Table fz="xs" striped withTableBorder stickyHeader aria-label="Leases that need review">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={32}>
                      <Checkbox
                        aria-label="Select every lease that needs review"
                        checked={all}
                        indeterminate={chosen.size > 0 && !all}
                        onChange={() => setSelected(all ? new Set() : new Set(flagged))}
                      />
                    </Table.Th>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Suite</Table.Th>
                    <Table.Th>Tenant</Table.Th>
                    <Table.Th>What to check</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <ReviewRows rows={rows} signature={signature} chosen={chosen} onToggle={toggle} />
              </Table>
            </ScrollArea.Autosize>
            <Group gap="sm">
              <Button
                size="xs"
                variant="light"
                disabled={chosen.size === 0}
                onClick={() => apply(acceptReview)}
              >
                Accept selected ({chosen.size})
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={chosen.size === 0}
                onClick={() => apply(removeLeases)}
              >
                Remove selected ({chosen.size})
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
});
