/**
 * Every risk section of a report, rendered for one surface: the tornado, then, when a simulation
 * was run, its settings and statistics. The CSV, the PDF and the workbook write these.
 */
import type { Surface } from './report-section';
import { type RiskFigures, type RiskGrid, riskGrid, riskTornadoSection } from './risk-sections';
import { MONTE_CARLO_SETTINGS_SECTION, riskStatisticsSection } from './risk-simulation-sections';

/**
 * The risk sections of `figures` for `surface`: the tornado (with its base row), then the
 * simulation's settings and statistics when it has a simulation; a section without rows is left out.
 */
export function riskGrids(figures: RiskFigures, surface: Surface): RiskGrid[] {
  const grids = [riskGrid(riskTornadoSection(figures), figures, surface)];
  if (figures.risk.simulation !== null) {
    grids.push(
      riskGrid(MONTE_CARLO_SETTINGS_SECTION, figures, surface),
      riskGrid(riskStatisticsSection(figures), figures, surface),
    );
  }
  return grids.filter((grid) => grid.rows.length > 0);
}
