import { capRateTrends } from './posts/cap-rate-trends.js';
import { financingDscr } from './posts/financing-dscr.js';
import { holdPeriodIrr } from './posts/hold-period-irr.js';
import { nnnLeases } from './posts/nnn-leases.js';

/** A market-insight post shipped with the app. */
export interface BlogPostSeed {
  title: string;
  slug: string;
  summary: string;
  metaDescription: string;
  keywords: string;
  publishedAt: Date;
  /** Plain text with blank-line-separated paragraphs; "## " starts a section heading. */
  content: string;
}

/** The published market-insight posts, oldest first. */
export const blogPostSeeds: BlogPostSeed[] = [capRateTrends, nnnLeases, financingDscr, holdPeriodIrr];
