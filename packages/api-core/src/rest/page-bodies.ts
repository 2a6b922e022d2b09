import { JsonText } from '../trpc/json-text.js';
import { type PageOf, splitPageJson } from '../trpc/paging.js';
import { PreparedJson } from './prepared-json.js';

/** A page of a list, split once into its headers' figures and its prepared items. */
export interface PreparedPage {
  nextCursor: string | null;
  total: number;
  items: PreparedJson;
}

/** At most this many bytes of prepared pages are kept per process (the least recently used go first). */
export const PREPARED_PAGES_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Prepared pages keyed by the page's JSON text. The project-list cache hands out the same string
 * for the same page until that page changes, so a repeated `GET /api/properties` finds its page
 * here by that string (its hash is kept with it) and sends bytes made once. A changed page is a
 * different text, hence a different entry: nothing here can be stale; unused entries age out.
 */
export class PreparedPages {
  private readonly pages = new Map<string, PreparedPage>();

  constructor(private readonly maxBytes = PREPARED_PAGES_MAX_BYTES) {}

  /** The prepared form of `pageText` (`{"nextCursor":…,"total":…,"items":[…]}`). */
  get(pageText: string): PreparedPage {
    const found = this.pages.get(pageText);
    if (found) {
      this.pages.delete(pageText);
      this.pages.set(pageText, found);
      return found;
    }
    const { nextCursor, total, items } = splitPageJson(new JsonText<PageOf<unknown>>(pageText));
    const page: PreparedPage = { nextCursor, total, items: new PreparedJson(items.text) };
    this.pages.set(pageText, page);
    this.trim();
    return page;
  }

  /** Bytes held now (page texts and every prepared form). */
  get bytes(): number {
    let held = 0;
    for (const [text, page] of this.pages) held += 2 * text.length + page.items.bytes;
    return held;
  }

  /**
   * Drops the least recently used pages while over the limit (prepared forms counted). Runs when a
   * page is added, which is after a list read that missed: the count over the entries is small next to it.
   */
  private trim(): void {
    let held = this.bytes;
    for (const [text, page] of this.pages) {
      if (held <= this.maxBytes || this.pages.size <= 1) break;
      held -= 2 * text.length + page.items.bytes;
      this.pages.delete(text);
    }
  }
}
