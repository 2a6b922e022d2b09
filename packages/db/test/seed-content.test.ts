import { describe, expect, it } from 'vitest';
import { blogPostSeeds } from '../src/index.js';

describe('market-insight seed posts', () => {
  it('has at least four posts covering cap rates, NNN leases, financing and hold periods', () => {
    expect(blogPostSeeds.length).toBeGreaterThanOrEqual(4);
    const text = blogPostSeeds.map((p) => `${p.title} ${p.keywords}`.toLowerCase()).join('\n');
    for (const topic of ['cap rate', 'nnn', 'dscr', 'hold period', 'irr']) expect(text).toContain(topic);
  });

  it('uses unique URL-safe slugs', () => {
    const slugs = blogPostSeeds.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(blogPostSeeds.map((p) => [p.slug, p] as const))(
    '%s is substantive, complete text',
    (_slug, post) => {
      const words = post.content.split(/\s+/).filter(Boolean);
      expect(words.length).toBeGreaterThanOrEqual(400);
      expect(post.content.split(/\n\n+/).length).toBeGreaterThanOrEqual(8);
      expect(post.content).toMatch(/^## /m);
      expect(post.content.toLowerCase()).not.toMatch(/lorem|ipsum|todo|tbd|placeholder/);
      expect(post.summary.length).toBeGreaterThan(80);
      expect(post.metaDescription.length).toBeGreaterThan(80);
      expect(post.metaDescription.length).toBeLessThanOrEqual(200);
      expect(post.keywords.split(',').length).toBeGreaterThanOrEqual(4);
      expect(Number.isNaN(post.publishedAt.getTime())).toBe(false);
    },
  );
});
