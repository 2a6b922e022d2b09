import { TOOLTIP_DELAYS } from '@cre/ui';
import type { AnalysisResult } from '@cre/underwriting';
import { SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { LiveGoalSeek } from '../goal-seek/goal-seek-card';
import type { Calculation } from '../model/calculation';
import { toAnalysisInput } from '../model/deal-mapping';
import type { FormBinding } from '../model/form-binding';
import type { AnalyzerFormValues } from '../model/form-values';
import { CapitalStack } from './capital-stack';
import { KeyMetrics } from './key-metrics';
import { CashFlowTable, FinancialSummary, NnnDetails, RentRollDetails } from './result-tables';
import { CapRateTiles, HoldRecommendation, MarketValueAnalysis } from './valuation';

/** Text shown before the first calculation. */
export const EMPTY_RESULTS_TEXT = 'Enter property details and click "Calculate Analysis" to see results.';

/**
 * The results of the last calculation: Key Financial Metrics and lender metrics, NNN lease details,
 * Rent Roll Details, cap rate tiles, Market Value Analysis, Recommended Hold Period, Financial Summary
 * and the Cash Flow Projection; the empty text before the first calculation.
 */
export function ResultsSection({
  calculation,
  binding,
}: {
  calculation: Calculation | null;
  /** The form: with it, the Goal Seek card (live from the form, "Apply" writes into it). */
  binding?: FormBinding;
}) {
  if (!calculation) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {EMPTY_RESULTS_TEXT}
      </Text>
    );
  }
  const { values, result } = calculation;
  // The deal the ready answers solve on (this section redraws only when the calculation changes).
  const deal = toAnalysisInput(values, calculation.asOf);
  // The metric tiles' explanations share the 700 ms open / 300 ms skip timing of every tooltip group.
  return (
    <Tooltip.Group {...TOOLTIP_DELAYS}>
      <Stack gap="lg">
        <KeyMetrics result={result} deal={deal} />
        {binding ? <LiveGoalSeek binding={binding} asOf={calculation.asOf} /> : null}
        <ResultDetails values={values} result={result} />
      </Stack>
    </Tooltip.Group>
  );
}

/**
 * Every result below Key Financial Metrics (NNN and rent-roll details when they apply, cap rates,
 * market value, hold period, financial summary, cash-flow table, and the capital stack when the
 * deal uses one): the analyzer and the read-only
 * shared page show the same.
 */
export function ResultDetails({ values, result }: { values: AnalyzerFormValues; result: AnalysisResult }) {
  return (
    <>
      {values.isNnnLease ? <NnnDetails values={values} result={result} /> : null}
      {values.rentInputMode === 'individual' && result.leases.length > 0 ? (
        <RentRollDetails values={values} result={result} />
      ) : null}
      <CapRateTiles values={values} result={result} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MarketValueAnalysis values={values} result={result} />
        <HoldRecommendation result={result} />
      </SimpleGrid>
      <FinancialSummary values={values} result={result} />
      <CashFlowTable result={result} />
      <CapitalStack values={values} result={result} />
    </>
  );
}
