import { toDate, toNullableDate } from '../convert.js';
import type { BlogPost, BlogPostSummary } from '../domain.js';
import { isRowId } from '../ids.js';
import type { BlogPostRow, Db } from '../schema.js';

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'slug',
  'summary',
  'meta_description',
  'keywords',
  'is_published',
  'published_at',
  'created_at',
  'updated_at',
] as const;

function toSummary(row: Omit<BlogPostRow, 'content'>): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    metaDescription: row.meta_description,
    keywords: row.keywords,
    isPublished: row.is_published,
    publishedAt: toNullableDate(row.published_at),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

/** Published posts, newest first, without `content` (the body is never selected). */
export async function listPublishedPosts(db: Db): Promise<BlogPostSummary[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(SUMMARY_COLUMNS)
    .where('is_published', '=', true)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSummary);
}

/** One published post with its content, or `null` when it does not exist or is unpublished. */
export async function getPublishedPost(db: Db, id: number): Promise<BlogPost | null> {
  if (!isRowId(id)) return null;
  const row = await db
    .selectFrom('blog_posts')
    .selectAll()
    .where('id', '=', id)
    .where('is_published', '=', true)
    .executeTakeFirst();
  return row ? { ...toSummary(row), content: row.content } : null;
}
