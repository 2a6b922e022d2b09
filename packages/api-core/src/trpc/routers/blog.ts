import { getPublishedPost, listPublishedPosts } from '@cre/db';
import { TRPCError } from '@trpc/server';
import { idInput } from '../schemas.js';
import { toApiPost } from '../serialize.js';
import { protectedProcedure, publicProcedure, router } from '../trpc.js';

export const blogRouter = router({
  /** Published posts, newest first, without `content` (public). */
  list: publicProcedure.query(async ({ ctx }) => (await listPublishedPosts(ctx.db)).map(toApiPost)),

  /** One published post with its content (signed-in users only). */
  get: protectedProcedure.input(idInput).query(async ({ ctx, input }) => {
    const post = await getPublishedPost(ctx.db, input.id);
    if (!post) throw new TRPCError({ code: 'NOT_FOUND', message: 'Post not found' });
    return toApiPost(post);
  }),
});
