import type { Db } from '../schema.js';
import { type BlogPostSeed, blogPostSeeds } from './blog-posts.js';

/**
 * Inserts the market-insight posts that are not there yet, matching by slug, so running it on
 * every start is safe and never duplicates or overwrites a post. Returns how many were added.
 */
export async function seedBlogPosts(db: Db, posts: BlogPostSeed[] = blogPostSeeds): Promise<number> {
  if (posts.length === 0) return 0;
  const inserted = await db
    .insertInto('blog_posts')
    .values(
      posts.map((post) => ({
        title: post.title,
        slug: post.slug,
        summary: post.summary,
        content: post.content,
        meta_description: post.metaDescription,
        keywords: post.keywords,
        is_published: true,
        published_at: post.publishedAt,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
