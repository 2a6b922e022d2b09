/** Goal seek: `solveFor` and what the surfaces that show it need. */
export {
  READY_TARGETS,
  type ReadyAnswer,
  type ReadyTargets,
  readyAnswers,
  readyLabel,
} from './ready-answers.js';
export { metricOf, solveFor, withVaried } from './solve.js';
export {
  formatInput as formatSolveInput,
  formatMetric as formatSolveMetric,
  formatTarget as formatSolveTarget,
  isSolveMetric,
  isSolveVary,
  SOLVE_METRIC_KEYS,
  SOLVE_METRICS,
  SOLVE_VARIES,
  SOLVE_VARY_KEYS,
  solveRange,
} from './solve-info.js';
export { solvableInputs, solveProblem } from './solve-request.js';
export type * from './solve-types.js';
export { type GroupVary, groupValue, isGroupVary, withGroupValue } from './stack-varies.js';
