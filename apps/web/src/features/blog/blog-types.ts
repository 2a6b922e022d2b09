/** A post in the market-insights list (no content). */
export interface BlogPostSummary {
  id: number;
  title: string;
  slug: string;
  summary: string;
  publishedAt: string | null;
}

/** A full post, as returned by `blog.get`. */
export interface BlogPost extends BlogPostSummary {
  content: string;
}
