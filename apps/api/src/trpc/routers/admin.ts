import { findUserById, listUsersWithProperties } from '@cre/db';
import { TRPCError } from '@trpc/server';
import { idInput } from '../schemas.js';
import { toApiAdminUser } from '../serialize.js';
import { adminProcedure, router } from '../trpc.js';

export const CANNOT_DELETE_SELF_MESSAGE = 'You cannot delete your own account.';
export const CANNOT_DELETE_ADMIN_MESSAGE = 'The primary admin account cannot be deleted.';

export const adminRouter = router({
  /** Every user with `propertyCount` and `properties`. */
  usersWithProperties: adminProcedure.query(async ({ ctx }) =>
    (await listUsersWithProperties(ctx.db)).map((u) => toApiAdminUser(u, ctx.config.adminEmail)),
  ),

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
