import {
  deleteProperty,
  getRecentProperty,
  listProperties,
  type PropertyInput,
  recordPropertyAccess,
  saveProperty,
} from '@cre/db';
import { propertyPayloadSchema } from '@cre/underwriting';
import { TRPCError } from '@trpc/server';
import { idInput } from '../schemas.js';
import { toApiProperty } from '../serialize.js';
import { protectedProcedure, router, verifiedProcedure } from '../trpc.js';

/** Same answer for a missing project and another user's project (never reveal it exists). */
export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: PROJECT_NOT_FOUND_MESSAGE });

export const propertiesRouter = router({
  /** The user's projects, most recently updated first, each with its rent roll. */
  list: protectedProcedure.query(async ({ ctx }) =>
    (await listProperties(ctx.db, ctx.user.id)).map(toApiProperty),
  ),

  /** The most recently accessed or updated project, or null. */
  recent: protectedProcedure.query(async ({ ctx }) => {
    const property = await getRecentProperty(ctx.db, ctx.user.id);
    return property ? toApiProperty(property) : null;
  }),

  /**
   * Creates a project, or updates the caller's project `id`; validated by the engine's
   * `propertyPayloadSchema`. Requires a verified email (403).
   */
  save: verifiedProcedure.input(propertyPayloadSchema).mutation(async ({ ctx, input }) => {
    const saved = await saveProperty(ctx.db, ctx.user.id, input as PropertyInput);
    if (!saved) throw notFound();
    return toApiProperty(saved);
  }),

  /** Records that the project was opened (it becomes the "recent" one). */
  access: protectedProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    if (!(await recordPropertyAccess(ctx.db, ctx.user.id, input.id))) throw notFound();
  }),

  /** Deletes the caller's project and its leases. */
  delete: protectedProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteProperty(ctx.db, ctx.user.id, input.id))) throw notFound();
    return { message: 'Project deleted successfully' };
  }),
});
