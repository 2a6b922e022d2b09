import {
  type Db,
  deleteUser,
  markEmailVerified,
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
  };
}
