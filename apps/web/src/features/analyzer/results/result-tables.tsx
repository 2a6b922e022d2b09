import type { AnalysisResult } from '@cre/underwriting';
import { formatMetricValue, METRICS } from '@cre/underwriting';
import { Group, Pagination, Text } from '@mantine/core';
import { useState } from 'react';
import { money, percent } from '../display-format';
import { PAGE_CONTROL_LABELS, pageCount, pageRows, TENANTS_PER_PAGE } from '../form/lease-roll-pages';
import type { AnalyzerFormValues } from '../model/form-values';
import { FINANCIAL_SUMMARY_SECTION, RENT_ROLL_METRICS } from '../report/metric-sections';
import { CASH_FLOW_SECTION, NNN_SECTION, VALUE_SECTION } from '../report/projection-sections';
import { RENT_ROLL_SECTION, type RentRollRow } from '../report/rent-roll-section';
import { DataTable, RowsTable, type ScreenColumn, Section, screenColumns } from './section-table';

/** Financial Summary: price, equity, loan (LTV at 1 decimal), income, expenses, NOI, cash flow and sale. */
export function FinancialSummary({ values, result }: { values: AnalyzerFormValues; result: AnalysisResult }) {
  const rows = FINANCIAL_SUMMARY_SECTION.rows({ values, result });
  return (
    <Section title={FINANCIAL_SUMMARY_SECTION.title}>
      <RowsTable rows={rows} />
    </Section>
  );
}

/** One year of the screen's cash-flow table: the cash flow and the value projection of that year. */
interface ProjectionYear {
  cashFlow: AnalysisResult['cashFlowProjections'][number];
  value: AnalysisResult['appreciationProjections'][number] | undefined;
}

/** The cash-flow columns, then the value columns (the year once). */
const PROJECTION_COLUMNS: ScreenColumn<ProjectionYear>[] = [
  ...screenColumns(CASH_FLOW_SECTION, (year: ProjectionYear) => year.cashFlow),
  ...screenColumns(VALUE_SECTION, (year: ProjectionYear) => year.value).filter(
    (column) => column.key !== 'year',
  ),
];

/** Cash Flow Projection: the cash-flow projection's columns, then the value projection's, by year. */
export function CashFlowTable({ result }: { result: AnalysisResult }) {
  const years: ProjectionYear[] = result.cashFlowProjections.map((cashFlow, i) => ({
    cashFlow,
    value: result.appreciationProjections[i],
  }));
  return (
    <Section title="Cash Flow Projection">
      <DataTable columns={PROJECTION_COLUMNS} rows={years} rowKey={(year) => year.cashFlow.year} />
    </Section>
  );
}

/** The rent roll metrics shown on one line under the table (WALT follows on its own). */
const OCCUPANCY_METRICS = RENT_ROLL_METRICS.filter((key) => key !== 'walt');

/** The rent roll's columns on screen. */
const RENT_ROLL_COLUMNS = screenColumns(RENT_ROLL_SECTION, (row: RentRollRow) => row);

/**
 * Rent Roll Details: the rent roll section's screen columns, the occupancy split and the WALT. A
 * rent roll of more than 25 leases is shown 25 rows a page.
 */
export function RentRollDetails({ values, result }: { values: AnalyzerFormValues; result: AnalysisResult }) {
  const [page, setPage] = useState(1);
  const rows = RENT_ROLL_SECTION.rows({ values, result });
  const shown = pageRows(rows, page);
  const first = (shown.page - 1) * TENANTS_PER_PAGE;
  return (
    <Section title="Rent Roll Details">
      <DataTable columns={RENT_ROLL_COLUMNS} rows={shown.rows} rowKey={(_, i) => first + i} />
      {rows.length > TENANTS_PER_PAGE ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Leases {first + 1}–{first + shown.rows.length} of {rows.length}
          </Text>
          <Group component="nav" aria-label="Rent roll detail pages">
            <Pagination
              total={pageCount(rows.length)}
              value={shown.page}
              onChange={setPage}
              size="sm"
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
            />
          </Group>
        </Group>
      ) : null}
      <Text size="sm">
        {OCCUPANCY_METRICS.map((key) => `${METRICS[key].label}: ${formatMetricValue(key, result[key])}`).join(
          ' · ',
        )}
      </Text>
      <Text size="sm" fw={600}>
        {METRICS.walt.label}: {formatMetricValue('walt', result.walt)}
      </Text>
    </Section>
  );
}

/** The NNN projection's columns on screen. */
const NNN_COLUMNS = screenColumns(NNN_SECTION, (row: AnalysisResult['nnnProjections'][number]) => row);

/** NNN lease details: effective charges per sq ft, their year-1 total and their 5-year escalation. */
export function NnnDetails({ values, result }: { values: AnalyzerFormValues; result: AnalysisResult }) {
  return (
    <Section title="NNN Lease Details">
      <Text size="sm">
        Tenants pay property taxes, insurance and maintenance. Effective{' '}
        {METRICS.effectiveNnnChargesPerSqft.noun}:{' '}
        <strong>
          {formatMetricValue('effectiveNnnChargesPerSqft', result.effectiveNnnChargesPerSqft)} per sq ft
        </strong>{' '}
        ({money(result.nnnProjections[0]?.total)} a year), escalating at {percent(values.nnnEscalationRate)}{' '}
        annually.
      </Text>
      <DataTable
        columns={NNN_COLUMNS}
        rows={NNN_SECTION.rows({ values, result })}
        rowKey={(row) => row.year}
      />
    </Section>
  );
}
