import type { TenantLease } from '@cre/underwriting';
import {
  Anchor,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Fragment, memo, type ReactNode } from 'react';
import { CompactTenantRow, compactLayout } from './compact-tenant-row';
import {
  matchingTenants,
  PAGE_CONTROL_LABELS,
  pageCount,
  pageRows,
  TENANTS_PER_PAGE,
} from './lease-roll-pages';

/** Props of {@link CompactRentRoll}. */
export interface CompactRentRollProps {
  leases: readonly TenantLease[];
  /** The tenant shown with all its fields, or null. */
  open: number | null;
  /** Tenants that show at least one validation message. */
  flagged: readonly number[];
  query: string;
  onQueryChange: (query: string) => void;
  page: number;
  onPageChange: (page: number) => void;
  /** Opens the tenant, or closes it when it is the open one. */
  onToggle: (index: number) => void;
  /** Opens the tenant wherever it is listed (clears the search, turns to its page). */
  onReveal: (index: number) => void;
  /** The full block of the open tenant. */
  renderOpen: (index: number) => ReactNode;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const FLAGGED_LISTED = 8;

const SEARCH_WIDTH = { base: '100%', xs: 260 };
const SEARCH_ICON = <IconSearch size={16} />;

const TenantSearch = memo(function TenantSearch({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
}) {
  return (
    <TextInput
      label="Find tenant"
      placeholder="Name, suite or number"
      leftSection={SEARCH_ICON}
      value={query}
      onChange={(event) => onQueryChange(event.currentTarget.value)}
      w={SEARCH_WIDTH}
    />
  );
});

const itemProps = (item: number) => ({ 'aria-label': `Page ${item}` });
const controlProps = (control: keyof typeof PAGE_CONTROL_LABELS) => ({
  'aria-label': PAGE_CONTROL_LABELS[control],
});

const TenantPager = memo(function TenantPager({
  total,
  page,
  onPageChange,
  siblings,
}: {
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  siblings: number;
}) {
  return (
    <Pagination
      total={total}
      value={page}
      onChange={onPageChange}
      size="sm"
      siblings={siblings}
      withEdges={siblings > 0}
      getItemProps={itemProps}
      getControlProps={controlProps}
    />
  );
});

/**
 * A long rent roll as a searchable, paged table: one compact row per tenant (suite, number, name,
 * square feet, rent per square foot, annual rent) with an Edit button that opens that tenant's full block
 * under its row, one tenant at a time. Tenants with validation messages are marked and listed.
 */
export function CompactRentRoll(props: CompactRentRollProps) {
  const { leases, open, flagged, query, page, onToggle, onReveal } = props;
  const matches = matchingTenants(leases, query);
  const shown = pageRows(matches, page);
  const first = (shown.page - 1) * TENANTS_PER_PAGE;
  const flaggedSet = new Set(flagged);
  const siblings = useMatches({ base: 0, sm: 1 });
  const layout = compactLayout(useMatches({ base: false, xs: true }));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TenantSearch query={query} onQueryChange={props.onQueryChange} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {matches.length === 0
            ? `No tenant matches "${query.trim()}"`
            : `Showing ${first + 1}–${first + shown.rows.length} of ${matches.length} tenants`}
        </Text>
      </Group>
      {flagged.length > 0 ? (
        <Text size="sm" c="red" role="status">
          {flagged.length === 1 ? '1 tenant needs attention: ' : `${flagged.length} tenants need attention: `}
          {flagged.slice(0, FLAGGED_LISTED).map((index, i) => (
            <Fragment key={index}>
              {i > 0 ? ', ' : null}
              <Anchor component="button" type="button" size="sm" c="red" onClick={() => onReveal(index)}>
                Tenant #{index + 1}
              </Anchor>
            </Fragment>
          ))}
          {flagged.length > FLAGGED_LISTED ? ` and ${flagged.length - FLAGGED_LISTED} more` : null}
        </Text>
      ) : null}
      {shown.rows.length > 0 ? (
        <Table
          striped
          highlightOnHover
          layout="fixed"
          horizontalSpacing={8}
          verticalSpacing={6}
          fz="sm"
          aria-label="Tenants"
        >
          <Table.Thead>
            <Table.Tr>
              {layout.leading.map((column) => (
                <Table.Th key={column.title} w={column.width} fz="xs" style={NO_WRAP}>
                  {column.title}
                </Table.Th>
              ))}
              <Table.Th fz="xs">Tenant</Table.Th>
              {layout.columns.map((column) => (
                <Table.Th key={column.title} w={column.width} fz="xs" style={NO_WRAP}>
                  {column.title}
                </Table.Th>
              ))}
              <Table.Th w={layout.actionWidth}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.rows.map((index) => {
              const lease = leases[index];
              if (!lease) return null;
              return (
                <Fragment key={index}>
                  <CompactTenantRow
                    index={index}
                    lease={lease}
                    isOpen={index === open}
                    flagged={flaggedSet.has(index)}
                    layout={layout}
                    onToggle={onToggle}
                  />
                  {index === open ? (
                    <Table.Tr>
                      <Table.Td colSpan={layout.leading.length + layout.columns.length + 2} p="xs">
                        {props.renderOpen(index)}
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : null}
      {matches.length > TENANTS_PER_PAGE ? (
        <Group component="nav" aria-label="Tenant pages" justify="center">
          <TenantPager
            total={pageCount(matches.length)}
            page={shown.page}
            onPageChange={props.onPageChange}
            siblings={siblings}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
