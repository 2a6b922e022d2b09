import { hasCapitalStack, projectionYears, resolveInput } from '@cre/underwriting';
import type { Workbook } from 'exceljs';
import type { Calculation } from '../../model/calculation';
import { toAnalysisInput } from '../../model/deal-mapping';
import { rentStepsOf } from '../../report/lease-detail';
import { RENT_ROLL_SECTION } from '../../report/rent-roll-section';
import { type RiskExport, riskFigures } from '../../report/risk-sections';
import type { ScenarioTable } from '../../scenarios/scenario-export';
import { buildSensitivityModel, type SensitivityModel } from '../../sensitivity/sensitivity-model';
import { cachedFigures } from './cached-figures';
import { addCashFlowSheet } from './cash-flow-sheet';
import { addDebtScheduleSheet, debtScheduleLayout } from './debt-schedule-sheet';
import { addInputsSheet } from './inputs-sheet';
import { addLeaseMonthsSheet } from './lease-months-sheet';
import { addLeaseSheet, LEASE_SHEET } from './lease-sheet';
import { addRentRollSheet } from './rent-roll-sheet';
import { addRiskSheet } from './risk-sheet';
import { addScenariosSheet } from './scenarios-sheet';
import { addSensitivitySheet } from './sensitivity-sheet';
import { localIsoDate, sheetRef } from './sheet-kit';
import { stackCachedFigures } from './stack-cached-figures';
import { addSummarySheet, fillSummarySheet, type SummaryRefs, summaryLines } from './summary-sheet';
import { stackSummaryLines } from './summary-stack-lines';
import { addWaterfallSheet } from './waterfall-sheet';

/** The workbook class of exceljs (the module is loaded on demand, so it is passed in). */
export type WorkbookClass = new () => Workbook;

/** The `.xlsx` file name: `cre-analysis-<yyyy-mm-dd>.xlsx` for the given (local) date. */
export function workbookFileName(date: Date): string {
  return `cre-analysis-${localIsoDate(date)}.xlsx`;
}

/**
 * Builds the analysis workbook of a calculation with live formulas (issue 13): Summary, Inputs
 * (every input a defined name), Rent Roll (individual mode), Lease Months and Lease Projection
 * (leases mode: the lease-by-lease projection as formulas, by month then by year),
 * Cash Flow (years 0..h + 1, IRR and NPV by the spreadsheet's own functions) and Sensitivity (the
 * two grids as values), Risk (the tornado with its base row and, when `risk` holds a simulation,
 * its settings and statistics, as values; `risk` defaults to the project settings' defaults, so a
 * valid deal always has its tornado), with a capital stack (underwriting.md 12) a Debt Schedule (each loan by
 * year, the refinance) and, with a waterfall, a Waterfall sheet (LP/GP by tier), the Cash Flow and
 * Summary reading them, and Scenarios when the project has variants (`scenarios`: the comparison,
 * values with differences as formulas). `ExcelJS` is the workbook class of the lazily loaded exceljs module;
 * `model` defaults to `buildSensitivityModel(input, 'equityMultiple')`. The workbook recalculates
 * fully when opened. The Sensitivity, Risk and Scenarios sheets say they are values of `exportedAt`.
 */
export function buildAnalysisWorkbook(
  ExcelJS: WorkbookClass,
  calculation: Calculation,
  model?: SensitivityModel,
  scenarios: ScenarioTable | null = null,
  exportedAt: Date = new Date(),
  risk?: RiskExport,
): Workbook {
  const { values, asOf, result } = calculation;
  const engineInput = toAnalysisInput(values, asOf);
  const input = resolveInput(engineInput);
  const hold = Math.max(1, Math.round(input.holdPeriod));
  const individual = input.revenueInputType === 'individual';
  const leases = result.leaseProjection !== null;
  const workbook = new ExcelJS();
  workbook.creator = 'CRE Sale Analyzer';
  workbook.calcProperties.fullCalcOnLoad = true;
  const summary = addSummarySheet(workbook);
  // the year columns: the projection's years (leases mode), as many for the simple projection, so
  // the HoldPeriod input can move the sale to any year but the last
  const last = result.leaseProjection?.years.length ?? projectionYears(hold);
  const cached = cachedFigures(input, result, last);
  addInputsSheet(workbook, values, input, asOf, last - 1);
  const rentRows = RENT_ROLL_SECTION.rows(calculation);
  const rentRoll = individual
    ? addRentRollSheet(
        workbook,
        rentRows,
        cached,
        leases || rentRows.some((r) => rentStepsOf(r.lease).length > 0),
      )
    : null;
  const projectedMonths = 12 * (result.leaseProjection?.years.length ?? 0);
  const lease =
    leases && rentRoll
      ? addLeaseSheet(
          workbook,
          input,
          result,
          asOf,
          addLeaseMonthsSheet(workbook, rentRows.length, projectedMonths, rentRoll),
        )
      : null;
  const stack = hasCapitalStack(input);
  const debt = stack ? debtScheduleLayout(input, last) : undefined;
  const stackCached = debt ? stackCachedFigures(input, result, cached, debt) : null;
  const flows = addCashFlowSheet(workbook, {
    hold,
    last,
    cached: stackCached?.cashFlow ?? cached,
    income: lease
      ? { mode: 'leases', lease }
      : { mode: 'simple', rent: individual ? 'GrossPotentialRent' : 'AnnualRent' },
    ...(debt ? { debt } : {}),
  });
  if (debt && stackCached) {
    const noiRow = `${flows.ref('noi', 1)}:${flows.ref('noi', last).split('!')[1]}`;
    const noiOfYear = (year: string) => `INDEX(${noiRow},1,MIN(${year},${last}))`;
    addDebtScheduleSheet(workbook, debt, noiOfYear, stackCached.debt);
    if (input.waterfall !== null) {
      const tiers = input.waterfall.tiers.length;
      addWaterfallSheet(workbook, tiers, last, (t) => flows.ref('ncf', t), stackCached.waterfall);
    }
  }
  addSensitivitySheet(workbook, model ?? buildSensitivityModel(engineInput, 'equityMultiple'), exportedAt);
  const riskOfDeal = riskFigures(calculation, risk);
  if (riskOfDeal !== null) addRiskSheet(workbook, riskOfDeal, exportedAt);
  if (scenarios !== null) addScenariosSheet(workbook, scenarios, exportedAt);
  const refs: SummaryRefs = {
    leases,
    individual,
    cashFlow: flows.ref,
    lease: (label) => sheetRef(LEASE_SHEET, 2, lease?.rows.get(label) ?? 1),
    ...(stack ? { stack } : {}),
  };
  const title = values.name.trim() || 'Analysis Summary';
  fillSummarySheet(summary, summaryLines(result), refs, title, stack ? stackSummaryLines(input, result) : []);
  return workbook;
}
