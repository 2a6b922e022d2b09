/** One problem with a deal: the field's dotted path (`tenantLeases.0.sqftLeased`, `''` for the deal itself) and its message. */
export interface DealIssue {
  path: string;
  message: string;
}

/**
 * Thrown by `analyze()` and `sensitivity()` for a deal that `analysisInputSchema` rejects. `issues`
 * are the schema's issues for that input, in its order, with the same paths and messages (the web
 * form's, the API's and the CLI's); `message` is the first issue's message.
 *
 * @example
 * try { analyze({ purchasePrice: -1, sqft: 1000, interestRate: 6 }) }
 * catch (e) { if (e instanceof InvalidDealError) e.issues }
 * // [{ path: 'purchasePrice', message: 'Purchase price must be greater than 0' }]
 */
export class InvalidDealError extends Error {
  /** Every issue found, in the schema's order (at least one). */
  readonly issues: readonly DealIssue[];

  constructor(issues: readonly DealIssue[]) {
    super(issues[0]?.message ?? 'Invalid deal');
    this.name = 'InvalidDealError';
    this.issues = issues;
  }
}
