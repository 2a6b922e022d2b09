import {
  type AnalysisInput,
  type AnalysisResult,
  analyze,
  groupValue,
  isGroupVary,
  type SolveMetric,
  type SolveRequest,
  type SolveResult,
  type SolveVary,
  solvableInputs,
  solveFor,
  solveProblem,
  withVaried,
} from '@cre/underwriting';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { validateForm } from '../model/validation';

/** The card's request as the user picks it: the target is null while its field is blank. */
export interface GoalSeekChoice {
  metric: SolveMetric;
  target: number | null;
  vary: SolveVary;
}

/** What the card opens with: a 15 % IRR by varying the purchase price. */
export const DEFAULT_CHOICE: GoalSeekChoice = { metric: 'irr', target: 15, vary: 'purchasePrice' };

/** What the card shows for a deal and a choice. */
export type GoalSeekView =
  /** The form's inputs are not a valid deal (yet). */
  | { kind: 'invalid' }
  /** The target field is blank. */
  | { kind: 'noTarget'; inputs: SolveVary[] }
  /** This deal cannot answer the request (the engine's message). */
  | { kind: 'problem'; inputs: SolveVary[]; message: string }
  /** Solved or out of reach; `at` is the analysis at the answer (or at the best value). */
  | {
      kind: 'solved';
      inputs: SolveVary[];
      request: SolveRequest;
      result: SolveResult;
      at: AnalysisResult | null;
      deal: AnalysisInput;
    };

/**
 * Goal seek for the form's current values (the deal the results use: `toAnalysisInput` as of
 * `asOf`): the inputs this deal can vary, `solveFor` and one `analyze()` of the deal with the
 * answer applied. About 0.2 ms a solve at 12 tenants.
 */
export function goalSeekView(values: AnalyzerFormValues, asOf: string, choice: GoalSeekChoice): GoalSeekView {
  if (Object.keys(validateForm(values, asOf)).length > 0) return { kind: 'invalid' };
  let deal: AnalysisInput;
  let inputs: SolveVary[];
  try {
    deal = toAnalysisInput(values, asOf);
    inputs = solvableInputs(deal);
  } catch {
    return { kind: 'invalid' };
  }
  if (choice.target === null) return { kind: 'noTarget', inputs };
  // An input this deal no longer uses (the rent mode changed) falls back to the first it can vary.
  const vary = inputs.includes(choice.vary) ? choice.vary : (inputs[0] ?? choice.vary);
  const request: SolveRequest = { vary, metric: choice.metric, target: choice.target };
  const problem = solveProblem(deal, request);
  if (problem !== null) return { kind: 'problem', inputs, message: problem };
  let result: SolveResult;
  try {
    result = solveFor(deal, request);
  } catch (error) {
    return { kind: 'problem', inputs, message: error instanceof Error ? error.message : String(error) };
  }
  const value = result.value ?? result.best?.value ?? null;
  let at: AnalysisResult | null = null;
  if (value !== null) {
    try {
      at = analyze(withVaried(deal, request.vary, value));
    } catch {
      at = null;
    }
  }
  return { kind: 'solved', inputs, request, result, at, deal };
}

/** The varied input's value in the deal as it stands (1 for the rent level: today's rents; a group's input inside its group). */
export function currentInputValue(deal: AnalysisInput, vary: SolveVary): number | null {
  if (vary === 'rentScale') return 1;
  if (isGroupVary(vary)) return groupValue(deal, vary);
  const value: unknown = deal[vary];
  return typeof value === 'number' ? value : null;
}
