/**
 * The rows the shared page (features/share) reads, from their one definition in `report/`. Kept
 * so that page's imports hold until it moves to `report/` itself.
 */
export { inputRows, propertyRows } from '../report/input-rows';
export type { ReportRow } from '../report/report-section';
