/**
 * The building blocks of the results' tables: a titled card, a table section's columns as the
 * screen shows them, a striped data table and a label/value table.
 */
import { Card, Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type Column,
  cellText,
  columnsOn,
  type ReportRow,
  type TableSection,
} from '../report/report-section';
import { signTone } from '../tones';

/** A results card with its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The screen's columns of a section, each reading the row it is given. */
export type ScreenColumn<Row> = Pick<Column<Row>, 'key' | 'label' | 'signed'> & {
  text: (row: Row) => string;
  tone: (row: Row) => string | undefined;
};

/** The columns `section` shows on screen, reading rows through `pick` (the section's own row). */
export function screenColumns<Row, Shown>(
  section: TableSection<Row>,
  pick: (shown: Shown) => Row | undefined,
): ScreenColumn<Shown>[] {
  return columnsOn(section, 'screen').map((column) => ({
    key: column.key,
    label: column.label,
    signed: column.signed,
    text: (shown) => {
      const row = pick(shown);
      return row === undefined ? '' : cellText(column, row);
    },
    tone: (shown) => {
      const row = pick(shown);
      const value = row === undefined ? null : column.value(row);
      return column.signed && typeof value === 'number' ? signTone(value) : undefined;
    },
  }));
}

/** A striped table of `rows` under the columns' labels. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  strong,
}: {
  columns: readonly ScreenColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Rows set in bold (totals). */
  strong?: (row: Row) => boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={rowKey(row, i)} fw={strong?.(row) ? 700 : undefined}>
              {columns.map((column) => {
                const tone = column.tone(row);
                return (
                  <Table.Td key={column.key} style={tone ? { color: tone } : undefined}>
                    {column.text(row)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Labelled figures as a striped two-column table (the label a row header, the figure right-aligned). */
export function RowsTable({ rows, label }: { rows: readonly ReportRow[]; label?: string }) {
  return (
    <Table striped aria-label={label}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={500}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right">{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
