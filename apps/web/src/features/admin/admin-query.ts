/** Users per page of the admin console. */
export const USERS_PER_PAGE = 50;

/**
 * The admin console's first read (`admin.usersPage` input): 50 users in account order. Its own
 * module so the route's loader can prefetch it without pulling the console into the first chunk.
 */
export const FIRST_USERS_PAGE = { limit: USERS_PER_PAGE } as const;
