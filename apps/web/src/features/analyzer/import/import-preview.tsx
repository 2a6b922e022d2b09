import {
  formatCurrency,
  formatNumber,
  type ParsedRentRoll,
  RECOVERY_TYPE_LABELS,
  RENT_ROLL_FIELDS,
  type RentRollField,
} from '@cre/underwriting';
import { Alert, Badge, List, ScrollArea, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { memo } from 'react';

const IGNORE = '__ignore__';
const FIELD_OPTIONS = [
  { value: IGNORE, label: 'Ignore this column' },
  ...RENT_ROLL_FIELDS.map(({ field, label }) => ({ value: field, label })),
];

/** A spreadsheet column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** The detected column mapping, one select per sheet column ("Ignore this column" or a field). */
export const ColumnMappingSelects = memo(function ColumnMappingSelects({
  parsed,
  onMap,
}: {
  parsed: ParsedRentRoll;
  onMap: (index: number, field: RentRollField | null) => void;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Column mapping
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {parsed.columns.map((column) => (
          <Select
            key={column.index}
            label={`Column ${columnLetters(column.index)}: ${column.header || '(no header)'}`}
            data={FIELD_OPTIONS}
            value={column.field ?? IGNORE}
            allowDeselect={false}
            onChange={(value) =>
              onMap(column.index, value === IGNORE || value === null ? null : (value as RentRollField))
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
});

/** How a lease's rent changes, in a preview cell: its steps, else its yearly increase. */
function increaseText(lease: ParsedRentRoll['leases'][number]): string {
  const steps = lease.rentSteps ?? [];
  if (steps.length > 0) return steps.length === 1 ? '1 step' : `${steps.length} steps`;
  return `${formatNumber(lease.annualRentIncrease, 2)}%`;
}

/**
 * The most lease rows the preview table renders: a 2,000-row roll's table (some 24,000 cells) took
 * most of the second or two between choosing the file and seeing its preview (bench/import-parse.ts).
 * The rows past it are counted under the table; every lease is still imported, and every issue and
 * flag is still listed.
 */
export const PREVIEW_ROWS = 200;

/**
 * The leases the sheet gives, one row each (the first {@link PREVIEW_ROWS}, then how many more), the
 * rows with issues or flags marked; then every issue.
 */
export const ImportPreview = memo(function ImportPreview({ parsed }: { parsed: ParsedRentRoll }) {
  const issueRows = new Set(parsed.issues.map((issue) => issue.row));
  const { summary } = parsed;
  const shown = parsed.leaseRows.slice(0, PREVIEW_ROWS);
  const more = parsed.leaseRows.length - shown.length;
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="import-summary">
        {summary.leaseCount === 1 ? '1 tenant' : `${formatNumber(summary.leaseCount)} tenants`} ·{' '}
        {formatNumber(summary.leasedSqft)} sq ft leased · {formatCurrency(summary.annualRent)} annual rent
        {parsed.vacancies.length > 0
          ? ` · ${parsed.vacancies.length} vacant ${parsed.vacancies.length === 1 ? 'suite' : 'suites'} (${formatNumber(summary.vacantSqft)} sq ft)`
          : ''}
      </Text>
      <ScrollArea.Autosize mah={320} type="auto" viewportProps={{ tabIndex: 0 }}>
        <Table
          striped
          withTableBorder
          fz="xs"
          stickyHeader
          aria-label="Rent roll preview"
          style={{ whiteSpace: 'nowrap' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Suite</Table.Th>
              <Table.Th>Tenant</Table.Th>
              <Table.Th ta="right">Sq Ft</Table.Th>
              <Table.Th ta="right">Rent/Sq Ft</Table.Th>
              <Table.Th>Start</Table.Th>
              <Table.Th>End</Table.Th>
              <Table.Th ta="right">Term (mo)</Table.Th>
              <Table.Th ta="right">Increase</Table.Th>
              <Table.Th>Recovery</Table.Th>
              <Table.Th ta="right">Free (mo)</Table.Th>
              <Table.Th>Review</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map(({ row, suite, lease, monthToMonth, flags }) => (
              <Table.Tr
                key={row}
                data-issue={issueRows.has(row) || undefined}
                bg={issueRows.has(row) ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td>
                  {row}
                  {issueRows.has(row) ? (
                    <Badge ml={6} size="xs" color="red" variant="filled">
                      Check
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{suite ?? ''}</Table.Td>
                <Table.Td>{lease.tenantName}</Table.Td>
                <Table.Td ta="right">{formatNumber(lease.sqftLeased)}</Table.Td>
                <Table.Td ta="right">${formatNumber(lease.rentPerSqft, 2)}</Table.Td>
                <Table.Td>{lease.startDate}</Table.Td>
                <Table.Td>{monthToMonth ? `${lease.endDate} (MTM)` : lease.endDate}</Table.Td>
                <Table.Td ta="right">{formatNumber(lease.leaseTerm)}</Table.Td>
                <Table.Td ta="right">{increaseText(lease)}</Table.Td>
                <Table.Td>{lease.recoveryType ? RECOVERY_TYPE_LABELS[lease.recoveryType] : ''}</Table.Td>
                <Table.Td ta="right">{formatNumber(lease.freeMonths)}</Table.Td>
                <Table.Td title={flags.map((flag) => flag.message).join('\n')}>
                  {flags.length > 0 ? (
                    <Badge size="xs" color="yellow" variant="light" c="dark">
                      {flags.length === 1 ? '1 flag' : `${flags.length} flags`}
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {more > 0 ? (
        <Text size="xs" c="dimmed" data-testid="import-preview-more">
          …and {formatNumber(more)} more {more === 1 ? 'lease' : 'leases'}, not shown in this preview: all{' '}
          {formatNumber(parsed.leaseRows.length)} are imported, and their issues and flags are listed below.
        </Text>
      ) : null}
      <ReviewList parsed={parsed} />
      {parsed.issues.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          title={`${parsed.issues.length === 1 ? '1 issue' : `${parsed.issues.length} issues`} to check`}
        >
          <List size="sm" spacing={2}>
            {parsed.issues.map((issue, i) => (
              <List.Item key={i}>
                {issue.row > 0 ? `Row ${issue.row}: ${issue.message}` : issue.message}
              </List.Item>
            ))}
          </List>
          <Text size="xs" mt="xs">
            Rows with issues are imported too: their messages then show in the lease roll, where you can
            correct them.
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
});

/** Every flag of the sheet: the leases an analyst must check, then the sheet-wide ones. */
function ReviewList({ parsed }: { parsed: ParsedRentRoll }) {
  const flagged = parsed.leaseRows.filter((item) => item.flags.length > 0);
  if (flagged.length === 0 && parsed.flags.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={`${flagged.length === 1 ? '1 lease' : `${flagged.length} leases`} to review`}
      data-testid="import-review"
    >
      <ScrollArea.Autosize mah={200} type="auto" viewportProps={{ tabIndex: 0 }}>
        <List size="sm" spacing={2}>
          {parsed.flags.map((flag) => (
            <List.Item key={`sheet-${flag.row}-${flag.code}`}>
              {flag.row > 0 ? `Row ${flag.row}: ${flag.message}` : flag.message}
            </List.Item>
          ))}
          {flagged.slice(0, PREVIEW_ROWS).map(({ row, lease, flags }) => (
            <List.Item key={row}>
              Row {row}, {lease.tenantName}: {flags.map((flag) => flag.message).join(' ')}
            </List.Item>
          ))}
        </List>
        {flagged.length > PREVIEW_ROWS ? (
          <Text size="xs" mt={4}>
            …and {formatNumber(flagged.length - PREVIEW_ROWS)} more leases to review, all listed in the lease
            roll after the import.
          </Text>
        ) : null}
      </ScrollArea.Autosize>
      <Text size="xs" mt="xs">
        The flags stay on the leases after the import: filter the lease roll by “Needs review”.
      </Text>
    </Alert>
  );
}
