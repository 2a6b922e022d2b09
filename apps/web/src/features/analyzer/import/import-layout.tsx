import type { ParsedRentRoll, SkippedRow, SkippedRowReason } from '@cre/underwriting';
import { Accordion, Group, List, NumberInput, Text, TextInput } from '@mantine/core';
import { memo } from 'react';

/** Words for why a row was not imported as a lease. */
export const SKIPPED_REASON_TEXT: Readonly<Record<SkippedRowReason, string>> = {
  blank: 'Blank separator',
  heading: 'Section heading',
  footnote: 'Footnote',
  summary: 'Summary line',
  charge: 'Charge row (added to the lease above)',
  'gross-rent': 'Gross rent line',
  'rent-step': 'Rent step (added to the lease above)',
  header: 'Repeated header',
};

/** The user's choices of the sheet's layout: header row, last row and as-of date (null: as detected). */
export interface LayoutChoice {
  headerRow: number | null;
  lastRow: number | null;
  asOf: string | null;
}

/**
 * Where the table is and when it was taken: the header row (the lower row of a two-row header) and
 * the last row to read, both as detected until changed, and the as-of date, taken from the title
 * block ("as of 12/31/2026") or else the analysis date, which decides which leases have expired.
 */
export const ImportLayoutControls = memo(function ImportLayoutControls({
  parsed,
  rowCount,
  choice,
  effectiveAsOf,
  onChange,
}: {
  parsed: ParsedRentRoll;
  rowCount: number;
  choice: LayoutChoice;
  effectiveAsOf: string;
  onChange: (next: LayoutChoice) => void;
}) {
  const headerRow = choice.headerRow ?? parsed.headerRow ?? '';
  const lastRow = choice.lastRow ?? rowCount;
  const span =
    parsed.headerStartRow !== null && parsed.headerRow !== null && parsed.headerStartRow < parsed.headerRow
      ? `Header on rows ${parsed.headerStartRow}–${parsed.headerRow}`
      : null;
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NumberInput
        label="Header row"
        description={span ?? 'The row that names the columns'}
        min={1}
        max={rowCount}
        allowDecimal={false}
        value={headerRow}
        onChange={(value) => onChange({ ...choice, headerRow: typeof value === 'number' ? value : null })}
        w={190}
      />
      <NumberInput
        label="Last row"
        description="Rows below it are not read"
        min={1}
        max={rowCount}
        allowDecimal={false}
        value={lastRow}
        onChange={(value) => onChange({ ...choice, lastRow: typeof value === 'number' ? value : null })}
        w={190}
      />
      <TextInput
        label="As-of date"
        description={parsed.asOf !== null && choice.asOf === null ? 'From the file' : 'yyyy-mm-dd'}
        value={choice.asOf ?? effectiveAsOf}
        onChange={(event) => {
          const text = event.currentTarget.value.trim();
          onChange({ ...choice, asOf: /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : choice.asOf });
        }}
        w={190}
      />
    </Group>
  );
});

/** The rows that are not leases, with the reason each was skipped (folded away by default). */
export const SkippedRows = memo(function SkippedRows({ rows }: { rows: readonly SkippedRow[] }) {
  const shown = rows.filter((row) => row.reason !== 'blank');
  if (rows.length === 0) return null;
  const blanks = rows.length - shown.length;
  return (
    <Accordion variant="contained">
      <Accordion.Item value="skipped">
        <Accordion.Control data-testid="skipped-rows-toggle">
          <Text size="sm">
            {rows.length === 1 ? '1 row' : `${rows.length} rows`} not imported as leases
            {blanks > 0 ? ` (${blanks} blank)` : ''}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <List size="sm" spacing={2} aria-label="Skipped rows">
            {shown.map((row) => (
              <List.Item key={row.row}>
                Row {row.row}: {SKIPPED_REASON_TEXT[row.reason]}
                {row.text ? ` — ${row.text}` : ''}
              </List.Item>
            ))}
          </List>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
});
