/**
 * Review flags of the lease roll: what an analyst must check about a lease read from a broker's
 * rent roll (expired before the as-of date, month-to-month, no escalation given, escalation read
 * from text…, as the importer words them). They ride on the lease objects of the form until the
 * analyst accepts them or removes the lease; the engine and the exports never see them, and a save
 * sends them beside the rent roll, by position (`leaseReviews`), so that a project loads with them.
 */
import type { TenantLease } from '@cre/underwriting';
import type { SavedProject } from './saved-project';

/** The review flags of a lease at its rent-roll position, as a save sends and a project returns them. */
export type LeaseReview = SavedProject['leaseReviews'][number];

/** One thing to check about a lease: the importer's code and its sentence. */
export type ReviewFlag = LeaseReview['flags'][number];

/** A lease of the form with its review flags (none when the key is absent). */
export type ReviewedLease = TenantLease & { review?: readonly ReviewFlag[] };

const NONE: readonly ReviewFlag[] = Object.freeze([]);

/** The review flags a lease carries ([] for none). */
export function reviewFlagsOf(lease: TenantLease): readonly ReviewFlag[] {
  return (lease as ReviewedLease).review ?? NONE;
}

/** `lease` carrying `flags` (without the key when there are none). */
export function withReview(lease: TenantLease, flags: readonly ReviewFlag[]): ReviewedLease {
  const { review: _, ...rest } = lease as ReviewedLease;
  return flags.length === 0 ? rest : { ...rest, review: flags.map((flag) => ({ ...flag })) };
}

const flaggedCache = new WeakMap<readonly TenantLease[], readonly number[]>();

/** The indexes of the leases that carry review flags, in order (computed once per list). */
export function flaggedLeases(leases: readonly TenantLease[]): readonly number[] {
  let out = flaggedCache.get(leases);
  if (out === undefined) {
    const found: number[] = [];
    leases.forEach((lease, index) => {
      if (reviewFlagsOf(lease).length > 0) found.push(index);
    });
    out = found;
    flaggedCache.set(leases, out);
  }
  return out;
}

/** The leases with the flags of those at `indexes` cleared (accepted as they are). */
export function acceptReview(leases: readonly TenantLease[], indexes: ReadonlySet<number>): TenantLease[] {
  return leases.map((lease, index) => (indexes.has(index) ? withReview(lease, NONE) : lease));
}

/** The leases without those at `indexes`. */
export function removeLeases(leases: readonly TenantLease[], indexes: ReadonlySet<number>): TenantLease[] {
  return leases.filter((_, index) => !indexes.has(index));
}

/** The flagged leases' reviews by position (a save's `leaseReviews`; [] when none is flagged). */
export function leaseReviewsOf(leases: readonly TenantLease[]): LeaseReview[] {
  return flaggedLeases(leases).map((position) => ({
    position,
    flags: reviewFlagsOf(leases[position] as TenantLease).map((flag) => ({ ...flag })),
  }));
}

/** The leases with the saved reviews put back on them by position (a review past the roll is dropped). */
export function withLeaseReviews<L extends TenantLease>(
  leases: readonly L[],
  reviews: readonly LeaseReview[] | null | undefined,
): L[] {
  if (!reviews || reviews.length === 0) return [...leases];
  const byPosition = new Map(reviews.map((review) => [review.position, review.flags]));
  return leases.map((lease, position) => {
    const flags = byPosition.get(position);
    return flags && flags.length > 0 ? (withReview(lease, flags) as L) : lease;
  });
}
