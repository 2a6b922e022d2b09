import type { TenantLease } from '@cre/underwriting';

/** Up to this many tenants every block is shown open; a longer rent roll is listed compactly. */
export const OPEN_BLOCKS_LIMIT = 20;

/** Rows per page of the compact rent roll. */
export const TENANTS_PER_PAGE = 25;

/** True when the rent roll is long enough to be listed as compact rows (one tenant open at a time). */
export function isCompactRentRoll(tenantCount: number): boolean {
  return tenantCount > OPEN_BLOCKS_LIMIT;
}

/**
 * Indexes of the tenants a search matches: the name or the suite contains the text (any case), or
 * the text is the tenant's number ("12" or "#12"). A blank search matches every tenant.
 */
export function matchingTenants(leases: readonly TenantLease[], query: string): number[] {
  const text = query.trim().toLowerCase();
  const all = leases.map((_, index) => index);
  if (text === '') return all;
  const number = /^#?\d+$/.test(text) ? Number(text.replace('#', '')) : null;
  const contains = (field: string | null | undefined) => (field ?? '').toLowerCase().includes(text);
  return all.filter((index) => {
    const lease = leases[index];
    return index + 1 === number || contains(lease?.tenantName) || contains(lease?.suite);
  });
}

/** Number of pages for `rows` rows (at least 1). */
export function pageCount(rows: number): number {
  return Math.max(1, Math.ceil(rows / TENANTS_PER_PAGE));
}

/** The page (1-based) that shows the row at `position` (0-based) of the listed rows. */
export function pageOf(position: number): number {
  return Math.floor(Math.max(0, position) / TENANTS_PER_PAGE) + 1;
}

/** The rows of page `page` (clamped to the pages there are) and the page actually shown. */
export function pageRows<T>(rows: readonly T[], page: number): { rows: T[]; page: number } {
  const shown = Math.min(Math.max(1, page), pageCount(rows.length));
  const start = (shown - 1) * TENANTS_PER_PAGE;
  return { rows: rows.slice(start, start + TENANTS_PER_PAGE), page: shown };
}

/** Accessible names of a pager's first, previous, next and last buttons (they show only arrows). */
export const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;
