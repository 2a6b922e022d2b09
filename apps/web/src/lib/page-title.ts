import { useEffect } from 'react';

/** The product name used in browser tab titles. */
export const PRODUCT_TITLE = 'CRE Sale Analyzer';

/** Sets the browser tab title to "{page} · CRE Sale Analyzer" (or the product name alone). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  }, [page]);
}
