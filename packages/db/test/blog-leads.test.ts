import { describe, expect, it } from 'vitest';
import {
  blogPostSeeds,
  createContactMessage,
  createLead,
  getPublishedPost,
  listPublishedPosts,
  markLeadEmailSent,
  seedBlogPosts,
} from '../src/index.js';
import { backends, useTestDatabase } from './backends.js';

describe.each(backends)('blog posts on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('seeds every post once, idempotently by slug', async () => {
    const { db } = database();
    expect(await seedBlogPosts(db)).toBe(blogPostSeeds.length);
    expect(await seedBlogPosts(db)).toBe(0);
    const rows = await db.selectFrom('blog_posts').select(['slug', 'is_published']).orderBy('id').execute();
    expect(rows).toEqual(blogPostSeeds.map((p) => ({ slug: p.slug, is_published: true })));
  });

  it('lists published posts newest first without content', async () => {
    const { db } = database();
    await seedBlogPosts(db);
    await db
      .insertInto('blog_posts')
      .values({
        title: 'Draft',
        slug: 'draft-post',
        summary: 'Not ready',
        content: 'Unfinished analysis.',
        meta_description: 'Draft',
        keywords: 'draft',
        is_published: false,
      })
      .execute();
    const posts = await listPublishedPosts(db);
    const newestFirst = [...blogPostSeeds].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    expect(posts.map((p) => p.slug)).toEqual(newestFirst.map((p) => p.slug));
    for (const post of posts) {
      expect(post).not.toHaveProperty('content');
      expect(post.publishedAt).toBeInstanceOf(Date);
    }
    const seed = newestFirst[0];
    expect(posts[0]).toEqual({
      id: expect.any(Number),
      title: seed?.title,
      slug: seed?.slug,
      summary: seed?.summary,
      metaDescription: seed?.metaDescription,
      keywords: seed?.keywords,
      isPublished: true,
      publishedAt: seed?.publishedAt,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
  });

  it('gets one published post with its content, not drafts or missing ids', async () => {
    const { db } = database();
    await seedBlogPosts(db);
    const [summary] = await listPublishedPosts(db);
    const post = await getPublishedPost(db, summary?.id ?? 0);
    const seed = blogPostSeeds.find((s) => s.slug === summary?.slug);
    expect(post).toEqual({ ...summary, content: seed?.content });
    const draft = await db
      .selectFrom('blog_posts')
      .select('id')
      .where('slug', '=', 'draft-post')
      .executeTakeFirstOrThrow();
    expect(await getPublishedPost(db, draft.id)).toBeNull();
    expect(await getPublishedPost(db, 987654)).toBeNull();
  });
});

describe.each(backends)('leads and contact messages on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('creates a lead with defaults and marks its email sent', async () => {
    const { db } = database();
    const lead = await createLead(db, { fullName: ' Pat Investor ', email: 'pat@example.com' });
    expect(lead).toEqual({
      id: expect.any(Number),
      fullName: 'Pat Investor',
      email: 'pat@example.com',
      phone: null,
      includeCalculator: false,
      emailSent: false,
      createdAt: expect.any(Date),
    });
    expect(await markLeadEmailSent(db, lead.id)).toBe(true);
    const row = await db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(row.email_sent).toBe(true);
    expect(await markLeadEmailSent(db, 987654)).toBe(false);
  });

  it('stores phone and includeCalculator when given; a blank phone is null', async () => {
    const { db } = database();
    const full = await createLead(db, {
      fullName: 'Sam Buyer',
      email: 'sam@example.com',
      phone: '(555) 010-2000',
      includeCalculator: true,
    });
    expect(full).toMatchObject({ phone: '(555) 010-2000', includeCalculator: true });
    const blank = await createLead(db, { fullName: 'Lee', email: 'lee@example.com', phone: '  ' });
    expect(blank.phone).toBeNull();
  });

  it('stores a contact message verbatim', async () => {
    const { db } = database();
    const message = 'Interested in a 6-cap NNN deal.\nCall after 5pm, please.';
    const saved = await createContactMessage(db, { name: 'Alex Owner', email: 'alex@example.com', message });
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Alex Owner',
      email: 'alex@example.com',
      message,
      createdAt: expect.any(Date),
    });
    const rows = await db.selectFrom('contact_messages').select(['name', 'email', 'message']).execute();
    expect(rows).toEqual([{ name: 'Alex Owner', email: 'alex@example.com', message }]);
  });
});
