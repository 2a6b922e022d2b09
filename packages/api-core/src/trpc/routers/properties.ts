import type { Property } from '@cre/db';
import { TRPCError } from '@trpc/server';
import { JsonText } from '../json-text.js';
import { type PageOf, readPage } from '../paging.js';
import { idInput, PROJECTS_PAGE_LIMIT, pageInput, projectSaveInput } from '../schemas.js';
import { type Jsonify, toApiProperty } from '../serialize.js';
import { protectedProcedure, router, verifiedProcedure } from '../trpc.js';

/** Same answer for a missing project and another user's project (never reveal it exists). */
export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: PROJECT_NOT_FOUND_MESSAGE });

export const propertiesRouter = router({
  /**
   * Every project of the user, most recently updated first, each with its rent roll: JSON built
   * by the database in one query and forwarded as it is, cached per user until any project of
   * theirs changes. Kept, unpaged, for integrators (the web app pages); `GET /api/properties`
   * is paged. A list that could pass 32 MiB of JSON is refused (400) without being built.
   */
  list: protectedProcedure.query(
    async ({ ctx }) => new JsonText<Jsonify<Property>[]>(await ctx.projects.listJson(ctx.user.id)),
  ),

  /**
   * One keyset page of the user's projects (`limit` 1..200, default 100; `cursor` from the
   * previous page; `q` contains-search on name, address or city), in `list` order with the same
   * objects: `{ items, nextCursor, total }`, built by the database and cached per user and page
   * until any project of theirs changes. A bad cursor is a 400.
   */
  page: protectedProcedure
    .input(pageInput(PROJECTS_PAGE_LIMIT))
    .query(
      async ({ ctx, input }) =>
        new JsonText<PageOf<Jsonify<Property>>>(await readPage(ctx.projects.pageJson(ctx.user.id, input))),
    ),

  /**
   * One of the caller's projects with its rent roll (what the analyzer opens for `?project=12`);
   * NOT_FOUND "Project not found" for a missing id and for another user's project alike.
   */
  get: protectedProcedure.input(idInput).query(async ({ ctx, input }) => {
    const property = await ctx.projects.get(ctx.user.id, input.id);
    if (!property) throw notFound();
    return toApiProperty(property);
  }),

  /** The most recently accessed or updated project, or null. */
  recent: protectedProcedure.query(async ({ ctx }) => {
    const property = await ctx.projects.recent(ctx.user.id);
    return property ? toApiProperty(property) : null;
  }),

  /**
   * Creates a project, or updates the caller's project `id`; validated by the engine's
   * `propertyPayloadSchema`, with the ready answers' targets (`readyTargets`) and the risk card's
   * settings (`riskSettings`). Requires a verified email (403).
   * With `version`, a project changed since that version is not saved: CONFLICT (409) with
   * `currentVersion`; without it, last writer wins.
   */
  save: verifiedProcedure.input(projectSaveInput).mutation(async ({ ctx, input }) => {
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
