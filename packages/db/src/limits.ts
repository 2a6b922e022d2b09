/** The most projects one user may keep. */
export const MAX_PROJECTS_PER_USER = 10_000;
/** The most live (unexpired, unrevoked) share links one project may have at once. */
export const MAX_LIVE_SHARES_PER_PROJECT = 50;

/** A cap on what one account may store was reached: nothing was written; the message says what to do. */
export class LimitReachedError extends Error {
  constructor(
    readonly limit: 'projects' | 'shares',
    message: string,
  ) {
    super(message);
    this.name = 'LimitReachedError';
  }
}

/** The message of a save that would pass {@link MAX_PROJECTS_PER_USER}. */
export const PROJECT_LIMIT_MESSAGE =
  'You have reached the limit of 10,000 projects. Delete projects you no longer need to save new ones.';
/** The message of a share link that would pass {@link MAX_LIVE_SHARES_PER_PROJECT}. */
export const SHARE_LIMIT_MESSAGE =
  'This project already has 50 live share links, the most it can have. Revoke one to create another.';
