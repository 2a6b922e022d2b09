import type { AnalysisResult } from '@cre/underwriting';
import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import type { AnalyzerFormValues } from '../model/form-values';
import { DEBT_COVERAGE_SECTION, hasStack, REFINANCE_SECTION } from '../report/capital-stack';
import { DEBT_SCHEDULE_SECTION, type DebtScheduleRow } from '../report/debt-schedule-section';
import type { CalculationFigures } from '../report/report-section';
import { SOURCES_USES_TITLE, sourcesAndUses } from '../report/sources-uses';
import {
  calculationTierNames,
  type PartnerRow,
  WATERFALL_PARTNERS_SECTION,
  WATERFALL_TITLE,
  WATERFALL_YEARS_SECTION,
  type WaterfallYearRow,
  waterfallTierSection,
} from '../report/waterfall-sections';
import { DataTable, RowsTable, Section, screenColumns } from './section-table';

const DistributionsChart = lazy(() => import('../charts/distributions-chart'));

/** Title of the screen's capital stack card. */
export const CAPITAL_STACK_TITLE = 'Capital Stack';
/** Title of the waterfall's chart. */
export const DISTRIBUTIONS_CHART_TITLE = 'Distributions by tier';
const CHART_HEIGHT = 260;

const DEBT_COLUMNS = screenColumns(DEBT_SCHEDULE_SECTION, (row: DebtScheduleRow) => row);
const PARTNER_COLUMNS = screenColumns(WATERFALL_PARTNERS_SECTION, (row: PartnerRow) => row);
const YEAR_COLUMNS = screenColumns(WATERFALL_YEARS_SECTION, (row: WaterfallYearRow) => row);

/** A titled part of a card. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={5}>{title}</Title>
      {children}
    </Stack>
  );
}

/** Sources & Uses (uses, then sources) and the year-1 coverage by loan, side by side, then the debt schedule. */
function StackCard({ figures }: { figures: CalculationFigures }) {
  const { uses, sources } = sourcesAndUses(figures);
  return (
    <Section title={CAPITAL_STACK_TITLE}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Part title={SOURCES_USES_TITLE}>
          <Text size="sm" fw={600}>
            Uses
          </Text>
          <RowsTable rows={uses} label="Uses" />
          <Text size="sm" fw={600}>
            Sources
          </Text>
          <RowsTable rows={sources} label="Sources" />
        </Part>
        <Part title={DEBT_COVERAGE_SECTION.title}>
          <RowsTable rows={DEBT_COVERAGE_SECTION.rows(figures)} label={DEBT_COVERAGE_SECTION.title} />
        </Part>
      </SimpleGrid>
      <Part title={DEBT_SCHEDULE_SECTION.title}>
        <DataTable
          columns={DEBT_COLUMNS}
          rows={DEBT_SCHEDULE_SECTION.rows(figures)}
          rowKey={(row) => `${row.year}-${row.loan}`}
          strong={(row) => row.total}
        />
      </Part>
    </Section>
  );
}

/** The waterfall: the partners' totals, the split by year, the distributions by tier and their chart. */
function WaterfallCard({ figures }: { figures: CalculationFigures }) {
  const tiers = waterfallTierSection(figures);
  const tierColumns = screenColumns(tiers, (row: WaterfallYearRow) => row);
  const rows = WATERFALL_YEARS_SECTION.rows(figures);
  const byYear = (row: WaterfallYearRow) => String(row.year);
  const isTotal = (row: WaterfallYearRow) => row.year === 'Total';
  return (
    <Section title={WATERFALL_TITLE}>
      <DataTable
        columns={PARTNER_COLUMNS}
        rows={WATERFALL_PARTNERS_SECTION.rows(figures)}
        rowKey={(row) => row.partner}
      />
      <Part title={WATERFALL_YEARS_SECTION.title}>
        <DataTable columns={YEAR_COLUMNS} rows={rows} rowKey={byYear} strong={isTotal} />
      </Part>
      <Part title={tiers.title}>
        <DataTable columns={tierColumns} rows={rows} rowKey={byYear} strong={isTotal} />
      </Part>
      <Part title={DISTRIBUTIONS_CHART_TITLE}>
        <Suspense fallback={<Box h={CHART_HEIGHT} />}>
          <DistributionsChart
            result={figures.result}
            names={calculationTierNames(figures)}
            height={CHART_HEIGHT}
          />
        </Suspense>
      </Part>
    </Section>
  );
}

/**
 * The capital stack of a deal that uses one (underwriting.md section 12; nothing otherwise): Sources
 * & Uses, the year-1 coverage by loan (combined and senior DSCR) and the debt schedule; the
 * refinance when the hold has one; the waterfall when one is set, with its distributions by tier as
 * a stacked bar chart (recharts loaded in its own chunk, for such a deal only).
 */
export function CapitalStack({ values, result }: { values: AnalyzerFormValues; result: AnalysisResult }) {
  const figures = useMemo(() => ({ values, result }), [values, result]);
  const shown = useMemo(() => hasStack(figures), [figures]);
  if (!shown) return null;
  return (
    <>
      <StackCard figures={figures} />
      {result.refinance === null ? null : (
        <Section title={REFINANCE_SECTION.title}>
          <RowsTable rows={REFINANCE_SECTION.rows(figures)} label={REFINANCE_SECTION.title} />
        </Section>
      )}
      {result.waterfall === null ? null : <WaterfallCard figures={figures} />}
    </>
  );
}
