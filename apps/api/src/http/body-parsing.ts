import { jsonTooDeep, NestedTooDeeplyError } from '@cre/api-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The JSON input of a tRPC GET (`?input=…`), or undefined. */
function trpcQueryInput(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query < 0 || !url.startsWith('/trpc/')) return undefined;
  try {
    return new URLSearchParams(url.slice(query + 1)).get('input') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Only JSON bodies are accepted (anything else gets 415), an empty JSON body counts as no body,
 * and malformed JSON is a 400 (mapped by the error handler). Prototype-poisoning keys are rejected.
 * Bodies and tRPC query inputs nested deeper than 32 levels are a 400 before they are parsed, so no
 * walk over request data can run out of stack.
 */
export const bodyParsingPlugin = fp(async (app: FastifyInstance) => {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    if (jsonTooDeep(body as string)) return done(new NestedTooDeeplyError(), undefined);
    return parseJson(req, body as string, done);
  });
  // The same 400 for a tRPC GET's input, through the one error handler.
  app.addHook('onRequest', (req, _reply, done) => {
    const input = trpcQueryInput(req.url);
    done(input !== undefined && jsonTooDeep(input) ? new NestedTooDeeplyError() : undefined);
  });
});
