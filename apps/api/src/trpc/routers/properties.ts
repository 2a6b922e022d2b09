import type { Property } from '@cre/db';
import { propertyPayloadSchema } from '@cre/underwriting';
import { TRPCError } from '@trpc/server';
import { JsonText } from '../json-text.js';
import { idInput } from '../schemas.js';
import { type Jsonify, toApiProperty } from '../serialize.js';
import { protectedProcedure, router, verifiedProcedure } from '../trpc.js';

/** Same answer for a missing project and another user's project (never reveal it exists). */
export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: PROJECT_NOT_FOUND_MESSAGE });

export const propertiesRouter = router({
  /**
   * The user's projects, most recently updated first, each with its rent roll: JSON built by
   * the database in one query and forwarded as it is (the hottest read path), cached per user
   * until any project of theirs changes.
   */
  list: protectedProcedure.query(
    async ({ ctx }) => new JsonText<Jsonify<Property>[]>(await ctx.projects.listJson(ctx.user.id)),
  ),

  /** The most recently accessed or updated project, or null. */
  recent: protectedProcedure.query(async ({ ctx }) => {
    const property = await ctx.projects.recent(ctx.user.id);
    return property ? toApiProperty(property) : null;
  }),

  /**
   * Creates a project, or updates the caller's project `id`; validated by the engine's
   * `propertyPayloadSchema`. Requires a verified email (403).
   */
  save: verifiedProcedure.input(propertyPayloadSchema).mutation(async ({ ctx, input }) => {
    const saved = await ctx.projects.save(ctx.user.id, input);
    if (!saved) throw notFound();
    return toApiProperty(saved);
  }),

  /** Records that the project was opened (it becomes the "recent" one). */
  access: protectedProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    if (!(await ctx.projects.recordAccess(ctx.user.id, input.id))) throw notFound();
  }),

  /** Deletes the caller's project and its leases. */
  delete: protectedProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    if (!(await ctx.projects.delete(ctx.user.id, input.id))) throw notFound();
    return { message: 'Project deleted successfully' };
  }),
});
