import type { LeaseReview, ReviewFlag } from '../domain.js';

/** A review flag as stored: a code and a message, both text (anything else is dropped). */
function readFlag(value: unknown): ReviewFlag | null {
  if (value === null || typeof value !== 'object') return null;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}

/**
 * The stored lease reviews (json, parsed by the driver; text from a driver that does not), or []
 * for none: each `{ position, flags }` with a whole position and at least one flag.
 */
export function toLeaseReviews(value: unknown): LeaseReview[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  const out: LeaseReview[] = [];
  for (const item of parsed) {
    if (item === null || typeof item !== 'object') continue;
    const { position, flags } = item as Record<string, unknown>;
    if (!Number.isSafeInteger(position) || (position as number) < 0 || !Array.isArray(flags)) continue;
    const read = flags.map(readFlag).filter((flag): flag is ReviewFlag => flag !== null);
    if (read.length > 0) out.push({ position: position as number, flags: read });
  }
  return out;
}

/**
 * The lease reviews as the json column takes them (JSON text of the reviews with at least one
 * flag, in position order), or null when none is flagged. Throws a RangeError for a position that
 * is not a whole number of 0 or more or a flag whose code or message is not text.
 */
export function leaseReviewsColumn(reviews: readonly LeaseReview[] | null | undefined): string | null {
  if (!reviews || reviews.length === 0) return null;
  const kept: LeaseReview[] = [];
  for (const review of reviews) {
    if (!Number.isSafeInteger(review.position) || review.position < 0) {
      throw new RangeError(
        `property: lease_reviews position must be a whole number of 0 or more, got ${review.position}`,
      );
    }
    const flags = review.flags.map((flag) => {
      if (typeof flag.code !== 'string' || typeof flag.message !== 'string') {
        throw new RangeError('property: lease_reviews flags need a text code and message');
      }
      return { code: flag.code, message: flag.message };
    });
    if (flags.length > 0) kept.push({ position: review.position, flags });
  }
  kept.sort((a, b) => a.position - b.position);
  return kept.length === 0 ? null : JSON.stringify(kept);
}
