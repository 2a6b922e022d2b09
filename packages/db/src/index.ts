export type { Kysely, Transaction } from 'kysely';
export { sql } from 'kysely';
export * from './backup/index.js';
export type { CreateDbOptions, DbHandle, DbKind } from './create-db.js';
export { createDb, redact, UnsupportedDatabaseUrlError } from './create-db.js';
export {
  type DataDirectoryLock,
  DataDirectoryLockedError,
  type LockHolder,
  lockDataDirectory,
  lockFileOf,
} from './data-dir-lock.js';
export * from './domain.js';
export {
  LimitReachedError,
  MAX_LIVE_SHARES_PER_PROJECT,
  MAX_PROJECTS_PER_USER,
  PROJECT_LIMIT_MESSAGE,
  SHARE_LIMIT_MESSAGE,
} from './limits.js';
export { knownMigrations, MigrationError, migrateDown, migrateTo, migrateToLatest } from './migrate.js';
export { SESSION_CHANGES_CHANNEL } from './migrations/2026_11_23_003_session_change_notifications.js';
export {
  type NotificationHandlers,
  notify,
  type StopListening,
  sessionChangeTriggersInstalled,
} from './notifications.js';
export {
  MAINTENANCE_TIMEOUTS,
  POOL_TIMEOUTS,
  type PoolTimeouts,
  QUERY_READ_TIMEOUT,
} from './pool-timeouts.js';
export type { PoolStats, QueryObservation, QueryObserver } from './query-observers.js';
export {
  changePasswordHash,
  confirmEmailChangeByToken,
  type EmailChangeResult,
  findPendingEmailChange,
  issueAccountToken,
  type NewAccountToken,
  resetPasswordByToken,
} from './repos/account-tokens.js';
export { getPublishedPost, listPublishedPosts } from './repos/blog.js';
export { createContactMessage, createLead, markLeadEmailSent } from './repos/leads.js';
export {
  ADMIN_RECENT_PROPERTIES,
  type AdminUserRow,
  InvalidCursorError,
  listPropertiesPageJson,
  listUserPropertiesPage,
  listUsersPage,
  PAGE_BYTES_MAX,
  PAGE_LIMIT_MAX,
  type Page,
  type PageRequest,
} from './repos/pages.js';
export {
  deleteProperty,
  getProperty,
  getRecentProperty,
  listProperties,
  recordPropertyAccess,
  SaveConflictError,
  saveNewProperties,
  saveProperty,
} from './repos/properties.js';
export {
  estimateAllUsersListBytes,
  estimateListBytes,
  LIST_BYTES_MAX,
  listPropertiesJson,
} from './repos/property-json.js';
export { hitRateLimit, pruneRateLimits, refundRateLimit } from './repos/rate-limits.js';
export {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSession,
  touchSession,
} from './repos/sessions.js';
export {
  createPropertyShare,
  isPropertyShareLive,
  listPropertyShares,
  type NewPropertyShare,
  type PropertyShare,
  type RevokeShareResult,
  readSharedProperty,
  revokePropertyShare,
} from './repos/shares.js';
export {
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  listUsersWithProperties,
  markEmailVerified,
  normalizeEmail,
  setEmailVerificationToken,
  verifyEmailByTokenHash,
} from './repos/users.js';
export type * from './schema.js';
export type { BlogPostSeed } from './seed/blog-posts.js';
export { blogPostSeeds } from './seed/blog-posts.js';
export { seedBlogPosts } from './seed/seed.js';
