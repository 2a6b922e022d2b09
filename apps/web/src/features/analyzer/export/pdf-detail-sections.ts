/**
 * The PDF report's sections that follow the memo's story: the scenario comparison, the NNN lease
 * details and the investment recommendation.
 */
import { formatMetricValue, METRICS } from '@cre/underwriting';
import type { Content } from 'pdfmake/interfaces';
import { percent } from '../display-format';
import type { Calculation } from '../model/calculation';
import { NNN_SECTION } from '../report/projection-sections';
import { SCENARIO_COMPARISON_TITLE, type ScenarioTable, scenarioPdfRows } from '../scenarios/scenario-export';
import { dataTable, heading, sectionTable } from './pdf-tables';

/** "NNN Lease Details": what the tenants pay and the NNN projection (NNN leases only; nothing otherwise). */
export function nnnBlock(calculation: Calculation): Content[] {
  const { values, result } = calculation;
  if (!values.isNnnLease) return [];
  return [
    heading('NNN Lease Details'),
    {
      text:
        'Tenants pay property taxes, insurance and maintenance directly. ' +
        `Effective ${METRICS.effectiveNnnChargesPerSqft.noun} are ` +
        `${formatMetricValue('effectiveNnnChargesPerSqft', result.effectiveNnnChargesPerSqft)} per sq ft, ` +
        `and charges escalate at ${percent(values.nnnEscalationRate)} annually.`,
      margin: [0, 0, 0, 6],
    },
    ...sectionTable(NNN_SECTION, calculation),
  ];
}

/** The "Scenario comparison" section (the project's variants beside Base); none without variants. */
export function scenarioBlock(scenarios: ScenarioTable | null): Content[] {
  if (!scenarios) return [];
  return [
    heading(SCENARIO_COMPARISON_TITLE),
    {
      text: 'Each scenario is Base with its overrides; under each figure, its difference to Base.',
      margin: [0, 0, 0, 6],
    },
    dataTable(['Metric', ...scenarios.names], scenarioPdfRows(scenarios), [
      80,
      ...scenarios.names.map(() => '*'),
    ]),
  ];
}

/** "Investment Recommendation": the optimal hold period, its tier and the reason. */
export function recommendationBlock({ result }: Calculation): Content[] {
  return [
    heading('Investment Recommendation'),
    {
      text: `Optimal hold period: ${result.optimalHoldPeriod} years (${result.optimalHoldTier})`,
      bold: true,
    },
    { text: result.optimalHoldReason, margin: [0, 4, 0, 0] },
  ];
}
