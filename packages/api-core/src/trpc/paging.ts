import { InvalidCursorError } from '@cre/db';
import { TRPCError } from '@trpc/server';
import { JsonText } from './json-text.js';
import { PAGE_MESSAGES } from './schemas.js';

/** One page of a list over tRPC: its rows, the next page's cursor (null on the last) and the total. */
export interface PageOf<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/** Runs a page read; a cursor the server did not make is a 400 ("cursor is not valid"). */
export async function readPage<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: PAGE_MESSAGES.cursor });
    }
    throw error;
  }
}

const ITEMS_KEY = ',"items":';

/**
 * Splits the page JSON written by `ProjectService.pageJson` (`{"nextCursor":…,"total":…,"items":[…]}`,
 * items last) into the items' JSON text, forwarded as it is, and the page's cursor and total.
 * The cursor is base64url or null and the total a number, so the first `,"items":` is the key.
 */
export function splitPageJson<T>(page: JsonText<PageOf<T>>): {
  items: JsonText<T[]>;
  nextCursor: string | null;
  total: number;
} {
  const at = page.text.indexOf(ITEMS_KEY);
  const head = JSON.parse(`${page.text.slice(0, at)}}`) as { nextCursor: string | null; total: number };
  return { items: new JsonText<T[]>(page.text.slice(at + ITEMS_KEY.length, -1)), ...head };
}
