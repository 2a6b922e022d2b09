import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The content codings a {@link PreparedJson} body is sent in, besides none. */
export type ContentCoding = 'br' | 'gzip';

/** Responses shorter than this (bytes) go out uncompressed: compressing them saves nothing worth the CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli settings of every API response: quality 4 in text mode, fast enough per request
 * (quality 11 is for build-time assets). The app's on-the-fly compression uses them too.
 */
export const BROTLI_TEXT_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 4,
} as const;

/**
 * A JSON response body that is sent many times as it is (a cached page of a project list): its
 * UTF-8 bytes and its brotli and gzip forms are made once, when first asked for, and kept with
 * it, with {@link BROTLI_TEXT_PARAMS} and gzip's default level, as the on-the-fly compression,
 * so a client gets the same bytes either way; only the per-request work (and the megabytes of
 * compressor state and buffers a large list costs each time) is gone.
 */
export class PreparedJson {
  private utf8: Buffer | undefined;
  private readonly encoded = new Map<ContentCoding, Buffer>();

  constructor(readonly text: string) {}

  /** The body in `coding` (null: uncompressed). */
  body(coding: ContentCoding | null): Buffer {
    this.utf8 ??= Buffer.from(this.text, 'utf8');
    if (coding === null) return this.utf8;
    let bytes = this.encoded.get(coding);
    if (!bytes) {
      bytes =
        coding === 'br'
          ? brotliCompressSync(this.utf8, {
              params: { ...BROTLI_TEXT_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: this.utf8.length },
            })
          : gzipSync(this.utf8);
      this.encoded.set(coding, bytes);
    }
    return bytes;
  }

  /** Bytes held: the text (two per character at most) and every form made so far. */
  get bytes(): number {
    let held = 2 * this.text.length + (this.utf8?.length ?? 0);
    for (const bytes of this.encoded.values()) held += bytes.length;
    return held;
  }
}

/**
 * The coding to answer `acceptEncoding` with: brotli or gzip, whichever it weighs higher (brotli
 * on a tie), when its weight (or that of `*`) is above 0; null for none (no header, `identity`,
 * or both refused).
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}
