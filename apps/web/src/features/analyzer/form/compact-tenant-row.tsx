import type { TenantLease } from '@cre/underwriting';
import { EMPTY_DISPLAY } from '@cre/underwriting';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type CSSProperties, memo } from 'react';
import { count, money, perSqft } from '../display-format';
import { leaseAnnualRent } from './lease-roll';

const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };

/** A figure column of the compact rent roll: its title, width in px and the value it shows. */
export interface CompactColumn {
  title: string;
  width: number;
  value: (lease: TenantLease) => string;
}

/** The suite, first in the row (before the tenant): blank shows a dash. */
const SUITE: CompactColumn = { title: 'Suite', width: 64, value: (lease) => lease.suite || EMPTY_DISPLAY };
const SQFT: CompactColumn = { title: 'Sq Ft', width: 60, value: (lease) => count(lease.sqftLeased) };
const RENT_PER_SQFT: CompactColumn = {
  title: 'Rent/Sq Ft',
  width: 84,
  value: (lease) => perSqft(lease.rentPerSqft),
};
const ANNUAL_RENT: CompactColumn = {
  title: 'Annual Rent',
  width: 92,
  value: (lease) => money(leaseAnnualRent(lease)),
};

/**
 * What the compact rows show: the columns before the tenant (the suite), the figure columns after
 * it, and the Edit button's column width and form.
 */
export interface CompactLayout {
  leading: CompactColumn[];
  columns: CompactColumn[];
  actionWidth: number;
  /** The Edit / Close button shows only its chevron (its accessible name stays "Edit Tenant #n"). */
  iconOnly: boolean;
}

const WIDE_LAYOUT: CompactLayout = {
  leading: [SUITE],
  columns: [SQFT, RENT_PER_SQFT, ANNUAL_RENT],
  actionWidth: 84,
  iconOnly: false,
};
const PHONE_LAYOUT: CompactLayout = {
  leading: [{ ...SUITE, width: 52 }],
  columns: [ANNUAL_RENT],
  actionWidth: 44,
  iconOnly: true,
};

/**
 * The suite first, then where there is room: square feet, rent per square foot and annual rent, and
 * a labelled Edit button; on a phone a narrower suite, the annual rent alone and a chevron button, so
 * the tenant's name keeps its space.
 */
export function compactLayout(wide: boolean): CompactLayout {
  return wide ? WIDE_LAYOUT : PHONE_LAYOUT;
}

/** Props of {@link CompactTenantRow}. */
export interface CompactTenantRowProps {
  index: number;
  lease: TenantLease;
  isOpen: boolean;
  flagged: boolean;
  layout: CompactLayout;
  onToggle: (index: number) => void;
}

/**
 * One compact row of a long rent roll: the suite, "#n" and the tenant's name (a red "Check" badge when the
 * tenant shows a message), the figure columns, and an Edit / Close button
 * named after the tenant ("Edit Tenant #n") that opens or closes its full block.
 */
function CompactTenantRowView({ index, lease, isOpen, flagged, layout, onToggle }: CompactTenantRowProps) {
  const label = `Tenant #${index + 1}`;
  const chevron = isOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />;
  return (
    <Table.Tr bg={isOpen ? 'var(--mantine-primary-color-light)' : undefined}>
      {layout.leading.map((column) => (
        <Table.Td key={column.title}>
          <Text span size="sm" truncate="end" display="block">
            {column.value(lease)}
          </Text>
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text span size="xs" c="dimmed" style={NO_WRAP}>
            #{index + 1}
          </Text>
          <Text span size="sm" truncate fw={500} c={lease.tenantName ? undefined : 'dimmed'}>
            {lease.tenantName || 'Unnamed'}
          </Text>
          {flagged ? (
            <Badge color="red" variant="light" size="xs" style={{ flexShrink: 0 }}>
              Check
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      {layout.columns.map((column) => (
        <Table.Td key={column.title} style={NO_WRAP}>
          {column.value(lease)}
        </Table.Td>
      ))}
      <Table.Td ta="right">
        <Button
          size="compact-xs"
          px={layout.iconOnly ? 6 : undefined}
          variant={isOpen ? 'filled' : 'light'}
          rightSection={layout.iconOnly ? undefined : chevron}
          aria-expanded={isOpen}
          aria-label={`${isOpen ? 'Close' : 'Edit'} ${label}`}
          onClick={() => onToggle(index)}
        >
          {layout.iconOnly ? chevron : isOpen ? 'Close' : 'Edit'}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * One compact row of a long rent roll (see {@link CompactTenantRowView}'s props), memoised: a keystroke
 * elsewhere in the form redraws no row whose lease, state or layout is unchanged.
 */
export const CompactTenantRow = memo(CompactTenantRowView);
