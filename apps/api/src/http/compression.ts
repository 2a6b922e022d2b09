import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Responses smaller than this go out as they are: compressing them saves nothing worth the CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of API responses over {@link COMPRESSION_THRESHOLD_BYTES} (brotli or gzip
 * per Accept-Encoding, `Vary: Accept-Encoding`): a project list or the admin console's JSON shrinks
 * several times. Brotli runs at quality 4, fast enough per request (quality 11 is for build-time
 * assets). The web app's static files are precompressed at build time and served as they are
 * (`web.ts`); a response that already has a Content-Encoding is left alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
});
