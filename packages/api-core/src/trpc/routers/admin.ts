import {
  estimateAllUsersListBytes,
  findUserById,
  LIST_BYTES_MAX,
  listUserPropertiesPage,
  listUsersPage,
  listUsersWithProperties,
} from '@cre/db';
import { TRPCError } from '@trpc/server';
import { readPage } from '../paging.js';
import { idInput, pageInput, USERS_PAGE_LIMIT, userPropertiesInput } from '../schemas.js';
import { toApiAdminUser, toApiPropertySummary } from '../serialize.js';
import { adminProcedure, router } from '../trpc.js';

export const CANNOT_DELETE_SELF_MESSAGE = 'You cannot delete your own account.';
export const CANNOT_DELETE_ADMIN_MESSAGE = 'The primary admin account cannot be deleted.';
export const ADMIN_LIST_TOO_LARGE_MESSAGE =
  'Too many accounts and projects to list at once: read them a page at a time (admin.usersPage or GET /api/admin/users-with-properties).';

export const adminRouter = router({
  /**
   * Every user with `propertyCount` and every one of their `properties`, unpaged: kept for tRPC
   * clients written before paging (the web's admin console reads `usersPage`, and
   * `GET /api/admin/users-with-properties` is paged). Use `usersPage` on a large platform: past
   * an estimated 32 MiB this answers 400 instead of building the list.
   */
  usersWithProperties: adminProcedure.query(async ({ ctx }) => {
    // Built in memory whole: refused past 32 MiB (estimated from counts) before anything is read.
    if ((await estimateAllUsersListBytes(ctx.db)) > LIST_BYTES_MAX) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: ADMIN_LIST_TOO_LARGE_MESSAGE });
    }
    return (await listUsersWithProperties(ctx.db)).map((u) => toApiAdminUser(u, ctx.config.adminEmail));
  }),

  /**
   * One keyset page of users in account order (oldest first; `limit` 1..200, default 50; `q`
   * contains-search on the email): `{ items, nextCursor, total }`, each user with `propertyCount`,
   * their 5 most recently updated `properties` and `propertiesCursor` (continues that list with
   * `userProperties`; null when there are no more).
   */
  usersPage: adminProcedure.input(pageInput(USERS_PAGE_LIMIT)).query(async ({ ctx, input }) => {
    const page = await readPage(listUsersPage(ctx.db, input));
    return {
      items: page.items.map((u) => ({
        ...toApiAdminUser(u, ctx.config.adminEmail),
        propertiesCursor: u.propertiesCursor,
      })),
      nextCursor: page.nextCursor,
      total: page.total,
    };
  }),

  /**
   * One keyset page of a user's projects without rent rolls, most recently updated first
   * (`limit` default 100, `cursor`, `q` on name, address or city): `{ items, nextCursor, total }`.
   * 404 when the user does not exist.
   */
  userProperties: adminProcedure.input(userPropertiesInput).query(async ({ ctx, input }) => {
    const { id, ...request } = input;
    if (!(await findUserById(ctx.db, id)))
      throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
    const page = await readPage(listUserPropertiesPage(ctx.db, id, request));
    return { items: page.items.map(toApiPropertySummary), nextCursor: page.nextCursor, total: page.total };
  }),

  /** Deletes a user with their projects, leases and sessions; never yourself, never ADMIN_EMAIL. */
  deleteUser: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    if (input.id === ctx.user.id)
      throw new TRPCError({ code: 'FORBIDDEN', message: CANNOT_DELETE_SELF_MESSAGE });
    const target = await findUserById(ctx.db, input.id);
    if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
    if (target.email === ctx.config.adminEmail) {
      throw new TRPCError({ code: 'FORBIDDEN', message: CANNOT_DELETE_ADMIN_MESSAGE });
    }
    await ctx.users.delete(target.id);
    ctx.log.info({ deletedUserId: target.id, adminId: ctx.user.id }, 'User deleted by admin');
    return { message: 'User deleted successfully' };
  }),
});
