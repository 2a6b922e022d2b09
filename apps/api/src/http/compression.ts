import { BROTLI_TEXT_PARAMS, COMPRESSION_THRESHOLD_BYTES } from '@cre/api-core';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On-the-fly compression of API responses over {@link COMPRESSION_THRESHOLD_BYTES} (brotli or gzip
 * per Accept-Encoding, `Vary: Accept-Encoding`): a project list or the admin console's JSON shrinks
 * several times, with brotli's `BROTLI_TEXT_PARAMS` (quality 4). A project-list page is sent from
 * bytes compressed once with the same settings (`PreparedJson`, api-core). The web app's static files are precompressed at build time and served as they are
 * (`web.ts`); a response that already has a Content-Encoding is left alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: BROTLI_TEXT_PARAMS },
  });
});
