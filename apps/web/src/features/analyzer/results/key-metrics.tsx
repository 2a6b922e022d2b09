import type { AnalysisInput, AnalysisResult } from '@cre/underwriting';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { money, percent, ratio } from '../display-format';
import { ReadyAnswersRow } from '../goal-seek/ready-answers-row';
import { signTone } from '../tones';
import { MetricTile } from './metric-tile';

/** One-line explanations of the lender metrics, shown on hover. */
export const LENDER_METRIC_HINTS = {
  dscr: 'Debt service coverage ratio: NOI divided by annual debt service; lenders usually want 1.25x or more.',
  debtYield:
    'NOI as a percentage of the loan amount: what the lender would earn if it took over the property.',
  breakEvenOccupancy: 'Share of potential income needed to pay operating expenses and debt service.',
  equityMultiple:
    'Total cash returned over the hold, sale proceeds included, divided by the equity invested.',
  npv: 'Net present value of the equity cash flows at your discount rate, the initial equity included.',
} as const;

/**
 * Key Financial Metrics, the ready answers (max price for the target IRR, DSCR and cash-on-cash;
 * with `deal`, the calculated deal) and the lender metrics (DSCR, debt yield, break-even
 * occupancy, equity multiple).
 */
export function KeyMetrics({ result, deal }: { result: AnalysisResult; deal?: AnalysisInput }) {
  return (
    <Stack gap="md">
      <Title order={3}>Key Financial Metrics</Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <MetricTile label="Net Operating Income" value={money(result.noi)} color={signTone(result.noi)} />
        <MetricTile label="Property Value" value={money(result.propertyValue)} />
        <MetricTile
          label="Cash-on-Cash Return"
          value={percent(result.cashOnCash)}
          color={signTone(result.cashOnCash)}
        />
        <MetricTile label="IRR" value={percent(result.irr)} color={signTone(result.irr)} />
        <MetricTile label="ROI" value={percent(result.roi)} color={signTone(result.roi)} />
        <MetricTile label="ROE" value={percent(result.roe)} color={signTone(result.roe)} />
        <MetricTile
          label="Annual Cash Flow"
          value={money(result.annualCashFlow)}
          color={signTone(result.annualCashFlow)}
        />
        <MetricTile label="Annual Debt Service" value={money(result.annualDebtService)} />
        <MetricTile label="Down Payment" value={money(result.downPayment)} />
        <MetricTile label="Loan Amount" value={money(result.loanAmount)} />
      </SimpleGrid>
      {deal ? <ReadyAnswersRow deal={deal} /> : null}
      <Title order={4}>Lender Metrics</Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <MetricTile label="DSCR" value={ratio(result.dscr)} hint={LENDER_METRIC_HINTS.dscr} />
        <MetricTile
          label="Debt Yield"
          value={percent(result.debtYield)}
          hint={LENDER_METRIC_HINTS.debtYield}
        />
        <MetricTile
          label="Break-Even Occupancy"
          value={percent(result.breakEvenOccupancy)}
          hint={LENDER_METRIC_HINTS.breakEvenOccupancy}
        />
        <MetricTile
          label="Equity Multiple"
          value={ratio(result.equityMultiple)}
          hint={LENDER_METRIC_HINTS.equityMultiple}
        />
        {result.npv !== null ? (
          <MetricTile label="NPV" value={money(result.npv)} hint={LENDER_METRIC_HINTS.npv} />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
