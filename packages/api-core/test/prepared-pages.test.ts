import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreparedPages } from '../src/rest/page-bodies.js';
import { negotiateCoding } from '../src/rest/prepared-json.js';

const pageText = (n: number, size = 2000) =>
  JSON.stringify({
    nextCursor: n % 2 ? `c${n}` : null,
    total: n,
    items: [{ name: `p${n}`, notes: 'x'.repeat(size) }],
  });

describe('PreparedPages', () => {
  it('splits a page once and hands the same prepared items back for the same text', () => {
    const pages = new PreparedPages();
    const text = pageText(3);
    const page = pages.get(text);
    expect(page.nextCursor).toBe('c3');
    expect(page.total).toBe(3);
    expect(JSON.parse(page.items.text)).toEqual([{ name: 'p3', notes: 'x'.repeat(2000) }]);
    expect(pages.get(text)).toBe(page);
    expect(page.items.body('br')).toBe(page.items.body('br'));
    expect(brotliDecompressSync(page.items.body('br')).toString()).toBe(page.items.text);
    expect(gunzipSync(page.items.body('gzip')).toString()).toBe(page.items.text);
    expect(page.items.body(null).toString()).toBe(page.items.text);
  });

  it('keeps within its byte limit, dropping the least recently used pages', () => {
    const pages = new PreparedPages(100_000);
    const first = pageText(0, 10_000);
    const firstPage = pages.get(first);
    const second = pageText(1, 10_000);
    const secondPage = pages.get(second);
    expect(pages.get(first)).toBe(firstPage);
    for (let n = 2; n < 40; n++) {
      pages.get(pageText(n, 10_000)).items.body('gzip');
      pages.get(first);
    }
    expect(pages.bytes).toBeLessThanOrEqual(100_000);
    // the page read all along was kept; the one never read again was dropped (prepared anew)
    expect(pages.get(first)).toBe(firstPage);
    expect(pages.get(second)).not.toBe(secondPage);
  });
});

describe('negotiateCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;Q=0.8', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
  ] as const)('%s → %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});
