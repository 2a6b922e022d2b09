import {
  changePasswordHash,
  confirmEmailChangeByToken,
  type Db,
  deleteUser,
  type EmailChangeResult,
  markEmailVerified,
  resetPasswordByToken,
  setEmailVerificationToken,
  type User,
  verifyEmailByTokenHash,
} from '@cre/db';
import type { ProjectListCache } from './project-list-cache.js';
import type { SessionCache } from './session-cache.js';

/**
 * Changes to existing users, made in one place: each evicts the user's cached sessions and
 * project lists in this process (other processes hear of it from the database's change
 * announcement).
 */
export interface UserService {
  /** Stores a new verification token hash (replacing any earlier one); false for an unknown user. */
  setVerificationToken(userId: number, tokenHash: string, expiresAt: Date): Promise<boolean>;
  /** Verifies the account holding the unexpired token hash (single use); null when none does. */
  verifyEmailByToken(tokenHash: string, now: Date): Promise<User | null>;
  /** Marks the user verified (development-mode manual verify); null for an unknown user. */
  markEmailVerified(userId: number): Promise<User | null>;
  /** Deletes the user with their projects, leases and sessions; false for an unknown user. */
  delete(userId: number): Promise<boolean>;
  /**
   * Uses a password-reset token (single use, unexpired at `now`): stores the new password hash and
   * deletes every session of the user. The user's id, or null for a bad token.
   */
  resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<number | null>;
  /** Stores a new password hash and deletes every session of the user but `keepSessionId`. */
  changePassword(userId: number, passwordHash: string, keepSessionId: string): Promise<number>;
  /** Uses an email-change token: the new address becomes the user's email, verified. */
  confirmEmailChange(tokenHash: string, now: Date): Promise<EmailChangeResult>;
}

/** The user service over `db`, keeping `sessions` and `lists` current. */
export function createUserService(db: Db, sessions: SessionCache, lists: ProjectListCache): UserService {
  const forget = (userId: number) => {
    sessions.evictGroup(userId);
    lists.evictGroup(userId);
  };
  /** Runs a write on one user, then forgets what is cached of them whatever happened. */
  const writing = async <T>(userId: number, write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      forget(userId);
    }
  };
  return {
    setVerificationToken: (userId, tokenHash, expiresAt) =>
      writing(userId, setEmailVerificationToken(db, userId, tokenHash, expiresAt)),
    async verifyEmailByToken(tokenHash, now) {
      const user = await verifyEmailByTokenHash(db, tokenHash, now);
      if (user) forget(user.id);
      return user;
    },
    markEmailVerified: (userId) => writing(userId, markEmailVerified(db, userId)),
    delete: (userId) => writing(userId, deleteUser(db, userId)),
    async resetPassword(tokenHash, passwordHash, now) {
      const userId = await resetPasswordByToken(db, tokenHash, passwordHash, now);
      if (userId) forget(userId);
      return userId;
    },
    changePassword: (userId, passwordHash, keepSessionId) =>
      writing(userId, changePasswordHash(db, userId, passwordHash, keepSessionId)),
    async confirmEmailChange(tokenHash, now) {
      const result = await confirmEmailChangeByToken(db, tokenHash, now);
      if (result.status === 'changed') forget(result.user.id);
      return result;
    },
  };
}
